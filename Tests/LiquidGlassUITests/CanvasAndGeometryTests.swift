import Testing
@testable import LiquidGlassUICore

/// API of the corpus's third round (docs/ui-corpus.md): named coordinate spaces, `Canvas` with `GraphicsContext`,
/// `visualEffect`. Pixels are read from `linearImage()` (linear light, premultiplied) at 1×.
@MainActor
@Suite struct CanvasAndGeometryTests {
    private func pixel(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> SIMD4<Float> {
        image.pixels[y * image.width + x]
    }

    /// A geometry reader 30 pt below the top and 20 pt right of the leading edge of a 200 × 200 frame named "card",
    /// which sits 40 pt down the picture: its frame is at (20, 30) in "card" (both spellings, `coordinateSpace(.named(_:))` and `coordinateSpace(name:)`), 70 pt
    /// in the global space; a name no enclosing view has gives the global frame, as SwiftUI does.
    @Test func namedCoordinateSpaces() {
        func probe(_ space: CoordinateSpace, legacy: Bool = false) -> CGRect? {
            let stack = VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy in
                    let f = proxy.frame(in: space)
                    Color.red.frame(width: f.minX + 1, height: f.minY + 1).named("probe")
                }
                .frame(width: 100, height: 100)
                .padding(.leading, 20)
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
            let named = Group {
                if legacy { stack.coordinateSpace(name: "card") } else { stack.coordinateSpace(.named("card")) }
            }
            return frames(named.padding(.top, 40), width: 200, height: 300).frames["probe"]
        }
        #expect(probe(.named("card"))?.size == CGSize(width: 21, height: 31))
        #expect(probe(.named("card"), legacy: true)?.size == CGSize(width: 21, height: 31))
        let global = probe(.global)?.size
        #expect(global.map { $0.height == 71 } == true, "\(String(describing: global))")
        #expect(probe(.named("elsewhere"))?.size == global)
        #expect(probe(.local)?.size == CGSize(width: 1, height: 1))
    }

