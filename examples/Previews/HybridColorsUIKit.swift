// A file importing both LiquidGlassUI and LiquidGlassUIKit, as a UIKit app with SwiftUI screens has: one `UIColor`
// (declared once, re-exported by LiquidGlassUIKit), a SwiftUI preview and a UIKit one side by side.
import LiquidGlassUI
import LiquidGlassUIKit

struct Badge: View {
    var body: some View {
        Text("SwiftUI").padding().background(Color(uiColor: .systemIndigo))
    }
}

#Preview("SwiftUI badge", traits: .sizeThatFitsLayout) { Badge() }

#Preview("UIKit square", traits: .fixedLayout(width: 80, height: 80)) {
    let view = UIView()
    view.backgroundColor = UIColor.systemIndigo
    return view
}
