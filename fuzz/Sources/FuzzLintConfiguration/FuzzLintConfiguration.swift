import LiquidGlassLint

/// libFuzzer entry: any text as `.liquidglass.yml`; a configuration that loads also matches its globs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let configuration = try? ConfigurationLoader.load(yaml: text, path: "fuzz.yml") {
        for pattern in configuration.included + configuration.excluded {
            _ = Glob(pattern).matches("Sources/App/Views/ContentView.swift")
        }
    }
    return 0
}
