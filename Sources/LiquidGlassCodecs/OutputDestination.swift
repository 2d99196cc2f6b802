import Foundation

/// Where an output file goes, and writing it there so that a reader sees the old file or the whole new one.
///
/// A regular file (or a new one) is written to a temporary sibling and renamed over the path. A symbolic link is
/// followed: the file it points to is replaced, the link stays. A character device or a named pipe (`/dev/null`,
/// `/dev/stdout` in a pipeline) is written straight through, since renaming over it would replace the device node
/// itself (as root, `-o /dev/null` did). Folders, block devices and sockets are refused.
///
/// Errors say what was wrong in the user's terms ("the folder it goes in, /x/y, does not exist") and carry the
/// path's last component as `file`; callers wrap them in their own error type.
package enum OutputDestination {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var file: String
        package var reason: String
        package var description: String { "\(file): \(reason)" }
    }

    /// What a path is now, after following symbolic links.
    enum Kind: Equatable {
        /// Nothing there yet, or a regular file: written by a temporary sibling and a rename.
        case replaceable(path: String)
        /// A character device or a named pipe: written straight through.
        case stream(path: String)
    }

    /// Checks that `url` can take an output before any work is done: its folder exists and can be written in, and
    /// the path is not a folder, a block device or a socket. Writing can still fail later (a full disk).
    package static func check(_ url: URL) throws(Failure) {
        let kind = try resolve(url)
        if case .replaceable(let path) = kind {
            try checkFolder(of: path, file: url.lastPathComponent)
        }
    }

    /// Writes `data` to `url` (see the type's description). On failure nothing at `url` has changed, except that a
    /// device or pipe may have taken part of the data.
    package static func write(_ data: Data, to url: URL) throws(Failure) {
        let name = url.lastPathComponent
        switch try resolve(url) {
        case .stream(let path):
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { throw Failure(file: name, reason: "cannot open it for writing (\(errorText()))") }
            defer { close(descriptor) }
            guard writeAll(data, to: descriptor) else {
                throw Failure(file: name, reason: "cannot write the file (\(errorText()))")
            }
        case .replaceable(let path):
            try checkFolder(of: path, file: name)
            let folder = (path as NSString).deletingLastPathComponent
            let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            guard descriptor >= 0 else { throw Failure(file: name, reason: "cannot write the file (\(errorText()))") }
            let written = writeAll(data, to: descriptor)
            let writeError = errno
            guard close(descriptor) == 0, written else {
                let reason = String(cString: strerror(written ? errno : writeError))
                unlink(temporary)
                throw Failure(file: name, reason: "cannot write the file (\(lowercasedFirst(reason)))")
            }
            guard rename(temporary, path) == 0 else {
                let reason = errorText()
                unlink(temporary)
                throw Failure(file: name, reason: "cannot replace the file (\(reason))")
            }
        }
    }

    /// The path to write, symbolic links followed (a dangling link names the file it would create).
    static func resolve(_ url: URL) throws(Failure) -> Kind {
        let name = url.lastPathComponent
        guard !url.path.isEmpty, !name.isEmpty, name != "/" else {
            throw Failure(file: url.path, reason: "not a file's path")
        }
        var path = url.path
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // Replace the file a link points to, not the link: rename needs the real path.
                var link = stat()
                if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) {
                    path = String(cString: real)
                    free(real)
                }
                return .replaceable(path: path)
            // Opened by the path as given: /dev/stdout is a link the kernel resolves to a pipe, not to a path.
            case S_IFCHR, S_IFIFO: return .stream(path: path)
            case S_IFDIR: throw Failure(file: name, reason: "\(path) is a folder; give the path of a file to write")
            case S_IFBLK: throw Failure(file: name, reason: "\(path) is a block device; refusing to write over it")
            case S_IFSOCK: throw Failure(file: name, reason: "\(path) is a socket, not a file")
            default: throw Failure(file: name, reason: "\(path) is not a regular file")
            }
        }
        // Nothing there, or a file where a folder should be (checkFolder says which), or a dangling link: follow it
        // to the file it would create (a bounded number of steps: a loop of links is an error, as for the system).
        guard errno == ENOENT || errno == ENOTDIR else {
            throw Failure(file: name, reason: "cannot look at the path (\(errorText()))")
        }
        for _ in 0..<40 {
            var link = stat()
            guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                return .replaceable(path: path)
            }
            path = target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw Failure(file: name, reason: "too many levels of symbolic links at \(url.path)")
    }

    /// The folder a new or replaced file goes in must exist, be a folder, and take new files.
    package static func checkFolder(of path: String, file: String) throws(Failure) {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var info = stat()
        guard stat(folder, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                throw Failure(file: file, reason: "the folder it goes in, \(folder), does not exist")
            }
            throw Failure(file: file, reason: "cannot reach the folder \(folder) (\(errorText()))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(file: file, reason: "\(folder) is not a folder, so the file cannot go in it")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw Failure(file: file, reason: "cannot write in the folder \(folder) (\(errorText()))")
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// `strerror(errno)`, lowercased at the start as the project's messages are ("no such file or directory").
    private static func errorText() -> String {
        lowercasedFirst(String(cString: strerror(errno)))
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
