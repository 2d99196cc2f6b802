/// A piece of Swift code that documents and tests a rule.
///
/// In a triggering example, each `↓` marks the exact place where the rule must report a finding (the marker is
/// removed before the code is linted). A non-triggering example has no markers and must produce no finding.
///
/// ```swift
/// Example("""
/// List(items) { item in
///     Text(item.name)↓.glassEffect()
/// }
/// """)
/// ```
public struct Example: Sendable, CustomStringConvertible {
    /// The code, with `↓` markers.
    public let code: String
    /// The deployment target the example is linted with (`nil`: no deployment target known).
    public let deploymentTarget: Version?
    /// The platforms the example's file is configured for (`nil`: detected, as without a `platforms:` key).
    public let platforms: Set<Platform>?
    /// The path the example is linted as (folder names such as `WatchApp/` say a file's platform).
    public let path: String
    /// For a triggering example whose findings have a fix: the code after `--fix` (without markers).
    public let fixed: String?
    /// Other files of the same project, linted with the example (no markers; nothing may be reported in them):
    /// what the project-wide index (``GlassProducers``) finds across files.
    public let otherFiles: [String]
    /// Rule options the example is linted with, as they would be written in `.liquidglass.yml`.
    public let options: [String: OptionValue]
    /// Where the example is written, so a failing example points at its own line.
    public let file: StaticString
    public let line: UInt

    /// The marker that shows where a finding is expected.
    public static let marker: Character = "↓"

    public init(
        _ code: String, deploymentTarget: Version? = nil, platforms: Set<Platform>? = nil,
        path: String = "Example.swift", options: [String: OptionValue] = [:], fixed: String? = nil,
        otherFiles: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        self.otherFiles = otherFiles
        self.fixed = fixed
        self.code = code
        self.deploymentTarget = deploymentTarget
        self.platforms = platforms
        self.path = path
        self.options = options
        self.file = file
        self.line = line
    }

    /// The code without markers.
    public var source: String { code.filter { $0 != Example.marker } }

    public var description: String { code }
}
