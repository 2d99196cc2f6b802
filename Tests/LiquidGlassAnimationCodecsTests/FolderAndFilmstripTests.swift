import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import LiquidGlassTestSupport
import Testing

private func temporaryDirectory() throws -> URL { try TestFiles.temporaryDirectory(prefix: "lg-anim") }

@Suite("PNG sequences, filmstrips and format choice")
struct FolderAndFilmstripTests {
    @Test("a PNG folder holds numbered frames that decode exactly, and frames.csv with their times")
    func pngFolder() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = TestFrames.moving(count: 3)
        let folder = root.appendingPathComponent("frames")
        try AnimationFileFormat.write(frames, to: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frames.csv"])
        let decoded = try ImageDecoder.decode(contentsOf: folder.appendingPathComponent("frame-0002.png"))
        #expect(TestFrames.rgba8(decoded) == TestFrames.rgba8(frames[2].image))
        let csv = try String(contentsOf: folder.appendingPathComponent("frames.csv"), encoding: .utf8)
        #expect(csv.contains("1,0.033333,frame-0001.png"))
        // Nothing else was left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["frames"])
        // A folder that is not empty is refused.
        #expect(throws: AnimationEncodingError(output: "frames", reason: "the folder exists and is not empty; choose a new or empty folder")) {
            try PNGSequenceWriter.write(frames, to: folder)
        }
    }

    /// Frames are encoded on several threads: every file must still hold its own frame.
    @Test("each numbered file holds its own frame, however the frames were spread over threads")
    func pngFolderFrameOrder() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = TestFrames.moving(count: 12)
        let folder = root.appendingPathComponent("many")
        try PNGSequenceWriter.write(frames, to: folder)
        for index in frames.indices {
            let file = folder.appendingPathComponent(String(format: "frame-%04d.png", index))
            #expect(TestFrames.rgba8(try ImageDecoder.decode(contentsOf: file)) == TestFrames.rgba8(frames[index].image),
                    "frame \(index)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["many"])
    }

    @Test("the extension picks the format; an unknown one is a clear error")
    func formatChoice() throws {
        #expect(AnimationFileFormat(url: URL(fileURLWithPath: "/x/a.PNG")) == .apng)
        #expect(AnimationFileFormat(url: URL(fileURLWithPath: "/x/a.apng")) == .apng)
        #expect(AnimationFileFormat(url: URL(fileURLWithPath: "/x/a.webp")) == .webp)
        #expect(AnimationFileFormat(url: URL(fileURLWithPath: "/x/a.gif")) == .gif)
        #expect(AnimationFileFormat(url: URL(fileURLWithPath: "/x/frames")) == .pngSequence)
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("a.mov")
        #expect(throws: AnimationEncodingError.self) { try AnimationFileFormat.write(TestFrames.moving(count: 2), to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        // Written files decode as their format.
        let gif = root.appendingPathComponent("a.gif")
        try AnimationFileFormat.write(TestFrames.moving(count: 2), to: gif)
        #expect(try decodeGIF(Data(contentsOf: gif)).frames.count == 2)
    }

    @Test("filmstrip: chosen frames include the first and last, shown unscaled at their own width, captioned")
    func filmstrip() throws {
        // Frames wider than their captions, so cells are exactly the frame width.
        let frames = TestFrames.moving(count: 20, width: 160, height: 40)
        let strip = try Filmstrip.render(frames, maximumFrames: 5, columns: 5)
        // Five frames in one row, each 160 px wide, with gaps.
        #expect(strip.width > 5 * 160 && strip.width < 5 * 160 + 6 * 20)
        #expect(strip.height > 40)
        // The first thumbnail sits at (gap, gap), unscaled.
        let gap = (strip.width - 5 * 160) / 6
        #expect(strip[gap, gap] == frames[0].image[0, 0])
        #expect(strip[gap + 159, gap + 39] == frames[0].image[159, 39])
        // The last cell shows the last frame.
        let lastLeft = gap + 4 * (160 + gap)
        #expect(strip[lastLeft + 20, gap + 16] == frames[19].image[20, 16])
        // Captions: dark ink under each thumbnail.
        let captionRows = (gap + 40)..<strip.height
        let inked = captionRows.contains { y in (gap..<(gap + 160)).contains { x in strip[x, y].x < 0.1 } }
        #expect(inked)
    }
}
