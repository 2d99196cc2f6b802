import Testing
@testable import LiquidGlassUIKit

/// Target–action with LiquidGlassUIKit's `Selector`: what `liquidglass preview` turns `#selector(play(_:))` into
/// (`Selector("play(_:)", dispatch: Owner.play(_:))`) is really sent by `sendActions(for:)`, as UIKit sends a
/// control's actions on a tap: to the target, with the control as the sender, for the events it was added for.
@MainActor
@Suite struct TargetActionTests {
    final class PlayerController: UIViewController {
        var played: [UIButton] = []
        var refreshes = 0
        private(set) var shuffled: [Any] = []

        func play(_ sender: UIButton) { played.append(sender) }
        func refresh() { refreshes += 1 }
        func shuffle(_ sender: Any) -> Bool { shuffled.append(sender); return true }
    }

    @Test func sendsToTheTargetWithTheSender() {
        let player = PlayerController()
        let button = UIButton(type: .system)
        button.addTarget(player, action: Selector("play(_:)", dispatch: PlayerController.play(_:)), for: .touchUpInside)
        button.addTarget(player, action: Selector("refresh", dispatch: PlayerController.refresh), for: [.touchUpInside, .valueChanged])
        button.addTarget(player, action: Selector("shuffle(_:)", dispatch: PlayerController.shuffle(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.played.count == 1 && player.played.first === button)
        #expect(player.refreshes == 1)
        #expect((player.shuffled.first as? UIButton) === button)
        button.sendActions(for: .valueChanged)
        #expect(player.played.count == 1 && player.refreshes == 2)
        #expect(button.unsentActions.isEmpty)
        #expect(button.allTargets.count == 1)
    }

    @Test func addingTwiceKeepsOneAndRemoveTargetRemoves() {
        let player = PlayerController()
        let button = UIButton(type: .system)
        let play = Selector("play(_:)", dispatch: PlayerController.play(_:))
        button.addTarget(player, action: play, for: .touchUpInside)
        button.addTarget(player, action: play, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.played.count == 1)
        button.removeTarget(player, action: play, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.played.count == 1)
        #expect(button.allTargets.isEmpty)
    }

    /// A nil target goes up the responder chain: the button's superviews, then the controller whose view holds it.
    @Test func nilTargetFindsTheController() {
        let player = PlayerController()
        let button = UIButton(type: .system)
        let row = UIView()
        row.addSubview(button)
        player.view.addSubview(row)
        button.addTarget(nil, action: Selector("play(_:)", dispatch: PlayerController.play(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.played.first === button)
    }

    /// A selector from a string only names the method: nothing is called, and the control says so.
    @Test func nameOnlySelectorsAreReportedNotSent() {
        let player = PlayerController()
        let button = UIButton(type: .system)
        button.addTarget(player, action: "play:", for: .touchUpInside)
        button.addTarget(UIView(), action: Selector("play(_:)", dispatch: PlayerController.play(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.played.isEmpty)
        #expect(button.unsentActions.map(\.selector.name) == ["play:", "play(_:)"])
        #expect(Selector("play:") == "play:" && Selector("a", dispatch: PlayerController.refresh) == Selector("a"))
    }

    @Test func barButtonItemsKeepTheirTargetAndAction() {
        let player = PlayerController()
        let item = UIBarButtonItem(title: "Play", style: .plain, target: player, action: Selector("refresh", dispatch: PlayerController.refresh))
        #expect(item.target === player && item.action?.name == "refresh" && item.title == "Play")
        let system = UIBarButtonItem(barButtonSystemItem: .done, target: player, action: nil)
        #expect(system.style == .prominent && system.action == nil)
        let image = UIBarButtonItem(image: UIImage(systemName: "play"), style: .plain, target: nil, action: "play:")
        #expect(image.image != nil && image.target == nil)
    }
}
