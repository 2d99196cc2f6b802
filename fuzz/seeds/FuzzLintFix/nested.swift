import SwiftUI
struct V: View {
  var body: some View {
    GlassEffectContainer {
      GlassEffectContainer { Text("a").glassEffect(.regular.tint(.blue).interactive(), in: .capsule) }
    }
  }
}
