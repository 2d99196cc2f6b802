import LiquidGlassUIKit

// A UIKit-only file's `#Preview`s compile with the macro itself (not only through `liquidglass preview`'s rewrite):
// a view with a layout trait and a controller. Building this target is the test.

#Preview("Label", traits: .sizeThatFitsLayout) {
    let label = UILabel()
    label.text = "Preview"
    return label
}

#Preview {
    UIViewController()
}
