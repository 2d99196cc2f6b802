Button("Go") {}.buttonStyle(.glassProminent)
#if os(iOS)
Text("x").glassEffect()
#endif
