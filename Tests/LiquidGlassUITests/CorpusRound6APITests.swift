import Foundation
import Testing
@testable import LiquidGlassUI

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
}
