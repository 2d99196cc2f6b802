import LiquidGlassUIKit

/// Table views written as UIKit code is: an inset grouped settings screen in a navigation controller (a
/// `UITableViewController` with section titles, list content configurations, value cells and accessories, a
/// segmented control as an accessory view), and a plain contacts list whose cells come from a registered class.
/// `liquidglass preview` renders its `#Preview`s.
final class SettingsViewController: UITableViewController {
    private struct Row {
        let symbol: String
        let color: UIColor
        let title: String
        let value: String?
    }

    private let sections: [(title: String, footer: String?, rows: [Row])] = [
        ("Connectivity", nil, [
            Row(symbol: "airplane", color: .systemOrange, title: "Airplane Mode", value: nil),
            Row(symbol: "wifi", color: .systemBlue, title: "Wi-Fi", value: "Home"),
            Row(symbol: "antenna.radiowaves.left.and.right", color: .systemGreen, title: "Cellular", value: "On"),
        ]),
        ("Display", "Automatic switches to Dark at sunset.", [
            Row(symbol: "sun.max", color: .systemIndigo, title: "Appearance", value: nil),
            Row(symbol: "textformat.size", color: .systemBlue, title: "Text Size", value: "Large"),
        ]),
    ]

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting") ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.color
        content.text = row.title
        content.secondaryText = row.value
        cell.contentConfiguration = content
        if row.title == "Appearance" {
            let control = UISegmentedControl(items: ["Light", "Dark", "Auto"])
            control.selectedSegmentIndex = 2
            control.sizeToFit()
            cell.accessoryView = control
        } else if row.value == nil {
            cell.accessoryView = nil
            cell.accessoryType = .checkmark
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}

final class ContactsViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let contacts = [
        ("A", [("Ada Lovelace", "Analyst"), ("Alan Turing", "Mathematician")]),
        ("G", [("Grace Hopper", "Rear Admiral"), ("Guido van Rossum", "Programmer")]),
        ("K", [("Katherine Johnson", "Mathematician")]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int { contacts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts[section].1.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { contacts[section].0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let (name, role) = contacts[indexPath.section].1[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: "person.crop.circle.fill")
        content.imageProperties.tintColor = .systemGray
        content.text = name
        content.secondaryText = role
        cell.contentConfiguration = content
        return cell
    }
}

#Preview("Settings") {
    let navigation = UINavigationController(rootViewController: SettingsViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
}

#Preview("Contacts") {
    ContactsViewController()
}

#Preview("Segments", traits: .sizeThatFitsLayout) {
    let control = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    control.selectedSegmentIndex = 1
    control.frame = CGRect(x: 0, y: 0, width: 320, height: 32)
    return control
}
