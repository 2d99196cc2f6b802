import Foundation
import Testing
@testable import LiquidGlassFiles

/// Where outputs go (`OutputPolicy`, behind every PNG, animation, report, baseline and fix the tools write). A walkthrough
/// as a new user found `-o` renaming its temporary file over whatever the path named: a symbolic link became a
/// file, a named pipe was replaced, and as root `-o /dev/full` replaced the device node. These pin the fixed
/// behaviour without touching a real device: a named pipe stands for one (both are written straight through).
@Suite struct OutputPolicyTests {
    let data = Data("not really a PNG, just bytes".utf8)

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("OutputPolicyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aNewOrExistingFileIsReplacedWhole() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.png")
        try OutputPolicy.write(Data("old".utf8), to: url.path)
        try OutputPolicy.write(data, to: url.path)
        #expect(try Data(contentsOf: url) == data)
        #expect(try files(in: directory) == ["out.png"])  // no temporary file left
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.png"), link = directory.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.png")
        try OutputPolicy.write(data, to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.png")
        #expect(try Data(contentsOf: target) == data)
        // A dangling link: the file it names is created.
        let dangling = directory.appendingPathComponent("dangling.png")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: directory.appendingPathComponent("new.png").path)
        try OutputPolicy.write(data, to: dangling.path)
        #expect(try Data(contentsOf: directory.appendingPathComponent("new.png")) == data)
        #expect(try files(in: directory) == ["dangling.png", "link.png", "new.png", "real.png"])
    }

    @Test func aNamedPipeIsWrittenThroughNotReplaced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("pipe.png")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        // The reader opens first, without waiting for a writer, so that the write's open does not block; the data
        // fits the pipe's buffer. Had the pipe been replaced by a rename, the reader would find nothing.
        let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try OutputPolicy.write(data, to: pipe.path)
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = read(reader, &buffer, buffer.count)
        #expect(n == data.count)
        #expect(Data(buffer.prefix(max(n, 0))) == data)
        var info = stat()
        #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func unwritablePlacesAreNamedAndLeaveNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func failure(_ url: URL) -> OutputPolicy.Failure? {
            do { try OutputPolicy.check(url.path) } catch { return error }
            return nil
        }
        let missing = directory.appendingPathComponent("no/such/x.png")
        #expect(failure(missing) == .init(path: missing.path, reason: "the folder it goes in, \(directory.path)/no/such, does not exist"))
        let file = directory.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        #expect(failure(file.appendingPathComponent("x.png"))?.reason == "\(file.path) is not a folder, so the file cannot go in it")
        #expect(failure(directory)?.reason == "\(directory.path) is a folder; give the path of a file to write")
        let one = directory.appendingPathComponent("one"), two = directory.appendingPathComponent("two")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: two.path)
        try FileManager.default.createSymbolicLink(atPath: two.path, withDestinationPath: one.path)
        #expect(failure(one)?.reason == "cannot look at the path (too many levels of symbolic links)")
        // write says the same as check, and creates nothing.
        #expect(throws: OutputPolicy.Failure.self) { try OutputPolicy.write(data, to: missing.path) }
        #expect(try files(in: directory) == ["file.txt", "one", "two"])
    }
}
