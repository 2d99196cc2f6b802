@testable import LiquidGlassLint
import SwiftParser
import SwiftSyntax
import Testing

/// The helpers behind the design rules: colours and dimming, branches, pre-iOS 26 fallbacks, what counts as
/// interactive, and UIKit glass views.
@Suite("Design rule helpers")
struct DesignRuleHelperTests {
    /// The expression of `let x = <code>`.
    func expression(_ code: String) throws -> ExprSyntax {
        let file = Parser.parse(source: "let x = " + code)
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        return try #require(binding.initializer?.value)
    }

    func call(_ code: String) throws -> FunctionCallExprSyntax {
        try #require(try expression(code).as(FunctionCallExprSyntax.self))
    }

    @Test(arguments: [
        (".black.opacity(0.3)", true),
        ("Color.black.opacity(0.35)", true),
        ("Color(white: 0, opacity: 0.4)", true),
        ("Color(red: 0.05, green: 0.05, blue: 0.1, opacity: 0.5)", true),
        ("UIColor.black.withAlphaComponent(0.3)", true),
        ("UIColor(white: 0.1, alpha: 0.3)", true),
        ("Rectangle().fill(.black).opacity(0.3)", true),
        ("image.brightness(-0.25)", true),
        (".black.opacity(0)", false),
        (".white.opacity(0.3)", false),
        ("Color(white: 0.9, opacity: 0.3)", false),
        ("Color(white: 0, opacity: 1)", false),
        ("Color.blue.opacity(0.3)", false),
        ("image.brightness(0.1)", false),
        ("view.opacity(0.5)", false),
    ])
    func dimming(code: String, isDimming: Bool) throws {
        #expect(ColorExpression.isDimming(try call(code)) == isDimming)
    }

    @Test(arguments: [
        ("Color(red: 0, green: 0.48, blue: 1)", true),
        ("Color(.sRGB, red: 0.2, green: 0.7, blue: 0.4, opacity: 1)", true),
        ("Color(hue: 0.6, saturation: 0.5, brightness: 0.9)", true),
        ("Color(white: 0.8)", true),
        ("Color(hex: 0xFF8800)", true),
        ("Color(\"#FF8800\")", true),
        ("Color(0x0A84FF)", true),
        ("UIColor(red: 1, green: 0, blue: 0, alpha: 1)", true),
        ("Color(uiColor: UIColor(displayP3Red: 1, green: 0.2, blue: 0.2, alpha: 1))", true),
        ("Color(red: 1, green: 0, blue: 0).opacity(0.5)", true),
        ("#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)", true),
        ("flag ? Color(red: 1, green: 0, blue: 0) : .blue", true),
        (".blue", false),
        ("Color(\"BrandBlue\")", false),
        ("Color(.systemBlue)", false),
        ("Color.accentColor.opacity(0.8)", false),
        ("theme.tint", false),
        ("Color(uiColor: .systemTeal)", false),
    ])
    func hardcodedColors(code: String, isHardcoded: Bool) throws {
        #expect((ColorExpression.hardcodedColor(in: try expression(code)) != nil) == isHardcoded)
    }

