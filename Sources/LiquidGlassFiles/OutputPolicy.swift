import Foundation

/// The one policy for every file the tools write — images, animations, reports, baselines, fixed sources, the build
/// plugin's stamp — and for the input/output comparisons of `render`, `animate`, `preview` and `lint`:
///
/// - never onto an input of the same run: paths are compared by device and inode when both exist, else by their
///   absolute form with symbolic links resolved (``sameFile(_:_:)``);
/// - a regular file is replaced whole: a temporary sibling with a unique name (created with `O_EXCL`, so an
///   existing file is never taken over), the old file's permission bits and owner, then a rename;
/// - a symbolic link is followed: the file it points to is replaced and the link stays;
/// - a character device or a named pipe is written straight through (renaming over `/dev/full` as root replaced
///   the device node with a regular file); folders, block devices and sockets are refused;
/// - a read-only file (no write bit, or not writable by this user) is refused, not replaced;
/// - with `expecting:`, a file that no longer holds what was read (an editor saved it, a checkout changed it) is
///   refused, compared just before the rename.
///
/// A module of its own with no dependency: the rule checker (which must not link the image libraries) and the
/// codecs write through the same code.
package enum OutputPolicy {
    /// Why a file was not written, in the user's words; `path` as the user gave it.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "\(path): \(reason)" }
        /// The path's last component, for messages that name the file the user gave in a sentence of their own.
        package var file: String { (path as NSString).lastPathComponent }
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The device and inode of an existing file, symbolic links followed.
    package struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    package static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The absolute, standardized path, with the symbolic links of its longest existing prefix resolved.
    package static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var head = (absolute as NSString).standardizingPath
        var tail: [String] = []
        while head != "/" && !head.isEmpty {
            if let real = realpath(head, nil) {
                defer { free(real) }
                return ([String(cString: real)] + tail.reversed()).joined(separator: "/")
                    .replacingOccurrences(of: "//", with: "/")
            }
            tail.append((head as NSString).lastPathComponent)
            head = (head as NSString).deletingLastPathComponent
        }
        return "/" + tail.reversed().joined(separator: "/")
    }

    /// Whether two paths name the same file (or would, once created).
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        if let first = identity(of: a), let second = identity(of: b) { return first == second }
        return resolved(a) == resolved(b)
    }

    /// The first of `inputs` (a description and a path) that writing `output` would overwrite.
    package static func input(overwrittenBy output: String, among inputs: [(what: String, path: String)])
        -> (what: String, path: String)?
    {
        inputs.first { sameFile($0.path, output) }
    }

    /// Checks, before any work, that `path` can take an output (see the type's description); returns nothing.
    package static func check(_ path: String) throws(Failure) {
        if case .replace(let real, _) = try destination(path) { try checkFolder(of: real, path: path) }
    }

    /// Writes `data` to `path` under the type's rules. With `expecting`, the file must still hold exactly those
    /// bytes (what was read) or nothing is written. On failure nothing at `path` has changed, except that a device
    /// or pipe may have taken part of the data.
    package static func write(_ data: Data, to path: String, expecting original: Data? = nil) throws(Failure) {
        switch try destination(path) {
        case .stream(let device):
            let descriptor = open(device, O_WRONLY)
            guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot open it for writing (\(errorText()))") }
            defer { close(descriptor) }
            guard writeAll(data, to: descriptor) else { throw Failure(path: path, reason: "cannot write (\(errorText()))") }
        case .replace(let real, let existing):
            try checkFolder(of: real, path: path)
            if let existing {
                if existing.st_mode & 0o222 == 0 || access(real, W_OK) != 0 {
                    throw Failure(path: path, reason: "the file is read-only; it was not changed")
                }
            }
            let folder = (real as NSString).deletingLastPathComponent
            let temporary = (folder.isEmpty ? "." : folder) + "/.\((real as NSString).lastPathComponent).\(UUID().uuidString).tmp"
            let mode = existing.map { mode_t($0.st_mode & 0o7777) } ?? 0o666
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
            guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot write in its folder (\(errorText()))") }
            if let existing {
                // The umask narrowed the mode given to open; the owner is kept where this user may (root).
                _ = fchmod(descriptor, mode)
                if existing.st_uid != getuid() || existing.st_gid != getgid() {
                    _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                }
            }
            let written = writeAll(data, to: descriptor) && fsync(descriptor) == 0
            let writeError = errno
            guard close(descriptor) == 0, written else {
                let reason = String(cString: strerror(written ? errno : writeError))
                unlink(temporary)
                throw Failure(path: path, reason: "cannot write the file (\(lowercasedFirst(reason)))")
            }
            if let original {
                guard let existing, let now = FileManager.default.contents(atPath: real), now == original,
                      identity(of: real) == Identity(device: UInt64(existing.st_dev), inode: UInt64(existing.st_ino))
                else {
                    unlink(temporary)
                    throw Failure(path: path, reason: "the file changed since it was read; it was not changed (run again)")
                }
            }
            guard rename(temporary, real) == 0 else {
                let reason = errorText()
                unlink(temporary)
                throw Failure(path: path, reason: "cannot replace the file (\(reason))")
            }
        }
    }

    private enum Destination {
        /// A regular file (its `stat`) or nothing yet, at the real path (links followed).
        case replace(String, stat?)
        /// A character device or a named pipe, opened by the path as given (`/dev/stdout` is a link the kernel
        /// resolves to a pipe, not to a path).
        case stream(String)
    }

    private static func destination(_ path: String) throws(Failure) -> Destination {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw Failure(path: path, reason: "not a file's path (it names a folder)")
        }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard let real = realpath(path, nil) else { return .replace(path, info) }
                defer { free(real) }
                return .replace(String(cString: real), info)
            case S_IFCHR, S_IFIFO: return .stream(path)
            case S_IFDIR: throw Failure(path: path, reason: "\(path) is a folder; give the path of a file to write")
            case S_IFBLK: throw Failure(path: path, reason: "\(path) is a block device; refusing to write over it")
            case S_IFSOCK: throw Failure(path: path, reason: "\(path) is a socket, not a file")
            default: throw Failure(path: path, reason: "\(path) is not a regular file")
            }
        }
        guard errno == ENOENT || errno == ENOTDIR else {
            throw Failure(path: path, reason: "cannot look at the path (\(errorText()))")
        }
        // Nothing there, or a dangling link: follow it to the file it would create (a loop is an error).
        var current = path
        for _ in 0..<40 {
            var link = stat()
            guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { return .replace(current, nil) }
            current = target.hasPrefix("/")
                ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw Failure(path: path, reason: "cannot look at the path (too many levels of symbolic links)")
    }

    /// The folder a new or replaced file at `real` goes in must exist, be a folder and take new files (`path`, as
    /// the user gave it, names the failure).
    package static func checkFolder(of real: String, path: String) throws(Failure) {
        let parent = (real as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var info = stat()
        guard stat(folder, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                throw Failure(path: path, reason: "the folder it goes in, \(folder), does not exist")
            }
            throw Failure(path: path, reason: "cannot reach the folder \(folder) (\(errorText()))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(path: path, reason: "\(folder) is not a folder, so the file cannot go in it")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw Failure(path: path, reason: "cannot write in the folder \(folder) (\(errorText()))")
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

    private static func errorText() -> String { lowercasedFirst(String(cString: strerror(errno))) }

    private static func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
}
