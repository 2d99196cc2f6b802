import Foundation
import LiquidGlass
import Synchronization

/// The pictures a scene may name, as files in the server's own temporary folder: copies of the bundled samples
/// (`coffee.png`) and the uploads (`upload-<24 hex digits>.png`), nothing else.
///
/// Scenes name a picture by its file name and the scene loader resolves it against ``folder``; the playground's
/// scene intake refuses every other name before the loader sees it (``SceneIntake``). Uploads are bounded in count
/// and bytes (the oldest deleted first), and the whole folder is deleted when the server stops.
final class BackdropStore: Sendable {
    /// One picture a scene may name.
    struct Entry: Sendable, Encodable {
        var name: String
        var width: Int
        var height: Int
        var bytes: Int
        var sample: Bool
    }

    /// The server's own temporary folder; every file the server writes is inside it.
    let root: URL
    /// Where the pictures are (`root/backdrops`): the scene loader's base directory.
    let folder: URL
    private let maxUploads: Int
    private let maxBytes: Int
    /// Samples first, then uploads, oldest first.
    private let entries = Mutex<[Entry]>([])

    /// Makes the folder and copies the samples into it.
    init(samples: [String: URL], maxUploads: Int, maxBytes: Int) throws {
        let base = FileManager.default.temporaryDirectory
        root = base.appendingPathComponent("liquidglass-playground-\(Self.randomHex(8))", isDirectory: true)
        folder = root.appendingPathComponent("backdrops", isDirectory: true)
        self.maxUploads = maxUploads
        self.maxBytes = maxBytes
        // 0700: the uploads are the user's own pictures.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.path)
        var list: [Entry] = []
        for (name, url) in samples.sorted(by: { $0.key < $1.key }) where Self.isSampleName(name) {
            let data = try Data(contentsOf: url)
            let image = try ImageDecoder.decode(data, name: name)
            try data.write(to: folder.appendingPathComponent(name))
            list.append(Entry(name: name, width: image.width, height: image.height, bytes: data.count, sample: true))
        }
        // The test probe beside the photos: black and white are plain colours a scene writes as `color:`.
        let grid = Self.gridProbe()
        let data = try PNGEncoder.encode(grid, alpha: false)
        try data.write(to: folder.appendingPathComponent(Self.gridProbeName))
        list.append(Entry(name: Self.gridProbeName, width: grid.width, height: grid.height, bytes: data.count, sample: true))
        entries.withLock { $0 = list }
    }

    /// The grid probe's file name.
    static let gridProbeName = "probe-grid.png"

    /// A test probe for looking at the lens: black lines 4 px wide every 48 px on white, 1200 × 1200 px (at
    /// `fill: cover` over an iPhone screen at 3×, one line about every 16 pt), so that the glass's bending of
    /// straight lines and its frost are seen without a photo's detail.
    static func gridProbe() -> LinearImage {
        let size = 1200, period = 48, line = 4
        var image = LinearImage(width: size, height: size, fill: LinearPixel(1, 1, 1, 1))
        for y in 0..<size {
            for x in 0..<size where x % period < line || y % period < line {
                image[x, y] = LinearPixel(0, 0, 0, 1)
            }
        }
        return image
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Every picture a scene may name now.
    var all: [Entry] { entries.withLock { $0 } }

    /// The entry of a name a scene may use, or nil.
    func entry(named name: String) -> Entry? {
        entries.withLock { list in list.first { $0.name == name } }
    }

    /// The file of a name a scene may use, or nil.
    func file(named name: String) -> URL? {
        entry(named: name).map { folder.appendingPathComponent($0.name) }
    }

    /// Keeps an upload already checked to decode (`width` × `height`) under a new name, deleting the oldest
    /// uploads beyond the store's bounds. `fileExtension` is `png` or `jpg`.
    func add(_ data: Data, width: Int, height: Int, fileExtension: String) throws -> Entry {
        let name = "upload-\(Self.randomHex(12)).\(fileExtension)"
        let url = folder.appendingPathComponent(name)
        // Written whole under a temporary name and renamed, so a scene never sees half a file.
        let partial = folder.appendingPathComponent(".partial-\(name)")
        try data.write(to: partial, options: [.withoutOverwriting])
        try FileManager.default.moveItem(at: partial, to: url)
        let entry = Entry(name: name, width: width, height: height, bytes: data.count, sample: false)
        let evicted: [Entry] = entries.withLock { list in
            list.append(entry)
            var removed: [Entry] = []
            func uploads() -> [Entry] { list.filter { !$0.sample } }
            while uploads().count > maxUploads || uploads().reduce(0, { $0 + $1.bytes }) > maxBytes,
                  let oldest = list.firstIndex(where: { !$0.sample && $0.name != name }) {
                removed.append(list.remove(at: oldest))
            }
            return removed
        }
        for old in evicted { try? FileManager.default.removeItem(at: folder.appendingPathComponent(old.name)) }
        return entry
    }

    /// Deletes the server's folder and everything in it.
    func removeAll() {
        entries.withLock { $0.removeAll() }
        try? FileManager.default.removeItem(at: root)
    }

    /// A sample's name: a plain file name of letters, digits, `-` and `_`, ending in `.png` or `.jpg`.
    static func isSampleName(_ name: String) -> Bool {
        let stem = name.hasSuffix(".png") || name.hasSuffix(".jpg") ? name.dropLast(4) : ""
        return !stem.isEmpty && stem.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    static func randomHex(_ bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
