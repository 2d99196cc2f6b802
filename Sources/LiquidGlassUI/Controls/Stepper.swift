/// A control that steps a value: SwiftUI's `Stepper`, drawn as iOS's — its label, then a 94 × 32 pt capsule in
/// translucent grey split by a hairline into − and + (UIStepper's size; the look from iOS 26 screenshots, not
/// measured). The halves are buttons named "Decrement" and "Increment": a recording can tap them, and they step
/// the value within its bounds; at a bound that half is dimmed, as iOS disables it.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    /// At a bound, that half is dimmed (iOS disables it).
    var atLower = false, atUpper = false

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        atLower = value.wrappedValue <= bounds.lowerBound
        atUpper = value.wrappedValue >= bounds.upperBound
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                half("minus", name: "Decrement", action: decrement, dimmed: atLower)
                Rectangle().fill(Color(white: 0.47, opacity: 0.3)).frame(width: 1, height: 18)
                half("plus", name: "Increment", action: increment, dimmed: atUpper)
            }
            .frame(width: 94, height: 32)
            .background(Capsule().fill(Color(white: 0.47, opacity: 0.12)))
        }
    }

    private func half(_ symbol: String, name: String, action: (() -> Void)?, dimmed: Bool) -> some View {
        Button(action: { action?() }) {
            Image(systemName: symbol).font(.body.weight(.medium)).foregroundStyle(.primary).frame(width: 46, height: 32)
        }
        .accessibilityLabel(name)
        .buttonStyle(.plain)
        .opacity(action == nil || dimmed ? 0.3 : 1)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
