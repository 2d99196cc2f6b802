// swift-tools-version: 6.0
// Fuzz targets for libFuzzer (`swiftc -sanitize=fuzzer`), a package of its own so the main package's builds and
// tests never carry the instrumentation. Build and run with fuzz/run.sh (see docs/LIMITS.md, "Fuzzing").
import PackageDescription

let targets = ["FuzzPNG", "FuzzJPEG", "FuzzSceneYAML", "FuzzSceneJSON", "FuzzSVGPath", "FuzzLintConfiguration", "FuzzLinter"]

let package = Package(
    name: "LiquidGlassFuzz",
    dependencies: [.package(name: "LiquidGlass", path: "..")],
    targets: targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: name.contains("Lint") ? "LiquidGlassLint" : "LiquidGlass", package: "LiquidGlass")
            ],
            path: "Sources/\(name)")
    },
    swiftLanguageModes: [.v6]
)
