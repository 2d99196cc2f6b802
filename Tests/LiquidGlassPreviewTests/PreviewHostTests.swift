import Foundation
import LiquidGlassTestSupport
import LiquidGlassUI
import Testing

/// A preview written with the real macro: this file compiles only if the plugin's expansion does.
#Preview("Compiled by the macro", traits: .sizeThatFitsLayout) {
    Text("Hello")
        .padding()
        .glassEffect()
}

/// Registries as the macro writes them (the macro's own are uniquely named, so tests write their own).
enum OnScreen: PreviewRegistry {
    static let fileID = "Tests/Screen.swift"
    static let line = 10
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview { Text("Screen").glassEffect() }
    }
}

enum Fitting: PreviewRegistry {
    static let fileID = "Tests/Chip.swift"
    static let line = 4
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Chip: small", traits: .sizeThatFitsLayout) { Text("Chip").frame(width: 80, height: 30) }
    }
}

enum Photo: PreviewRegistry {
    static let fileID = "Tests/Photo.swift"
    static let line = 1
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Photo", traits: .sizeThatFitsLayout) { Image("chelsea") }
    }
}

enum Fixed: PreviewRegistry {
    static let fileID = "Tests/Chip.swift"
    static let line = 9
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Fixed", traits: .sizeThatFitsLayout, .fixedLayout(width: 120, height: 50)) { Color.blue }
    }
}

/// A chip whose tap widens it with a bouncy spring, recorded at 10 fps for 0.4 s.
private struct GrowingChip: View {
    @State private var wide = false
    var body: some View {
        Button("Grow") { withAnimation(.bouncy) { wide.toggle() } }
            .frame(width: wide ? 140 : 80, height: 36)
            .glassEffect(.regular.interactive())
            .frame(width: 160, height: 50)
    }
}

enum Recorded: PreviewRegistry {
    static let fileID = "Tests/Grow.swift"
    static let line = 3
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Grow", traits: .sizeThatFitsLayout, .recording(duration: 0.4, framesPerSecond: 10) { try $0.tap("Grow") }) {
            GrowingChip()
        }
    }
}

enum RecordedWrongly: PreviewRegistry {
    static let fileID = "Tests/Grow.swift"
    static let line = 9
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Wrong", traits: .sizeThatFitsLayout, .recording { try $0.tap("Shrink") }) { GrowingChip() }
    }
}

struct Broken: Error {}
enum Throwing: PreviewRegistry {
    static let fileID = "Tests/Broken.swift"
    static let line = 1
    static let column = 1
    @MainActor static func makePreview() throws -> Preview { throw Broken() }
}

/// `_PreviewHost`, the program `liquidglass preview` builds: file names, layouts, schemes and failures.
@MainActor
struct PreviewHostTests {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("lg-previews-\(UUID().uuidString)")

    func pngSize(_ name: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: output.appendingPathComponent(name))
        // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func layoutsSetTheImageSize() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let status = _PreviewHost.main(
            [OnScreen.self, Fitting.self, Fixed.self],
            arguments: ["host", "--output", output.path, "--scale", "1"])
        #expect(status == 0)
        // Unnamed: FILE-LINE. The device's screen at 1× (iPhone 17 Pro, 402×874 points).
        #expect(try pngSize("Screen-10.png") == (402, 874))
        // Names are made file-safe; size-that-fits is the view's own 80×30 frame.
        #expect(try pngSize("Chip-small.png") == (80, 30))
        // The last layout trait wins: 120×50 points.
        #expect(try pngSize("Fixed.png") == (120, 50))
        let report = try String(contentsOf: output.appendingPathComponent("Screen-10.json"), encoding: .utf8)
        #expect(report.contains("\"elements\""))
    }

    @Test func severalDevicesAndSchemesNameEachImage() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let status = _PreviewHost.main(
            [Fitting.self, OnScreen.self],
            arguments: ["host", "--output", output.path, "--scale", "1", "--device", "iPhone 17 Pro", "--device", "iPad mini",
                        "--scheme", "light", "--scheme", "dark"])
        #expect(status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".png") }.sorted()
        // The device-screen preview for each device and scheme; the size-that-fits one once per scheme.
        #expect(names == ["Chip-small-dark.png", "Chip-small-light.png",
                          "Screen-10-iPad-mini-dark.png", "Screen-10-iPad-mini-light.png",
                          "Screen-10-iPhone-17-Pro-dark.png", "Screen-10-iPhone-17-Pro-light.png"])
        #expect(try pngSize("Screen-10-iPad-mini-dark.png") == (744, 1133))
    }

    @Test func aThrowingPreviewFailsTheRunButNotTheOthers() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let status = _PreviewHost.main([Throwing.self, Fitting.self], arguments: ["host", "--output", output.path, "--scale", "1"])
        #expect(status == 1)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Chip-small.png").path))
    }

    /// `.recording`: the still, then `NAME.apng` (5 frames: 0…0.4 s at 10 fps) and a filmstrip beside it; an
    /// interaction that fails (nothing named "Shrink") fails the run after the still is written.
    @Test func aRecordingTraitWritesTheAnimationBesideTheStill() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(_PreviewHost.main([Recorded.self], arguments: ["host", "--output", output.path, "--scale", "1"]) == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["Grow-filmstrip.png", "Grow.apng", "Grow.json", "Grow.png"])
        #expect(try pngSize("Grow.png") == (160, 50))
        // APNG: the acTL chunk's frame count (big-endian, right after the chunk type).
        let apng = try Data(contentsOf: output.appendingPathComponent("Grow.apng"))
        let acTL = try #require(apng.firstRange(of: Data("acTL".utf8)))
        #expect(apng[acTL.upperBound..<acTL.upperBound + 4].reduce(0) { $0 << 8 | Int($1) } == 5)

        #expect(_PreviewHost.main([RecordedWrongly.self], arguments: ["host", "--output", output.path, "--scale", "1"]) == 1)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Wrong.png").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Wrong.apng").path))
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--scale", "nan"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--device", "Nokia 3310"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--scheme", "sepia"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--output"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--source", "Tests/Chip.swift"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--source", "=/tmp/Chip.swift"]) == 2)
        #expect(_PreviewHost.main([Fitting.self], arguments: ["host", "--images"]) == 2)
    }

    /// `--images DIR` (the CLI passes the gallery's sample photos) is what `Image("name")` finds by name.
    @Test func theImagesFolderSuppliesNamedPictures() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let status = _PreviewHost.main([Photo.self], arguments: ["host", "--output", output.path, "--scale", "1",
                                                                "--images", TestFiles.sampleBackdrops.path])
        #expect(status == 0)
        // The PNG's IHDR: the photo's own size, 451 × 300.
        let png = try Data(contentsOf: output.appendingPathComponent("Photo.png"))
        let size = [16, 20].map { png[$0..<$0 + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [451, 300])
    }

    /// `--source FILEID=PATH` (the user's path for messages) is accepted beside the other arguments.
    @Test func sourcePathsAreAccepted() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let status = _PreviewHost.main([Fitting.self], arguments: ["host", "--output", output.path, "--scale", "1",
                                                                  "--source", "Tests/Chip.swift=/home/me/App/Chip.swift"])
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Chip-small.png").path))
    }
}
