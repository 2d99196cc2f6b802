import Testing
@testable import LiquidGlassUIKit

/// Frames, autoresizing, stack views and corners, checked against values derived by hand from UIKit's rules (each
/// derivation beside its check).
@MainActor
@Suite struct LayoutTests {
    /// `frame` is derived from `center`, `bounds` and `transform`, as in UIKit.
    @Test func frameCentreBoundsAndTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre: 200 × 100 around (60, 45).
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(v.frame == CGRect(x: 15, y: 15, width: 100, height: 50))
    }

    /// Points convert through superviews' frames and bounds origins.
    @Test func convertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 61, y: 62))
        #expect(root.convert(CGPoint(x: 61, y: 62), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(b.bounds, to: nil) == CGRect(x: 60, y: 60, width: 30, height: 30))
    }

    /// Autoresizing shares a size change among the flexible parts in proportion to their lengths.
    @Test func autoresizingMasks() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let proportional = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        [fill, centred, pinnedRight, proportional].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        // +100 wide, +60 tall: all of it to the flexible size.
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 140))
        // Margins 50 and 50 share +100 equally; 25 and 25 share +60: still centred.
        #expect(centred.frame == CGRect(x: 100, y: 55, width: 100, height: 50))
        // The left margin takes all +100: still 10 from the right edge.
        #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 20))
        // Left margin 20 and width 60 share +100 as 20:60 → +25 and +75.
        #expect(proportional.frame == CGRect(x: 45, y: 0, width: 135, height: 10))
    }

    /// `layoutIfNeeded` runs `layoutSubviews` of views marked by a size change, top down.
    @Test func layoutRunsWhenNeeded() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(v.passes == 1)
        v.frame = CGRect(x: 5, y: 5, width: 10, height: 10)  // moved, same size: no layout
        v.layoutIfNeeded()
        #expect(v.passes == 1)
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        v.layoutIfNeeded()
        #expect(v.passes == 2)
    }

    /// A label's intrinsic height is SF Pro's line height rounded up to the 3× pixel grid: 17 pt → 1.193 × 17 =
    /// 20.28 → 20.33; two lines of 13 pt → 31.02 → 31.33 (UIKit reports 20.33 for a one-line body label).
    @Test func labelSizes() {
        let label = UILabel()
        label.text = "Hello"
        #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
        label.font = .systemFont(ofSize: 13)
        label.numberOfLines = 0
        label.text = "A long line of text that wraps"
        let one = label.intrinsicContentSize
        let wrapped = label.sizeThatFits(CGSize(width: one.width * 0.6, height: 1000))
        #expect(abs(wrapped.height - 94.0 / 3) < 1e-9)
        #expect(wrapped.width <= one.width * 0.6)
    }

    /// Button sizes. A system button with a title: its 15 pt title's line (1.193 × 15 = 17.9, 18 on the 3× grid) plus
    /// 6 above and below = 30, UIKit's familiar height (OpenUIKit's iOS 26.1 measurements: label height + 12). A
    /// medium configuration with a title: 20.33 + 7 + 7 = 34.33 tall, 12 + title + 12 wide.
    @Test func buttonSizes() {
        let system = UIButton(type: .system)
        system.setTitle("Button", for: .normal)
        #expect(abs(system.intrinsicContentSize.height - 30) < 1e-9)
        var configuration = UIButton.Configuration.glass()
        configuration.title = "Done"
        let glass = UIButton(configuration: configuration)
        #expect(glass.frame == .zero)
        let title = UILabel()
        title.text = "Done"
        #expect(abs(glass.intrinsicContentSize.height - 103.0 / 3) < 1e-9)
        #expect(abs(glass.intrinsicContentSize.width - (title.intrinsicContentSize.width + 24)) < 1e-9)
    }

    /// The toolbar: three glass icon buttons 8 apart, centred. Each button is its symbol's box (17 pt × the
    /// engine's 1.2 em = 20.4 pt square) plus the medium content insets (12 each side, 7 above and below):
    /// 44.4 × 34.4. Three of them with two gaps: 3 × 44.4 + 16 = 149.2 wide, centred in 300 × 60 → x 75.4, y 12.8.
    @Test func toolbarFrames() {
        let toolbar = GlassToolbarView(symbols: ["square.and.arrow.up", "heart", "trash"])
        toolbar.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        toolbar.layoutIfNeeded()
        #expect(approx(toolbar.stackView.frame, CGRect(x: 75.4, y: 12.8, width: 149.2, height: 34.4)))
        for (i, b) in toolbar.buttons.enumerated() {
            #expect(approx(b.frame, CGRect(x: CGFloat(i) * 52.4, y: 0, width: 44.4, height: 34.4)))
            #expect(approx(b.convert(b.bounds, to: toolbar), CGRect(x: 75.4 + CGFloat(i) * 52.4, y: 12.8, width: 44.4, height: 34.4)))
        }
    }

    /// The card's button: 12 pt inside a 32 pt card, so its bottom corners are concentric (32 − 12 = 20) and its top
    /// corners, far from the card's, keep their minimum (12). The card itself is 20 pt inside the view.
    @Test func concentricCorners() {
        let view = FloatingCardView(frame: CGRect(x: 0, y: 0, width: 360, height: 240))
        view.layoutIfNeeded()
        #expect(view.cardView.frame == CGRect(x: 20, y: 20, width: 320, height: 200))
        #expect(view.playButton.frame == CGRect(x: 12, y: 138, width: 296, height: 50))
        #expect(view.cardView.effectiveRadius(corner: .topLeft) == 32)
        #expect(view.playButton.effectiveRadius(corner: .bottomLeft) == 20)
        #expect(view.playButton.effectiveRadius(corner: .bottomRight) == 20)
        #expect(view.playButton.effectiveRadius(corner: .topLeft) == 12)
        // Uniform concentric corners take the largest of the four.
        view.playButton.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 12))
        #expect(view.playButton.effectiveRadius(corner: .topLeft) == 20)
        // A capsule is half the shorter side, at most its maximum.
        view.playButton.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.playButton.effectiveRadius(corner: .allCorners) == 10)
        view.playButton.cornerConfiguration = .capsule()
        #expect(view.playButton.effectiveRadius(corner: .allCorners) == 25)
    }

    /// Stack view distributions in a 300 pt row of views 40, 60 and 20 wide (intrinsic), spacing 10.
    @Test func stackDistributions() {
        func stack(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill) -> [CGRect] {
            let views = [40, 60, 20].map { w -> UIView in
                let v = Sized(CGSize(width: CGFloat(w), height: CGFloat(w) / 2))
                return v
            }
            let s = UIStackView(arrangedSubviews: views)
            s.spacing = 10
            s.distribution = distribution
            s.alignment = alignment
            s.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
            s.layoutIfNeeded()
            return views.map(\.frame)
        }
        // fill: 300 − 120 − 20 = 160 extra to the last of the equally hugging views: 20 + 160 = 180.
        #expect(stack(.fill) == [CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 60, height: 50),
                                 CGRect(x: 120, y: 0, width: 180, height: 50)])
        // fillEqually: (300 − 20) / 3 = 93.33 each.
        let equal = stack(.fillEqually)
        #expect(approx(equal[1], CGRect(x: 280.0 / 3 + 10, y: 0, width: 280.0 / 3, height: 50)))
        // fillProportionally: 280 × 40/120, 60/120, 20/120 = 93.33, 140, 46.67.
        let prop = stack(.fillProportionally)
        #expect(approx(prop[1], CGRect(x: 280.0 / 3 + 10, y: 0, width: 140, height: 50)))
        // equalSpacing: (300 − 120) / 2 = 90 between.
        #expect(stack(.equalSpacing).map(\.minX) == [0, 130, 280])
        // center alignment: each its intrinsic height (w / 2), centred in 50.
        #expect(stack(.fill, alignment: .center)[1] == CGRect(x: 50, y: 10, width: 60, height: 30))
        #expect(stack(.fill, alignment: .trailing)[0] == CGRect(x: 0, y: 30, width: 40, height: 20))
    }

    /// Higher hugging keeps its size: the extra goes to the lowest; compression takes from the lowest resistance.
    @Test func stackPriorities() {
        let a = Sized(CGSize(width: 100, height: 10)), b = Sized(CGSize(width: 100, height: 10))
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.frame = CGRect(x: 0, y: 0, width: 260, height: 10)
        s.layoutIfNeeded()
        #expect(a.frame.width == 160 && b.frame.width == 100)
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        s.frame = CGRect(x: 0, y: 0, width: 150, height: 10)
        s.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 50)
    }

    /// Margins-relative arrangement lays out inside the layout margins; hidden views take no space; the stack's
    /// intrinsic size adds it all up.
    @Test func stackMarginsAndHidden() {
        let a = Sized(CGSize(width: 30, height: 10)), b = Sized(CGSize(width: 40, height: 10)), c = Sized(CGSize(width: 50, height: 10))
        let s = UIStackView(arrangedSubviews: [a, b, c])
        s.axis = .vertical
        s.spacing = 5
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 4)
        b.isHidden = true
        // 10 + 10 + 5 + 10 + 10 tall; 50 + 8 wide.
        #expect(s.intrinsicContentSize == CGSize(width: 58, height: 45))
        s.frame = CGRect(origin: .zero, size: s.intrinsicContentSize)
        s.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 4, y: 10, width: 50, height: 10))
        #expect(c.frame == CGRect(x: 4, y: 25, width: 50, height: 10))
    }

    /// Dynamic colours resolve with the traits; a view's traits follow the nearest override.
    @Test func colorsResolveWithTraits() {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 1, alpha: 1).resolvedColor(with: .init()))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // systemBlue: HIG's light 0 136 255 and dark 0 145 255.
        #expect(abs(UIColor.systemBlue.rgba(.darkTraits).y - 145.0 / 255) < 1e-6)
    }

    /// Fonts: text styles at Large, SF Pro's line height.
    @Test func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .title2).pointSize == 22)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 17 * 2444.0 / 2048) < 1e-9)
    }
}

/// A view with a fixed intrinsic size.
final class Sized: UIView {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
        && abs(a.height - b.height) < tolerance
}
