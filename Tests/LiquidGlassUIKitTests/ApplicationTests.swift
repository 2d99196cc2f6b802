import Foundation
import LiquidGlassUI
import Testing

/// `UIApplication.shared` as SwiftUI code uses it through `import SwiftUI` (a link button, an icon switcher):
/// recorded, never opened.
@MainActor
@Suite struct ApplicationTests {
    @Test func openingALinkIsRecorded() throws {
        let app = UIApplication.shared
        let before = app.openedURLs.count
        let url = try #require(URL(string: "https://example.com/contributor"))
        app.open(url)
        #expect(app.openedURLs.count == before + 1 && app.openedURLs.last == url)
        #expect(app.canOpenURL(url))
        #expect(!app.canOpenURL(try #require(URL(string: "someapp://x"))))
        #expect(app.applicationState == .active)
    }

    @Test func actionsToNoTargetReachNothing() {
        let app = UIApplication.shared
        #expect(!app.sendAction("resignFirstResponder", to: nil, from: nil, for: nil))
        #expect(app.sentActions.last == "resignFirstResponder")
    }

    @Test func theAlternateIconIsRecorded() {
        let app = UIApplication.shared
        #expect(app.supportsAlternateIcons)
        app.setAlternateIconName("Dark")
        #expect(app.alternateIconName == "Dark")
        app.setAlternateIconName(nil)
        #expect(app.alternateIconName == nil)
    }
}
