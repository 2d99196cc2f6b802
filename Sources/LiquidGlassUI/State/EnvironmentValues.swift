/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values views inherit from their ancestors: colour scheme, accessibility settings, control size, fonts…
public struct EnvironmentValues: CustomStringConvertible {
    /// Each value in a box of its key's value type. A key's type fixes its value's type, so a value is read back by
    /// reinterpreting its box, not by casting an `Any` (a dynamic cast per read: with the lookups, 0.8 M of the
    /// 22.5 M instructions of laying out the 500-view list of `liquidglass bench --ui`, callgrind, where each view
    /// reads several values), and copying the environment retains boxes instead of copying existentials.
    private var values: [ObjectIdentifier: AnyObject] = [:]
    /// Objects placed by `environmentObject(_:)` and `environment(_:)` (an `@Observable` object), by their type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The display scale, kept out of `values`: every view reads it once when it is placed (its frame is rounded
    /// to the pixel grid), and a dictionary lookup and cast per view was too dear for the 2-ms layout of a
    /// 500-view screen.
    private var storedDisplayScale: CGFloat = 1

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }

    /// Whether a view or the renderer's caller set the key (its default is not used).
    func isSet<K: EnvironmentKey>(_ key: K.Type) -> Bool { values[ObjectIdentifier(key)] != nil }
}

/// A value of ``EnvironmentValues``, boxed (see its storage).
private final class EnvironmentBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Whether the interface is light or dark.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The contrast the user asked for (Increase Contrast).
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// The size of controls. Heights for buttons are in ``ControlMetrics``.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// Reading direction.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { storedDisplayScale }
        set { storedDisplayScale = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    /// The distance in points between the bottom of one line and the top of the next (SwiftUI's; 0 by default).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
