// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiquidGlass",
    products: [
        .library(name: "LiquidGlass", targets: ["LiquidGlass"]),
        .library(name: "LiquidGlassLint", targets: ["LiquidGlassLint"]),
        .library(name: "LiquidGlassUI", targets: ["LiquidGlassUI"]),
        .executable(name: "liquidglass", targets: ["liquidglass"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // System libraries (Debian: libpng-dev, libjpeg-dev, libfreetype-dev; Homebrew: libpng, jpeg-turbo, freetype).
        .systemLibrary(
            name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CLibJPEG", path: "Sources/CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),

        // C glue for libpng/libjpeg: keeps their setjmp/longjmp error handling out of Swift frames.
        .target(name: "CImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),

        // The renderer: geometry, images, material, scenes.
        .target(
            name: "LiquidGlass",
            dependencies: ["CLibPNG", "CLibJPEG", "CImageCodecs", "CFreeType", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources/Backdrops")]),

        // SwiftUI's API over the renderer: views lay out and produce what the engine paints. Imports the engine
        // `internal`ly so that only SwiftUI's names (Color, Circle, Glass…) are visible to its users.
        .target(name: "LiquidGlassUI", dependencies: ["LiquidGlass"]),
        // The seed text's ten creations, written as ordinary SwiftUI against LiquidGlassUI (rendered by the demo).
        .target(name: "LiquidGlassUIExamples", dependencies: ["LiquidGlassUI"], path: "examples/LiquidGlassUIExamples"),

        // The rule checker: a separate module over swift-syntax.
        .target(
            name: "LiquidGlassLint",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]),

        // The command-line tool: a thin layer over both libraries.
        .executableTarget(
            name: "liquidglass",
            dependencies: [
                "LiquidGlass", "LiquidGlassLint", "LiquidGlassUI", "LiquidGlassUIExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "LiquidGlassTests", dependencies: ["LiquidGlass"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LiquidGlassLintTests", dependencies: ["LiquidGlassLint"]),
        .testTarget(name: "LiquidGlassUITests", dependencies: ["LiquidGlassUI", "LiquidGlassUIExamples"]),
        .testTarget(name: "CLITests", dependencies: ["liquidglass", "LiquidGlass"]),
    ],
    swiftLanguageModes: [.v6]
)
