import Testing
@testable import LiquidGlassUICore

@MainActor
@Suite struct NavigationLinkProgressTests {
    private func layout<V: View>(_ view: V, width: CGFloat = 300) -> LaidOutTree {
        ViewTreeHost().layout(view, proposal: ProposedViewSize(width: width, height: 600), environment: EnvironmentValues())
    }

    private func symbols(_ tree: LaidOutTree) -> [UISymbolItem] {
        flattened(tree.items).compactMap { if case .symbol(let s) = $0 { return s } else { return nil } }
    }

    private func shapes(_ tree: LaidOutTree) -> [UIShapeItem] {
        flattened(tree.items).compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    /// In a `List`, a link is a row ending in iOS's disclosure chevron (`chevron.right`, in the tertiary label colour) at the
    /// row's trailing edge (the list's 16 pt inset, then the row's 20 pt padding: SwiftUI's inset grouped rows);
    /// outside a list it is its label alone, as a button's. Every initialiser form compiles.
    @Test func aLinkInAListEndsInAChevron() {
        struct Place: Hashable { let name: String }
        let list = layout(List {
            NavigationLink("Morning coffee", destination: Text("Detail"))
            NavigationLink(value: Place(name: "Harbour")) { Text("Harbour walk") }
            NavigationLink("Settings") { Text("Settings") }
            NavigationLink("Night market", value: 3)
        }.navigationDestination(for: Place.self) { Text($0.name) })
        let chevrons = symbols(list).filter { $0.name == "chevron.right" }
        #expect(chevrons.count == 4)
        // iOS's tertiaryLabel in the light scheme: #3C3C43 at 30 % (UIColor.tertiaryLabel).
        #expect(chevrons.allSatisfy { c in
            guard let rgba = c.color else { return false }
            return abs(rgba.x - 60 / 255) < 1e-3 && abs(rgba.z - 67 / 255) < 1e-3 && abs(rgba.w - 0.3) < 1e-3
        }, "\(chevrons.map(\.color))")
        #expect(chevrons.allSatisfy { $0.rect.maxX > 240 && $0.rect.maxX <= 300 - 16 }, "\(chevrons.map(\.rect))")

        let bare = layout(NavigationLink(destination: Text("Detail")) { Text("Open") })
        #expect(symbols(bare).isEmpty)
    }

    /// A value gives a bar: the tint fills `value / total` of the track (the fraction clamped to 0…1), the track
    /// as wide as offered. No value gives the activity indicator's eight spokes; `.circular` gives them whatever
    /// the value, as iOS draws it.
    @Test func progressIsABarOrTheIndicator() throws {
        func bars(_ tree: LaidOutTree) -> (track: CGFloat, fill: CGFloat)? {
            let capsules = shapes(tree).filter { $0.rect.height == 4 }
            guard capsules.count == 2 else { return nil }
            return (capsules[0].rect.width, capsules[1].rect.width)
        }
        let quarter = try #require(bars(layout(ProgressView(value: 1, total: 4), width: 200)))
        #expect(quarter.track == 200 && quarter.fill == 50)
        let over = try #require(bars(layout(ProgressView(value: 7.0), width: 200)))
        #expect(over.fill == 200)
        let titled = layout(ProgressView("Uploading", value: 0.5), width: 200)
        #expect(try #require(bars(titled)).fill == 100)

        // Eight 2.5 × 6.5 pt spokes (turned by a draw-time rotation), centred in the 20-pt box at the root's origin and
        // moved up 6.75 by their offset: x 8.75…11.25, y 6.75 − 6.75 = 0…6.5. At scale 1 their edges go to the 1-pt
        // grid, a half-way edge to the greater line (PixelGrid): 9…11 and 0…7, so each is laid out 2 × 7.
        let spinner = layout(ProgressView())
        #expect(shapes(spinner).filter { $0.rect == CGRect(x: 9, y: 0, width: 2, height: 7) }.count == 8)
        #expect(bars(spinner) == nil)
        let circular = layout(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(shapes(circular).filter { $0.rect.size == CGSize(width: 2, height: 7) }.count == 8)
        #expect(bars(circular) == nil)
        let nothingYet = layout(ProgressView(value: Double?.none))
        #expect(shapes(nothingYet).filter { $0.rect.size == CGSize(width: 2, height: 7) }.count == 8)
        let emptyTrack = try #require(bars(layout(ProgressView(value: Double?.none).progressViewStyle(.linear), width: 120)))
        #expect(emptyTrack.track == 120 && emptyTrack.fill == 0)
    }
}
