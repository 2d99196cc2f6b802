import LiquidGlassUIKit

/// Auto Layout in lists, written as UIKit code is: a messages table whose cells size themselves from their
/// constraints (an avatar beside a wrapping label, `rowHeight` automatic), a registered header view subclass laid
/// out with constraints, swipe actions; and a `UICollectionViewController` of tags whose flow layout sizes each item
/// from its cell's constraints (`estimatedItemSize`). `liquidglass preview` renders its `#Preview`s (it rewrites the
/// subclass registrations to pass their initializers).
final class MessageCell: UITableViewCell {
    static let id = "message"
    let avatar = UIImageView()
    let sender = UILabel()
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.tintColor = .systemBlue
        avatar.contentMode = .scaleAspectFit
        sender.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        for v in [avatar, sender, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            avatar.widthAnchor.constraint(equalToConstant: 36),
            avatar.heightAnchor.constraint(equalToConstant: 36),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
            sender.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            sender.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            sender.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: sender.trailingAnchor),
            body.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class UnreadHeader: UITableViewHeaderFooterView {
    static let id = "unread"
    let badge = UILabel()
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .title3)
        badge.font = .preferredFont(forTextStyle: .footnote)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.textAlignment = .center
        badge.layer.cornerRadius = 10
        badge.clipsToBounds = true
        for v in [title, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class MessagesViewController: UITableViewController {
    private let messages: [(String, String, String)] = [
        ("person.crop.circle.fill", "Ada", "The new glass toolbar is in. Can you check it on the small phone?"),
        ("person.crop.circle.fill", "Grace", "Yes — and the table rows now grow with their text, so the long release notes I pasted here wrap over three or four lines instead of being cut off after the first one."),
        ("person.crop.circle", "Linus", "Merged."),
        ("person.crop.circle.fill", "Margaret", "Sizes come from constraints only: an unbroken chain from the top of the content view to its bottom."),
        ("person.crop.circle", "Dennis", "Swipe left on a row for Delete and Flag."),
    ]

    init() { super.init(style: .plain) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.id)
        tableView.register(UnreadHeader.self, forHeaderFooterViewReuseIdentifier: UnreadHeader.id)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.id, for: indexPath) as! MessageCell
        let (symbol, name, text) = messages[indexPath.row]
        cell.avatar.image = UIImage(systemName: symbol)
        cell.sender.text = name
        cell.body.text = text
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: UnreadHeader.id) as? UnreadHeader
        header?.title.text = "Unread"
        header?.badge.text = "\(messages.count)"
        return header
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

final class TagCell: UICollectionViewCell {
    static let id = "tag"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemFill
        contentView.layer.cornerRadius = 16
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class TagsViewController: UICollectionViewController {
    private let tags = ["UIKit", "Auto Layout", "Liquid Glass", "Tables", "Self-sizing", "Constraints", "Swift",
                        "Collection views", "iOS 26", "Headers", "Swipe actions", "Linux"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tags"
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.id)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.id, for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}

#Preview("Messages") {
    UINavigationController(rootViewController: MessagesViewController())
}

#Preview("Tags") {
    UINavigationController(rootViewController: TagsViewController())
}
