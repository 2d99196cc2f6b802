import Foundation
import LiquidGlassUI
import Testing

// Only `import LiquidGlassUI`: UIKit's names (UIView, UIVisualEffectView, UIGlassEffect, UILabel, UIColor,
// UIViewRepresentable) come with it, as with `import SwiftUI` on iOS.

/// A UIKit glass view in SwiftUI: SwiftUI's `UIViewRepresentable` and `UIViewControllerRepresentable`. Expected
/// frames from SwiftUI's layout rules on a 300 × 200 pt frame (`.frame(width:height:)` proposes its size and
/// centres what the child chooses): a view that takes the proposal fills it at (0, 0); one keeping an intrinsic
/// 120 × 44 is centred at ((300 − 120) / 2, (200 − 44) / 2) = (90, 78); `sizeThatFits` answering 80 × 30 at
/// (110, 85).
@MainActor
@Suite struct RepresentableTests {
    /// A glass capsule view with an optional intrinsic size and priorities, counting its life cycle.
    final class Counts {
        var made = 0, updated = 0, coordinators = 0, dismantled = 0
        var lastTint: UIColor?
    }

    final class GlassPill: UIVisualEffectView {
        var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { intrinsic }
    }

    struct Pill: UIViewRepresentable {
        var intrinsic: CGSize? = nil
        var hugs = false
        var fixed: CGSize? = nil
        var tint: UIColor? = nil
        let counts: Counts

        final class Coordinator {
            let serial: Int
            let counts: Counts
            init(_ n: Int, counts: Counts) { serial = n; self.counts = counts }
        }

        func makeCoordinator() -> Coordinator {
            counts.coordinators += 1
            return Coordinator(counts.coordinators, counts: counts)
        }

        func makeUIView(context: Context) -> GlassPill {
            counts.made += 1
            let view = GlassPill(effect: UIGlassEffect())
            view.cornerConfiguration = .capsule()
            return view
        }

        func updateUIView(_ uiView: GlassPill, context: Context) {
            counts.updated += 1
            #expect(context.coordinator.serial == 1)
            if let intrinsic { uiView.intrinsic = intrinsic }
            if hugs {
                uiView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                uiView.setContentHuggingPriority(.defaultHigh, for: .vertical)
            }
            let glass = UIGlassEffect()
            glass.tintColor = tint
            uiView.effect = glass
            counts.lastTint = tint
        }

        static func dismantleUIView(_ uiView: GlassPill, coordinator: Coordinator) {
            coordinator.counts.dismantled += 1
        }

        func sizeThatFits(_ proposal: ProposedViewSize, uiView: GlassPill, context: Context) -> CGSize? { fixed }
    }

    func glassFrames(_ view: some View) throws -> [[Double]] {
        let renderer = ImageRenderer(content: view.frame(width: 300, height: 200))
        _ = try #require(renderer.pngData())
        return try #require(renderer.report).elements.map(\.frame)
    }

    @Test func aViewWithoutIntrinsicSizeTakesTheProposal() throws {
        #expect(try glassFrames(Pill(counts: Counts())) == [[0, 0, 300, 200]])
    }

    @Test func anIntrinsicSizeIsKeptWhereItsPriorityIsAboveDefaultLow() throws {
        // Hugging 250 (a view made in code): it grows to the proposal; hugging 750: it keeps 120 × 44.
        #expect(try glassFrames(Pill(intrinsic: CGSize(width: 120, height: 44), counts: Counts())) == [[0, 0, 300, 200]])
        #expect(try glassFrames(Pill(intrinsic: CGSize(width: 120, height: 44), hugs: true, counts: Counts())) == [[90, 78, 120, 44]])
    }

