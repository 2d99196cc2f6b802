import ArgumentParser
import Foundation

/// Prints an error message to standard error and yields exit code 1 (input or render error).
/// Usage errors are ArgumentParser's validation errors, which `LiquidGlassCommand.main` turns into exit code 2.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

extension ParsableCommand {
    /// Runs `body`, turning a `CommandFailure` (or any error) into a message on stderr and exit code 1.
    func failingWithExitCode1(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("error: \(readable(error))\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// An error's text for the user. Foundation's file errors print as "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)", naming neither the file nor the cause: they become "FILE: the system's
/// reason" (from the underlying POSIX error when there is one).
func readable(_ error: any Error, withFile: Bool = true) -> String {
    guard error is CocoaError || error is POSIXError || type(of: error) is NSError.Type else { return "\(error)" }
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
    var reason = "cannot read or write the file"
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        reason = String(cString: strerror(Int32(underlying.code)))
    } else if ns.domain == NSPOSIXErrorDomain {
        reason = String(cString: strerror(Int32(ns.code)))
    } else if ns.code == NSFileWriteNoPermissionError || ns.code == NSFileReadNoPermissionError {
        reason = "permission denied"
    } else if ns.code == NSFileNoSuchFileError || ns.code == NSFileReadNoSuchFileError {
        reason = "no such file"
    } else if ns.code == NSFileWriteOutOfSpaceError {
        reason = "no space left on the device"
    }
    reason = reason.prefix(1).lowercased() + reason.dropFirst()
    guard withFile else { return reason }
    let file = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
    return file.map { "\($0): \(reason)" } ?? reason
}

/// `error` as about `file`, naming the file once: errors that already start with it (`scene.yaml:12:5: …`,
/// which the scene loader and the label drawing give) are left as they are.
func naming(_ file: String, _ error: any Error) -> String {
    let text = readable(error)
    let names = [file, URL(fileURLWithPath: file).lastPathComponent, URL(fileURLWithPath: file).standardizedFileURL.path]
    return names.contains(where: { text.hasPrefix($0 + ":") }) ? text : "\(file): \(text)"
}
