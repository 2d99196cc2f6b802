import LiquidGlassUIKit

/// `liquidglass bench --uikit`'s screen written in UIKit, as ``BenchPlayerView`` is in SwiftUI: a photo under the
/// whole screen, a large white title and a subtitle at the top left, three glass icon buttons in a glass container
/// at the top right, five glass buttons down the middle (Auto Layout on the safe area and the margins), in a tab bar
/// controller's floating tab bar of four tabs.
final class BenchPlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let photo = UIImageView(image: UIImage(named: "coffee"))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)

        let title = UILabel()
        title.text = "Now Playing"
        title.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, weight: .bold)
        title.textColor = .white
        let subtitle = UILabel()
        subtitle.text = "Blue in Green"
        subtitle.font = .preferredFont(forTextStyle: .headline)
        subtitle.textColor = .white
        let titles = UIStackView(arrangedSubviews: [title, subtitle])
        titles.axis = .vertical
        titles.alignment = .leading
        titles.spacing = 4

        let containerEffect = UIGlassContainerEffect()
        containerEffect.spacing = 8
        let toolbar = UIVisualEffectView(effect: containerEffect)
        let icons = UIStackView(arrangedSubviews: ["heart", "square.and.arrow.up", "ellipsis"].map { symbol in
            var configuration = UIButton.Configuration.glass()
            configuration.image = UIImage(systemName: symbol)
            return UIButton(configuration: configuration)
        })
        icons.spacing = 8
        icons.translatesAutoresizingMaskIntoConstraints = false
        toolbar.contentView.addSubview(icons)

        let buttons = UIStackView(arrangedSubviews: ["Play", "Pause", "Next", "Shuffle", "Repeat"].map { title in
            var configuration = UIButton.Configuration.glass()
            configuration.title = title
            return UIButton(configuration: configuration)
        })
        buttons.axis = .vertical
        buttons.alignment = .center
        buttons.spacing = 24

        for v in [titles, toolbar, buttons] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            titles.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            titles.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            toolbar.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            toolbar.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            icons.topAnchor.constraint(equalTo: toolbar.contentView.topAnchor),
            icons.bottomAnchor.constraint(equalTo: toolbar.contentView.bottomAnchor),
            icons.leadingAnchor.constraint(equalTo: toolbar.contentView.leadingAnchor),
            icons.trailingAnchor.constraint(equalTo: toolbar.contentView.trailingAnchor),
            buttons.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            buttons.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        ])
    }

    /// The tab bar controller the benchmark renders: four tabs, the first showing this screen.
    @MainActor
    static func tabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.tabs = [("Home", "house.fill"), ("New", "square.grid.2x2"), ("Library", "music.note"), ("Search", "magnifyingglass")].map { name, symbol in
            UITab(title: name, image: UIImage(systemName: symbol), identifier: name) { _ in BenchPlayerViewController() }
        }
        return controller
    }
}
