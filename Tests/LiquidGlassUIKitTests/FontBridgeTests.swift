import LiquidGlassUI
import LiquidGlassUIKit
import Testing

/// SwiftUI's `Font(_:)` taking a `UIFont`, in a file importing both modules as a UIKit app with SwiftUI screens
/// does. Expected values: a preferred font is its text style, any other font the system font at its size and weight.
@MainActor
@Suite struct FontBridgeTests {
    @Test func preferredFontsBecomeTextStyles() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == Font.body)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == Font.caption)
    }

    @Test func systemFontsKeepSizeAndWeight() {
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == Font.system(size: 20, weight: .bold))
        #expect(Font(UIFont.systemFont(ofSize: 13)) == Font.system(size: 13, weight: .regular))
        #expect(Font(UIFont.italicSystemFont(ofSize: 15)) == Font.system(size: 15, weight: .regular).italic())
    }
}
