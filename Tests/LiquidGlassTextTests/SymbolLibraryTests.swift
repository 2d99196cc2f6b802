import Foundation
@testable import LiquidGlassText
import Testing

/// The built-in symbols: all present and drawable, plausible ink, symmetry, mirrors, weights, names.
@Suite struct SymbolLibraryTests {
    /// The names the issue and the seeds ask for.
    static let required = [
        "plus", "minus", "xmark", "checkmark", "ellipsis", "magnifyingglass", "house", "house.fill", "gear",
        "person", "person.fill", "heart", "heart.fill", "star", "star.fill", "bell", "bell.fill", "play.fill",
        "pause.fill", "stop.fill", "forward.fill", "backward.fill", "chevron.up", "chevron.down", "chevron.left",
        "chevron.right", "square.and.arrow.up", "trash", "pencil", "eraser", "crop", "camera.fill", "photo.fill",
        "mic.fill", "doc.fill", "link", "map.fill", "info.circle", "music.note", "slider.horizontal.3",
        "location.fill", "safari", "arrow.clockwise", "arrow.left", "arrow.right", "plus.circle", "xmark.circle",
        "bookmark.fill", "paperplane.fill", "square.grid.2x2", "xmark.circle.fill", "phone.fill",
        "globe.americas.fill", "photo", "map", "person.circle",
    ]

    /// A kept mask is the one the symbol's field gives (made afresh here, past the cache), for each weight and
    /// size asked; other sizes and weights are other masks.
    @Test func keptMasksAreTheFieldsMasks() throws {
        for weight in [FontWeight.regular, .bold] {
            for size in [17.0, 23.5] {
                let first = try SymbolLibrary.rasterize("camera.fill", pointSize: size, scale: 3, weight: weight)
                let again = try SymbolLibrary.rasterize("camera.fill", pointSize: size, scale: 3, weight: weight)
                let shape = try #require(SymbolCatalog.shapes["camera.fill"])
                let fresh = SymbolLibrary.rasterize(shape.field(weight: weight), side: SymbolLibrary.boxSide(pointSize: size, scale: 3))
                #expect(first == fresh && again == fresh, "\(weight) \(size) pt")
            }
        }
        let regular = try SymbolLibrary.rasterize("camera.fill", pointSize: 17, scale: 3)
        #expect(try SymbolLibrary.rasterize("camera.fill", pointSize: 17, scale: 3, weight: .bold) != regular)
        #expect(try SymbolLibrary.rasterize("camera.fill", pointSize: 17, scale: 2) != regular)
        #expect(SymbolMaskCache.shared.count > 0)
    }

    @Test func libraryHasTheRequiredSymbols() {
        #expect(SymbolLibrary.handMadeNames.count >= 45)
        for name in Self.required { #expect(SymbolLibrary.contains(name), "missing \(name)") }
        #expect(SymbolLibrary.names == SymbolLibrary.names.sorted())
    }

    @Test func everyPathOfEverySymbolParsed() {
        // The catalog's SVG data turns into an empty path when it does not parse.
        for (name, shape) in SymbolCatalog.shapes {
            for path in LabelTestSupport.paths(in: shape) {
                #expect(!path.elements.isEmpty, "\(name) has a path that did not parse")
            }
        }
    }

    @Test(arguments: SymbolLibrary.handMadeNames)
    func symbolHasPlausibleInkInsideItsBox(name: String) throws {
        let mask = try SymbolLibrary.rasterize(name, pointSize: 17, scale: 2)
        #expect(mask.width == 41 && mask.height == 41)
        let area = Double(mask.width * mask.height)
        let fraction = mask.inkArea / area
        #expect(fraction > 0.05 && fraction < 0.7, "\(name): ink \(fraction)")
        // Nothing touches the border pixels: the drawing stays inside its box with room for anti-aliasing.
        let bounds = try #require(mask.inkBounds)
        #expect(bounds.x >= 1 && bounds.y >= 1, "\(name): \(bounds)")
        #expect(bounds.x + bounds.width <= mask.width - 1 && bounds.y + bounds.height <= mask.height - 1,
                "\(name): \(bounds)")
        // Anti-aliased edges and a solid interior.
        #expect(mask.values.contains { $0 > 0.1 && $0 < 0.9 })
        #expect(mask.values.contains { $0 == 1 })
    }

    @Test(arguments: ["plus", "xmark", "circle", "circle.fill", "plus.circle", "plus.circle.fill", "xmark.circle",
                      "xmark.circle.fill", "ellipsis", "ellipsis.circle", "gear", "stop.fill", "square.grid.2x2",
                      "minus", "line.3.horizontal"])
    func fullySymmetricSymbols(name: String) throws {
        let mask = try SymbolLibrary.rasterize(name, pointSize: 17, scale: 3)
        #expect(LabelTestSupport.horizontalAsymmetry(mask) < 0.01, "\(name)")
        #expect(LabelTestSupport.verticalAsymmetry(mask) < 0.01, "\(name)")
    }

    @Test(arguments: ["star", "star.fill", "heart", "heart.fill", "person", "person.fill", "person.circle", "house",
                      "house.fill", "bell", "bell.fill", "trash", "lock.fill", "mic.fill", "info.circle", "globe",
                      "pause.fill", "bookmark", "bookmark.fill", "chevron.up", "chevron.down", "arrow.up", "sun.max"])
    func leftRightSymmetricSymbols(name: String) throws {
        let mask = try SymbolLibrary.rasterize(name, pointSize: 17, scale: 3)
        #expect(LabelTestSupport.horizontalAsymmetry(mask) < 0.01, "\(name)")
    }

