@testable import LiquidGlassLint
import Testing

@Suite("Disable commands")
struct DisableCommandTests {
    @Test func parsesActionsScopesAndRules() throws {
        let command = try #require(DisableCommands.parse(comment: "// liquidglass:disable:next a_rule b_rule - why", line: 3))
        #expect(command.action == .disable)
        #expect(command.scope == .next)
        #expect(command.rules == ["a_rule", "b_rule"])
        let block = try #require(DisableCommands.parse(comment: "/* liquidglass:enable all */", line: 1))
        #expect(block.action == .enable && block.scope == .region && block.rules == ["all"])
    }

    @Test(arguments: [
        "// liquidglass:disable", "// liquidglass:ignore a_rule", "// liquidglass:disable:later a_rule",
        "// swiftlint:disable a_rule", "// liquidglass:disable:next:this a_rule",
    ])
    func rejectsMalformedCommands(comment: String) {
        #expect(DisableCommands.parse(comment: comment, line: 1) == nil)
    }

    func commands(_ code: String) -> DisableCommands {
        SourceFile(path: "T.swift", text: code).disableCommands
    }

    @Test func regionsRunFromDisableToEnable() {
        let code = """
            let a = 1
            // liquidglass:disable r
            let b = 2
            // liquidglass:enable r
            let c = 3
            """
        let commands = commands(code)
        #expect((1...5).map { commands.isDisabled("r", line: $0) } == [false, true, true, false, false])
        #expect(!commands.isDisabled("other", line: 3))
    }

    @Test func singleLineScopes() {
        let code = """
            let a = 1 // liquidglass:disable:this r
            // liquidglass:disable:next r
            let b = 2
            let c = 3
            // liquidglass:disable:previous r
            """
        let commands = commands(code)
        #expect((1...5).map { commands.isDisabled("r", line: $0) } == [true, false, true, true, false])
    }

    @Test func allCoversEveryRuleAndEnableCanReopenOne() {
        let code = """
            // liquidglass:disable all
            let a = 1
            // liquidglass:enable r
            let b = 2
            """
        let commands = commands(code)
        #expect(commands.isDisabled("r", line: 2))
        #expect(commands.isDisabled("x", line: 2))
        #expect(!commands.isDisabled("r", line: 4))
        #expect(commands.isDisabled("x", line: 4))
    }

    @Test func commandTextInAStringIsNotACommand() {
        let commands = commands("let s = \"// liquidglass:disable all\"\nlet t = 1")
        #expect(commands.commands.isEmpty)
    }
}
