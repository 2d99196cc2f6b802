import LiquidGlassUI

/// System chrome: a sheet at the medium detent over a photo — iOS 26 floats it in glass, inset from the screen's
/// edges, corners concentric with the display.
public struct SheetApp: View {
    @State private var showsDetails = true
    let detents: Set<PresentationDetent>

    public init(detents: Set<PresentationDetent> = [.medium, .large]) { self.detents = detents }

    public var body: some View {
        Image("coffee").resizable().scaledToFill().ignoresSafeArea()
            .sheet(isPresented: $showsDetails) {
                VStack(alignment: .leading, spacing: 14) {
                    Text("Espresso bar").font(.title2.bold())
                    Text("Open until 6 pm · 350 m").foregroundStyle(.secondary)
                    GlassEffectContainer {
                        HStack(spacing: 12) {
                            Button("Directions", systemImage: "location.fill") {}.buttonStyle(.glassProminent)
                            Button("Call", systemImage: "phone.fill") {}.buttonStyle(.glass)
                        }
                    }
                    Spacer()
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
                .presentationDetents(detents)
            }
    }
}
