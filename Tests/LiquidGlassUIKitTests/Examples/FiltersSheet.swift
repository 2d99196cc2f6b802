import LiquidGlassUIKit

/// A photo screen presenting a filters sheet at its medium detent, as a UIKit developer writes it for iOS 26: the
/// sheet floats in glass (its view has no background of its own), with the grabber, a headline and a row of glass
/// buttons pinned with anchors.
final class FiltersViewController: UIViewController {
    let titleLabel = UILabel()
    let buttons = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Filters"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        buttons.spacing = 12
        buttons.distribution = .fillEqually
        for (title, symbol) in [("Vivid", "sun.max"), ("Mono", "circle.lefthalf.filled"), ("Warm", "flame")] {
            var configuration = UIButton.Configuration.glass()
            configuration.title = title
            configuration.image = UIImage(systemName: symbol)
            configuration.imagePlacement = .top
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.accessibilityIdentifier = title
            buttons.addArrangedSubview(button)
        }
        for v in [titleLabel, buttons] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 28),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            buttons.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20),
            buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            buttons.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
}

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let photo = UIImageView(image: UIImage(named: "coffee"))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)
    }

    func showFilters(detents: [UISheetPresentationController.Detent]) {
        let filters = FiltersViewController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = detents
            sheet.prefersGrabberVisible = true
        }
        present(filters, animated: true)
    }
}
