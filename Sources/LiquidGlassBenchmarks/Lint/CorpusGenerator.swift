import Foundation

/// Writes a corpus of realistic, varied SwiftUI and UIKit code for benchmarking the linter.
///
/// Files mix screens (navigation stacks, lists, scroll views with `ForEach`, toolbars, sheets, floating glass
/// controls in `GlassEffectContainer`s, availability checks, animations), row views, models, observable view
/// models with async loading, UIKit view controllers with `UIGlassEffect`, and helpers with `switch`, `guard`
/// and closures. Some code breaks the design rules, as real code does. The same seed gives the same corpus.
public struct CorpusGenerator {
    private var random: SeededGenerator
    private var line = 0

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let nouns = [
        "Album", "Trip", "Recipe", "Note", "Track", "Workout", "Invoice", "Message", "Photo", "Place", "Task",
        "Habit", "Book", "Podcast", "Order", "Ticket", "Garden", "Budget", "Lesson", "Route",
    ]
    static let adjectives = ["Recent", "Shared", "Pinned", "Archived", "Favorite", "Draft", "Nearby", "Daily", "Team", "Smart"]
    static let symbols = [
        "star.fill", "heart", "plus", "square.and.arrow.up", "trash", "pencil", "magnifyingglass", "gearshape",
        "play.fill", "pause.fill", "bookmark", "location", "camera", "bell", "person.crop.circle",
    ]
    static let colors = [".blue", ".orange", ".pink", ".green", ".indigo", ".teal", ".accentColor", ".secondary"]
    static let animations = [".bouncy", ".smooth", ".snappy", ".spring(duration: 0.4)", ".easeInOut(duration: 0.25)", ".linear"]

