// swift-tools-version: 6.0
// Fuzz targets for libFuzzer (`swiftc -sanitize=fuzzer`), a package of its own so the main package's builds and
// tests never carry the instrumentation. Build and run with fuzz/run.sh (see docs/LIMITS.md, "Fuzzing").
import Foundation
import PackageDescription

// SwiftPM names a path dependency by its directory, so the repository's checkout folder (whatever it is
// called) is the package to ask for products.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let repositoryIdentity = repository.lastPathComponent.lowercased()

let targets = ["FuzzPNG", "FuzzJPEG", "FuzzSceneYAML", "FuzzSceneJSON", "FuzzSVGPath", "FuzzLintConfiguration", "FuzzLinter", "FuzzLintFix"]

let package = Package(
    name: "LiquidGlassFuzz",
    dependencies: [.package(path: "..")],
    targets: [.target(name: "FuzzSupport", path: "Sources/FuzzSupport")] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: name.contains("Lint") ? "LiquidGlassLint" : "LiquidGlass", package: repositoryIdentity),
            ],
            path: "Sources/\(name)")
    },
    swiftLanguageModes: [.v6]
)