    /// `bounds(of:)`: the named space's rectangle (200 × 200) in the reader's coordinates (the card's top-left
    /// corner is 30 pt above and 20 pt left of the reader), nil for a name nothing declares.
    @Test func boundsOfNamedSpace() {
        var seen: CGRect?? = nil
        var missing: CGRect?? = nil
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy -> Color in
                seen = proxy.bounds(of: .named("card"))
                missing = proxy.bounds(of: .named("nothing"))
                return Color.red
            }
            .frame(width: 100, height: 100)
            .padding(.leading, 20)
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
        .coordinateSpace(.named("card"))
        _ = frames(view, width: 200, height: 300)
        #expect(seen == .some(CGRect(x: -20, y: -30, width: 200, height: 200)))
        #expect(missing == .some(nil))
    }

    /// A canvas fills a path, strokes an open line (no closing edge), draws a symbol and obeys its context's
    /// translation and opacity: red square at (10,10)–(40,40); blue vertical line 4 pt wide at x 70 from y 10 to 90
    /// (no diagonal back to its start); a half-opaque green square translated to (10,60).
    @Test func canvasDrawsWhatItsRendererAsks() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(Color(red: 1, green: 0, blue: 0)))
            var line = Path()
            line.move(to: CGPoint(x: 70, y: 10))
            line.addLine(to: CGPoint(x: 70, y: 90))
            line.addLine(to: CGPoint(x: 90, y: 90))
            context.stroke(line, with: .color(Color(red: 0, green: 0, blue: 1)), lineWidth: 4)
            var layer = context
            layer.translateBy(x: 10, y: 60)
            layer.opacity = 0.5
            layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 1, blue: 0)))
        }
        .frame(width: 100, height: 100)
        .background(Color.white)
        let image = try #require(ImageRenderer(content: view).linearImage())
        let red = pixel(image, 25, 25), line = pixel(image, 70, 50), corner = pixel(image, 80, 90)
        let diagonal = pixel(image, 80, 50), green = pixel(image, 20, 70), outside = pixel(image, 50, 70)
        #expect(red.x > 0.99 && red.y < 0.01, "fill: \(red)")
        #expect(line.z > 0.99 && line.x < 0.01, "stroke: \(line)")
        #expect(corner.z > 0.99 && corner.x < 0.01, "second segment: \(corner)")
        #expect(diagonal.x > 0.99 && diagonal.z > 0.99, "no closing edge: \(diagonal)")
        // Half-opaque green over white, composited on encoded values as iOS does: red and blue at encoded 0.5
        // (linear 0.214), green at one.
        #expect(abs(green.x - 0.214) < 0.01 && green.y > 0.99, "translated, half opacity: \(green)")
        #expect(outside.x > 0.99 && outside.y > 0.99 && outside.z > 0.99, "nothing else drawn: \(outside)")
    }

    /// A canvas's texts and images are laid out at their ideal sizes and placed by their anchor: a resolved symbol
    /// drawn centred at (50, 50) is in the render's items there, sized by the font.
    @Test func canvasPlacesResolvedImages() {
        let view = Canvas { context, size in
            let paw = context.resolve(Image(systemName: "star.fill"))
            context.draw(paw, at: CGPoint(x: 50, y: 50))
            context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
        }
        .frame(width: 100, height: 100)
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 100, height: 100), environment: EnvironmentValues())
        var symbol: CGRect?, text: CGRect?
        func walk(_ items: [UIDisplayItem]) {
            for item in items {
                switch item {
                case .symbol(let s): symbol = s.rect
                case .text(let t): text = CGRect(origin: t.origin, size: .zero)
                case .group(_, let content), .glass(_, let content): walk(content)
                default: break
                }
            }
        }
        walk(tree.items)
        let s = symbol
        #expect(s.map { abs($0.midX - 50) < 0.01 && abs($0.midY - 50) < 0.01 && $0.width > 10 } == true, "\(String(describing: s))")
        #expect(text.map { abs($0.minX - 10) < 0.01 } == true, "\(String(describing: text))")
    }

    /// `clip(to:)` limits what is drawn after it: the whole canvas filled red after a clip to its left half leaves
    /// the right half white. `resolveSymbol(id:)` finds the `symbols` view tagged so (nil for another id) and draws
    /// it centred on the point asked.
    @Test func canvasClipsAndDrawsItsSymbols() throws {
        var missing: Bool?
        let view = Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
            missing = context.resolveSymbol(id: "other") == nil
            if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: CGPoint(x: 75, y: 50)) }
        } symbols: {
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10).tag("dot")
        }
        .frame(width: 100, height: 100)
        .background(Color.white)
        let image = try #require(ImageRenderer(content: view).linearImage())
        let left = pixel(image, 20, 20), right = pixel(image, 80, 20), dot = pixel(image, 75, 50), beside = pixel(image, 90, 50)
        #expect(left.x > 0.99 && left.y < 0.01, "clipped fill: \(left)")
        #expect(right.x > 0.99 && right.y > 0.99 && right.z > 0.99, "outside the clip: \(right)")
        #expect(dot.z > 0.99 && dot.x < 0.01, "symbol: \(dot)")
        #expect(beside.x > 0.99 && beside.y > 0.99, "beside the symbol: \(beside)")
        #expect(missing == true)
    }

    /// `visualEffect` reads the view's geometry when it is placed: an offset computed from the proxy moves it (its
    /// frame 20 pt right of and its own height down from where the layout put it), without moving its sibling.
    @Test func visualEffectOffsetsFromTheProxy() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30).named("moved")
                .visualEffect { content, proxy in content.offset(x: 20, y: proxy.size.height) }
            Color.blue.frame(width: 50, height: 30).named("still")
        }
        let f = frames(view, width: 50, height: 60).frames
        #expect(f["moved"] == CGRect(x: 20, y: 30, width: 50, height: 30))
        #expect(f["still"] == CGRect(x: 0, y: 30, width: 50, height: 30))
    }
}
