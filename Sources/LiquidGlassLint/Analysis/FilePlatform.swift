import SwiftSyntax

/// The platform a file or a place in it is built for, beyond what the projects say: folder names of the usual
/// extension targets, `#if os(…)` clauses and `@available(watchOS …)`-only declarations.
public enum FilePlatform {
    /// A folder in `path` that names one platform's target: `WatchApp`, `Foo Watch Extension`, `WatchKit…`,
    /// `watchOS`, `visionOS`, `VisionApp`, `tvOS`. `nil` when none does.
    public static func platform(ofPath path: String) -> Platform? {
        for component in path.split(separator: "/").dropLast().reversed() {
            let name = component.lowercased()
            if name.contains("watch") && !name.contains("watcher") && !name.contains("stopwatch") { return .watchOS }
            if name == "visionos" || name.hasPrefix("visionapp") || name == "xros" { return .visionOS }
            if name == "tvos" || name.hasSuffix("tvapp") { return .tvOS }
        }
        return nil
    }

    /// Whether `node` is built only for `platform`: the file is (`platforms`), or it sits in `#if os(platform)`,
    /// or in a declaration whose `@available` names only that platform (`@available(watchOS 26, *)` without
    /// iOS).
    public static func isOnly(_ platform: Platform, at node: some SyntaxProtocol, platforms: Set<Platform>) -> Bool {
        if platforms == [platform] { return true }
        if CompilationConditions.isCompiledOnly(forOS: platform.rawValue, node) { return true }
        var current = node.parent
        while let parent = current {
            if let attributes = SyntaxQueries.declarationAttributes(parent), availabilityNamesOnly(platform, attributes) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    private static func availabilityNamesOnly(_ platform: Platform, _ list: AttributeListSyntax) -> Bool {
        var named: Set<Platform> = []
        for element in list {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments) = attribute.arguments
            else { continue }
            for argument in arguments {
                switch argument.argument {
                case .availabilityVersionRestriction(let restriction):
                    if let p = Platform(name: restriction.platform.text) { named.insert(p) }
                default:
                    continue
                }
            }
        }
        return named == [platform]
    }
}
