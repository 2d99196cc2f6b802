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
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
