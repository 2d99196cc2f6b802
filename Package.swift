// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Modules along the flow (docs/ARCHITECTURE.md): each target imports only targets listed before it.
let package = Package(
    name: "LiquidGlass",
    products: [
        .library(name: "LiquidGlass", targets: ["LiquidGlass"]),
        .library(name: "LiquidGlassLint", targets: ["LiquidGlassLint"]),
        .library(name: "LiquidGlassMotion", targets: ["LiquidGlassMotion"]),
        .library(name: "LiquidGlassAnimationCodecs", targets: ["LiquidGlassAnimationCodecs"]),
        .library(name: "LiquidGlassUI", targets: ["LiquidGlassUI"]),
        .library(name: "LiquidGlassUIKit", targets: ["LiquidGlassUIKit"]),
        .library(name: "LiquidGlassSnapshotTesting", targets: ["LiquidGlassSnapshotTesting"]),
        .executable(name: "liquidglass", targets: ["liquidglass"]),
        .executable(name: "liquidglass-lint", targets: ["liquidglass-lint"]),
        .plugin(name: "LiquidGlassLintCommand", targets: ["LiquidGlassLintCommand"]),
        .plugin(name: "LiquidGlassLintBuildTool", targets: ["LiquidGlassLintBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
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

        // Geometry, colour and pixel types, linear images, the resampler, the parallel loop, limits.
        // Pure Swift: no C library, no file I/O.
        .target(name: "LiquidGlassCore"),
        // The design-rule vocabulary shared by the runtime checks and the linter.
        .target(name: "LiquidGlassRules"),
        // How every tool writes a file (OutputPolicy): atomic replacement, links followed, devices written through,
        // never onto an input. No dependency, so that the rule checker and the image codecs share it.
        .target(name: "LiquidGlassFiles"),
        // Fonts, text and symbols: measuring and rasterising. The only module that sees FreeType.
        .target(name: "LiquidGlassText", dependencies: ["LiquidGlassCore", "CFreeType"]),
        // PNG and JPEG in and out, atomic file writes. The only module that sees libpng and libjpeg.
        .target(name: "LiquidGlassCodecs", dependencies: ["LiquidGlassCore", "LiquidGlassFiles", "CLibPNG", "CLibJPEG", "CImageCodecs"]),
        // The material, the renderer, labels on glass, the render report and the runtime checks.
        .target(
            name: "LiquidGlassRender",
            dependencies: ["LiquidGlassCore", "LiquidGlassRules", "LiquidGlassText", "LiquidGlassCodecs", "CLaneMath"]),
        // Vector square root, minimum and maximum for the renderer's lanes (inlined into Swift), and the lane shading
        // compiled for AVX2, called where the processor has it (lg_shade.h).
        .target(name: "CLaneMath"),
        // The scene file's model (Scene, GlassElement), which produces a display list, and its loader (YAML/JSON).
        // The only module that sees Yams.
        .target(
            name: "LiquidGlassScene",
            dependencies: ["LiquidGlassCore", "LiquidGlassText", "LiquidGlassCodecs", "LiquidGlassRender", .product(name: "Yams", package: "Yams")]),
        // The umbrella: `import LiquidGlass` re-exports the modules above.
        .target(
            name: "LiquidGlass",
            dependencies: [
                "LiquidGlassCore", "LiquidGlassRules", "LiquidGlassText", "LiquidGlassCodecs", "LiquidGlassRender",
                "LiquidGlassScene",
            ]),

        // Benchmark workloads: the standard render scenes and the generated lint corpus (plain Swift source text).
        .target(name: "LiquidGlassBenchmarks", dependencies: ["LiquidGlass"]),
        // The demo gallery (which shows the benchmark scene too) and its sample photographs.
        .target(
            name: "LiquidGlassGallery", dependencies: ["LiquidGlass", "LiquidGlassBenchmarks"],
            resources: [.copy("Resources/Backdrops")]),
        // The lens calibration against Apple's measured glass.
        .target(name: "LiquidGlassCalibration", dependencies: ["LiquidGlass"]),

        // C glue for libwebp's animation encoder, giflib and zlib's CRC-32.
        .target(
            name: "CAnimationCodecs", dependencies: ["CLibWebP", "CGIFLib"],
            linkerSettings: [
                .linkedLibrary("webpmux"), .linkedLibrary("webpdemux"), .linkedLibrary("webp"), .linkedLibrary("gif"),
                .linkedLibrary("z"),
            ]),

        // Animation encoders over the engine's images: APNG, animated WebP, GIF, PNG folders, filmstrips (Codecs for
        // PNG and atomic writes, Text for the filmstrip's captions; no renderer).
        .target(
            name: "LiquidGlassAnimationCodecs",
            dependencies: ["LiquidGlassCore", "LiquidGlassFiles", "LiquidGlassCodecs", "LiquidGlassText", "CAnimationCodecs"]),

        // SwiftUI's animation model (springs, animations, animatable data): pure Swift, no renderer.
        .target(name: "LiquidGlassMotion"),
        // The Cassowary linear constraint solver under UIKit's Auto Layout (docs/CONSTRAINTS.md): pure Swift, no
        // dependencies.
        .target(name: "LiquidGlassConstraints"),

        // Scenes in motion: one scene state animating into another, rendered frame by frame (Core's frames, which
        // the encoders take; no encoder linked).
        .target(name: "LiquidGlassSceneMotion", dependencies: ["LiquidGlass", "LiquidGlassMotion"]),

        // SwiftUI's API over the renderer: views lay out and produce what the engine paints. Imports the engine
        // `internal`ly so that only SwiftUI's names (Color, Circle, Glass…) are visible to its users. It ships no
        // pictures: the program supplies named ones through its ImageProvider (the CLI, the gallery's photos).
        //
        // The module is LiquidGlassUICore (its sources stay in Sources/LiquidGlassUI): users import the
        // LiquidGlassUI umbrella below, which adds UIKit as `import SwiftUI` does on iOS. Its tests import it with
        // `@testable import LiquidGlassUICore`.
        .target(
            name: "LiquidGlassUICore",
            dependencies: ["LiquidGlass", "LiquidGlassMotion", "LiquidGlassSceneMotion", "LiquidGlassAnimationCodecs",
                           "LiquidGlassFiles", "LiquidGlassUIMacros"],
            path: "Sources/LiquidGlassUI"),
        // UIKit's API over the renderer: a view hierarchy laid out with frames, autoresizing masks and stack views,
        // turned into the engine's display list. Reuses LiquidGlassUICore's text measuring and report (imported
        // `internal`ly, so that SwiftUI's names — Color, Text, Image — stay invisible to UIKit code).
        .target(
            name: "LiquidGlassUIKit",
            dependencies: ["LiquidGlass", "LiquidGlassUICore", "LiquidGlassConstraints", "LiquidGlassMotion", "LiquidGlassSceneMotion",
                           "LiquidGlassAnimationCodecs", "LiquidGlassUIMacros"]),
        // `import LiquidGlassUI`: SwiftUI's API and UIKit's, as `import SwiftUI` on iOS makes UIKit visible too (a
        // SwiftUI file names UIColor, UIFont, UIScreen, wraps UIKit views in UIViewRepresentable). Only re-exports.
        .target(name: "LiquidGlassUI", dependencies: ["LiquidGlassUICore", "LiquidGlassUIKit"], path: "Sources/LiquidGlassUIUmbrella"),
        // What a `#Preview` expands to, as text: shared by the macro and `liquidglass preview` so both compile the
        // same declaration. No dependencies.
        .target(name: "LiquidGlassPreviewExpansion"),
        // `liquidglass preview`'s library: a user's files with their `#Preview`s made listable, and the package that
        // compiles them against LiquidGlassUI.
        .target(
            name: "LiquidGlassPreviewBuilder",
            dependencies: [
                "LiquidGlassPreviewExpansion",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // LiquidGlassUI's macros (`#Preview`), a compiler plugin over swift-syntax.
        .macro(
            name: "LiquidGlassUIMacros",
            dependencies: [
                "LiquidGlassPreviewExpansion",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // Snapshot tests of LiquidGlassUI views with pointfreeco/swift-snapshot-testing: a `Snapshotting` strategy
        // that renders with real glass, on Linux as on Apple platforms.
        .target(
            name: "LiquidGlassSnapshotTesting",
            dependencies: ["LiquidGlassUI", "LiquidGlassUIKit", "LiquidGlass", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The seed text's ten creations, written as ordinary SwiftUI against LiquidGlassUI (rendered by the demo).
        .target(name: "LiquidGlassUIExamples", dependencies: ["LiquidGlassUI"], path: "examples/LiquidGlassUIExamples"),

        // The rule checker: a separate module over swift-syntax, sharing only the rule vocabulary with the engine.
        .target(
            name: "LiquidGlassLint",
            dependencies: [
                "LiquidGlassRules",
                "LiquidGlassFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]),

        // `lint` on the command line, shared by `liquidglass lint` and the lint-only `liquidglass-lint` that the
        // SwiftPM plugins build (no renderer, no C image libraries).
        .target(
            name: "LiquidGlassLintCommandLine",
            dependencies: ["LiquidGlassLint", "LiquidGlassFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "liquidglass-lint", dependencies: ["LiquidGlassLintCommandLine"]),
        .plugin(
            name: "LiquidGlassLintCommand",
            capability: .command(
                intent: .custom(verb: "liquidglass-lint", description: "Check the package's SwiftUI/UIKit code against the Liquid Glass design rules")),
            dependencies: ["liquidglass-lint"]),
        .plugin(name: "LiquidGlassLintBuildTool", capability: .buildTool(), dependencies: ["liquidglass-lint"]),

        // `liquidglass playground`'s server (docs/PLAYGROUND.md): the HTTP API and the page over the scene loader,
        // RenderSession, the report and the PNG encoder, on Hummingbird. Ships no pictures: the program names the
        // sample backdrops (the CLI, the gallery's). Yams only to read which files a sent scene names; the linter to check
        // the code it exports.
        .target(
            name: "LiquidGlassPlayground",
            dependencies: ["LiquidGlass", "LiquidGlassLint", "LiquidGlassMotion", "LiquidGlassSceneMotion", "LiquidGlassAnimationCodecs",
                           .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Yams", package: "Yams")]),

        // The command-line tool: a thin layer over the libraries.
        .executableTarget(
            name: "liquidglass",
            dependencies: [
                "LiquidGlass", "LiquidGlassLint", "LiquidGlassLintCommandLine", "LiquidGlassGallery", "LiquidGlassCalibration", "LiquidGlassBenchmarks",
                "LiquidGlassMotion", "LiquidGlassAnimationCodecs", "LiquidGlassSceneMotion", "LiquidGlassUI", "LiquidGlassUIExamples",
                "LiquidGlassPreviewBuilder", "LiquidGlassFiles", "LiquidGlassPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // What the test targets share: golden-image folders, the package's paths and temporary folders.
        .target(
            name: "LiquidGlassTestSupport", dependencies: ["LiquidGlassCore", "LiquidGlassCodecs"],
            path: "Tests/LiquidGlassTestSupport"),
        // A test target per engine module, each with the module under test and what its tests build scenes and
        // pictures from. Golden images and image fixtures are read from the source tree (and regenerated there),
        // not from the bundle.
        .testTarget(name: "LiquidGlassCoreTests", dependencies: ["LiquidGlassCore", "LiquidGlassTestSupport"]),
        // Text: the symbol contact sheet is written as a PNG (Codecs).
        .testTarget(
            name: "LiquidGlassTextTests", dependencies: ["LiquidGlassText", "LiquidGlassCore", "LiquidGlassCodecs", "LiquidGlassTestSupport"]),
        .testTarget(
            name: "LiquidGlassCodecsTests", dependencies: ["LiquidGlassCodecs", "LiquidGlassCore", "LiquidGlassTestSupport"],
            exclude: ["Fixtures"]),
        // The renderer: scenes over the gallery's sample photos, and the example scene files loaded (Scene) to render
        // them through their display lists.
        .testTarget(
            name: "LiquidGlassRenderTests",
            dependencies: [
                "LiquidGlassRender", "LiquidGlassCore", "LiquidGlassText", "LiquidGlassCodecs", "LiquidGlassScene",
                "LiquidGlassGallery", "LiquidGlassTestSupport",
            ],
            exclude: ["Golden", "Fixtures"]),
        // Scene files: the scene fixtures are copied into the bundle.
        .testTarget(
            name: "LiquidGlassSceneTests",
            dependencies: ["LiquidGlassScene", "LiquidGlassRender", "LiquidGlassCore", "LiquidGlassTestSupport"],
            resources: [.copy("Fixtures")]),
        // Over the umbrella: the README's example as written, and the lens calibration.
        .testTarget(name: "LiquidGlassTests", dependencies: ["LiquidGlass", "LiquidGlassCalibration"]),
        .testTarget(name: "LiquidGlassLintTests", dependencies: ["LiquidGlassLint", "LiquidGlassRules", "LiquidGlassFiles"]),
        .testTarget(name: "LiquidGlassFilesTests", dependencies: ["LiquidGlassFiles"]),
        .testTarget(name: "LiquidGlassMotionTests", dependencies: ["LiquidGlassMotion"]),
        .testTarget(name: "LiquidGlassConstraintsTests", dependencies: ["LiquidGlassConstraints"]),
        .testTarget(name: "LiquidGlassSceneMotionTests", dependencies: ["LiquidGlassSceneMotion", "LiquidGlass", "LiquidGlassMotion"]),
        .testTarget(
            name: "LiquidGlassAnimationCodecsTests",
            dependencies: ["LiquidGlassAnimationCodecs", "LiquidGlass", "CAnimationCodecs", "LiquidGlassTestSupport"]),
        .testTarget(
            name: "LiquidGlassUITests",
            dependencies: ["LiquidGlassUI", "LiquidGlassUICore", "LiquidGlassUIExamples", "LiquidGlass", "LiquidGlassTestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "LiquidGlassUIKitTests", dependencies: ["LiquidGlassUIKit", "LiquidGlassUI", "LiquidGlassUICore", "LiquidGlass", "LiquidGlassTestSupport"]),
        .testTarget(
            name: "LiquidGlassSnapshotTestingTests",
            dependencies: ["LiquidGlassSnapshotTesting", "LiquidGlassUI", "LiquidGlassUIKit", "LiquidGlassUIExamples", "LiquidGlassTestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // The playground's API over HTTP (HummingbirdTesting), with the gallery's photos as its samples.
        .testTarget(
            name: "LiquidGlassPlaygroundTests",
            dependencies: ["LiquidGlassPlayground", "LiquidGlass", "LiquidGlassGallery", "LiquidGlassTestSupport",
                           .product(name: "HummingbirdTesting", package: "hummingbird")]),
        .testTarget(name: "CLITests", dependencies: ["liquidglass", "LiquidGlass", "LiquidGlassTestSupport"]),
        .testTarget(
            name: "LiquidGlassPreviewTests",
            dependencies: [
                "LiquidGlassPreviewBuilder", "LiquidGlassUIMacros", "LiquidGlassUI", "LiquidGlassTestSupport",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// `liquidglass preview` builds its program as a target of this package (LIQUIDGLASS_PREVIEW_HOST names the folder
// of the generated sources, inside the package), so a preview reuses everything the checkout has already built
// (PreviewHostPackage in Sources/LiquidGlassPreviewBuilder).
if let host = Context.environment["LIQUIDGLASS_PREVIEW_HOST"], !host.isEmpty {
    package.targets.append(
        .executableTarget(
            // LiquidGlassUI re-exports LiquidGlassUIKit, so every preview links it; LIQUIDGLASS_PREVIEW_UIKIT names it
            // too for UIKit-only files.
            name: "LiquidGlassPreviewHost",
            dependencies: ["LiquidGlassUI"] + (Context.environment["LIQUIDGLASS_PREVIEW_UIKIT"] == "1" ? ["LiquidGlassUIKit"] : []),
            path: host,
            // As a new Xcode 26 app target: Swift 5 mode, the main actor as the default isolation.
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-default-isolation", "MainActor"])]))
}

// Opt-in, for a machine that builds what it runs (a render server, CI that renders snapshots):
// LIQUIDGLASS_TARGET_CPU=native (or a CPU name, such as haswell) compiles the pixel code for that processor. The
// default is the baseline of the platform (x86-64: SSE2), where each eight-lane vector operation is two
// instructions; with AVX2 it is one — the standard scene 11.3 → 9.1 ms a frame on one thread, output byte for byte
// the same (docs/BENCHMARKS.md, 2026-11-24). A binary built so does not run on older processors.
if let cpu = Context.environment["LIQUIDGLASS_TARGET_CPU"], !cpu.isEmpty {
    let pixelCode: Set = ["LiquidGlassCore", "LiquidGlassText", "LiquidGlassCodecs", "LiquidGlassRender", "LiquidGlassAnimationCodecs"]
    for target in package.targets where pixelCode.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-target-cpu", cpu])]
    }
}
