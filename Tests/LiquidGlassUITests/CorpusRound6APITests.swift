import Foundation
import Testing
@testable import LiquidGlassUICore

/// API the sixth corpus round built (issue 43: heldback6's working half and the gaps heldback5's held half left),
/// each test failing without it (most do not compile without it). Frames on iPhone 17 Pro (402×874 pt).
@MainActor
@Suite struct CorpusRound6APITests {
    // MARK: ScenePhase

    struct PhaseReader: View {
        @Environment(\.scenePhase) private var scenePhase
        var body: some View {
            // A drawn screen is in the foreground: `.active` (Apple: "The scene is in the foreground and interactive").
            if scenePhase == .active { Color.green.frame(width: 10, height: 10).named("active") }
            else { Color.red.frame(width: 10, height: 10).named("other") }
        }
    }

    @Test func theScenePhaseOfADrawnScreenIsActive() {
        #expect(frames(PhaseReader()).frames["active"] != nil)
        #expect(frames(PhaseReader().environment(\.scenePhase, .background)).frames["other"] != nil)
        // Apple's declaration order: background < inactive < active.
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    // MARK: TextFieldStyle.automatic

    /// `.automatic` is the default style: the field lays out exactly as without a style.
    @Test func automaticTextFieldStyleIsTheDefault() {
        let plain = frames(TextField("Name", text: .constant("")).named("f"), width: 300).frames["f"]
        let styled = frames(TextField("Name", text: .constant("")).textFieldStyle(.automatic).named("f"), width: 300).frames["f"]
        #expect(plain != nil && plain == styled)
    }

    // MARK: Deprecated iOS 13 modifiers Xcode 26 still compiles

    /// `navigationBarTitle(_:displayMode:)` sets the title and its display mode as `navigationTitle` +
    /// `navigationBarTitleDisplayMode` do: an inline title sits in the bar row (centre y 84, NavigationStackTests).
    @Test func navigationBarTitleIsNavigationTitle() {
        let modern = deviceLayout(NavigationStack {
            Color.red.named("page").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }).frames
        let old = deviceLayout(NavigationStack {
            Color.red.named("page").navigationBarTitle("Inbox", displayMode: .inline)
        }).frames
        #expect(old["navigationTitle"] != nil && old["navigationTitle"] == modern["navigationTitle"])
        #expect(old["page"] == modern["page"])
        let large = deviceLayout(NavigationStack { Color.red.named("page").navigationBarTitle(Text("Inbox")) }).frames
        // A large title: the page starts below it at y 158 (NavigationStackTests).
        #expect(large["page"]?.minY == 158)
    }

    /// `autocapitalization(_:)` takes UIKit's `UITextAutocapitalizationType` (raw values as UIKit's) and draws
    /// nothing: the field is laid out as without it.
    @Test func autocapitalizationChangesNothingDrawn() {
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3 && UITextAutocapitalizationType(rawValue: 0) == UITextAutocapitalizationType.none)
        let a = frames(TextField("Name", text: .constant("")).named("f"), width: 300).frames["f"]
        let b = frames(TextField("Name", text: .constant("")).autocapitalization(.words).named("f"), width: 300).frames["f"]
        #expect(a != nil && a == b)
    }

    // MARK: Accessibility representation and luminanceToAlpha

