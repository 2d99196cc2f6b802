import Testing
@testable import LiquidGlassUICore

/// What is not glass is painted, in z-order, and glass samples what is painted under it. Pixels are read from
/// `linearImage()` (linear light, premultiplied) at 1×.
@MainActor
@Suite struct PaintingTests {
    /// The mean change the content makes to the red channel where it changes it by more than `threshold`, and how
    /// many pixels that is: `view(true)` (the content shown) against `view(false)` (hidden), rendered at @2x.
    private func inkChange<V: View>(threshold: Float, scheme: ColorScheme = .light, _ view: (Bool) -> V) throws -> (mean: Float, count: Int) {
        func render(_ content: Bool) throws -> (width: Int, height: Int, pixels: [SIMD4<Float>]) {
            let renderer = ImageRenderer(content: view(content))
            renderer.environment.colorScheme = scheme
            renderer.scale = 2
            return try #require(renderer.linearImage())
        }
        let inked = try render(true), bare = try render(false)
        var sum: Float = 0, count = 0
        for (a, b) in zip(inked.pixels, bare.pixels) where abs(a.x - b.x) > threshold { sum += a.x - b.x; count += 1 }
        return (count > 0 ? sum / Float(count) : 0, count)
    }

    private func pixel(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> SIMD4<Float> {
        image.pixels[y * image.width + x]
    }

    /// A filled shape off glass is painted with its colour (sRGB (1, 0, 0) is linear (1, 0, 0)).
    @Test func shapesArePainted() throws {
        let view = ZStack { Color(red: 1, green: 0, blue: 0) ; Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40) }
            .frame(width: 100, height: 100)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        #expect(image.width == 100 && image.height == 100)
        let corner = pixel(image, 5, 5), centre = pixel(image, 50, 50)
        #expect(corner.x > 0.99 && corner.z < 0.01, "background red: \(corner)")
        #expect(centre.z > 0.99 && centre.x < 0.01, "circle blue: \(centre)")
    }

    /// A picture with nothing behind its glass is seen over the scheme's system background (a device's window, a
    /// preview): the glass adapts to it and its label is legible there — black ink in the light scheme (over white),
    /// white in the dark one (over black). Measured bare, the light scheme's label came out white: invisible.
    @Test func aLabelOnGlassOverNothingIsLegibleOverTheSystemBackground() throws {
        func ink(_ scheme: ColorScheme) throws -> (black: Int, white: Int) {
            let renderer = ImageRenderer(content: Text("Hello").padding().glassEffect())
            renderer.environment.colorScheme = scheme
            renderer.scale = 2
            let image = try #require(renderer.linearImage())
            var black = 0, white = 0
            for p in image.pixels where p.w > 0.95 {
                if p.x < 0.05 { black += 1 } else if p.x > 0.95 { white += 1 }
            }
            return (black, white)
        }
        let light = try ink(.light), dark = try ink(.dark)
        #expect(light.black > 100 && light.white == 0, "light: \(light)")
        #expect(dark.white > 100 && dark.black == 0, "dark: \(dark)")
    }

    /// `preferredColorScheme(_:)` asks for the scheme of the whole picture, as SwiftUI's does for the window: a
    /// view beside the one that asks (not below it) lays out in the dark scheme too, the report says dark, and
    /// the label on glass over nothing is white (seen over black).
    @Test func preferredColorSchemeSetsThePicturesScheme() throws {
        struct Probe: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View {
                Color.clear.frame(width: scheme == .dark ? 40 : 20, height: 20).glassEffect().accessibilityIdentifier("probe")
            }
        }
        let view = VStack { Probe(); Text("Hello").padding().glassEffect().preferredColorScheme(.dark) }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let image = try #require(renderer.linearImage())
        #expect(renderer.report?.colorScheme == "dark")
        #expect(renderer.report?.element(named: "probe")?.frame[2] == 40)
        let white = image.pixels.filter { $0.w > 0.95 && $0.x > 0.95 }.count
        #expect(white > 100, "white ink pixels: \(white)")

