/// A picker: SwiftUI's `Picker`. `.pickerStyle(.segmented)` draws iOS 26's segmented control — a capsule track
/// (system gray at 12 %) 32 pt high with the selected segment as a white capsule inset 2 pt (estimates from iOS 26
/// screenshots, not measured). Options come from the content's `.tag(_:)`s; other styles draw the same here.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self._selection = selection
        self.content = content()
        self.label = label()
    }

    /// iOS 13's form, the label a value before the content: deprecated as Apple deprecates it, the same picker.
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch context.environment.pickerStyleKind {
        case .segmented: return segmentedNodes(context)
        case .wheel:
            RenderNotes.note("pickerStyle(.wheel): drawn as a menu picker (the wheel is not drawn)")
            return rowNodes(context, kind: .menu)
        case .inline:
            RenderNotes.note("pickerStyle(.inline): drawn as a menu picker (the options' rows are not drawn)")
            return rowNodes(context, kind: .menu)
        case let kind: return rowNodes(context, kind: kind)
        }
    }

    /// A menu picker as iOS 26 draws it at rest. In a list or form row: the label, and at the trailing end the
    /// selected option in the secondary colour with a small `chevron.up.chevron.down` (a navigation link picker:
    /// a `chevron.right` in the tertiary colour instead). Outside a list: only the selected option and the chevrons,
    /// in the tint colour (a borderless menu button). From iOS 26 Settings-style screenshots; sizes are estimates.
    private func rowNodes(_ context: ResolveContext, kind: PickerStyleKind) -> [ViewNode] {
        let inList = context.environment.isInList
        var oc = context
        oc.identity = context.identity.appending(.part("options"))
        // `Color.secondary`, not the hierarchical `.secondary`: as the primary style of the options' environment the
        // hierarchical level refers to itself (the test of a form row crashed with signal 11). Outside a list the
        // tint, as buttons take it (`TintShapeStyle`).
        let tint = inList ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle())
        oc.environment.foregroundStyles = ForegroundStyles(primary: tint, secondary: nil)
        oc.environment.lineLimit = 1
        let selected = AnyHashable(selection)
        let options = oc.resolve(content)
        let value = options.first { Self.tag(of: $0, under: oc.identity) == selected }
        if value == nil { RenderNotes.note("Picker: no option is tagged with the selection \(selection): no value drawn") }
        var gc = context
        gc.identity = context.identity.appending(.part("chevron"))
        let chevron: ViewNode?
        if kind == .navigationLink {
            chevron = gc.resolve(Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                .foregroundStyle(HierarchicalShapeStyle.tertiary)).first
        } else {
            chevron = gc.resolve(Image(systemName: "chevron.up.chevron.down").font(.caption2.weight(.semibold))
                .foregroundStyle(tint)).first
        }
        let trailing = [value, chevron].compactMap { $0 }
        var lc = context
        lc.identity = context.identity.appending(.part("label"))
        let label = inList ? lc.resolve(self.label) : []
        return [LayoutNode(layout: PickerRowLayout(labelCount: label.count), children: label + trailing,
                           identity: context.identity, environment: context.environment)]
    }

    /// An option's tag: its `.tag(_:)`, or else the id `ForEach` gave it — SwiftUI tags the options a `ForEach`
    /// makes with their ids (`ForEach(units, id: \.self) { Text($0) }` picks `units[i]`), which only match a
    /// selection of the same type, as `AnyHashable` compares them.
    /// Only ids inside the picker's options (below `base`) count: a `ForEach` around the picker is not its options'.
    static func tag(of option: ViewNode, under base: ViewIdentity) -> AnyHashable? {
        if let tag = option.traits.tag { return tag }
        for component in option.identity.components.dropFirst(base.components.count).reversed() {
            if case .explicit(let id) = component { return id }
        }
        return nil
    }

    private func segmentedNodes(_ context: ResolveContext) -> [ViewNode] {
        // Resolve the options to read their tags, then lay them out as segments.
        var c = context
        c.environment.font = c.environment.font ?? .subheadline.weight(.medium)
        c.environment.lineLimit = 1
        c.identity = context.identity.appending(.part("options"))
        let options = c.resolve(content)
        let selected = AnyHashable(selection)
        let segments: [ViewNode] = options.map { option in
            let isSelected = Self.tag(of: option, under: c.identity) == selected
            // A segment is as wide as the control gives it; its ideal width keeps 12 pt either side of the title, and
            // a narrower share lets the title come within 6 pt of its edges before it is truncated (both estimates:
            // four titles such as "Rounded" fit a 338-pt control on iOS, and with 12-pt margins one was cut).
            let padded = PaddingNode(child: option, insets: EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
            let framed = FrameNode(child: padded, alignment: .center) { p in
                ProposedViewSize(width: p.width, height: 28)
            } size: { p, child in CGSize(width: p.width ?? child.width + 12, height: 28) }
            framed.traits.layoutPriority = 0
            guard isSelected else { return framed }
            let knob = ShapeNode(geometry: .capsule(style: .continuous), style: Color.white, stroke: nil,
                                 sizing: { $0.replacingUnspecifiedDimensions() }, identity: option.identity.appending(.part("knob")),
                                 environment: context.environment)
            return SecondaryLayerNode(child: framed, layer: knob, alignment: .center, isBackground: true)
        }
        let row = LayoutNode(layout: EqualWidthLayout(), children: segments, identity: c.identity, environment: context.environment)
        let padded = PaddingNode(child: row, insets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let track = ShapeNode(geometry: .capsule(style: .continuous), style: Color(white: 0.47, opacity: 0.12), stroke: nil,
                              sizing: { $0.replacingUnspecifiedDimensions() }, identity: context.identity.appending(.part("track")),
                              environment: context.environment)
        return [SecondaryLayerNode(child: padded, layer: track, alignment: .center, isBackground: true)]
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Segments of equal width, as UISegmentedControl: the control takes the width it is offered and shares it out
/// (a segmented `Picker` in a card is as wide as the card's other content, as on iOS — the control here had kept
/// its segments' widest title, and a card of four titles came out 12 pt wider on each side than the cards beside
/// it); with no width offered (or an unbounded one), each segment is as wide as the widest title.
struct EqualWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let n = CGFloat(subviews.count)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? widest * n
        return CGSize(width: width, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let w = bounds.width / CGFloat(max(subviews.count, 1))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * w, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
        }
    }
}

/// How a picker is drawn: `.segmented` as a segmented control; `.automatic`, `.menu` and `.navigationLink` as
/// iOS draws them at rest (a row in a list or form; the value and chevrons elsewhere); `.wheel` and `.inline` are
/// drawn as a menu picker and named in the render's warnings.
public protocol PickerStyle {}
enum PickerStyleKind: Equatable { case automatic, menu, segmented, wheel, inline, navigationLink }
protocol PickerStyleKindProviding { var kind: PickerStyleKind { get } }
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .segmented } }
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .menu } }
public struct WheelPickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .wheel } }
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .automatic } }
/// iOS 16's navigation link picker: a row that pushes the options' list (drawn at rest: the row).
public struct NavigationLinkPickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .navigationLink } }
/// The options inline, as rows of a list (drawn as a menu picker, named in the warnings).
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding { public init() {}; var kind: PickerStyleKind { .inline } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }

private struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

/// A picker row: the label (if any) at the leading edge, the value and its chevron at the trailing edge, 4 pt
/// apart, all centred vertically; as wide as offered (the ideal: the parts side by side, 8 pt between label and value).
struct PickerRowLayout: Layout {
    let labelCount: Int
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let ideal = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(sizes.count - 1, 0)) * 4 + (labelCount > 0 ? 4 : 0)
        let height = sizes.map(\.height).max() ?? 0
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var x = bounds.maxX
        for i in stride(from: subviews.count - 1, through: labelCount, by: -1) {
            x -= sizes[i].width
            subviews[i].place(at: CGPoint(x: x, y: bounds.midY - sizes[i].height / 2), proposal: ProposedViewSize(sizes[i]))
            x -= 4
        }
        for i in 0..<labelCount {
            let w = min(sizes[i].width, max(x - 4 - bounds.minX, 0))
            subviews[i].place(at: CGPoint(x: bounds.minX, y: bounds.midY - sizes[i].height / 2),
                              proposal: ProposedViewSize(width: w, height: sizes[i].height))
        }
    }
}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension View {
    /// How the pickers inside are drawn (``PickerStyle``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any PickerStyleKindProviding)?.kind ?? .automatic
        return editEnvironment { $0.pickerStyleKind = kind }
    }
    /// A value identifying this view among a picker's options.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TraitModifier { $0.tag = AnyHashable(tag) }) }
}
