import Foundation
import Testing

/// `liquidglass lint --fix` and the project detection (Xcode projects, nested manifests, folders) end to end.
@Suite("lint --fix and project detection", .serialized)
struct LintFixAndProjectTests {
    static let broken = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("3").padding(6).glassEffect(.regular, in: .circle, isEnabled: show)
                Button("Go") { go() }.glassEffect(isInteractive: true)
            }
        }
        """

    static let fixed = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("3").padding(6).glassEffect(show ? .regular : .identity, in: .circle)
                Button("Go") { go() }.glassEffect(.regular.interactive())
            }
        }
        """

    @Test func fixRewritesInPlaceReportsAndIsIdempotent() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Badge.swift", Self.broken)
        let first = try cli.run(["lint", "--fix"])
        #expect(try cli.read("Badge.swift") == Self.fixed)
        #expect(first.stderr.contains("Badge.swift: fixed 2 nonexistent_glass_api"))
        #expect(!first.stdout.contains("nonexistent_glass_api"))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path) == ["Badge.swift"])
        let second = try cli.run(["lint", "--fix"])
        #expect(try cli.read("Badge.swift") == Self.fixed)
        #expect(!second.stderr.contains("fixed"))
    }

    /// Hand-written in the format Xcode 16 writes (a synchronised folder per target): the watch target's
    /// folder is watchOS (no clear-glass dimming finding there), the iOS target's deployment target is 17.0
    /// (so unguarded glass is reported there).
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                AA0000000000000000000001 /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = AA0000000000000000000002 /* Build configuration list for PBXProject */;
                };
                AA0000000000000000000002 = { isa = XCConfigurationList; buildConfigurations = ( AA0000000000000000000003 /* Debug */, ); };
                AA0000000000000000000003 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; }; name = Debug; };
                AA0000000000000000000010 /* Phone */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = AA0000000000000000000011;
                    fileSystemSynchronizedGroups = ( AA0000000000000000000012 /* Phone */, );
                    name = Phone;
                };
                AA0000000000000000000011 = { isa = XCConfigurationList; buildConfigurations = ( AA0000000000000000000013, ); };
                AA0000000000000000000012 /* Phone */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Phone; sourceTree = "<group>"; };
                AA0000000000000000000013 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Debug; };
                AA0000000000000000000020 /* Wrist */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = AA0000000000000000000021;
                    fileSystemSynchronizedGroups = ( AA0000000000000000000022 /* Wrist */, );
                    name = Wrist;
                };
                AA0000000000000000000021 = { isa = XCConfigurationList; buildConfigurations = ( AA0000000000000000000023, ); };
                AA0000000000000000000022 /* Wrist */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Wrist; sourceTree = "<group>"; };
                AA0000000000000000000023 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 11.0; }; name = Debug; };
            };
            rootObject = AA0000000000000000000001 /* Project object */;
        }
        """

    static let clearGlass = """
        import SwiftUI

        struct Face: View {
            var body: some View { Text("12:00").padding().glassEffect(.clear) }
        }
        """

    @Test func xcodeProjectGivesEachTargetItsPlatformAndDeploymentTarget() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
        try cli.write("Phone/Face.swift", Self.clearGlass)
        try cli.write("Wrist/Face.swift", Self.clearGlass)
        // missing_glass_availability is opt-in since the fifth held-back reading (RulePrecision).
        try cli.write(".liquidglass.yml", "opt_in_rules: [missing_glass_availability]\n")
        let result = try cli.run(["lint", "--reporter", "json"])
        let findings = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let phone = findings.filter { ($0["file"] as? String)?.hasPrefix("Phone/") == true }.compactMap { $0["rule"] as? String }
        let wrist = findings.filter { ($0["file"] as? String)?.hasPrefix("Wrist/") == true }.compactMap { $0["rule"] as? String }
        #expect(Set(phone) == ["clear_glass_without_dimming", "missing_glass_availability"])
        #expect(wrist.isEmpty)
    }

    /// Two packages in one run: one's look-alike `glassEffect(isEnabled:)` must not silence the other's misuse;
    /// each package's own `platforms:` decides its deployment target.
    @Test func packagesInOneRunKeepTheirOwnDeclarationsAndTargets() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A/Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v26)])\n")
        try cli.write(
            "A/Sources/A/Glass.swift",
            "import SwiftUI\nextension View { func glassEffect(isEnabled: Bool) -> some View { self } }\n")
        try cli.write("B/Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"B\", platforms: [.iOS(.v17)])\n")
        try cli.write("B/Sources/B/Chip.swift", "import SwiftUI\nlet chip = Text(\"a\").glassEffect(isEnabled: on)\n")
        // missing_glass_availability is opt-in since the fifth held-back reading (RulePrecision).
        try cli.write(".liquidglass.yml", "opt_in_rules: [missing_glass_availability]\n")
        let result = try cli.run(["lint", "A", "B"])
        let chip = result.stdout.split(separator: "\n").filter { $0.hasPrefix("B/Sources/B/Chip.swift:2:") }
        #expect(chip.contains { $0.hasSuffix("(nonexistent_glass_api)") })
        // B's deployment target (17, from its own manifest) applies to B.
        #expect(chip.contains { $0.hasSuffix("(missing_glass_availability)") })
        #expect(!result.stdout.contains("A/Sources"))
    }
}
