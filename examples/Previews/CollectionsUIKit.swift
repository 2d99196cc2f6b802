import LiquidGlassUIKit

/// Collection views written as UIKit code is: a grid of colour swatches in a flow layout (item size, spacing and
/// insets from the delegate), and a list built with iOS 14's API — a compositional list layout, a cell
/// registration and a diffable data source applying a snapshot. `liquidglass preview` renders its `#Preview`s.
final class SwatchesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
                                     .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown]
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count * 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        cell.contentView.layer.cornerRadius = 16
        cell.contentView.layer.cornerCurve = .continuous
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Three columns: the width inside the insets less two gaps, in thirds.
        let side = (collectionView.bounds.width - 32 - 24) / 3
        return CGSize(width: side, height: side)
    }
}

final class LibraryViewController: UIViewController {
    nonisolated enum Section: Hashable, Sendable { case recent, albums }
    nonisolated struct Album: Hashable, Sendable {
        let title: String
        let symbol: String
        let count: Int
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Album>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Album> { cell, _, album in
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: album.symbol)
            content.text = album.title
            content.secondaryText = "\(album.count)"
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Recent" : "Albums"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Album>(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Album>()
        snapshot.appendSections([.recent, .albums])
        snapshot.appendItems([Album(title: "Recents", symbol: "clock", count: 1204),
                              Album(title: "Favorites", symbol: "heart", count: 87)], toSection: .recent)
        snapshot.appendItems([Album(title: "Screenshots", symbol: "camera.viewfinder", count: 312),
                              Album(title: "Portraits", symbol: "person.crop.square", count: 45),
                              Album(title: "Panoramas", symbol: "pano", count: 9)], toSection: .albums)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

#Preview("Swatches") {
    SwatchesViewController()
}

#Preview("Library") {
    let navigation = UINavigationController(rootViewController: LibraryViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
}

final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages: [UIViewController] = ["sparkles", "lock.shield", "bell.badge"].map { symbol in
        let page = UIViewController()
        page.view.backgroundColor = .systemIndigo
        let icon = UIImageView(image: UIImage(systemName: symbol))
        icon.tintColor = .white
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 72)
        icon.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        return page
    }

    init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i < pages.count - 1 else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

#Preview("Onboarding") {
    OnboardingViewController()
}
