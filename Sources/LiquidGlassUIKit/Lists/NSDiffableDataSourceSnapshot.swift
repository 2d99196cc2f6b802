/// The sections and items of a list at one moment, by identifier: UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Identifiers are unique across the snapshot, as UIKit requires; appending an identifier already present is
/// ignored here (UIKit raises an exception) and adding items before any section puts them nowhere.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items marked for reloading or reconfiguring (the next apply redraws everything anyway).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    private func contains(_ item: ItemIdentifierType) -> Bool { sections.contains { $0.items.contains(item) } }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where indexOfSection(id) == nil { sections.append((id, [])) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let i = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: i)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let i = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: i + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let moved = sections.remove(at: from)
        guard let to = indexOfSection(toIdentifier) else { sections.insert(moved, at: from); return }
        sections.insert(moved, at: to)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let moved = sections.remove(at: from)
        guard let to = indexOfSection(toIdentifier) else { sections.insert(moved, at: from); return }
        sections.insert(moved, at: to + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: Items

    /// Appends items to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index = sectionIdentifier.flatMap(indexOfSection) ?? (sectionIdentifier == nil ? sections.indices.last : nil)
        guard let index else { return }
        for id in identifiers where !contains(id) { sections[index].items.append(id) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let s = sections.firstIndex(where: { $0.items.contains(beforeIdentifier) }),
              let i = sections[s].items.firstIndex(of: beforeIdentifier) else { return }
        sections[s].items.insert(contentsOf: identifiers.filter { !contains($0) }, at: i)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let s = sections.firstIndex(where: { $0.items.contains(afterIdentifier) }),
              let i = sections[s].items.firstIndex(of: afterIdentifier) else { return }
        sections[s].items.insert(contentsOf: identifiers.filter { !contains($0) }, at: i + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    // MARK: Index paths

    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    func sectionIdentifier(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index].id : nil }
    func count(inSection index: Int) -> Int { sections.indices.contains(index) ? sections[index].items.count : 0 }
}