    /// The two calls named `a` and `b` in `code`.
    func pair(_ code: String) throws -> (FunctionCallExprSyntax, FunctionCallExprSyntax) {
        let file = SourceFile(path: "T.swift", text: code)
        return (try #require(file.calls("a").first), try #require(file.calls("b").first))
    }

    @Test(arguments: [
        ("if x { a() } else { b() }", true),
        ("if x { a() } else if y { b() }", true),
        ("if x { a(); b() }", false),
        ("a(); if x { b() }", false),
        ("switch s { case .one: a() case .two: b() }", true),
        ("switch s { case .one: a(); b() default: break }", false),
        ("#if DEBUG\na()\n#else\nb()\n#endif", true),
        ("let v = x ? a() : b()", true),
        ("if x { if y { a() } else { c() } ; b() }", false),
        ("VStack { if x { a() } else { Group { b() } } }", true),
    ])
    func exclusiveBranches(code: String, exclusive: Bool) throws {
        let (a, b) = try pair(code)
        #expect(BranchExclusivity.areExclusive(a, b) == exclusive)
        #expect(BranchExclusivity.areExclusive(b, a) == exclusive)
    }

    @Test(arguments: [
        ("if #available(iOS 26, *) { } else { f() }", true),
        ("if #available(iOS 26, *) { f() } else { }", false),
        ("if #available(iOS 17, *) { } else { f() }", false),
        ("if #unavailable(iOS 26) { f() }", true),
        ("func g() { guard #available(iOS 26.0, *) else { f(); return } }", true),
        ("@available(iOS, obsoleted: 26) func g() { f() }", true),
        ("@available(iOS, deprecated: 26, message: \"Use glass\") func g() { f() }", true),
        ("@available(iOS, deprecated: 17) func g() { f() }", false),
        ("@available(iOS 26, *) func g() { f() }", false),
        ("f()", false),
    ])
    func preGlassFallbacks(code: String, isFallback: Bool) throws {
        let file = SourceFile(path: "T.swift", text: code)
        let target = try #require(file.calls("f").first)
        #expect(GlassCodeScope.isPreGlassFallback(target) == isFallback)
        #expect(GlassCodeScope.appliesRules(at: target) == !isFallback)
        // The one-walk placement a glass site keeps must agree with the two walks it replaces.
        let placement = GlassCodeScope.placement(of: target)
        #expect(placement.isPreGlassFallback == isFallback)
        #expect(placement.appliesRules == !isFallback)
    }

    @Test func aSiteKeepsItsPlacementFromOneWalk() throws {
        let code = """
            #if os(visionOS)
            let a = v.glassEffect()
            #else
            let b = v.glassEffect()
            #endif
            func f() {
                if #available(iOS 26, *) { v.glassEffect() } else { v.glassEffect() }
            }
            """
        let file = SourceFile(path: "T.swift", text: code)
        let sites = file.glassSites(resolving: DeclarationLookup(file.declarations))
        #expect(sites.map(\.placement.isVisionOSOnly) == [true, false, false, false])
        #expect(sites.map(\.isPreGlassFallback) == [false, false, false, true])
        #expect(sites.map(\.appliesRules) == [false, true, true, false])
    }

    /// The scan reads only identifiers around an "im": every identifier of a line is still judged, at its own
    /// offset, once.
    @Test func dimmingNamesAmongOtherIdentifiers() {
        let text = "let dimension = scrim + timer(dimView, DIM) // isDimmed\nlet _ = é_dim; im; dimmingLayer"
        let offsets = ClearGlassWithoutDimmingRule.DimmingLayers.dimmingNames(in: text)
        // The UTF-8 offsets of scrim, dimView, isDimmed and dimmingLayer in `text` (`é` is two bytes).
        #expect(offsets == [16, 30, 47, 76])
        // "é_dim": `é` is not an identifier byte here, so `_dim` is its own name and does not start with "dim".
        #expect(ClearGlassWithoutDimmingRule.DimmingLayers.dimmingNames(in: "é_dim") == [])
        #expect(ClearGlassWithoutDimmingRule.DimmingLayers.dimmingNames(in: "") == [])
        #expect(ClearGlassWithoutDimmingRule.DimmingLayers.dimmingNames(in: "i") == [])
    }

    @Test(arguments: [
        ("dimmingLayer", true), ("dimView", true), ("dim", true), ("photoScrim", true), ("isDimmed", true),
        ("DIMMING_ALPHA", true), ("dimension", false), ("dimensions", false), ("swim", false), ("timer", false),
        ("di", false),
    ])
    func dimmingNames(name: String, isDimming: Bool) {
        let offsets = ClearGlassWithoutDimmingRule.DimmingLayers.dimmingNames(in: "let a = \(name) + 1")
        #expect(offsets == (isDimming ? [8] : []))
    }

    @Test func visionOSOnlyCodeIsOutsideTheRules() throws {
        let file = SourceFile(path: "T.swift", text: "#if os(visionOS)\nf()\n#else\ng()\n#endif")
        #expect(!GlassCodeScope.appliesRules(at: try #require(file.calls("f").first)))
        #expect(GlassCodeScope.appliesRules(at: try #require(file.calls("g").first)))
    }

    /// How the first glass site of `code` responds to touch.
    func interaction(_ code: String) throws -> ViewInteraction {
        let file = SourceFile(path: "T.swift", text: code)
        let site = try #require(file.glassSites(resolving: DeclarationLookup(file.declarations)).first)
        return ViewInteraction.of(site)
    }

    @Test(arguments: [
        // Controls, gestures, and controls inside the glass view.
        ("Button(\"a\") { }.glassEffect()", ViewInteraction.interactive),
        ("Text(\"a\").glassEffect().onTapGesture { }", .interactive),
        ("Text(\"a\").onLongPressGesture { }.glassEffect()", .interactive),
        ("HStack { Text(\"a\"); Toggle(\"b\", isOn: $on) }.glassEffect()", .interactive),
        ("Text(\"a\").overlay { Button(\"x\") { } }.glassEffect()", .interactive),
        ("VStack { Text(\"a\").glassEffect() }.gesture(drag)", .interactive),
        ("Menu { } label: { Image(systemName: \"a\").glassEffect() }", .interactive),
        ("ShuffleControl().glassEffect()", .interactive),
        ("List(items, selection: $picked) { Text($0.name).glassEffect() }", .interactive),
        // Built only from views that do not respond to touch.
        ("Text(\"a\").padding().glassEffect()", .noInteraction),
        ("HStack { Image(systemName: \"a\"); Text(\"b\") }.glassEffect()", .noInteraction),
        ("Text(\"a\").onAppear { load() }.glassEffect()", .noInteraction),
        ("Text(\"a\").sheet(isPresented: $s) { Button(\"x\") { } }.glassEffect()", .noInteraction),
        ("Color.clear.frame(width: 40, height: 40).glassEffect()", .noInteraction),
        ("List(items) { Text($0.name).glassEffect() }", .noInteraction),
        ("Text(format(date)).glassEffect()", .noInteraction),
        // What the linter cannot see into.
        ("AvatarView(user).glassEffect()", .unknown),
        ("content.glassEffect()", .unknown),
        ("HStack { icon; Text(\"b\") }.glassEffect()", .unknown),
        ("HStack { makeIcon() }.glassEffect()", .unknown),
    ])
    func interactionOfGlassViews(code: String, expected: ViewInteraction) throws {
        #expect(try interaction(code) == expected)
    }

    @Test func componentUsesDecideWhetherItsGlassIsTappable() throws {
        let code = """
            struct Row: View {
                var body: some View { Text("a").glassEffect() }
            }
            struct Card: View {
                var body: some View { Text("b").glassEffect() }
            }
            struct Orphan: View {
                var body: some View { Text("c").glassEffect() }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button(action: open) { Row() }
                        Card()
                        header
                    }
                }
                private var header: some View { Text("d").glassEffect() }
            }
            #Preview { Orphan().onTapGesture { } }
            """
        let file = SourceFile(path: "T.swift", text: code)
        let sites = file.glassSites(resolving: DeclarationLookup(file.declarations))
        #expect(sites.count == 4)
        let contexts = sites.map { ViewInteraction.context(of: $0.chain.expression, in: file) }
        #expect(contexts == [.interactive, .noInteraction, .unknown, .noInteraction])
    }

    @Test func uikitGlassViewsAreFoundByName() throws {
        let code = """
            final class Controls: UIView {
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                var bar: UIVisualEffectView!
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                func setUp() {
                    let glass = UIGlassEffect(style: .clear)
                    bar = UIVisualEffectView(effect: glass)
                    let later = UIVisualEffectView()
                    later.effect = UIGlassContainerEffect()
                    use(panel, self.bar, blur, later, glass)
                }
            }
            """
        let file = SourceFile(path: "T.swift", text: code)
        let views = UIKitGlassViews(file: file, declarations: DeclarationLookup(file.declarations))
        let arguments = try #require(file.calls("use").first).arguments.map(\.expression)
        #expect(arguments.map(views.isGlassView) == [true, true, false, true, false])
        #expect(arguments.map(views.isGlassEffect) == [false, false, false, false, true])
    }
}
