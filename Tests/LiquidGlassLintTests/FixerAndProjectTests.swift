import Foundation
@testable import LiquidGlassLint
import Testing

@Suite("Fixer and project files")
struct FixerAndProjectTests {
    /// Textual absolute paths (no file-system access): the forms the linter compares. Expected values by hand.
    @Test(arguments: [
        ("/a/b/../c/./d.swift", "/a/c/d.swift"), ("/a//b/", "/a/b"), ("/../x", "/x"), ("/", "/"),
        ("/a/b/..", "/a"),
    ])
    func lexicalPaths(path: String, expected: String) {
        #expect(LexicalPath.absolute(path) == expected)
    }

    @Test func relativeLexicalPathsStartAtTheCurrentDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(LexicalPath.absolute("x/./y.swift") == LexicalPath.absolute(cwd) + "/x/y.swift")
    }

    /// A rewrite that leaves the file unparsable is refused (`nil`), so `--fix` never writes broken code.
    @Test func fixesThatBreakTheParseAreRefused() {
        let source = "let a = Text(\"x\").glassEffect()\n"
        #expect(Fixer.apply([Fix(start: 8, end: 8, replacement: "(")], to: source) == nil)
        let fine = Fixer.apply([Fix(start: 4, end: 5, replacement: "b")], to: source)
        #expect(fine?.text == "let b = Text(\"x\").glassEffect()\n")
    }

    /// Overlapping fixes: the later one applies, the earlier waits for the next round.
    @Test func overlappingFixesApplyOnePerRound() throws {
        let source = "let value = 12345\n"
        let result = try #require(
            Fixer.apply(
                [Fix(start: 12, end: 17, replacement: "1"), Fix(start: 14, end: 16, replacement: "9")], to: source))
        #expect(result.applied.count == 1)
        #expect(result.text == "let value = 1295\n")
    }

    /// The target settings Xcode writes (SDKROOT, SUPPORTED_PLATFORMS, IPHONEOS_DEPLOYMENT_TARGET over the
    /// project's), read from a hand-written project in Xcode's format; `//` and `/* */` comments are skipped.
    @Test func xcodeTargetsCarryPlatformsAndDeploymentTargets() {
        let text = """
            // !$*UTF8*$!
            {
                objects = {
                    P1 = { isa = PBXProject; buildConfigurationList = L0; };
                    L0 = { isa = XCConfigurationList; buildConfigurations = ( C0 ); };
                    C0 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
                    T1 /* App */ = { isa = PBXNativeTarget; buildConfigurationList = L1; name = App; };
                    L1 = { isa = XCConfigurationList; buildConfigurations = ( C1, C2 ); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = "18.0"; }; };
                    C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
                    T2 /* Vision */ = { isa = PBXNativeTarget; buildConfigurationList = L2; name = "Vision App"; };
                    L2 = { isa = XCConfigurationList; buildConfigurations = ( C3 ); };
                    C3 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = xros; SUPPORTED_PLATFORMS = "xros xrsimulator"; }; };
                };
            }
            """
        let targets = XcodeProject.targets(pbxproj: text)
        #expect(targets.map(\.name) == ["App", "Vision App"])
        // Debug says 18.0, Release inherits the project's 16.0: the lowest is what the code must run on.
        #expect(targets.first?.settings == TargetSettings(platforms: [.iOS], iOSDeploymentTarget: Version(16, 0)))
        #expect(targets.last?.settings == TargetSettings(platforms: [.visionOS], iOSDeploymentTarget: nil))
        #expect(XcodeProject.targets(pbxproj: "{ objects = { broken").isEmpty)
    }

    @Test func manifestPlatformsAreRead() {
        let settings = PackageManifest.settings(
            manifest: "let package = Package(name: \"A\", platforms: [.iOS(.v17), .visionOS(.v1)], targets: [])")
        #expect(settings == TargetSettings(platforms: [.iOS, .visionOS], iOSDeploymentTarget: Version(17)))
    }
}
