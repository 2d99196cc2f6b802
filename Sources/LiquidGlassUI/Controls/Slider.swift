/// A slider: SwiftUI's `Slider`, drawn as iOS 26's — a 6 pt track filled with the tint up to the value and a
/// white capsule knob 38 × 24 pt (estimates from iOS 26 screenshots, not measured). It fills the width offered;
/// its minimum and maximum value labels sit at its ends, 8 pt away (iOS shows no `label`: it names the slider for
/// accessibility).
public struct Slider<Label: View, ValueLabel: View>: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?)
        where V.Stride: BinaryFloatingPoint {
        self._value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
    var fraction: CGFloat {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? CGFloat(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
    }

    private var track: some View {
        GeometryReader { proxy in
            let w = proxy.size.width
            let knobX = 19 + (w - 38) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.47, opacity: 0.2)).frame(height: 6)
                Capsule().fill(.tint).frame(width: max(knobX, 6), height: 6)
                Capsule().fill(Color.white).frame(width: 38, height: 24)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .offset(x: knobX - 19)
            }
            .frame(width: w, height: 28)
        }
        .frame(height: 28)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
}
