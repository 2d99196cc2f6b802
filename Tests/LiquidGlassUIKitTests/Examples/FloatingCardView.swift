import LiquidGlassUIKit

/// A floating glass card with a title, a subtitle and a prominent glass button whose corners are concentric with
/// the card's (iOS 26's `cornerConfiguration`): the button's bottom corners follow the card's, its top corners
/// keep a minimum radius.
final class FloatingCardView: UIView {
    let cardView = UIVisualEffectView(effect: UIGlassEffect())
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let playButton: UIButton

    static let cardInset: CGFloat = 20
    static let contentInset: CGFloat = 12
    static let buttonHeight: CGFloat = 50

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.prominentGlass()
        configuration.title = "Play"
        configuration.image = UIImage(systemName: "play.fill")
        configuration.imagePadding = 6
        playButton = UIButton(configuration: configuration)
        super.init(frame: frame)

        cardView.cornerConfiguration = .uniformCorners(radius: 32)
        cardView.accessibilityIdentifier = "card"
        playButton.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 12))
        playButton.accessibilityIdentifier = "play"

        titleLabel.text = "Night Drive"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        subtitleLabel.text = "Sixteen tracks · 52 min"
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel

        cardView.contentView.addSubview(titleLabel)
        cardView.contentView.addSubview(subtitleLabel)
        cardView.contentView.addSubview(playButton)
        addSubview(cardView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        cardView.frame = bounds.insetBy(dx: Self.cardInset, dy: Self.cardInset)
        let card = cardView.bounds
        let inset = Self.contentInset
        titleLabel.frame = CGRect(x: 24, y: 24, width: card.width - 48, height: titleLabel.intrinsicContentSize.height)
        subtitleLabel.frame = CGRect(x: 24, y: titleLabel.frame.maxY + 4, width: card.width - 48,
                                     height: subtitleLabel.intrinsicContentSize.height)
        playButton.frame = CGRect(x: inset, y: card.height - inset - Self.buttonHeight, width: card.width - 2 * inset,
                                  height: Self.buttonHeight)
    }
}
