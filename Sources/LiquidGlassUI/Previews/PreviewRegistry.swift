/// A type the `#Preview` macro declares for each preview: where it is written and how to make it.
///
/// The shape is DeveloperToolsSupport's: `fileID`, `line`, `column` and `makePreview()`. `liquidglass preview`
/// collects these types from the files it is given and renders each one.
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static func makePreview() throws -> Preview
}

/// Declares a preview of a view: `liquidglass preview FILE.swift -o DIR` renders it to `DIR/NAME.png`.
///
/// ```swift
/// #Preview("Player") {
///     PlayerControls()
/// }
/// ```
///
/// The body is a view builder, as in SwiftUI. Without a name the preview is named after its file and line.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "LiquidGlassUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.defaultLayout` (the device's screen) or `.portrait`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LiquidGlassUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview`'s body as a property of the view the preview makes, so that a dynamic
/// property such as `@State` works there as in a view:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// As in SwiftUI, `#Preview` lifts such variables into a view it declares; the attribute itself adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LiquidGlassUIMacros", type: "PreviewableMacro")
