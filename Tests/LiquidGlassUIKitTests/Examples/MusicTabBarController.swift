import LiquidGlassUIKit

/// A music app's tabs as a UIKit developer writes them for iOS 26: four `UITab`s over the floating glass tab bar, a
/// now-playing bottom accessory (artwork symbol, title, play and skip buttons laid out with anchors), the bar
/// minimizing on scroll down (kept; a still shows it full size).
final class AlbumViewController: UIViewController {
    let photoName: String
    init(photoName: String) {
        self.photoName = photoName
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let photo = UIImageView(image: UIImage(named: photoName))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)
    }
}

/// The accessory's content: what is playing, with its controls.
final class NowPlayingView: UIView {
    let artwork = UIImageView(image: UIImage(systemName: "music.note"))
    let titleLabel = UILabel()
    let playButton = UIButton(configuration: .plain())
    let skipButton = UIButton(configuration: .plain())

    override init(frame: CGRect) {
        super.init(frame: frame)
        artwork.tintColor = .label
        titleLabel.text = "Blue in Green"
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        for (button, symbol) in [(playButton, "play.fill"), (skipButton, "forward.fill")] {
            button.configuration?.image = UIImage(systemName: symbol)
            button.configuration?.baseForegroundColor = .label
        }
        playButton.accessibilityLabel = "Play"
        for v in [artwork, titleLabel, playButton, skipButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        NSLayoutConstraint.activate([
            artwork.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            artwork.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: artwork.trailingAnchor, constant: 10),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            skipButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            skipButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            playButton.trailingAnchor.constraint(equalTo: skipButton.leadingAnchor),
            playButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

@MainActor
func makeMusicTabBarController() -> UITabBarController {
    let controller = UITabBarController()
    controller.tabs = [
        UITab(title: "Home", image: UIImage(systemName: "house.fill"), identifier: "home") { _ in AlbumViewController(photoName: "coffee") },
        UITab(title: "New", image: UIImage(systemName: "square.grid.2x2"), identifier: "new") { _ in AlbumViewController(photoName: "coffee") },
        UITab(title: "Library", image: UIImage(systemName: "music.note"), identifier: "library") { _ in AlbumViewController(photoName: "coffee") },
        UITab(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "search") { _ in AlbumViewController(photoName: "coffee") },
    ]
    controller.tabs[2].badgeValue = "3"
    controller.bottomAccessory = UITabAccessory(contentView: NowPlayingView())
    controller.tabBarMinimizeBehavior = .onScrollDown
    return controller
}
