import Foundation

/// SARIF 2.1.0 for GitHub code scanning: one run whose `tool.driver.rules` lists the rules that ran, and one
/// result per finding with `ruleId`, `ruleIndex`, `level` and a location with a relative `artifactLocation.uri`
/// and `region.startLine` / `startColumn`. Columns are the linter's UTF-8 columns, which equal SARIF's default
/// UTF-16 columns on ASCII lines.
public enum SARIFReporter {
    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = "liquidglass-lint"
        let informationUri = "https://github.com/liquidglass/liquidglass/blob/main/docs/LINT.md"
        let semanticVersion = "0.1.0"
        let rules: [ReportingDescriptor]
    }

    struct Message: Encodable {
        let text: String
    }

    struct ReportingDescriptor: Encodable {
        struct Configuration: Encodable {
            let level: String
            let enabled = true
        }
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let defaultConfiguration: Configuration
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    public static func report(_ findings: [Finding], rules: [RuleDescription]) throws(ReportEncodingError) -> String {
        // Every reported rule must be listed, even `parse_error` when it was not among the running rules.
        var descriptions = rules
        for finding in findings where !descriptions.contains(where: { $0.identifier == finding.rule }) {
            if let description = RuleRegistry.rule(finding.rule)?.description { descriptions.append(description) }
        }
        let indices = Dictionary(descriptions.enumerated().map { ($0.element.identifier, $0.offset) }) { first, _ in first }
        let descriptors = descriptions.map { description in
            ReportingDescriptor(
                id: description.identifier, name: upperCamelCase(description.identifier),
                shortDescription: Message(text: description.name),
                fullDescription: Message(text: description.description),
                help: Message(text: description.rationale),
                defaultConfiguration: .init(level: description.severity.rawValue))
        }
        let results = findings.map { finding in
            Result(
                ruleId: finding.rule, ruleIndex: indices[finding.rule], level: finding.severity.rawValue,
                message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(finding.file)),
                            region: Region(startLine: finding.line, startColumn: finding.column)))
                ])
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: descriptors)), results: results)])
        return try JSONReporter.encode(log) + "\n"
    }

    /// A relative URI reference: `/` separators, no leading `./`, reserved characters percent-encoded. An
    /// absolute path under `base` (the current directory) is made relative to it, as code scanning expects.
    static func uri(_ path: String, base: String = FileManager.default.currentDirectoryPath) -> String {
        var cleaned = path.replacingOccurrences(of: "\\", with: "/")
        let root = base.hasSuffix("/") ? base : base + "/"
        if cleaned.hasPrefix("/"), cleaned.hasPrefix(root) { cleaned.removeFirst(root.count) }
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        var encoded = ""
        for byte in cleaned.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII && (character.isLetter || character.isNumber || "-._~/".contains(character)) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    static func upperCamelCase(_ identifier: String) -> String {
        identifier.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
