import Foundation
import LiquidGlassUI
import SnapshotTesting
import Testing
@testable import LiquidGlassSnapshotTesting

/// The strategy passes and fails as swift-snapshot-testing's image strategies do, in a temporary snapshot folder
/// (these tests record their own references).
@MainActor
@Suite struct SnapshotStrategyBehaviourTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("liquidglass-snapshot-tests-\(UUID().uuidString)").path

    @Test func recordsThenPassesThenFailsWithADiffImage() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = verifySnapshot(of: GlassBadge(title: "Glass"), as: .liquidGlass, named: "badge",
                                      record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
        let reference = try #require(FileManager.default.contents(atPath: folder + "/recordsThenPassesThenFailsWithADiffImage.badge.png"))
        #expect(SnapshotImage(pngData: reference).width == 240)

        #expect(verifySnapshot(of: GlassBadge(title: "Glass"), as: .liquidGlass, named: "badge", record: .never,
                               snapshotDirectory: folder) == nil)

        // A changed view: a tint on the glass.
        let failure = try #require(verifySnapshot(of: GlassBadge(title: "Glass", tint: .blue), as: .liquidGlass,
                                                  named: "badge", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("Snapshot \"badge\" does not match reference."))
        #expect(failure.contains("Newly-taken snapshot does not match reference."))
        let diffPath = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Difference") }?
            .components(separatedBy: ": ").last)
        let diff = SnapshotImage(pngData: try Data(contentsOf: URL(fileURLWithPath: diffPath)))
        #expect(diff.width == 3 * 240 && diff.height == 140)
        // The middle panel (difference × 8) is not black where the tint changed the glass (its centre).
        let centre = diff.pixel(70 * diff.width + 240 + 120)
        #expect(Int(centre.x) + Int(centre.y) + Int(centre.z) > 24)
        // The reference on disk is untouched by a failing run.
        #expect(FileManager.default.contents(atPath: folder + "/recordsThenPassesThenFailsWithADiffImage.badge.png") == reference)
    }

    @Test func aDifferentSizeFailsNamingBothSizes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: GlassBadge(title: "A"), as: .liquidGlass, named: "size", record: .all, snapshotDirectory: folder)
        let failure = verifySnapshot(of: GlassBadge(title: "A").padding(), as: .liquidGlass, named: "size",
                                     record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("Newly-taken snapshot@272×172 does not match reference@240×140.") == true)
    }

    @Test func aCorruptReferenceIsReportedNotCrashed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/aCorruptReferenceIsReportedNotCrashed.bad.png"))
        let failure = verifySnapshot(of: GlassBadge(title: "A"), as: .liquidGlass, named: "bad", record: .never,
                                     snapshotDirectory: folder)
        #expect(failure?.contains("Reference image could not be loaded: snapshot PNG:") == true)
    }

    @Test func aViewThatCannotBeRenderedIsReported() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = verifySnapshot(of: Color.red.frame(width: 0, height: 0), as: .liquidGlass, named: "empty",
                                     record: .missing, snapshotDirectory: folder)
        #expect(failure != nil)
        // Comparing the empty render with any reference says why.
        let comparison = SnapshotComparison(precision: 1, perceptualPrecision: 1)
        let empty = SettingsProbe.render(Color.red.frame(width: 0, height: 0))
        #expect(empty.failure != nil)
        #expect(comparison.failure(reference: SnapshotImage(width: 1, height: 1, rgba: [0, 0, 0, 255]), new: empty)?
            .hasPrefix("Newly-taken snapshot could not be rendered") == true)
    }

    @Test func rendersAreByteIdentical() {
        let a = SettingsProbe.render(GlassBadge(title: "Same"))
        let b = SettingsProbe.render(GlassBadge(title: "Same"))
        #expect(a.failure == nil && !a.pngData.isEmpty)
        #expect(a.pngData == b.pngData)
    }

    @Test func deviceSnapshotsAreTheWholeScreenAtTheChosenScale() {
        let image = SnapshotSettings(device: .iPhone17Pro, size: nil, scale: 1, environment: EnvironmentValues(),
                                     drawsBackground: true, assetDirectories: []).render(Color.blue)
        #expect(image.width == 402 && image.height == 874)  // Device.iPhone17Pro's screen in points (HIG)
    }
}

/// A strategy used from a test that is not on the main actor: the render hops to the main actor while
/// swift-snapshot-testing waits — for as long as other `@MainActor` tests keep the main actor busy, hence the
/// generous `timeout`.
@Suite struct OffMainActorSnapshotTests {
    @Test func snapshotFromABackgroundTest() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-offmain-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result: (String?, String?) = await Task.detached {
            let strategy = Snapshotting<Color, SnapshotImage>.liquidGlass(size: CGSize(width: 10, height: 10))
            let first = verifySnapshot(of: Color.green, as: strategy, named: "green", record: .all, snapshotDirectory: folder, timeout: 300)
            let second = verifySnapshot(of: Color.green, as: strategy, named: "green", record: .never, snapshotDirectory: folder, timeout: 300)
            return (first, second)
        }.value
        #expect(result.0?.contains("Record mode is on") == true)
        #expect(result.1 == nil)
    }
}

@MainActor
enum SettingsProbe {
    static func render<V: View>(_ view: V) -> SnapshotImage {
        SnapshotSettings(device: nil, size: nil, scale: 1, environment: EnvironmentValues(), drawsBackground: true,
                         assetDirectories: []).render(view)
    }
}
