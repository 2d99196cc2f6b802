import Foundation
@testable import LiquidGlassLint
import Testing

@Suite("Fixer and project files")
struct FixerAndProjectTests {
    /// Textual absolute paths (no file-system access): the forms the linter compares. Expected values by hand.
    @Test(arguments: [
        ("/a/b/../c/./d.swift", "/a/c/d.swift"), ("/a//b/", "/a/b"), ("/../x", "/x"), ("/", "/"),
        ("/a/b/..", "/a"),
        // Bytes, not characters: non-ASCII components are kept whole; only `.` and `..` exactly are special.
        ("/é/ü/../ß.swift", "/é/ß.swift"), ("/a/.../b/..c/.d", "/a/.../b/..c/.d"), ("/👩‍👩‍👧/x/..", "/👩‍👩‍👧"),
    ])
    func lexicalPaths(path: String, expected: String) {
        #expect(LexicalPath.absolute(path) == expected)
    }

    /// `parent` agrees with `NSString.deletingLastPathComponent` on the paths `absolute` produces.
    @Test(arguments: ["/", "/a", "/a/b", "/é/ß.swift", "/a/.../b"])
    func lexicalParents(path: String) {
        #expect(LexicalPath.parent(path) == (path as NSString).deletingLastPathComponent)
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

    /// A target with synchronised subfolders still owns the folder named like it (files listed one by one in
    /// the project live there). Hand-written project: the app at 26.0, its tests at 18.0; the app's file must
    /// get 26.0, not the project-wide lowest 18.0 (what it got while only synchronised folders were mapped).
    @Test func aTargetOwnsItsNamedFolderBesideItsSynchronisedOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lg-layout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["P.xcodeproj", "App/Synced", "App/Views", "AppTests"] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let project = """
            {
                objects = {
                    T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; name = App; fileSystemSynchronizedGroups = ( G1 ); };
                    G1 = { isa = PBXFileSystemSynchronizedRootGroup; path = App/Synced; };
                    L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                    C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 26.0; }; };
                    T2 = { isa = PBXNativeTarget; buildConfigurationList = L2; name = AppTests; };
                    L2 = { isa = XCConfigurationList; buildConfigurations = ( C2 ); };
                    C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; };
                };
            }
            """
        try project.write(toFile: root + "/P.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let layout = ProjectLayout.discover(roots: [root])
        #expect(layout.settings(for: root + "/App/Views/V.swift")?.iOSDeploymentTarget == Version(26, 0))
        #expect(layout.settings(for: root + "/App/Synced/S.swift")?.iOSDeploymentTarget == Version(26, 0))
        #expect(layout.settings(for: root + "/AppTests/T.swift")?.iOSDeploymentTarget == Version(18, 0))
    }

    /// An XcodeGen spec (hand-written in XcodeGen's format) gives its folder its targets' platform and the
    /// lowest iOS deployment target it names; a package manifest above says nothing about that folder then.
    /// Before, the example app under a package (SwipeMenuViewController's) took the package's iOS 16.
    @Test func xcodeGenSpecsSpeakForTheirFolder() throws {
        let spec = """
            name: Example
            options:
              deploymentTarget:
                iOS: "26.0"   # the app
            targets:
              Example:
                type: application
                platform: iOS
              Widget:
                platform: iOS
                deploymentTarget: "26.1"
            """
        #expect(XcodeGenSpec.settings(spec: spec) == TargetSettings(platforms: [.iOS], iOSDeploymentTarget: Version(26, 0)))
        #expect(XcodeGenSpec.settings(spec: "name: notes\nplatform: iOS\n") == nil)  // no `targets:`: not a spec
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lg-xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Example/Example", withIntermediateDirectories: true)
        try "let package = Package(name: \"L\", platforms: [.iOS(.v16)])".write(
            toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try spec.write(toFile: root + "/Example/project.yml", atomically: true, encoding: .utf8)
        let layout = ProjectLayout.discover(roots: [root])
        #expect(layout.settings(for: root + "/Example/Example/App.swift")?.iOSDeploymentTarget == Version(26, 0))
        #expect(layout.settings(for: root + "/Sources/L/L.swift")?.iOSDeploymentTarget == Version(16))
    }

    @Test func manifestPlatformsAreRead() {
        let settings = PackageManifest.settings(
            manifest: "let package = Package(name: \"A\", platforms: [.iOS(.v17), .visionOS(.v1)], targets: [])")
        #expect(settings == TargetSettings(platforms: [.iOS, .visionOS], iOSDeploymentTarget: Version(17)))
    }
}
