/// A description of a cell's content that makes the view showing it: UIKit's `UIContentConfiguration`.
///
/// A cell's `contentConfiguration` is one of these; the cell shows the view `makeContentView()` returns in its
/// content view and passes it later configurations through ``UIContentView/configuration``.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for a state (selected, highlighted…). A still draws the normal state: the default returns
    /// the configuration unchanged.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration: UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (UIKit's default: true).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// Shows `configuration` in `contentView` as a cell, header or footer does when its `contentConfiguration` is set:
/// the `current` view takes it when it supports it, otherwise it is replaced by the configuration's own view (at the
/// back of `contentView`), or removed when the configuration is nil. Returns the view now showing it.
@MainActor
func showContentConfiguration(_ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?,
                              in contentView: UIView) -> (any UIView & UIContentView)? {
    if let configuration, let current, current.supports(configuration) {
        current.configuration = configuration
        return current
    }
    (current as UIView?)?.removeFromSuperview()
    guard let configuration else { return nil }
    let view = configuration.makeContentView()
    contentView.insertSubview(view, at: 0)
    return view
}

/// The state a configuration is updated for: UIKit's `UIConfigurationState`.
@MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: UIKit's `UICellConfigurationState` (a still shows every cell in its normal state).
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
