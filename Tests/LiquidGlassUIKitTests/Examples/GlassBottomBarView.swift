import LiquidGlassUIKit

/// A glass bottom bar laid out with Auto Layout, as UIKit code does it: pinned to the layout margins and the safe
/// area, 56 pt tall, a title at its leading edge and a prominent glass button at its trailing edge.
final class GlassBottomBarView: UIView {
    let barView = UIVisualEffectView(effect: UIGlassEffect())
    let titleLabel = UILabel()
    let buyButton: UIButton

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.prominentGlass()
        configuration.title = "Buy"
        buyButton = UIButton(configuration: configuration)
        super.init(frame: frame)

        barView.cornerConfiguration = .capsule()
        barView.accessibilityIdentifier = "bar"
        titleLabel.text = "Glass bar"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        buyButton.accessibilityIdentifier = "buy"
        buyButton.cornerConfiguration = .capsule()

        for view in [barView, titleLabel, buyButton] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(barView)
        barView.contentView.addSubview(titleLabel)
        barView.contentView.addSubview(buyButton)

        let content = barView.contentView
        NSLayoutConstraint.activate([
            barView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            barView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            barView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            barView.heightAnchor.constraint(equalToConstant: 56),

            titleLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: content.centerYAnchor),

            buyButton.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -6),
            buyButton.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            buyButton.heightAnchor.constraint(equalToConstant: 44),
            buyButton.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
