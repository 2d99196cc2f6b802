import LiquidGlassLint

/// libFuzzer entry: any text as `.liquidglass.yml`; a configuration that loads also matches its globs and lints a
/// file with glass (its option values must not trap a rule: `max_elements: -1` did); an error names its line and
/// column and quotes little of the input (a 195 KB key was echoed whole).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        var configuration = try ConfigurationLoader.load(yaml: text, path: "fuzz.yml")
        for pattern in configuration.included + configuration.excluded {
            _ = Glob(pattern).matches("Sources/App/Views/ContentView.swift")
        }
        configuration.onlyRules = nil
        _ = Linter(configuration: configuration).lint(sources: [("Sources/App/Views/ContentView.swift", screen)])
    } catch {
        if error.line == nil || error.column == nil { fatalError("a configuration error without its place: \(error)") }
        if error.description.utf8.count > 1_500 { fatalError("a configuration error of \(error.description.utf8.count) bytes") }
    }
    return 0
}

let screen = """
    import SwiftUI
    struct Screen: View {
        var body: some View {
            HStack {
                Text("a").glassEffect()
                Text("b").glassEffect(.clear)
                GlassEffectContainer { Text("c").glassEffect(.regular, isEnabled: on) }
            }.glassEffect().frame(width: 10)
        }
    }
    """
