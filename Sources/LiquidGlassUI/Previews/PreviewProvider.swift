/// A type that declares previews: SwiftUI's (DeveloperToolsSupport's) `PreviewProvider`, the form before
/// `#Preview`, still common in real files.
///
/// `liquidglass preview` renders each file-scope provider's `previews` as it renders a `#Preview` named after
/// the provider's type (on the device's screen; `previewLayout(_:)` inside it is noted, not applied).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to preview on; nil (the default) is the file's own.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a ``PreviewProvider`` can name.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device named for a preview: SwiftUI's `PreviewDevice` (`PreviewDevice(rawValue: "iPhone 16 Pro")`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    /// The layout of the preview in Xcode's canvas (`.sizeThatFits`, `.fixed(width:height:)`, `.device`). Not
    /// applied here: the preview is drawn on the device's screen, and the render notes it.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(NotedModifier(note: value == .device ? nil : "previewLayout(_:): drawn on the device's screen"))
    }
    /// The preview's name in Xcode's canvas (the file is named after the provider here).
    public func previewDisplayName(_ displayName: String?) -> some View { self }
    /// The device Xcode's canvas previews on; `liquidglass preview --device` chooses it here (noted when set).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(NotedModifier(note: value == nil ? nil : "previewDevice(\(value!.rawValue)): the preview tool's device is used"))
    }
}
