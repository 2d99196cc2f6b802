import LiquidGlassUIKit

/// UIKit code as most of it is written: target–action with `#selector` and `@objc` methods. Swift cannot compile
/// either on Linux (no Objective-C runtime); `liquidglass preview` rewrites them first (each `#selector` into a
/// `Selector` that carries its method, `@objc` blanked out) and says so in each preview's report. The preview taps
/// the button with `sendActions(for:)`, which calls `like(_:)` for real: the still shows the liked state.
final class TrackViewController: UIViewController {
    let likeButton = UIButton(configuration: .glass())
    private(set) var likes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        var configuration = UIButton.Configuration.glass()
        configuration.image = UIImage(systemName: "heart")
        configuration.title = "Like"
        likeButton.configuration = configuration
        likeButton.addTarget(self, action: #selector(like(_:)), for: .touchUpInside)
        likeButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(likeButton)
        NSLayoutConstraint.activate([
            likeButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            likeButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(refresh))
    }

    @objc private func like(_ sender: UIButton) {
        likes += 1
        var configuration = UIButton.Configuration.prominentGlass()
        configuration.image = UIImage(systemName: "heart.fill")
        configuration.title = "Liked"
        sender.configuration = configuration
    }

    @objc func refresh() {}
}

/// A long list under a navigation bar, scrolled: its top edge effect softens the rows under the bar.
final class ScrolledListViewController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stripes"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 40 * 60)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for row in 0..<60 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: view.bounds.width, height: 40))
            stripe.backgroundColor = colors[row % colors.count]
            scrollView.addSubview(stripe)
        }
        view.addSubview(scrollView)
    }
}

#Preview("Liked") {
    let controller = TrackViewController()
    controller.loadViewIfNeeded()
    controller.likeButton.sendActions(for: .touchUpInside)
    return UINavigationController(rootViewController: controller)
}

#Preview("Edge effect") {
    let list = ScrolledListViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.loadViewIfNeeded()
    navigation.view.layoutIfNeeded()
    list.scrollView.contentOffset = CGPoint(x: 0, y: 200)
    return navigation
}
