import Dispatch
import Foundation
public import LiquidGlassUI
public import SnapshotTesting

extension Snapshotting where Value: LiquidGlassUI.View, Format == SnapshotImage {
    /// Renders the view at the size it chooses, at 1×, in light mode, over the system background, and requires
    /// every pixel to match.
    public static var liquidGlass: Snapshotting { .liquidGlass() }

    /// A strategy that renders a LiquidGlassUI view — glass included — to PNG and compares it with the reference
    /// as swift-snapshot-testing compares images on Apple platforms.
    ///
    /// ```swift
    /// @MainActor @Test func nowPlaying() {
    ///     assertSnapshot(of: NowPlayingBar(), as: .liquidGlass(device: .iPhone17Pro, scale: 1))
    /// }
    /// ```
    ///
    /// Renders are deterministic: the same view gives the same PNG bytes on any machine with the same build, at
    /// any thread count.
    ///
    /// - Parameters:
    ///   - device: render the device's whole screen, the view laid out in its safe area (as a SwiftUI screen); nil
    ///     renders the view alone.
    ///   - size: without a device, the size proposed to the view (nil: the size it chooses, as `.sizeThatFits`).
    ///   - scale: pixels per point; nil uses the device's scale, or 1 without a device.
    ///   - colorScheme: light or dark.
    ///   - environment: further settings (accessibility, contrast, control size…); `colorScheme` overrides its
    ///     colour scheme.
    ///   - drawsBackground: draw the system background under the view (true, as in an app's window); false
    ///     leaves uncovered areas transparent.
    ///   - precision: the share of bytes (or, with `perceptualPrecision` below 1, of pixels) that must match.
    ///   - perceptualPrecision: how close a pixel's colour must be to count as matching: 1 exactly, 0.98 within
    ///     2 ΔE (about what the eye can tell apart).
    ///   - assetDirectories: folders searched for `Image("name")` first.
    public static func liquidGlass(
        device: Device? = nil,
        size: CGSize? = nil,
        scale: CGFloat? = nil,
        colorScheme: ColorScheme = .light,
        environment: EnvironmentValues = EnvironmentValues(),
        drawsBackground: Bool = true,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        assetDirectories: [URL] = []
    ) -> Snapshotting {
        var environment = environment
        environment.colorScheme = colorScheme
        let settings = SnapshotSettings(
            device: device, size: size, scale: scale ?? device?.scale ?? 1, environment: environment,
            drawsBackground: drawsBackground, assetDirectories: assetDirectories)
        return Snapshotting(
            pathExtension: "png", diffing: .liquidGlass(precision: precision, perceptualPrecision: perceptualPrecision),
            asyncSnapshot: { view in settings.snapshot(of: view) })
    }
}

extension Diffing where Value == SnapshotImage {
    /// Compares snapshots with swift-snapshot-testing's `precision` and `perceptualPrecision`; a failure names a
    /// difference image (reference | difference × 8 | new).
    public static func liquidGlass(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { $0.pngData },
            fromData: { SnapshotImage(pngData: $0) },
            diffV2: { reference, new in
                guard let failure = comparison.failure(reference: reference, new: new) else { return nil }
                var message = failure
                if reference.failure == nil, new.failure == nil, reference.width == new.width, reference.height == new.height {
                    message += "\n" + DiffImage.write(reference: reference, new: new)
                }
                return (message, [.data(new.pngData, name: "new.png")])
            })
    }
}

/// What a strategy renders with: plain values, fixed when the strategy is made.
struct SnapshotSettings: @unchecked Sendable {  // EnvironmentValues holds `Any`; it is copied, never shared mutably
    var device: Device?
    var size: CGSize?
    var scale: CGFloat
    var environment: EnvironmentValues
    var drawsBackground: Bool
    var assetDirectories: [URL]

    /// Renders on the main actor, where views live: at once when called there (a `@MainActor` test), else by a
    /// hop to it while swift-snapshot-testing waits (its `timeout` applies).
    func snapshot<V: LiquidGlassUI.View>(of view: V) -> Async<SnapshotImage> {
        Async { callback in
            // Off the main thread, the test's thread is blocked in swift-snapshot-testing's wait until the callback
            // runs, so the view and the callback are used by one thread at a time.
            let handOff = HandOff(view: view, callback: callback)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { handOff.callback(render(handOff.view)) }
            } else {
                Task { @MainActor in handOff.callback(render(handOff.view)) }
            }
        }
    }

    @MainActor
    func render<V: LiquidGlassUI.View>(_ view: V) -> SnapshotImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        renderer.device = device
        if let size { renderer.proposedSize = ProposedViewSize(size) }
        renderer.environment = environment
        renderer.isOpaque = drawsBackground
        renderer.assetDirectories = assetDirectories
        guard let data = renderer.pngData() else {
            let reasons = renderer.report?.warnings ?? []
            return SnapshotImage(failure: reasons.isEmpty ? "nothing was drawn" : reasons.joined(separator: "; "))
        }
        return SnapshotImage(pngData: data)
    }
}

/// Whether the caller runs on the main queue — the main actor's executor. `Thread.isMainThread` cannot tell: on
/// Linux, Swift Testing runs `@MainActor` tests on the main queue from a thread that is not the process's first.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

private struct HandOff<V>: @unchecked Sendable {
    let view: V
    let callback: (SnapshotImage) -> Void
}
