import LiquidGlassUI

/// Creation 3: a custom segmented control; the selected segment is prominent glass, the others plain glass,
/// merging in one container.
public struct SegmentedGlassControl: View {
    let options = ["Day", "Week", "Month", "Year"]
    @State private var selection: String
    @Namespace private var namespace

    public init(selection: String = "Week") { _selection = State(initialValue: selection) }

    public var body: some View {
        ZStack {
            Image("chelsea").resizable().scaledToFill()
            GlassEffectContainer(spacing: 4) {
                HStack(spacing: 4) {
                    ForEach(options, id: \.self) { option in
                        segment(option)
                    }
                }
            }
            .padding(.horizontal, 20)
        }
        .frame(width: 402, height: 160)
        .clipped()
    }

    @ViewBuilder
    private func segment(_ option: String) -> some View {
        let label = Text(option).font(.subheadline.bold()).frame(maxWidth: .infinity)
        if selection == option {
            Button { withAnimation(.snappy) { selection = option } } label: { label }
                .buttonStyle(.glassProminent)
                .tint(.blue)
                .glassEffectID(option, in: namespace)
        } else {
            Button { withAnimation(.snappy) { selection = option } } label: { label }
                .buttonStyle(.glass)
                .glassEffectID(option, in: namespace)
        }
    }
}
