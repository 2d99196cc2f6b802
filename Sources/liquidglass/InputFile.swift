import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassCodecs
import LiquidGlassLint
import LiquidGlassFiles

/// Checks on the command line's files before anything is read or written: inputs must be regular files (a FIFO
/// or a device would block or say "permission denied"), outputs must not be directories or inputs.
enum InputFile {
    /// Throws a `CommandFailure` naming the file unless it is an existing regular file.
    static func checkReadable(_ path: String, what: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno == ENOENT ? "no such \(what)" : "cannot read the \(what): \(String(cString: strerror(errno)))"
            throw CommandFailure("\(path): \(reason)")
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw CommandFailure("\(path): the \(what) is \(describe(kind)), not a regular file")
        }
    }

    /// A usage error for an output path that is, or names, a directory (`-o out/`).
    static func checkOutputPath(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) is empty; give the path of a file to write") }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("\(option) \(path) is a directory; give the path of a file to write")
        }
    }

    /// Throws a `CommandFailure` naming the path unless an output can be written there (``OutputPolicy``):
    /// its folder exists and takes new files, and it is not a folder, a block device or a socket.
    static func checkWritable(_ path: String) throws {
        do {
            try OutputPolicy.check(path)
        } catch {
            throw CommandFailure("\(path): \(error.reason)")
        }
    }

    /// Whether two paths name the same file: the same device and inode if both exist, else the same absolute
    /// path with symbolic links resolved (``OutputPolicy``, the one rule of every command that writes).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        OutputPolicy.sameFile(a, b)
    }

    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
