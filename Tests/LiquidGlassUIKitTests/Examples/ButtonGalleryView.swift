import LiquidGlassUIKit

/// Every button configuration, one per row of a vertical stack view: the iOS 15 styles and iOS 26's four glass
/// ones.
final class ButtonGalleryView: UIView {
    static let styles: [(String, UIButton.Configuration)] = [
        ("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled()),
        ("glass", .glass()), ("clearGlass", .clearGlass()), ("prominentGlass", .prominentGlass()),
        ("prominentClearGlass", .prominentClearGlass()),
    ]

    let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.distribution = .equalSpacing
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16)
        for (name, base) in Self.styles {
            var configuration = base
            configuration.title = name
            configuration.image = UIImage(systemName: "star.fill")
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.accessibilityIdentifier = name
            stackView.addArrangedSubview(button)
        }
        stackView.frame = bounds
        stackView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stackView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
