import SwiftUI
struct Chip: View {
    let custom: Glass?
    var body: some View {
        Text("a").glassEffect(.regular, // note
            isInteractive: true)
        Text("b").glassEffect(custom??.regular /* why */, in: .capsule, isEnabled: on, isInteractive: tap)
        Button("c") {}.buttonStyle(.glass(.prominent))
        v.glassEffect(v.glassEffect(x, isInteractive: true), isInteractive: true)
        Color.clear.glassBackgroundEffect()
    }
}
