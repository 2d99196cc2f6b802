import Foundation

/// A scene written as Swift source a developer pastes into an app: a SwiftUI view (LiquidGlassUI, or SwiftUI with
/// its import changed) or a UIKit view (LiquidGlassUIKit, or UIKit), with a `#Preview` of the scene's canvas.
///
/// Nothing a scene holds is dropped silently: whatever the code cannot say — a finger on the glass, a device
/// setting, a shape UIKit has no corner configuration for — is in ``notExpressed``, and the same list is a comment
/// at the top of the source.
public struct SceneCode: Sendable, Encodable {
    /// Which UI framework the code is written for.
    public enum Framework: String, Sendable, Encodable, CaseIterable {
        case swiftui
        case uikit

        /// The module the code imports here (on Apple's platforms: `SwiftUI` or `UIKit`).
        public var module: String { self == .swiftui ? "LiquidGlassUI" : "LiquidGlassUIKit" }
    }

    /// Something of the scene the code does not express, or expresses differently.
    public struct Gap: Sendable, Encodable, Equatable {
        /// The element's id (or `#N`, its index), nil for the scene as a whole.
        public var element: String?
        /// The scene key it concerns (`pressed`, `shape`, `accessibility.tinted`, …).
        public var key: String
        /// What the code does instead, and why.
        public var detail: String
    }

    /// One finding of the design-rule linter (LiquidGlassLint, its default rules) on ``source``.
    public struct LintFinding: Sendable, Encodable, Equatable {
        public var line: Int
        public var column: Int
        public var rule: String
        public var severity: String
        public var message: String
    }

    public var framework: Framework
    /// The view's type name (a `View` struct, or a `UIView` subclass).
    public var typeName: String
    /// The `#Preview`'s name.
    public var previewName: String
    /// The Swift file.
    public var source: String
    /// Pictures the code names with `Image("…")` / `UIImage(named:)`: an app's asset catalog must hold them.
    public var assets: [String]
    public var notExpressed: [Gap]
    /// The linter's findings on ``source`` (filled by ``SceneCodeExporter/lint(_:)``).
    public var lint: [LintFinding] = []
}