    /// `accessibilityRepresentation` replaces what VoiceOver reads, not what is drawn.
    @Test func accessibilityRepresentationDrawsTheView() {
        let view = Color.blue.frame(width: 40, height: 20).named("v").accessibilityRepresentation { Toggle("On", isOn: .constant(true)) }
        #expect(frames(view).frames["v"] == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    /// `luminanceToAlpha()` is not applied: the view is drawn and the warnings say so (never silent).
    @Test func luminanceToAlphaIsNamedInTheWarnings() {
        let renderer = ImageRenderer(content: Color.white.frame(width: 20, height: 20).luminanceToAlpha())
        _ = renderer.pngData()
        #expect((renderer.report?.warnings ?? []).contains { $0.hasPrefix("luminanceToAlpha()") })
    }

    // MARK: iOS 13's Alert (deprecated, still compiled by Xcode 26)

    struct Item: Identifiable { let id = 1 }

    /// `alert(isPresented:content:)` with `Alert(title:message:primaryButton:secondaryButton:)` draws the same glass
    /// card as the modern form with the same title, message and buttons (``AlertMetrics``: 300 wide, centred).
    @Test func deprecatedAlertIsDrawnAsTheModernOne() {
        let old = deviceLayout(Color.white.alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        })
        let modern = deviceLayout(Color.white.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("This cannot be undone.") })
        let card = old.frames["alert"]
        #expect(card != nil && card == modern.frames["alert"], "\(String(describing: card)) \(String(describing: modern.frames["alert"]))")
        #expect(card?.width == AlertMetrics.width)
        // Not presented: no card.
        #expect(deviceLayout(Color.white.alert(isPresented: .constant(false)) { Alert(title: Text("T")) }).frames["alert"] == nil)
        // `alert(item:)`: shown while the item is not nil.
        #expect(deviceLayout(Color.white.alert(item: .constant(Item())) { _ in Alert(title: Text("T")) }).frames["alert"] != nil)
        #expect(deviceLayout(Color.white.alert(item: .constant(Item?.none)) { _ in Alert(title: Text("T")) }).frames["alert"] == nil)
    }

    // MARK: defaultMinListRowHeight, onOpenURL, menuActionDismissBehavior

    /// A list row is at least `defaultMinListRowHeight` high: 44 by default (UIKit's standard row height), and as
    /// short as its content (a 10-pt colour plus the row's 11 + 11 insets: 32) when the value is 0.
    @Test func listRowsGrowToTheDefaultMinimumHeight() {
        let row = Color.red.frame(height: 10).named("row")
        let tall = deviceLayout(List { row }).frames["row"]
        let short = deviceLayout(List { row }.environment(\.defaultMinListRowHeight, 0)).frames["row"]
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
        #expect(tall != nil && short != nil)
        if let tall, let short {
            // The content is centred in the taller row: it moves down by half of 44 − 32.
            #expect(abs((tall.minY - short.minY) - 6) < 0.5, "\(tall) \(short)")
        }
    }

    /// Neither `onOpenURL` nor `menuActionDismissBehavior` changes what is drawn.
    @Test func urlAndMenuDismissModifiersDrawNothing() {
        let a = frames(Text("Hi").named("t")).frames["t"]
        let b = frames(Text("Hi").named("t").onOpenURL { _ in }.menuActionDismissBehavior(.disabled)).frames["t"]
        #expect(a != nil && a == b)
    }

    // MARK: Path as a Shape, iOS 13's programmatic NavigationLink, MagnificationGesture

    /// `Path { … }.stroke(…)` is a shape view (SwiftUI's `Path: Shape`): it fills the frame offered and draws its
    /// path where it lies, unscaled — `path(in:)` returns the path itself.
    @Test func aPathIsAShape() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 6))
        line.addQuadCurve(to: CGPoint(x: 120, y: 6), control: CGPoint(x: 60, y: 14))
        #expect(line.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == line)
        let view = line.stroke(Color.white, style: StrokeStyle(lineWidth: 2)).frame(width: 120, height: 16).named("p")
        #expect(frames(view).frames["p"] == CGRect(x: 0, y: 0, width: 120, height: 16))
        #expect(frames(line.fill(Color.red).named("f"), width: 50, height: 30).frames["f"] == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    /// The deprecated `isActive:` link is drawn as a link is; an active one is named in the warnings (iOS would have
    /// pushed its destination).
    @Test func deprecatedActiveNavigationLink() {
        let idle = NavigationLink(destination: Text("Detail"), isActive: .constant(false)) { Text("Open") }.named("l")
        let plain = NavigationLink(destination: Text("Detail")) { Text("Open") }.named("l")
        #expect(frames(idle).frames["l"] != nil && frames(idle).frames["l"] == frames(plain).frames["l"])
        let renderer = ImageRenderer(content: NavigationLink("Open", destination: Text("Detail"), isActive: .constant(true)))
        _ = renderer.pngData()
        #expect((renderer.report?.warnings ?? []).contains { $0.hasPrefix("NavigationLink(isActive:)") })
    }

    /// `MagnificationGesture`'s value is the scale, a `CGFloat`; attached, it changes nothing drawn.
    @Test func magnificationGestureValueIsTheScale() {
        let gesture = MagnificationGesture().onChanged { (scale: CGFloat) in _ = scale }
        let a = frames(Color.red.frame(width: 20, height: 20).named("v")).frames["v"]
        let b = frames(Color.red.frame(width: 20, height: 20).named("v").gesture(gesture)).frames["v"]
        #expect(a != nil && a == b)
    }

    /// An open path is stroked along itself only (as iOS strokes it): the curve's middle is inked, the chord that
    /// would close it is not. A quadratic from (0, 4) to (100, 4) with its control at (50, 44) passes through
    /// (50, 24) (B(½) = ¼·p0 + ½·c + ¼·p1); the chord is the line y = 4. Read at 1× from `linearImage()`.
    @Test func anOpenPathIsStrokedWithoutAClosingEdge() throws {
        var curve = Path()
        curve.move(to: CGPoint(x: 0, y: 4))
        curve.addQuadCurve(to: CGPoint(x: 100, y: 4), control: CGPoint(x: 50, y: 44))
        let view = curve.stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 3).frame(width: 100, height: 50).background(Color.white)
        let image = try #require(ImageRenderer(content: view).linearImage())
        func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> { image.pixels[y * image.width + x] }
        #expect(pixel(50, 24).y < 0.2, "the curve's middle is red: \(pixel(50, 24))")
        #expect(pixel(50, 4).y > 0.9, "no closing chord: \(pixel(50, 4))")
    }
}
