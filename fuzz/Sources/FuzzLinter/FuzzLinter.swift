import LiquidGlassLint

/// libFuzzer entry: any text as a Swift file, linted with every rule (opt-in ones too) next to a fixed valid
/// file. When the fuzzed file does not parse, the valid file's findings must not change: an unparsable file
/// declares nothing for the others (a valid one may, legitimately, declare a look-alike that hides them).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let findings = linter.lint(sources: [("Fuzz.swift", text), ("Screen.swift", screen)])
    let screenFindings = findings.filter { $0.file == "Screen.swift" }
    let unparsable = findings.contains { $0.file == "Fuzz.swift" && $0.rule == "parse_error" }
    if unparsable && screenFindings != expected { fatalError("Fuzz.swift changed the findings of Screen.swift: \(screenFindings)") }
    return 0
}

nonisolated(unsafe) let linter = Linter(configuration: LintConfiguration(onlyRules: Set(RuleRegistry.all.map { $0.description.identifier })))
let screen = """
    GlassEffectContainer {
        GlassEffectContainer { Text("a").glassEffect() }
    }
    """
nonisolated(unsafe) let expected = linter.lint(sources: [("Screen.swift", screen)])
