import Foundation

/// One preview: a view to render, its name and its traits — what a `#Preview` declares.
///
/// As in SwiftUI (where this type lives in DeveloperToolsSupport), you don't make previews yourself: write
/// `#Preview { MyView() }` and `liquidglass preview FILE.swift -o DIR` renders it. The macro expands into a
/// ``PreviewRegistry`` type whose `makePreview()` calls this initializer.
@MainActor
public struct Preview {
    /// The traits that customise a view preview: ``PreviewTrait`` values of this kind.
    public enum ViewTraits {}

    /// The display name; nil names the preview after its file and line, as Xcode's canvas does.
    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    let makeView: @MainActor () -> any View
    /// How a preview whose content is not a LiquidGlassUI view renders itself (LiquidGlassUIKit's `UIView` and
    /// `UIViewController` previews); nil for a view preview.
    package let render: (@MainActor (PreviewRenderRequest) -> PreviewRenderResult)?

    /// Creates a preview of a view. Written by the `#Preview` macro's expansion: declare previews with the macro.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.makeView = body
        self.render = nil
    }

    /// A preview that renders itself (a UIKit one): `makeContent()` is empty for it; `liquidglass preview` calls
    /// `render`.
    package init(name: String?, traits: [PreviewTrait<ViewTraits>], render: @escaping @MainActor (PreviewRenderRequest) -> PreviewRenderResult) {
        self.name = name
        self.traits = traits
        self.makeView = { EmptyView() }
        self.render = render
    }

    /// The view the preview shows, made afresh (a LiquidGlassUI addition: render it with ``ImageRenderer``).
    public func makeContent() -> AnyView { AnyView(makeView()) }

    /// How the preview is laid out: the last layout trait wins, as in Xcode; none means the device's screen.
    public var layout: PreviewLayout {
        traits.reversed().lazy.compactMap(\.layout).first ?? .device
    }

    /// The interaction the preview records, if any (the last ``PreviewTrait/recording(duration:framesPerSecond:_:)``).
    public var recording: PreviewRecording? {
        traits.reversed().lazy.compactMap(\.recording).first
    }
}

/// A trait that customises a preview: its layout or orientation, or (a LiquidGlassUI addition) an interaction
/// to record.
///
/// The layouts SwiftUI previews offer are supported; landscape orientations are not (the device screens this
/// library renders are portrait), so `.landscapeLeft`/`.landscapeRight`/`.portraitUpsideDown` are absent.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    let recording: PreviewRecording?

    init(layout: PreviewLayout?, recording: PreviewRecording? = nil) {
        self.layout = layout
        self.recording = recording
    }
}

/// An interaction a preview records as an animation: what to do to the view, then how long to record.
/// A LiquidGlassUI addition (Xcode's canvas is live; `liquidglass preview` writes files instead).
public struct PreviewRecording: Sendable {
    /// Seconds recorded after the interaction.
    public let duration: TimeInterval
    public let framesPerSecond: Double
    /// Taps, presses, waits… on the recorder before recording (see ``AnimationRecorder``).
    public let interaction: @MainActor @Sendable (AnimationRecorder<AnyView>) throws -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// The view at the size it chooses for itself, with no device around it.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The view proposed a fixed size, with no device around it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// Portrait orientation: the device's screen as it is drawn by default.
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil) }

    /// Records an interaction with the preview: `liquidglass preview` runs `interaction` on an
    /// ``AnimationRecorder`` of the view (laid out as the preview is) and writes, beside the still,
    /// `NAME.apng` and a filmstrip `NAME-filmstrip.png` of the `duration` seconds after it. A LiquidGlassUI
    /// addition: SwiftUI has no such trait, so keep it out of files Xcode also builds (`#if !canImport(SwiftUI)`).
    ///
    /// ```swift
    /// #Preview("Menu", traits: .sizeThatFitsLayout, .recording(duration: 0.8) { try $0.tap("fab") }) {
    ///     RadialActionMenu()
    /// }
    /// ```
    public static func recording(
        duration: TimeInterval = 1, framesPerSecond: Double = 30,
        _ interaction: @escaping @MainActor @Sendable (AnimationRecorder<AnyView>) throws -> Void
    ) -> PreviewTrait<T> {
        PreviewTrait(layout: nil, recording: PreviewRecording(duration: duration, framesPerSecond: framesPerSecond,
                                                              interaction: interaction))
    }
}

/// Where a preview's view is laid out (a LiquidGlassUI addition; SwiftUI keeps this private).
public enum PreviewLayout: Hashable, Sendable {
    /// On a device's screen, in its safe area.
    case device
    /// At the view's own ideal size.
    case sizeThatFits
    /// Proposed exactly this size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// What `liquidglass preview` asks of a preview that renders itself: the device's screen (nil for the
/// size-that-fits and fixed layouts), the colour scheme and pixels per point.
package struct PreviewRenderRequest {
    package var device: Device?
    package var colorScheme: ColorScheme
    package var scale: CGFloat
    package var layout: PreviewLayout
}

/// A self-rendering preview's picture (PNG; nil when it could not be drawn) and its render report.
package struct PreviewRenderResult {
    package var pngData: Data?
    package var report: RenderReport

    package init(pngData: Data?, report: RenderReport) {
        self.pngData = pngData
        self.report = report
    }
}
