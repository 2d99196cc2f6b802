import LiquidGlassUIKit

/// A floating glass toolbar written as UIKit code is: three icon buttons in a glass container, and a view
/// controller placing it above the safe area's bottom with anchors. `liquidglass preview` renders its `#Preview`s.
final class GlassToolbar: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let container = UIVisualEffectView(effect: UIGlassContainerEffect())
        container.frame = bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(container)
        for (index, symbol) in ["square.and.arrow.up", "heart", "trash"].enumerated() {
            let glass = UIVisualEffectView(effect: UIGlassEffect())
            glass.frame = CGRect(x: 8 + CGFloat(index) * 56, y: 8, width: 48, height: 48)
            glass.cornerConfiguration = .capsule()
            glass.accessibilityIdentifier = symbol
            let icon = UIImageView(image: UIImage(systemName: symbol))
            icon.tintColor = .label
            icon.contentMode = .center
            icon.frame = glass.contentView.bounds
            icon.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            glass.contentView.addSubview(icon)
            container.contentView.addSubview(glass)
        }
    }

    required init?(coder: NSCoder) { nil }
}

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let toolbar = GlassToolbar(frame: CGRect(x: 0, y: 0, width: 176, height: 64))
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            toolbar.widthAnchor.constraint(equalToConstant: 176),
            toolbar.heightAnchor.constraint(equalToConstant: 64),
        ])
    }
}

#Preview("Toolbar", traits: .sizeThatFitsLayout) {
    let toolbar = GlassToolbar(frame: CGRect(x: 0, y: 0, width: 176, height: 64))
    toolbar.backgroundColor = .systemOrange
    return toolbar
}

#Preview("Photo screen") {
    PhotoViewController()
}