    @Test func sizeThatFitsWins() throws {
        #expect(try glassFrames(Pill(intrinsic: CGSize(width: 120, height: 44), fixed: CGSize(width: 80, height: 30), counts: Counts()))
                == [[110, 85, 80, 30]])
    }

    @Test func theIdealSizeIsTheIntrinsicSize() throws {
        let renderer = ImageRenderer(content: Pill(intrinsic: CGSize(width: 120, height: 44), counts: Counts()))
        _ = try #require(renderer.pngData())
        #expect(try #require(renderer.report).size == [120, 44])
    }

    /// In a stack, next to SwiftUI views: a 40 pt SwiftUI glass circle, 10 pt, then the UIKit pill 100 × 40 —
    /// an HStack of 150 × 40 centred in 300 × 200 starts at x 75, y 80; the pill at x 75 + 40 + 10 = 125.
    @Test func itIsLaidOutBesideSwiftUIViews() throws {
        let frames = try glassFrames(HStack(spacing: 10) {
            Color.clear.frame(width: 40, height: 40).glassEffect(.regular, in: Circle())
            Pill(counts: Counts()).frame(width: 100, height: 40)
        })
        #expect(frames == [[75, 80, 40, 40], [125, 80, 100, 40]])
    }

    @Test func madeOnceUpdatedEachRenderDismantledWhenGone() throws {
        let counts = Counts()
        struct Screen: View {
            var shown: Bool
            var tint: UIColor?
            let counts: Counts
            var body: some View {
                VStack { if shown { Pill(tint: tint, counts: counts) } }
            }
        }
        let renderer = ImageRenderer(content: Screen(shown: true, tint: nil, counts: counts))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        _ = renderer.pngData()
        renderer.content = Screen(shown: true, tint: .systemBlue, counts: counts)
        _ = renderer.pngData()
        #expect(counts.made == 1 && counts.coordinators == 1 && counts.updated == 2 && counts.dismantled == 0)
        #expect(counts.lastTint != nil)
        #expect(try #require(renderer.report).elements.first?.tint != nil)
        renderer.content = Screen(shown: false, tint: nil, counts: counts)
        _ = renderer.pngData()
        #expect(try #require(renderer.report).elements.isEmpty)
        #expect(counts.made == 1 && counts.dismantled == 1)
    }

    /// A controller's view: a plain controller whose view is an orange square fills the 300 × 200 proposal.
    struct Orange: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemOrange
            let glass = UIVisualEffectView(effect: UIGlassEffect())
            glass.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            controller.view.addSubview(glass)
            return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    @Test func aControllersViewIsDrawnInItsFrame() throws {
        // The glass subview at (20, 20) of the controller's view, which is at (0, 0) of the 300 × 200 frame.
        #expect(try glassFrames(Orange()) == [[20, 20, 60, 60]])
    }

    /// The picture: a SwiftUI screen holding a UIKit label and a UIKit glass card.
    @Test func aScreenWithUIKitViewsRenders() throws {
        struct TextLabel: UIViewRepresentable {
            var text: String
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .headline)
                // Made in code, a label hugs at 250 and would take the whole proposal (see the sizing tests):
                // as usual in representables, it is asked to hug its text.
                label.setContentHuggingPriority(.required, for: .horizontal)
                label.setContentHuggingPriority(.required, for: .vertical)
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
        }
        struct Card: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView {
                let card = UIVisualEffectView(effect: UIGlassEffect())
                card.cornerConfiguration = .corners(radius: 24)
                let title = UILabel()
                title.text = "UIKit glass"
                title.font = .preferredFont(forTextStyle: .title2)
                title.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
                card.contentView.addSubview(title)
                return card
            }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        let screen = ZStack {
            LinearGradient(colors: [.orange, .indigo], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 16) {
                TextLabel(text: "A UILabel in a VStack")
                Card().frame(width: 260, height: 120)
                Text("SwiftUI text").font(.headline).padding().glassEffect()
            }
        }
        let renderer = ImageRenderer(content: screen.frame(width: 320, height: 400))
        renderer.scale = 2
        let data = try #require(renderer.pngData())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("representable-screen.png"))
        }
        let report = try #require(renderer.report)
        // The card and the SwiftUI capsule: two glass elements, the card 260 wide centred (x 30).
        #expect(report.elements.count == 2)
        #expect(report.elements.first?.frame[0] == 30 && report.elements.first?.frame[2] == 260)
    }
}

/// SwiftUI's `Image(uiImage:)`: a symbol as `Image(systemName:)`, a picture from its pixels at its scale.
@MainActor
@Suite struct ImageFromUIImageTests {
    @Test func aPictureIsDrawnFromItsPixelsAtItsScale() throws {
        // A 40 × 20 px red picture at scale 2 is 20 × 10 pt (UIKit's size rule), drawn red.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 2
            return f
        }()).image { _ in
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            _ = red.drawHierarchy(in: red.bounds, afterScreenUpdates: true)
        }
        #expect(drawn.size == CGSize(width: 20, height: 10))
        let renderer = ImageRenderer(content: Image(uiImage: drawn))
        let pixels = try #require(renderer.linearImage())
        #expect(pixels.width == 20 && pixels.height == 10)
        let middle = pixels.pixels[5 * 20 + 10]
        #expect(middle.x > 0.5 && middle.y < 0.1 && middle.w > 0.99)
    }

    @Test func aSymbolIsASymbol() throws {
        let symbol = try #require(UIImage(systemName: "heart.fill"))
        let a = ImageRenderer(content: Image(uiImage: symbol)).pngData()
        let b = ImageRenderer(content: Image(systemName: "heart.fill")).pngData()
        #expect(a != nil && a == b)
    }

    /// An empty `UIImage` is no missing picture: nothing is warned about it. The picture holds nothing else, so the
    /// one warning is the blank-screen one every empty picture gets ("no content landed within the screen", `look8`).
    @Test func anEmptyImageIsZeroSized() throws {
        let renderer = ImageRenderer(content: Image(uiImage: UIImage()).frame(width: 10, height: 10))
        _ = renderer.pngData()
        let warnings = try #require(renderer.report).warnings
        #expect(warnings.allSatisfy { $0.hasPrefix("no content landed within the screen") })
    }
}
