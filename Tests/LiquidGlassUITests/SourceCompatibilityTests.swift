import LiquidGlassUI
import Testing

// This file imports only LiquidGlassUI, as a SwiftUI file imports only SwiftUI: it must compile unchanged.

private struct Row: Identifiable {
    let id: Int
    let title: String
}

private struct BuilderForms: View {
    @State private var isOn = true
    @State private var selection: Int? = 2
    @Namespace private var ns
    let rows = [Row(id: 1, title: "One"), Row(id: 2, title: "Two")]
    let mode = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Title").font(.title.bold())
            if isOn {
                Text("On")
            } else {
                Text("Off").foregroundStyle(.secondary)
            }
            switch mode {
            case 0: Text("zero")
            case 1: Text("one")
            default: EmptyView()
            }
            if let selection {
                Text("Selected \(selection)")
            }
            ForEach(rows) { row in Text(row.title) }
            ForEach(0..<3) { i in Circle().frame(width: 8, height: 8).opacity(i == 0 ? 1 : 0.3) }
            ForEach(["a", "b"], id: \.self) { s in Text(s) }
            Group {
                Text("grouped")
                Divider()
            }
            AnyView(Capsule().fill(.blue.gradient).frame(height: 4))
            if #available(iOS 26, macOS 26, *) {
                Text("glass").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
            } else {
                Text("material").padding().background(.ultraThinMaterial, in: Capsule())
            }
            GlassEffectContainer(spacing: 20) {
                HStack {
                    Image(systemName: "star.fill").frame(width: 44, height: 44).glassEffect().glassEffectID("star", in: ns)
                    Image(systemName: "heart").frame(width: 44, height: 44).glassEffect(.clear, in: .circle)
                        .glassEffectUnion(id: "u", namespace: ns)
                }
            }
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(LinearGradient(colors: [.purple, .indigo], startPoint: .top, endPoint: .bottom))
    }
}

/// A radial layout, as people build radial menus with the Layout protocol.
private struct RadialLayout: Layout {
    var radius: CGFloat = 80
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: radius * 2, height: radius * 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) / Double(subviews.count) * 2 * .pi - .pi / 2
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

@MainActor
@Suite struct SourceCompatibilityTests {
    @Test func builderFormsRenderAReport() throws {
        let renderer = ImageRenderer(content: BuilderForms())
        renderer.proposedSize = ProposedViewSize(width: 402, height: nil)
        #expect(renderer.report == nil)
        _ = renderer.pngData()
        let report = try #require(renderer.report)
        // Three glass effects: the tinted card, and the two in the container.
        #expect(report.elements.count == 3)
        #expect(report.elements[0].shape == "roundedRectangle")
        #expect(report.elements[1].glassEffectID == "star")
        #expect(report.elements[2].union == "u")
        #expect(report.elements[2].variant == "clear")
        #expect(report.elements[1].container == 0 && report.elements[2].container == 0)
        #expect(report.elements[0].container == nil)
        #expect(report.size[0] == 402)
    }

    @Test func radialLayoutPlacesAroundTheCentre() throws {
        let view = RadialLayout {
            ForEach(0..<4) { i in
                Circle().frame(width: 20, height: 20).glassEffect().accessibilityIdentifier("b\(i)")
            }
        }
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        let report = try #require(renderer.report)
        // Angle -90°: the first button is centred at (80, 0) → frame origin (70, -10); the second at (160, 80).
        #expect(report.element(named: "b0")?.frame == [70, -10, 20, 20])
        #expect(report.element(named: "b1")?.frame == [150, 70, 20, 20])
    }
}
