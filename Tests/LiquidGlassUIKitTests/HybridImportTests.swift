import LiquidGlassUI
import LiquidGlassUIKit
import Testing

/// A file importing both LiquidGlassUI and LiquidGlassUIKit, as a UIKit app with SwiftUI screens has: `UIColor` is
/// one type (declared once, re-exported by LiquidGlassUIKit as SwiftUI on iOS re-exports UIKit's), so the
/// unqualified name compiles, and a colour goes from a UIView to `Color(uiColor:)` unchanged.
@MainActor
@Suite struct HybridImportTests {
    @Test func uiColorIsOneTypeSeenByBoth() {
        #expect(ObjectIdentifier(LiquidGlassUI.UIColor.self) == ObjectIdentifier(LiquidGlassUIKit.UIColor.self))
        #expect(ObjectIdentifier(LiquidGlassUI.UITraitCollection.self) == ObjectIdentifier(LiquidGlassUIKit.UITraitCollection.self))
        let tint: UIColor = .systemIndigo
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = tint
        #expect(view.backgroundColor === tint)
        // The same colour, resolved dark through UIKit's traits.
        let dark = tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark != tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
    }

    /// The UIKit view and the SwiftUI colour made from its `UIColor` paint the same pixels, light and dark.
    @Test(arguments: [false, true])
    func aUIColorPaintsAlikeInBoth(dark: Bool) throws {
        let colour = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .systemTeal : .systemOrange })
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.backgroundColor = colour
        view.overrideUserInterfaceStyle = dark ? .dark : .light
        let kit = GlassViewRenderer(view: view)
        kit.scale = 1
        let kitPNG = try #require(kit.pngData())

        let renderer = ImageRenderer(content: Color(uiColor: colour).frame(width: 8, height: 8))
        renderer.scale = 1
        renderer.environment.colorScheme = dark ? .dark : .light
        let swiftUIPNG = try #require(renderer.pngData())
        let a = try #require(UIImage(data: kitPNG)), b = try #require(UIImage(data: swiftUIPNG))
        #expect(a.size == b.size)
        #expect(kitPNG == swiftUIPNG, "the two renders differ")
    }
}

// Both modules' `#Preview`s in one file: the body's type picks the macro (a SwiftUI view: LiquidGlassUI's; a UIView
// or controller: LiquidGlassUIKit's). Building this target is the test.
#Preview("SwiftUI in a hybrid file") { Text("Hybrid").background(Color(uiColor: .systemIndigo)) }

#Preview("UIKit in a hybrid file", traits: .fixedLayout(width: 40, height: 40)) {
    let view = UIView()
    view.backgroundColor = .systemIndigo
    return view
}
