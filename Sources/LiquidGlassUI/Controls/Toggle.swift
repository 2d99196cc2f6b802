/// A switch: SwiftUI's `Toggle`, drawn as iOS 26's switch — the label leading, the switch trailing, the row
/// filling the width offered. Track 64 × 28 pt, knob 38 × 24 pt (estimates from iOS 26 screenshots, not measured;
/// listed as open in docs/LIQUIDGLASSUI.md); green when on, system gray 5 when off.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self._isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? Color.green : Color(white: 0.47, opacity: 0.16))
                Capsule().fill(Color.white).frame(width: 38, height: 24).padding(2)
                    .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 2)
            }
            .frame(width: 64, height: 28)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
