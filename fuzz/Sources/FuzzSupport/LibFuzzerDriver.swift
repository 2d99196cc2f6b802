import Foundation

// libFuzzer's own entry point for programs that have a `main` of their own (compiler-rt FuzzerInterface.h).
// SwiftPM gives every executable target a `main` (renamed `<Target>_main` and linked as `main`), so the
// targets cannot use libFuzzer's `main`; each target's main.swift hands its callback to this driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments (`-max_total_time=…`, corpus directories…) on `callback`,
/// then exits with libFuzzer's status.
public func runLibFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}

/// The input as a non-null pointer (libFuzzer may pass NULL for the empty input).
public func withFuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int, _ body: (UnsafePointer<UInt8>, Int) -> Int32) -> Int32 {
    if let data { return body(data, size) }
    var empty: UInt8 = 0
    return body(&empty, 0)
}