    /// Generates files until the corpus has at least `lines` lines; returns the paths written and the line count.
    public mutating func write(lines target: Int, to directory: String) throws -> (files: [String], lines: Int) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var files: [String] = []
        var total = 0
        var index = 0
        while total < target {
            let (name, text) = file(index)
            let path = (directory as NSString).appendingPathComponent(String(format: "%04d_", index) + name + ".swift")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
            total += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            index += 1
        }
        return (files, total)
    }

    // MARK: Pieces

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int(random.next() % 100) < percent
    }

    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    /// One file: a feature with its model, view model, screen, rows and sometimes a UIKit controller.
    mutating func file(_ index: Int) -> (String, String) {
        let noun = pick(Self.nouns)
        let feature = pick(Self.adjectives) + noun + String(index)
        var out = "// \(feature).swift — generated for the lint benchmark.\n\n"
        out += "import SwiftUI\n"
        let usesUIKit = chance(25)
        if usesUIKit { out += "import UIKit\n" }
        out += "\n"
        out += model(feature, noun)
        out += viewModel(feature)
        for screen in 0..<number(1...3) { out += self.screen(feature, screen) }
        for row in 0..<number(1...3) { out += self.row(feature, row) }
        if usesUIKit { out += controller(feature) }
        out += helpers(feature)
        return (feature, out)
    }

    private mutating func model(_ feature: String, _ noun: String) -> String {
        var out = "struct \(feature)Item: Identifiable, Hashable, Sendable {\n"
        out += "    let id: UUID\n    var title: String\n    var subtitle: String\n    var symbol: String\n"
        out += "    var isPinned: Bool\n    var createdAt: Date\n    var score: Double\n\n"
        out += "    static let samples: [\(feature)Item] = (0..<\(number(5...40))).map { index in\n"
        out += "        \(feature)Item(\n            id: UUID(), title: \"\(noun) \\(index)\", subtitle: \"Updated \\(index)h ago\",\n"
        out += "            symbol: \"\(pick(Self.symbols))\", isPinned: index % \(number(2...5)) == 0, createdAt: .now,\n"
        out += "            score: Double(index) * \(number(1...9)).5)\n    }\n\n"
        out += "    var initials: String {\n        title.split(separator: \" \").compactMap(\\.first).map(String.init).joined()\n    }\n"
        out += "}\n\n"
        return out
    }

    private mutating func viewModel(_ feature: String) -> String {
        var out = "@Observable\n@MainActor\nfinal class \(feature)Model {\n"
        out += "    var items: [\(feature)Item] = \(feature)Item.samples\n    var query = \"\"\n    var isLoading = false\n"
        out += "    var errorMessage: String?\n\n"
        out += "    var visibleItems: [\(feature)Item] {\n        guard !query.isEmpty else { return items }\n"
        out += "        return items.filter { $0.title.localizedCaseInsensitiveContains(query) }\n    }\n\n"
        out += "    func load() async {\n        isLoading = true\n        defer { isLoading = false }\n"
        out += "        do {\n            try await Task.sleep(for: .milliseconds(\(number(50...400))))\n"
        out += "            items.sort { $0.score > $1.score }\n        } catch {\n            errorMessage = error.localizedDescription\n        }\n    }\n\n"
        out += "    func togglePin(_ item: \(feature)Item) {\n"
        out += "        guard let index = items.firstIndex(of: item) else { return }\n        items[index].isPinned.toggle()\n    }\n\n"
        out += "    func delete(at offsets: IndexSet) {\n        items.remove(atOffsets: offsets)\n    }\n}\n\n"
        return out
    }

    private mutating func glassButton(_ indent: String) -> String {
        let symbol = pick(Self.symbols)
        var out = "\(indent)Button(\"\(symbol)\", systemImage: \"\(symbol)\") { handle(\"\(symbol)\") }\n"
        switch number(0...4) {
        case 0: out += "\(indent)    .buttonStyle(.glass)\n"
        case 1: out += "\(indent)    .buttonStyle(.glassProminent)\n\(indent)    .tint(\(pick(Self.colors)))\n"
        case 2: out += "\(indent)    .padding(\(number(8...16)))\n\(indent)    .glassEffect(.regular.interactive())\n"
        case 3: out += "\(indent)    .frame(width: 44, height: 44)\n\(indent)    .glassEffect(.regular.tint(\(pick(Self.colors))).interactive(), in: .circle)\n"
        default: out += "\(indent)    .labelStyle(.iconOnly)\n\(indent)    .glassEffect(.clear)\n"
        }
        if chance(30) { out += "\(indent)    .glassEffectID(\"\(symbol)\", in: namespace)\n" }
        return out
    }

    private mutating func screen(_ feature: String, _ index: Int) -> String {
        let name = "\(feature)Screen\(index)"
        var out = "struct \(name): View {\n"
        out += "    @State private var model = \(feature)Model()\n    @State private var isExpanded = false\n"
        out += "    @State private var selection: \(feature)Item?\n    @Namespace private var namespace\n\n"
        out += "    var body: some View {\n"
        let guarded = chance(50)
        var indent = "        "
        if guarded {
            out += "\(indent)if #available(iOS 26, *) {\n"
            indent += "    "
        }
        out += "\(indent)NavigationStack {\n"
        let inner = indent + "    "
        if chance(50) {
            out += "\(inner)List {\n\(inner)    ForEach(model.visibleItems) { item in\n"
            out += "\(inner)        \(feature)Row0(item: item)\n\(inner)            .swipeActions { Button(\"Pin\") { model.togglePin(item) } }\n"
            if chance(10) { out += "\(inner)            .glassEffect()\n" }
            out += "\(inner)    }\n\(inner)    .onDelete(perform: model.delete)\n\(inner)}\n"
            out += "\(inner).searchable(text: $model.query)\n"
        } else {
            out += "\(inner)ScrollView {\n\(inner)    LazyVStack(spacing: \(number(8...20))) {\n"
            out += "\(inner)        ForEach(model.visibleItems) { item in\n\(inner)            \(feature)Row0(item: item)\n"
            out += "\(inner)                .padding(.horizontal)\n\(inner)                .onTapGesture { selection = item }\n"
            out += "\(inner)        }\n\(inner)    }\n\(inner)}\n"
        }
        out += "\(inner).navigationTitle(\"\(feature)\")\n"
        out += "\(inner).toolbar {\n\(inner)    ToolbarItem(placement: .primaryAction) {\n"
        out += "\(inner)        Button(\"Refresh\", systemImage: \"arrow.clockwise\") { Task { await model.load() } }\n"
        out += "\(inner)    }\n\(inner)}\n"
        out += "\(inner).overlay(alignment: .bottom) {\n"
        out += "\(inner)    GlassEffectContainer(spacing: \(number(12...40))) {\n\(inner)        HStack(spacing: \(number(8...16))) {\n"
        for _ in 0..<number(2...4) { out += glassButton(inner + "            ") }
        out += "\(inner)        }\n\(inner)    }\n\(inner)    .padding()\n\(inner)}\n"
        out += "\(inner).sheet(item: $selection) { item in\n\(inner)    \(feature)Detail(item: item)\n"
        out += "\(inner)        .presentationDetents([.medium, .large])\n\(inner)}\n"
        out += "\(indent)}\n"
        if guarded {
            indent.removeLast(4)
            out += "\(indent)} else {\n\(indent)    Text(\"Requires iOS 26\")\n\(indent)}\n"
        }
        out += "    }\n\n"
        out += "    private func handle(_ action: String) {\n"
        out += "        withAnimation(\(pick(Self.animations))) {\n            isExpanded.toggle()\n        }\n"
        out += "        switch action {\n"
        for symbol in Self.symbols.prefix(number(3...8)) {
            out += "        case \"\(symbol)\":\n            model.query = \"\(symbol.split(separator: ".").first ?? "")\"\n"
        }
        out += "        default:\n            break\n        }\n    }\n}\n\n"
        return out
    }

    private mutating func row(_ feature: String, _ index: Int) -> String {
        var out = "struct \(feature)Row\(index): View {\n    let item: \(feature)Item\n\n    var body: some View {\n"
        out += "        HStack(spacing: \(number(8...16))) {\n"
        out += "            Image(systemName: item.symbol)\n                .font(.title2)\n                .foregroundStyle(\(pick(Self.colors)))\n"
        out += "                .frame(width: 36, height: 36)\n"
        out += "            VStack(alignment: .leading, spacing: 2) {\n"
        out += "                Text(item.title)\n                    .font(.headline)\n"
        out += "                Text(item.subtitle)\n                    .font(.subheadline)\n                    .foregroundStyle(.secondary)\n"
        out += "            }\n            Spacer()\n"
        out += "            if item.isPinned {\n                Image(systemName: \"pin.fill\")\n                    .foregroundStyle(.orange)\n            }\n"
        out += "            Text(item.score, format: .number.precision(.fractionLength(1)))\n                .monospacedDigit()\n"
        out += "        }\n        .padding(.vertical, \(number(4...12)))\n"
        if chance(15) { out += "        .background(.thinMaterial, in: .rect(cornerRadius: \(number(8...20))))\n" }
        out += "        .accessibilityElement(children: .combine)\n    }\n}\n\n"
        out += "struct \(feature)Detail\(index == 0 ? "" : String(index)): View {\n    let item: \(feature)Item\n"
        out += "    @Environment(\\.dismiss) private var dismiss\n\n    var body: some View {\n"
        out += "        VStack(spacing: 16) {\n            Text(item.title).font(.largeTitle.bold())\n"
        out += "            Text(item.createdAt, style: .relative)\n"
        out += "            Button(\"Done\") { dismiss() }\n                .buttonStyle(.glassProminent)\n"
        out += "        }\n        .padding()\n    }\n}\n\n"
        return out
    }

    private mutating func controller(_ feature: String) -> String {
        var out = "final class \(feature)ViewController: UIViewController {\n"
        out += "    private let effectView = UIVisualEffectView()\n    private let titleLabel = UILabel()\n\n"
        out += "    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        out += "        let glass = UIGlassEffect(style: \(chance(50) ? ".regular" : ".clear"))\n"
        out += "        glass.isInteractive = \(chance(50))\n"
        out += "        titleLabel.text = \"\(feature)\"\n        titleLabel.font = .preferredFont(forTextStyle: .headline)\n"
        out += "        effectView.contentView.addSubview(titleLabel)\n        view.addSubview(effectView)\n"
        out += "        effectView.translatesAutoresizingMaskIntoConstraints = false\n"
        out += "        titleLabel.translatesAutoresizingMaskIntoConstraints = false\n"
        out += "        NSLayoutConstraint.activate([\n"
        out += "            effectView.centerXAnchor.constraint(equalTo: view.centerXAnchor),\n"
        out += "            effectView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -\(number(8...32))),\n"
        out += "            titleLabel.centerXAnchor.constraint(equalTo: effectView.contentView.centerXAnchor),\n"
        out += "            titleLabel.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor),\n"
        out += "        ])\n        UIView.animate(withDuration: 0.3) {\n            self.effectView.effect = glass\n        }\n    }\n}\n\n"
        return out
    }

    private mutating func helpers(_ feature: String) -> String {
        var out = "extension \(feature)Item {\n"
        out += "    func formattedScore(locale: Locale = .current) -> String {\n"
        out += "        let formatter = NumberFormatter()\n        formatter.locale = locale\n"
        out += "        formatter.maximumFractionDigits = \(number(0...3))\n"
        out += "        return formatter.string(from: NSNumber(value: score)) ?? \"–\"\n    }\n\n"
        out += "    var category: String {\n        switch score {\n"
        out += "        case ..<\(number(5...20)): return \"low\"\n        case ..<\(number(30...60)): return \"medium\"\n"
        out += "        default: return \"high\"\n        }\n    }\n}\n"
        return out
    }
}
