import Foundation
import LiquidGlassPreviewBuilder
import Testing

/// The preview build's messages about a user's file: the compiler's excerpts are of the copy it compiled (one line
/// more, for the `#sourceLocation` directive) and are shown numbered by the user's lines, as the message's first
/// line is.
struct PreviewBuildOutputTests {
    /// The user's file; its lines, counted by hand, are the expected numbers below.
    static let text = """
        import LiquidGlassUI
        let n: Int = "one"

        struct V: View {
            var body: some View { Text("a") }
        }

        #Preview { V(x: 1) }

        let m: Int = "two"

        """
    static let path = "/tmp/h2/Cases.swift"
    static let copyPath = "/work/main/.build/liquidglass-previews/LiquidGlassPreviewHost/F000_Cases.swift"

    let file = PreviewBuildOutput.File(
        copyPath: Self.copyPath,
        copy: PreviewSourceRewriter(path: Self.path, text: Self.text, fileIndex: 0, moduleName: "LiquidGlassPreviewHost").rewritten
    ) { $0 == Self.path ? Self.text : nil }

    /// `liquidglass preview /tmp/h2/Cases.swift` before the fix, as printed (Swift 6.3.1; the other file's message
    /// and the generated preview line shortened, the column with it): each excerpt line's number is the copy's, one
    /// more than the line the message names, and the directives show.
    static let compilerOutput = """
        [5/9] Emitting module LiquidGlassUI
        /work/main/Sources/LiquidGlassUI/State/ViewGraph.swift:55:5: warning: 'nonisolated(unsafe)' is unnecessary
         54 | 
         55 |     nonisolated(unsafe) private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            |     `- warning: 'nonisolated(unsafe)' is unnecessary
         56 |         let key = DispatchSpecificKey<Bool>()
        [7/11] Compiling LiquidGlassPreviewHost F000_Cases.swift
        /tmp/h2/Cases.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
         1 | #sourceLocation(file: "/tmp/h2/Cases.swift", line: 1)
         2 | import LiquidGlassUI
         3 | let n: Int = "one"
           |              `- error: cannot convert value of type 'String' to specified type 'Int'
         4 | 
         5 | struct V: View {

        /tmp/h2/Cases.swift:10:14: error: cannot convert value of type 'String' to specified type 'Int'
         9 | enum __LiquidGlassPreview_0_0: LiquidGlassUI.PreviewRegistry { static let line: Int = 8; LiquidGlassUI.Preview { V(x: 1) } } }
        10 | 
        11 | let m: Int = "two"
           |              `- error: cannot convert value of type 'String' to specified type 'Int'
        12 | 
        13 | #sourceLocation()

        /tmp/h2/Cases.swift:8:100: error: argument passed to call that takes no arguments
         7 | }
         8 | 
         9 | enum __LiquidGlassPreview_0_0: LiquidGlassUI.PreviewRegistry { static let line: Int = 8; LiquidGlassUI.Preview { V(x: 1) } } }
           |                                                                                                   `- error: argument passed to call that takes no arguments
        10 | 
        11 | let m: Int = "two"
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        """

    @Test func excerptsAreNumberedByTheUsersLines() throws {
        let file = try #require(file)
        #expect(file.path == Self.path)
        let mapped = PreviewBuildOutput.mapping(Self.compilerOutput, files: [file])
        // Another file's message passes unchanged; the header lines (already the user's) too.
        #expect(mapped == """
            [5/9] Emitting module LiquidGlassUI
            /work/main/Sources/LiquidGlassUI/State/ViewGraph.swift:55:5: warning: 'nonisolated(unsafe)' is unnecessary
             54 | 
             55 |     nonisolated(unsafe) private static let mainQueueKey: DispatchSpecificKey<Bool> = {
                |     `- warning: 'nonisolated(unsafe)' is unnecessary
             56 |         let key = DispatchSpecificKey<Bool>()
            [7/11] Compiling LiquidGlassPreviewHost F000_Cases.swift
            /tmp/h2/Cases.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
             1 | import LiquidGlassUI
             2 | let n: Int = "one"
               |              `- error: cannot convert value of type 'String' to specified type 'Int'
             3 | 
             4 | struct V: View {

            /tmp/h2/Cases.swift:10:14: error: cannot convert value of type 'String' to specified type 'Int'
             8 | #Preview { V(x: 1) }
             9 | 
            10 | let m: Int = "two"
               |              `- error: cannot convert value of type 'String' to specified type 'Int'
            11 | 

            /tmp/h2/Cases.swift:8:100: error: argument passed to call that takes no arguments
             6 | }
             7 | 
             8 | enum __LiquidGlassPreview_0_0: LiquidGlassUI.PreviewRegistry { static let line: Int = 8; LiquidGlassUI.Preview { V(x: 1) } } }
               |                                                                                                   `- error: argument passed to call that takes no arguments
             9 | 
            10 | let m: Int = "two"
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """)
        // Line 8 is shown as the user wrote it where it is context (second message), as compiled where the message
        // points into it (third): the column, 100, counts in the compiled line.
    }

    /// Below a message about a macro's expansion, the line naming where it was expanded names the copy: it is
    /// named as the user's file (the format of swift-syntax's `GroupedDiagnostics`), and its excerpt renumbered.
    @Test func theOriginOfAnExpansionNamesTheUsersFile() throws {
        let file = try #require(file)
        let output = """
            @__swiftmacro_4Main1V7PreviewfMf_.swift:1:5: error: something in the expansion
            `- \(Self.copyPath):6:5: note: expanded code originates here
             5 | struct V: View {
             6 |     var body: some View { Text("a") }
            """
        #expect(PreviewBuildOutput.mapping(output, files: [file]) == """
            @__swiftmacro_4Main1V7PreviewfMf_.swift:1:5: error: something in the expansion
            `- \(Self.path):5:5: note: expanded code originates here
             4 | struct V: View {
             5 |     var body: some View { Text("a") }
            """)
    }

    /// The files the build reads its copies from: the user's file each names, and not `main.swift`.
    @Test func compiledFilesAreFoundFromTheWrittenCopies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewBuildOutputTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let user = root.appendingPathComponent("Cases.swift").path
        try Self.text.write(toFile: user, atomically: true, encoding: .utf8)
        let package = PreviewHostPackage(liquidGlassPackage: root, scratch: nil, configuration: "debug")
        try package.write([PreviewSourceRewriter(path: user, text: Self.text, fileIndex: 0, moduleName: "M")])

        let files = package.compiledFiles()
        try #require(files.count == 1)
        #expect(files[0].path == user)
        #expect(files[0].copyPath == package.sourcesDirectory.appendingPathComponent("F000_Cases.swift").path)
        let output = "\(user):2:14: error: e\n 1 | #sourceLocation(file: \"\(user)\", line: 1)\n 2 | import LiquidGlassUI"
        #expect(PreviewBuildOutput.mapping(output, files: files) == "\(user):2:14: error: e\n 1 | import LiquidGlassUI")
    }
}