    @Test func mirroredPairsAreMirrors() throws {
        let pairs = [("chevron.left", "chevron.right"), ("arrow.left", "arrow.right"),
                     ("backward.fill", "forward.fill"), ("arrow.counterclockwise", "arrow.clockwise")]
        for (left, right) in pairs {
            for scale in [1.0, 2.0, 3.0] {
                let a = try SymbolLibrary.rasterize(left, pointSize: 17, scale: scale)
                let b = try SymbolLibrary.rasterize(right, pointSize: 17, scale: scale)
                #expect(LabelTestSupport.mirrorDifference(a, b) < 0.01, "\(left) / \(right) at \(scale)x")
                #expect(a != b)
            }
        }
        let up = try SymbolLibrary.rasterize("chevron.up", pointSize: 20, scale: 2)
        let down = try SymbolLibrary.rasterize("chevron.down", pointSize: 20, scale: 2)
        #expect(LabelTestSupport.verticalMirrorDifference(up, down) < 0.01)
    }

    @Test func strokesFollowTheWeightButFillsDoNot() throws {
        let light = try SymbolLibrary.rasterize("plus", pointSize: 17, scale: 2, weight: .light)
        let regular = try SymbolLibrary.rasterize("plus", pointSize: 17, scale: 2, weight: .regular)
        let bold = try SymbolLibrary.rasterize("plus", pointSize: 17, scale: 2, weight: .bold)
        #expect(light.inkArea < regular.inkArea * 0.9 && regular.inkArea < bold.inkArea * 0.9)
        let filledRegular = try SymbolLibrary.rasterize("stop.fill", pointSize: 17, scale: 2, weight: .regular)
        let filledBold = try SymbolLibrary.rasterize("stop.fill", pointSize: 17, scale: 2, weight: .bold)
        #expect(filledRegular == filledBold)
    }

    @Test func sizeFollowsPointSizeAndScale() throws {
        let small = try SymbolLibrary.rasterize("heart.fill", pointSize: 10, scale: 2)
        let large = try SymbolLibrary.rasterize("heart.fill", pointSize: 20, scale: 2)
        #expect(small.width == 24 && large.width == 48)
        // Ink grows with the area (the fill is weight-independent, so exactly ×4 up to edge pixels).
        let ratio = large.inkArea / small.inkArea
        #expect(ratio > 3.8 && ratio < 4.2, "ratio \(ratio)")
    }

    @Test func unknownNamesSuggestNearMatches() throws {
        let thrown = #expect(throws: LabelError.self) {
            try SymbolLibrary.rasterize("chevron.rigth", pointSize: 17, scale: 2)
        }
        guard case .unknownSymbol(let name, let suggestions) = thrown else {
            Issue.record("expected unknownSymbol, got \(String(describing: thrown))")
            return
        }
        #expect(name == "chevron.rigth")
        #expect(suggestions.count == 3 && suggestions.first == "chevron.right")
        #expect(suggestions.allSatisfy { $0.hasPrefix("chevron.") }, "\(suggestions)")
        let error = LabelError.unknownSymbol(name: "hart", suggestions: SymbolLibrary.suggestions(for: "hart"))
        #expect(error.description.contains("'heart'"))
        #expect(SymbolLibrary.suggestions(for: "hart").count == 3)
        #expect(SymbolLibrary.suggestions(for: "gear.fill").first == "gear")
        #expect(SymbolLibrary.suggestions(for: "magnifyingglas").first == "magnifyingglass")
        #expect(SymbolLibrary.suggestions(for: "Plus").first == "plus")
    }

    @Test func rasterisationIsDeterministic() throws {
        for name in ["gear", "music.note", "globe.americas.fill", "link"] {
            let a = try SymbolLibrary.rasterize(name, pointSize: 17, scale: 3, weight: .semibold)
            let b = try SymbolLibrary.rasterize(name, pointSize: 17, scale: 3, weight: .semibold)
            #expect(a == b)
        }
    }

    @Test func invalidSizesAreRejected() {
        #expect(throws: LabelError.invalidSize(pointSize: 0, scale: 2)) {
            try SymbolLibrary.rasterize("plus", pointSize: 0, scale: 2)
        }
        #expect(throws: LabelError.invalidSize(pointSize: 17, scale: 500)) {
            try SymbolLibrary.rasterize("plus", pointSize: 17, scale: 500)
        }
    }

    @Test func documentationListsEverySymbol() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/LABELS.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for name in SymbolLibrary.handMadeNames {
            #expect(text.contains("`\(name)`"), "docs/LABELS.md does not list \(name)")
        }
        #expect(text.contains("\(SymbolLibrary.handMadeNames.count) hand-made symbols"))
    }
}

/// `arrowshape.*` are SF's solid block arrows, not the thin line arrows the icon font has (which read as `arrow.*`).
@Suite struct BlockArrowTests {
    func mask(_ name: String) throws -> CoverageMask {
        try LabelRasterizer().rasterize(LabelSpec(symbol: name, size: 24), scale: 2).mask
    }

    @Test func theFilledBlockArrowIsSolid() throws {
        #expect(SymbolRecipe.resolve("arrowshape.up.fill") == .handMade("arrowshape.up.fill"))
        let block = try mask("arrowshape.up.fill"), line = try mask("arrow.up")
        // The head spans ~17 of 24 units and the shaft ~8.4: well over twice the ink of a 2-unit line arrow.
        #expect(block.inkArea > 2 * line.inkArea, "block \(block.inkArea), line \(line.inkArea)")
        // Its outline form has less ink than the solid one, and every direction is drawn.
        #expect(try mask("arrowshape.up").inkArea < block.inkArea)
        for d in ["down", "left", "right", "forward", "backward"] {
            #expect(abs(try mask("arrowshape.\(d).fill").inkArea - block.inkArea) < 0.05 * block.inkArea, "\(d)")
        }
    }
}
