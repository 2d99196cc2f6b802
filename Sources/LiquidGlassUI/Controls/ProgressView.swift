/// Progress: SwiftUI's `ProgressView`, drawn as iOS 26's.
///
/// With a value, a linear bar: a 4 pt capsule track in translucent grey filled with the tint up to the fraction
/// done, as wide as offered, its label (if any) above it. Without one, the activity indicator: eight spokes
/// 2.5 × 6.5 pt around a 20 pt circle, fading from the top one clockwise (iOS's medium style), its label below.
/// Sizes are estimates from iOS 26 screenshots, not measurements (Apple publishes none).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// 0…1, or nil for the activity indicator.
    let fraction: Double?
    let label: Label?

    init(fraction: Double?, label: Label?) {
        self.fraction = fraction
        self.label = label
    }

    @Environment(\.progressViewKind) private var kind

    public var body: some View {
        if kind != .circular, let fraction = fraction ?? (kind == .linear ? 0 : nil) {
            VStack(alignment: .leading, spacing: 6) {
                if let label { label }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(white: 0.47, opacity: 0.2)).frame(width: proxy.size.width, height: 4)
                        Capsule().fill(.tint).frame(width: proxy.size.width * fraction, height: 4)
                    }
                    .frame(width: proxy.size.width, height: 4)
                }
                .frame(height: 4)
            }
        } else {
            VStack(spacing: 8) {
                ZStack {
                    ForEach(0..<8, id: \.self) { spoke in
                        Capsule().fill(Color(white: 0.45, opacity: 1 - Double(spoke) * 0.1))
                            .frame(width: 2.5, height: 6.5)
                            .offset(y: -6.75)
                            .rotationEffect(.degrees(Double(spoke) * 45))
                    }
                }
                .frame(width: 20, height: 20)
                if let label { label.foregroundStyle(.secondary) }
            }
        }
    }

    /// The fraction `value / total`, clamped to 0…1; nil (indeterminate) for a nil value or a total that is not
    /// positive and finite.
    static func fraction(_ value: Double?, total: Double) -> Double? {
        guard let value, value.isFinite, total.isFinite, total > 0 else { return nil }
        return min(max(value / total, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The activity indicator.
    public init() { self.init(fraction: nil, label: nil) }

    /// A bar `value / total` done (the activity indicator when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value.map { Double($0) }, total: Double(total)), label: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value.map { Double($0) }, total: Double(total)), label: label())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey)) }

    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title)) }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value.map { Double($0) }, total: Double(total)), label: Text(titleKey))
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value.map { Double($0) }, total: Double(total)), label: Text(title))
    }
}

/// How a `ProgressView` looks: `.automatic` (a bar with a value, the indicator without), `.linear` (always a bar;
/// without a value, its empty track) or `.circular` (always the indicator, as iOS draws it whatever the value).
public protocol ProgressViewStyle { var kind: ProgressViewKind { get } }

/// The look a ``ProgressViewStyle`` chooses.
public enum ProgressViewKind: Sendable { case automatic, linear, circular }

public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public var kind: ProgressViewKind { .linear } }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public var kind: ProgressViewKind { .circular } }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public var kind: ProgressViewKind { .automatic } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

private struct ProgressViewKindKey: EnvironmentKey { static let defaultValue = ProgressViewKind.automatic }
extension EnvironmentValues {
    var progressViewKind: ProgressViewKind {
        get { self[ProgressViewKindKey.self] }
        set { self[ProgressViewKindKey.self] = newValue }
    }
}

extension View {
    /// The look of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewKind, style.kind)
    }
}