        let plain = ImageRenderer(content: VStack { Probe(); Text("Hello").padding().glassEffect() })
        _ = plain.layoutReport()
        #expect(plain.report?.colorScheme == "light")
        #expect(plain.report?.element(named: "probe")?.frame[2] == 20)
    }

    /// `clipShape` clips to the shape, not to its bounds. A red 40 pt square at (30, 30) clipped to a `Circle` (radius
    /// 20 pt about (50, 50)): pixel (31, 31), whose centre is 26.2 pt from the circle's, stays white; (50, 32),
    /// 17.5 pt from it, and the middle are red. Clipped to a `RoundedRectangle(cornerRadius: 12)`, the corner pixel
    /// is white too and (33, 50), on the straight edge, red. Neither warns; a shape inside another shape does (one
    /// shape per item: the inner one within the outer one's bounds). `clipped()` is a rectangle: the corner stays red.
    @Test func clipShapeClipsToTheShape() throws {
        func render<V: View>(_ view: V) throws -> (image: (width: Int, height: Int, pixels: [SIMD4<Float>]), warnings: [String]) {
            let renderer = ImageRenderer(content: ZStack { Color.white; view }.frame(width: 100, height: 100))
            return (try #require(renderer.linearImage()), renderer.report?.warnings ?? [])
        }
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
        func red(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> Bool {
            let p = pixel(image, x, y); return p.x > 0.95 && p.y < 0.05
        }
        func white(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> Bool {
            let p = pixel(image, x, y); return p.x > 0.95 && p.y > 0.95
        }
        let circle = try render(square.clipShape(Circle()))
        #expect(white(circle.image, 31, 31) && white(circle.image, 68, 68))
        #expect(red(circle.image, 50, 32) && red(circle.image, 50, 50))
        #expect(circle.warnings.isEmpty, "\(circle.warnings)")

        let rounded = try render(square.clipShape(RoundedRectangle(cornerRadius: 12)))
        #expect(white(rounded.image, 30, 30) && red(rounded.image, 33, 50) && red(rounded.image, 50, 30))
        #expect(rounded.warnings.isEmpty, "\(rounded.warnings)")

        let clipped = try render(square.clipped())
        #expect(red(clipped.image, 30, 30) && white(clipped.image, 29, 50))

        let nested = try render(square.clipShape(Circle()).clipShape(Capsule()))
        #expect(white(nested.image, 31, 31) && red(nested.image, 50, 50))
        #expect(nested.warnings.contains { $0.contains("inside another clipShape") }, "\(nested.warnings)")
    }

    /// `rotationEffect` turns what is painted: a 60 × 10 pt red bar turned 90° about its centre stands upright — red
    /// above and below the centre, none left and right of it — and with no warning; glass in a turned view is drawn
    /// unrotated, with a warning saying so.
    @Test func rotationEffectTurnsPaintedContent() throws {
        let view = ZStack {
            Color.white
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 10).rotationEffect(.degrees(90))
        }
        .frame(width: 100, height: 100)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        func red(_ x: Int, _ y: Int) -> Bool { let p = pixel(image, x, y); return p.x > 0.9 && p.y < 0.1 }
        // Upright bar: x 45…55, y 20…80 (the unrotated bar was x 20…80, y 45…55).
        #expect(red(50, 25) && red(50, 75) && red(47, 50))
        #expect(!red(25, 50) && !red(75, 50) && !red(42, 30))
        #expect(renderer.report?.warnings.isEmpty == true, "\(renderer.report?.warnings ?? [])")

        let turnedGlass = ZStack {
            Color.white
            Color.clear.frame(width: 60, height: 20).glassEffect().rotationEffect(.degrees(30))
        }
        .frame(width: 100, height: 100)
        let glassRenderer = ImageRenderer(content: turnedGlass)
        _ = try #require(glassRenderer.linearImage())
        #expect(glassRenderer.report?.warnings.contains { $0.contains("rotationEffect") } == true)
    }

    /// `shadow` and `blur` filter what is painted (the engine's per-item shadow and blur, radius as the Gaussian's
    /// σ): a white card's black shadow moved 20 pt down darkens the white ground below the card and not above it;
    /// a blurred red square bleeds past its edge. Neither warns.
    @Test func shadowAndBlurArePainted() throws {
        let view = ZStack {
            Color.white
            RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 60, height: 40)
                .shadow(color: Color.black.opacity(0.5), radius: 4, y: 20)
        }
        .frame(width: 100, height: 120)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        // The card spans y 40…80; its shadow 60…100. Below the card (y 90) it is dark; above it (y 30) white.
        #expect(pixel(image, 50, 90).x < 0.6, "under the shadow: \(pixel(image, 50, 90))")
        #expect(pixel(image, 50, 30).x > 0.999)
        #expect(pixel(image, 50, 60).x > 0.999, "the card over its shadow")
        #expect(renderer.report?.warnings.isEmpty == true, "\(renderer.report?.warnings ?? [])")

        let blurred = ZStack {
            Color.white
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).blur(radius: 4)
        }
        .frame(width: 100, height: 100)
        let blurRenderer = ImageRenderer(content: blurred)
        let soft = try #require(blurRenderer.linearImage())
        // The square spans 30…70: 3 pt outside its edge some red remains (Φ(−0.75) ≈ 0.23 of it), 12 pt out none.
        let near = pixel(soft, 72, 50), far = pixel(soft, 82, 50)
        #expect(near.y < 0.9 && near.x > 0.99, "\(near)")
        #expect(far.y > 0.999)
        #expect(blurRenderer.report?.warnings.isEmpty == true)
    }

    /// `opacity` fades glass itself, not only what is on it: at 0.5 a glass pixel lies half way between the bare
    /// ground and the glass at full opacity.
    @Test func opacityFadesTheGlass() throws {
        func image(glass: Bool, opacity: Double) throws -> (width: Int, height: Int, pixels: [SIMD4<Float>]) {
            let view = ZStack {
                LinearGradient(colors: [.orange, .blue], startPoint: .leading, endPoint: .trailing)
                if glass {
                    Color.clear.frame(width: 80, height: 40).glassEffect(.regular, in: .capsule).opacity(opacity)
                }
            }
            .frame(width: 120, height: 80)
            return try #require(ImageRenderer(content: view).linearImage())
        }
        let bare = try image(glass: false, opacity: 1), full = try image(glass: true, opacity: 1)
        let half = try image(glass: true, opacity: 0.5)
        let b = pixel(bare, 60, 40), f = pixel(full, 60, 40), h = pixel(half, 60, 40)
        func largest(_ v: SIMD4<Float>) -> Float { max(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z), Swift.abs(v.w)) }
        #expect(largest(f - b) > 0.02, "the glass changes its middle: \(b) → \(f)")
        #expect(largest(h - (b + (f - b) * 0.5)) < 1e-4, "\(h)")
    }

    /// Text off glass is painted: black text on white leaves dark pixels inside the text's frame and none outside.
    @Test func textIsPainted() throws {
        let view = Text("Hello").font(.largeTitle).foregroundStyle(Color.black).accessibilityIdentifier("t")
            .padding(20).background(Color.white)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        var darkInside = 0, darkOutside = 0
        // The text's frame is inset 20 pt by the padding.
        for y in 0..<image.height {
            for x in 0..<image.width where pixel(image, x, y).x < 0.2 {
                if x >= 20, x < image.width - 20, y >= 20, y < image.height - 20 { darkInside += 1 } else { darkOutside += 1 }
            }
        }
        #expect(darkInside > 100, "ink of 'Hello' at 34 pt")
        #expect(darkOutside == 0)
        #expect(renderer.report?.warnings.isEmpty == true, "\(renderer.report?.warnings ?? [])")
    }

    /// Glass samples what is painted under it: regular glass over a green rectangle is green inside, glass over
    /// the white half stays light. (The glass's frost and tone keep it near the colour beneath.)
    @Test func glassSamplesPaintedContent() throws {
        let view = HStack(spacing: 0) {
            Color.white.frame(width: 100, height: 100)
            Color(red: 0, green: 0.8, blue: 0).frame(width: 100, height: 100)
        }
        .overlay {
            HStack(spacing: 20) {
                Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: .rect(cornerRadius: 12))
                Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: .rect(cornerRadius: 12))
            }
        }
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        #expect(renderer.report?.elements.count == 2)
        // Left glass spans x 30…90 (over white), right glass 110…170 (over green): their centres.
        let left = pixel(image, 60, 50), right = pixel(image, 140, 50)
        #expect(right.y > right.x * 2 && right.y > right.z * 2, "glass over green is green: \(right)")
        #expect(left.x > 0.5 && abs(left.x - left.y) < 0.1, "glass over white stays light and neutral: \(left)")
    }

    /// Content on glass is drawn on top of it: a Label (symbol + text) becomes the glass's label, richer content
    /// is painted after the glass, and glass nested in glass content samples the outer glass.
    @Test func contentOnGlassAndNestedGlass() throws {
        let view = VStack(spacing: 12) {
            Text("Title").font(.headline)
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
            Text("inner").padding(8).glassEffect().accessibilityIdentifier("inner")
        }
        .padding(24)
        .glassEffect(.regular, in: .rect(cornerRadius: 20))
        .accessibilityIdentifier("outer")
        .padding(20)
        .background(Color(red: 0.1, green: 0.2, blue: 0.6))
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        let report = try #require(renderer.report)
        #expect(report.elements.map(\.accessibilityIdentifier) == ["outer", "inner"])
        // The red dot is painted on the outer glass: the centre of the image column at its place is red.
        let frames = ViewTreeHost().layout(view, proposal: .unspecified, environment: EnvironmentValues()).framesByIdentifier()
        let outer = try #require(frames["outer"])
        var reddest: Float = 0
        for y in Int(outer.minY)..<Int(outer.maxY) {
            let p = pixel(image, Int(outer.midX), y)
            reddest = max(reddest, p.x - max(p.y, p.z))
        }
        #expect(reddest > 0.5, "the red circle is painted on the glass")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Text and symbols with no style of their own on glass that is more than a label (two lines, one of them
    /// blurred) are vibrant, as on iOS: light on the dark glass over black even in the light scheme, dark on the
    /// light glass over white even in the dark scheme — not the scheme's primary colour (black, then white).
    /// Read as the mean change the ink makes to the glass where it changes it by more than 5 %.
    @Test func richContentOnGlassIsVibrant() throws {
        func ink(ground: Color, scheme: ColorScheme) throws -> Float {
            let change = try inkChange(threshold: 0.05, scheme: scheme) { content in
                ZStack {
                    ground
                    VStack(spacing: 4) {
                        Text("Aa").font(.title)
                        Text("Soft").blur(radius: 1)
                    }
                    .opacity(content ? 1 : 0)
                    .padding()
                    .glassEffect(in: .rect(cornerRadius: 16))
                }
                .frame(width: 160, height: 160)
            }
            #expect(change.count > 200, "the text leaves ink: \(change.count) px")
            return change.mean
        }
        let onBlack = try ink(ground: .black, scheme: .light), onWhite = try ink(ground: .white, scheme: .dark)
        #expect(onBlack > 0.3, "light ink on the dark glass: \(onBlack)")
        #expect(onWhite < -0.3, "dark ink on the light glass: \(onWhite)")
    }

    /// `.secondary` and `.tertiary` text on glass are vibrant at their level's opacity (0.6, 0.3), as on iOS: light
    /// ink on dark glass even in the light scheme (whose secondary label colour is a dark grey that all but vanished
    /// there), fainter than the primary text's and fainter again a level down. Read as the mean change the ink makes
    /// to the glass where it changes it by more than 2 %.
    @Test func secondaryTextOnGlassIsVibrantAtLowerOpacity() throws {
        func ink(_ style: HierarchicalShapeStyle?) throws -> Float {
            let text = Text("Aa Bb").font(.title)
            let change = try inkChange(threshold: 0.02) { content in
                ZStack {
                    Color.black
                    Group {
                        if let style { text.foregroundStyle(style) } else { text }
                    }
                    .opacity(content ? 1 : 0)
                    .padding()
                    .glassEffect(in: .rect(cornerRadius: 16))
                }
                .frame(width: 200, height: 120)
            }
            #expect(change.count > 200, "the text leaves ink: \(change.count) px")
            return change.mean
        }
        let primary = try ink(nil), secondary = try ink(.secondary), tertiary = try ink(.tertiary)
        #expect(secondary > 0.1, "light ink on the dark glass: \(secondary)")
        #expect(secondary < primary * 0.8, "fainter than the primary text's \(primary): \(secondary)")
        #expect(tertiary > 0.03 && tertiary < secondary * 0.8, "fainter again: \(tertiary) against \(secondary)")
    }

    /// A text field's prompt is the plain foreground's tertiary level: on glass no colour of its own (the vibrant
    /// colour, at the tertiary opacity), off glass the tertiary label colour. Before, it was that grey on glass too,
    /// where it all but vanished on dark glass.
    @Test func aPromptOnGlassIsVibrantTertiary() throws {
        func texts(_ items: [UIDisplayItem], onGlass: Bool = false) -> [(UITextItem, Bool)] {
            items.flatMap { item -> [(UITextItem, Bool)] in
                switch item {
                case .text(let t): [(t, onGlass)]
                case .glass(_, let content): texts(content, onGlass: true)
                case .group(_, let content): texts(content, onGlass: onGlass)
                default: []
                }
            }
        }
        let field = TextField("Search", text: .constant(""))
        let host = ViewTreeHost()
        let onGlass = texts(host.layout(field.padding().glassEffect(), proposal: .unspecified, environment: EnvironmentValues()).items)
        let bare = texts(host.layout(field, proposal: .unspecified, environment: EnvironmentValues()).items)
        let prompt = try #require(onGlass.first), plain = try #require(bare.first)
        #expect(prompt.1 && prompt.0.color == nil && prompt.0.level == 2, "on glass: \(String(describing: prompt.0.color)), level \(prompt.0.level)")
        let tertiary = HierarchicalShapeStyle.labelColor(2).resolvePaint(in: EnvironmentValues(), rect: .zero)
        guard case .color(let grey) = tertiary else { Issue.record("the tertiary label colour is a colour"); return }
        #expect(!plain.1 && plain.0.color == grey, "off glass: \(String(describing: plain.0.color))")
    }

    /// A prompt written with a style keeps it, as iOS 17 and later draw it: `prompt: Text("Search")
    /// .foregroundStyle(.red)` is red, not the tertiary grey (heldback8's 2b4a6d17 set its prompt dark grey and it was
    /// drawn in the placeholder grey). Once the field has text, the text is drawn in the primary colour, unstyled.
    @Test func aStyledPromptKeepsItsStyle() throws {
        func firstText(_ view: some View) throws -> UITextItem {
            func texts(_ items: [UIDisplayItem]) -> [UITextItem] {
                items.flatMap { item -> [UITextItem] in
                    switch item {
                    case .text(let t): [t]
                    case .glass(_, let content), .group(_, let content): texts(content)
                    default: []
                    }
                }
            }
            return try #require(texts(ViewTreeHost().layout(view, proposal: .unspecified, environment: EnvironmentValues()).items).first)
        }
        guard case .color(let red) = Color.red.resolvePaint(in: EnvironmentValues(), rect: .zero),
              case .color(let grey) = HierarchicalShapeStyle.labelColor(2).resolvePaint(in: EnvironmentValues(), rect: .zero)
        else { Issue.record("red and the tertiary label colour are colours"); return }
        let styled = try firstText(TextField("", text: .constant(""), prompt: Text("Search").foregroundStyle(.red)))
        #expect(styled.color == red, "styled prompt: \(String(describing: styled.color))")
        let plain = try firstText(TextField("", text: .constant(""), prompt: Text("Search")))
        #expect(plain.color == grey, "unstyled prompt: \(String(describing: plain.color))")
        let filled = try firstText(TextField("", text: .constant("Lisbon"), prompt: Text("Search").foregroundStyle(.red)))
        #expect(filled.color != red && filled.color != grey, "typed text: \(String(describing: filled.color))")
    }

    /// Content that holds glass of its own is painted after its glass's run, as ordinary items; its text with no
    /// style is still vibrant, coloured from the glass under it: light on the dark glass over black in the light
    /// scheme (it was the scheme's primary colour, black). Read as the mean change the text makes where it changes
    /// the picture by more than 5 %.
    @Test func textBesideNestedGlassIsVibrant() throws {
        let (mean, count) = try inkChange(threshold: 0.05) { content in
            ZStack {
                Color.black
                HStack(spacing: 12) {
                    Text("Aa").font(.title).opacity(content ? 1 : 0)
                    Circle().fill(Color.clear).frame(width: 24, height: 24).glassEffect(in: .circle)
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 16))
            }
            .frame(width: 180, height: 100)
        }
        #expect(count > 100, "the text leaves ink: \(count) px")
        #expect(count > 0 && mean > 0.3, "light ink on the dark glass: \(mean)")
    }
}
