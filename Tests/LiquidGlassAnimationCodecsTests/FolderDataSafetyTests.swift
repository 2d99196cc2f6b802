import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import Testing

/// A folder of frames replaces only an empty folder (issue 46): a file that appears in it while the frames are
/// written is kept, and the frames are not moved in (the writer used to delete the folder, then rename).
@Suite struct FolderDataSafetyTests {
    @Test func aFolderOfFramesNeverDeletesFilesThatAppearInIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lg-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let writer = try AnimationWriter(to: folder)
        for k in 0..<3 {
            try writer.append(AnimationFrame(image: LinearImage(width: 4, height: 4), time: Double(k) / 10))
        }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: AnimationEncodingError.self) { try writer.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        // Nothing else is left beside it (the temporary folder is removed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["frames"])
    }

    /// The empty folder that was there is replaced by the frames.
    @Test func anEmptyFolderIsReplacedByTheFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lg-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let writer = try AnimationWriter(to: folder)
        for k in 0..<2 {
            try writer.append(AnimationFrame(image: LinearImage(width: 4, height: 4), time: Double(k) / 10))
        }
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["frame-0000.png", "frame-0001.png", "frames.csv"])
    }
}
