/// What a rule sees while checking one file.
public struct RuleContext {
    /// The parsed and indexed file.
    public let file: SourceFile
    /// Declarations found in the linted files (user-defined look-alikes of glass API).
    public let declarations: DeclarationLookup
    /// The lowest iOS version the code must run on, if known (from the configuration or `Package.swift`).
    public let deploymentTarget: Version?
    /// The platforms the file is built for, as far as known (empty: unknown). Code inside `#if os(…)` is
    /// asked about with `FilePlatform.isOnly(_:at:in:)`.
    public let platforms: Set<Platform>
    /// The rule's options: configured values over the rule's defaults.
    public let options: [String: OptionValue]

    public init(
        file: SourceFile, declarations: DeclarationLookup, deploymentTarget: Version?,
        options: [String: OptionValue], platforms: Set<Platform> = []
    ) {
        self.platforms = platforms
        self.file = file
        self.declarations = declarations
        self.deploymentTarget = deploymentTarget
        self.options = options
    }

    /// An integer option (the rule's default when not configured).
    public func intOption(_ name: String, default fallback: Int) -> Int {
        if case .int(let value) = options[name] { return value }
        return fallback
    }

    /// A list-of-strings option (a single string counts as a list of one).
    public func stringsOption(_ name: String, default fallback: [String]) -> [String] {
        switch options[name] {
        case .strings(let values): values
        case .string(let value): [value]
        default: fallback
        }
    }

    /// The glass sites of the file that are real Liquid Glass API (not the project's own look-alikes).
    public var glassSites: [GlassSite] { file.glassSites(resolving: declarations) }
}
