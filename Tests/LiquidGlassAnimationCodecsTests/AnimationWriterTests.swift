import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import LiquidGlassTestSupport
import Testing

private func temporaryDirectory() throws -> URL { try TestFiles.temporaryDirectory(prefix: "lg-writer") }

/// The bytes at `url`: the file, or the folder's files by name.
private func contents(_ url: URL) throws -> [String: Data] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [:] }
    guard isDirectory.boolValue else { return ["": try Data(contentsOf: url)] }
    var out: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        out[name] = try Data(contentsOf: url.appendingPathComponent(name))
    }
    return out
}

@Suite("Writing an animation while it is rendered")
struct AnimationWriterTests {
    /// Frames handed over one at a time give the file that writing them all at once gives, in every format —
    /// here with frames that turn transparent half way, so the APNG's first frames are compressed again with
    /// alpha at the end.
    @Test(arguments: ["burst.apng", "burst.webp", "burst.gif", "burst"])
    func sameBytesAsWritingAllFrames(name: String) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = Array(TestFrames.moving(count: 6).prefix(3)) + Array(TestFrames.moving(count: 6, transparentCorner: true).suffix(3))
        let streamed = root.appendingPathComponent("streamed").appendingPathComponent(name)
        let whole = root.appendingPathComponent("whole").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: streamed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: whole.deletingLastPathComponent(), withIntermediateDirectories: true)
        let writer = try AnimationWriter(to: streamed)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        try AnimationFileFormat.write(frames, to: whole)
        let a = try contents(streamed), b = try contents(whole)
        #expect(!a.isEmpty && a == b)
        // Nothing but the animation is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: streamed.deletingLastPathComponent().path) == [name])
    }

    /// The APNG of frames that turn transparent after three opaque ones decodes (with the tests' own reader) to
    /// every frame exactly, alpha included: the opaque frames were compressed again as RGBA to match the header.
    @Test func apngFramesTurningTransparent() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = Array(TestFrames.moving(count: 6).prefix(3)) + Array(TestFrames.moving(count: 6, transparentCorner: true).suffix(3))
        let url = root.appendingPathComponent("a.apng")
        let writer = try AnimationWriter(to: url)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        let reader = try APNGReader(try Data(contentsOf: url))
        #expect(reader.frames.count == 6)
        for (k, frame) in frames.enumerated() { #expect(reader.frames[k] == TestFrames.rgba8(frame.image), "frame \(k)") }
    }

    /// A frame of the wrong size is an error naming it, thrown by a later append or by finish; nothing is
    /// written. Finishing with no frames is an error too, and an unknown extension fails at once.
    @Test(arguments: ["bad.apng", "bad.webp", "bad.gif", "bad"])
    func errorsLeaveNothing(name: String) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(name)
        let writer = try AnimationWriter(to: url)
        let frames = TestFrames.moving(count: 2)
        try writer.append(frames[0])
        try writer.append(AnimationFrame(image: LinearImage(width: 10, height: 10), time: 5))
        var thrown: AnimationEncodingError?
        do {
            try writer.append(frames[1])
            try writer.finish()
        } catch {
            thrown = error
        }
        #expect(thrown?.reason == "frame 1 is 10×10, expected 48×32 like frame 0")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)

        let empty = try AnimationWriter(to: url)
        #expect(throws: AnimationEncodingError(output: name, reason: "an animation needs at least one frame")) { try empty.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func badPathsAndDroppedWriter() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect { try AnimationWriter(to: root.appendingPathComponent("a.mov")) } throws: {
            "\($0)".contains("unknown animation format '.mov'")
        }
        // A file or folder in a folder that does not exist fails at once, naming that folder.
        for name in ["a.apng", "frames"] {
            #expect { try AnimationWriter(to: root.appendingPathComponent("missing").appendingPathComponent(name)) } throws: {
                "\($0)".contains("missing, does not exist")
            }
        }
        // A folder writer dropped before finish leaves no temporary folder behind.
        do {
            let writer = try AnimationWriter(to: root.appendingPathComponent("frames"))
            try writer.append(TestFrames.moving(count: 1)[0])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }
}
