import LiquidGlassUIKit

/// A view controller with a photo filling its view and a glass tool bar on the bottom of the safe area, within the
/// layout margins: four buttons spread by a stack view, their symbols in the label colour (vibrant on the glass).
final class GlassBarViewController: UIViewController {
    let photoView = UIImageView(image: UIImage(named: "coffee"))
    let barView = UIVisualEffectView(effect: UIGlassEffect())
    let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        barView.cornerConfiguration = .capsule()
        barView.accessibilityIdentifier = "toolbar"

        stackView.axis = .horizontal
        stackView.distribution = .equalSpacing
        stackView.alignment = .center
        for name in ["house", "magnifyingglass", "heart", "person"] {
            var configuration = UIButton.Configuration.plain()
            configuration.image = UIImage(systemName: name)
            configuration.baseForegroundColor = .label
            let button = UIButton(configuration: configuration)
            button.accessibilityLabel = name
            stackView.addArrangedSubview(button)
        }

        for v in [photoView, barView, stackView] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(photoView)
        view.addSubview(barView)
        barView.contentView.addSubview(stackView)

        let content = barView.contentView
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: view.topAnchor),
            photoView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            barView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            barView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            barView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            barView.heightAnchor.constraint(equalToConstant: 60),

            stackView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stackView.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
    }
}
