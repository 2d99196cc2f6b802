import SwiftSyntax

/// Glass on the rows or cells of scrolling content.
public struct GlassOnContentRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_on_content",
        name: "Glass on Content",
        description: """
            Glass is applied to rows or cells of scrolling content: inside `List`, `Form`, `Table`, a lazy stack \
            or grid, or a `ForEach` in a `ScrollView`. Design rule: Liquid Glass is for the navigation layer that \
            floats above content (bars, toolbars, floating controls), never for the content itself.
            """,
        rationale: """
            Every row would become a separate glass element sampling what is behind it: the content layer loses \
            its legibility, the hierarchy between controls and content disappears, and scrolling renders a new \
            glass effect for each cell that appears.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                List(messages) { message in
                    MessageRow(message)
                }
                .toolbar {
                    ToolbarItem { Button("New", systemImage: "square.and.pencil") { compose() } }
                }
                """),
            // A floating control over the list, not inside it.
            Example(
                """
                ZStack(alignment: .bottomTrailing) {
                    List(items) { Text($0.title) }
                    Button("Add", systemImage: "plus") { add() }
                        .glassEffect(.regular.interactive())
                }
                """),
            // A ForEach in a plain stack (a fixed row of controls) is not scrolling content.
            Example(
                """
                HStack {
                    ForEach(modes) { mode in
                        Button(mode.title) { select(mode) }.buttonStyle(.glass)
                    }
                }
                """),
            // Glass in a sheet presented from a row belongs to the sheet.
            Example(
                """
                List(files) { file in
                    FileRow(file).sheet(item: $preview) { item in
                        PreviewControls(item).glassEffect()
                    }
                }
                """),
            Example(
                """
                ScrollView {
                    LazyVStack { ForEach(photos) { PhotoCell($0) } }
                }
                .overlay(alignment: .bottom) { Toolbar().glassEffect() }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                List(messages) { message in
                    MessageRow(message)
                        ↓.glassEffect()
                }
                """),
            Example(
                """
                ScrollView {
                    ForEach(cards) { card in
                        CardView(card)↓.glassEffect(.regular, in: .rect(cornerRadius: 16))
                    }
                }
                """),
            Example(
                """
                LazyVGrid(columns: columns) {
                    ForEach(apps) { app in
                        Button(app.name) { open(app) }↓.buttonStyle(.glass)
                    }
                }
                """),
            Example(
                """
                Form {
                    Section("Account") {
                        Text(user.name)
                            .padding()
                            ↓.glassEffect(.clear)
                    }
                }
                """),
            Example(
                """
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.backgroundView = UIVisualEffectView(effect: ↓UIGlassEffect())
                    return cell
                }
                """),
            Example(
                """
                final class PhotoCell: UICollectionViewCell {
                    private let badge = UIVisualEffectView(effect: ↓UIGlassEffect(style: .clear))
                }
                """),
        ])

    /// Views whose children are rows of scrolling content.
    static let rowContainers: Set<String> = ["List", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    /// Views that scroll the `ForEach` inside them.
    static let scrollingViews: Set<String> = rowContainers.union(["ScrollView"])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site in
            let container = site.isSwiftUI ? scrollingContainer(around: site.call, context.file) : cellContext(around: site.call)
            guard let container else { return nil }
            return Violation(
                position: site.anchor,
                message: "Glass on a row of scrolling content (in \(container)); keep glass on the navigation "
                    + "layer above the content")
        }
    }

    /// The name of the scrolling content `node` is a row of, if any.
    private func scrollingContainer(around node: some SyntaxProtocol, _ file: SourceFile) -> String? {
        var sawForEach = false
        for enclosing in file.enclosingCalls(of: node) {
            guard enclosing.isContent else { continue }
            if EnclosingCall.presentationModifiers.contains(enclosing.name) { return nil }
            if Self.rowContainers.contains(enclosing.name) { return "`\(enclosing.name)`" }
            if enclosing.name == "ForEach" { sawForEach = true }
            if sawForEach, enclosing.name == "ScrollView" { return "`ForEach` in `ScrollView`" }
        }
        return nil
    }

    /// UIKit: the cell-providing method or cell class around `node`, if any.
    private func cellContext(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                if labels.contains("cellForRowAt") || labels.contains("cellForItemAt") {
                    return "`\(function.name.text)(…\(labels.contains("cellForRowAt") ? "cellForRowAt" : "cellForItemAt"):)`"
                }
            }
            if let type = parent.as(ClassDeclSyntax.self),
                let inherited = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                inherited.hasSuffix("Cell")
            {
                return "the `\(inherited)` subclass `\(type.name.text)`"
            }
            current = parent.parent
        }
        return nil
    }
}
