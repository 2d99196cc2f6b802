import LiquidGlassUIKit

/// A floating toolbar as a UIKit developer writes it for iOS 26: glass buttons in one glass container (so they
/// sample one backdrop and merge when close), laid out by a horizontal stack view centred in the container.
final class GlassToolbarView: UIView {
    let containerView: UIVisualEffectView
    let stackView = UIStackView()
    let buttons: [UIButton]

    init(symbols: [String]) {
        let containerEffect = UIGlassContainerEffect()
        containerEffect.spacing = 12
        containerView = UIVisualEffectView(effect: containerEffect)
        buttons = symbols.map { name in
            var configuration = UIButton.Configuration.glass()
            configuration.image = UIImage(systemName: name)
            let button = UIButton(configuration: configuration)
            button.accessibilityIdentifier = name
            return button
        }
        super.init(frame: .zero)

        stackView.axis = .horizontal
        stackView.spacing = 8
        stackView.alignment = .center
        buttons.forEach(stackView.addArrangedSubview)
        containerView.contentView.addSubview(stackView)
        addSubview(containerView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        containerView.frame = bounds
        let size = stackView.intrinsicContentSize
        stackView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                 width: size.width, height: size.height)
    }
}
