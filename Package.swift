// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiquidGlass",
    products: [
        .library(name: "LiquidGlass", targets: ["LiquidGlass"]),
        .library(name: "LiquidGlassLint", targets: ["LiquidGlassLint"]),
        .library(name: "LiquidGlassMotion", targets: ["LiquidGlassMotion"]),
        .library(name: "LiquidGlassAnimationCodecs", targets: ["LiquidGlassAnimationCodecs"]),
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

        // Animation output (Debian: libwebp-dev, libgif-dev; Homebrew: webp, giflib).
        .systemLibrary(
            name: "CLibWebP", path: "Sources/CLibWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .systemLibrary(name: "CGIFLib", path: "Sources/CGIFLib", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),

        // C glue for libpng/libjpeg: keeps their setjmp/longjmp error handling out of Swift frames.
        .target(name: "CImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),

        // The renderer: geometry, images, material, scenes.
        .target(
            name: "LiquidGlass",
            dependencies: ["CLibPNG", "CLibJPEG", "CImageCodecs", "CFreeType", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources/Backdrops")]),

        // C glue for libwebp's animation encoder, giflib and zlib's CRC-32.
        .target(name: "CAnimationCodecs", dependencies: ["CLibWebP", "CGIFLib"], linkerSettings: [.linkedLibrary("z")]),

        // Animation encoders over the engine's images: APNG, animated WebP, GIF, PNG folders, filmstrips.
        .target(name: "LiquidGlassAnimationCodecs", dependencies: ["LiquidGlass", "CAnimationCodecs"]),

        // SwiftUI's animation model (springs, animations, animatable data): pure Swift, no renderer.
        .target(name: "LiquidGlassMotion"),

        // Scenes in motion: one scene state animating into another, rendered frame by frame.
        .target(name: "LiquidGlassSceneMotion", dependencies: ["LiquidGlass", "LiquidGlassMotion", "LiquidGlassAnimationCodecs"]),

        // SwiftUI's API over the renderer: views lay out and produce what the engine paints. Imports the engine
        // `internal`ly so that only SwiftUI's names (Color, Circle, Glass…) are visible to its users.
        .target(name: "LiquidGlassUI", dependencies: ["LiquidGlass", "LiquidGlassMotion"]),

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
                "LiquidGlass", "LiquidGlassLint", "LiquidGlassMotion", "LiquidGlassAnimationCodecs", "LiquidGlassSceneMotion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "LiquidGlassTests", dependencies: ["LiquidGlass"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LiquidGlassLintTests", dependencies: ["LiquidGlassLint"]),
        .testTarget(name: "LiquidGlassMotionTests", dependencies: ["LiquidGlassMotion"]),
        .testTarget(name: "LiquidGlassSceneMotionTests", dependencies: ["LiquidGlassSceneMotion", "LiquidGlass", "LiquidGlassMotion"]),
        .testTarget(
            name: "LiquidGlassAnimationCodecsTests",
            dependencies: ["LiquidGlassAnimationCodecs", "LiquidGlass", "CAnimationCodecs"]),
        .testTarget(name: "LiquidGlassUITests", dependencies: ["LiquidGlassUI"]),
        .testTarget(name: "CLITests", dependencies: ["liquidglass", "LiquidGlass"]),
    ],
    swiftLanguageModes: [.v6]
)
