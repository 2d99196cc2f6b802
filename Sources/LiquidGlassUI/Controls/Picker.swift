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
        // Resolve the options to read their tags, then lay them out as segments.
        var c = context
        c.environment.font = c.environment.font ?? .subheadline.weight(.medium)
        c.environment.lineLimit = 1
        c.identity = context.identity.appending(.part("options"))
        let options = c.resolve(content)
        let selected = AnyHashable(selection)
        let segments: [ViewNode] = options.map { option in
            let isSelected = option.traits.tag == selected
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

/// Picker styles (only the look of `.segmented` is drawn; others draw the same).
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modifier(NoEffectModifier()) }
    /// A value identifying this view among a picker's options.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TraitModifier { $0.tag = AnyHashable(tag) }) }
}
