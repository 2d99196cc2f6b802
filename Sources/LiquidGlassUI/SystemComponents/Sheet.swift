/// A height a sheet can rest at: `.medium` (half the screen), `.large` (the full height), a fraction or a height.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height on a screen of `screenHeight` below a top safe inset of `top`.
    package func height(screenHeight: CGFloat, top: CGFloat) -> CGFloat {
        let full = screenHeight - top - SheetMetrics.largeTopGap
        switch kind {
        case .medium: return (screenHeight / 2).rounded()
        case .large: return full
        case .fraction(let f): return min(max(f, 0), 1) * full
        case .height(let h): return min(max(h, 0), full)
        }
    }
}

/// iOS 26 sheet geometry on iPhone, in points — estimates where noted.
///
/// - `.medium` is half the screen's height ("approximately half the height of the screen": Apple's documentation
///   of `UISheetPresentationController.Detent.medium()`).
/// - Below `.large`, the sheet floats in glass, inset from the screen's sides and bottom by 8 (estimate) with
///   corners concentric with the display (radius 62 − 8 on iPhone 17 Pro); at `.large` it is attached to the
///   bottom and sides, opaque, 10 below the top safe inset (estimate), top corners 38 (estimate, also the least
///   radius of a floating sheet's top corners).
/// - The drag indicator: a 36 × 5 capsule 5 from the top (UIKit's grabber; estimate for iOS 26).
public enum SheetMetrics {
    public static let floatingInset: CGFloat = 8
    public static let largeTopGap: CGFloat = 10
    public static let largeCornerRadius: CGFloat = 38
    public static let grabberSize = CGSize(width: 36, height: 5)
    public static let grabberTop: CGFloat = 5
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: at its smallest `presentationDetents` (`.large`
    /// by default), drawn above everything on the screen. A still image never dismisses the sheet, so
    /// `onDismiss` is kept but not called.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented.wrappedValue, sheet: AnyView(content())))
    }

    /// The heights the sheet this view is the content of can rest at; it is drawn at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(TraitModifier { $0.sheetDetents = $0.sheetDetents ?? detents })
    }

    /// The sheet's detents, the sheet standing at `selection` (when it is one of them; else at the smallest).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return modifier(TraitModifier {
            if $0.sheetDetents == nil {
                $0.sheetDetents = detents
                $0.sheetSelectedDetent = detents.contains(selected) ? selected : nil
            }
        })
    }

    /// Whether the sheet shows its drag indicator (`.automatic`: when it has more than one detent).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(TraitModifier { $0.sheetDragIndicator = $0.sheetDragIndicator ?? visibility })
    }
}

struct SheetModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let isPresented: Bool
    let sheet: AnyView

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        guard isPresented else { return nodes }
        let base = LayoutNode.grouping(nodes, in: ZStackLayout(), identity: context.identity, environment: context.environment)
        let screen = context.environment.safeAreaInsets
        var sheetContext = context
        sheetContext.identity = context.identity.appending(.part("sheet"))
        // Read the detents from a first resolve of the content, then resolve it for its place.
        let probe = sheetContext.resolve(sheet)
        var detents: Set<PresentationDetent>?
        var indicator: Visibility?
        var selected: PresentationDetent?
        func visit(_ node: ViewNode) {
            if detents == nil { detents = node.traits.sheetDetents; selected = node.traits.sheetSelectedDetent }
            if indicator == nil { indicator = node.traits.sheetDragIndicator }
            node.children.forEach(visit)
        }
        probe.forEach(visit)
        let chosen = detents ?? [.large]
        let screenRect = screen?.rect ?? CGRect(origin: .zero, size: Device.iPhone17Pro.size)
        let top = screen?.insets.top ?? 0
        let height = selected.map { $0.height(screenHeight: screenRect.height, top: top) }
            ?? chosen.map { $0.height(screenHeight: screenRect.height, top: top) }.min() ?? screenRect.height
        // Below the full height the sheet floats in glass; at `.large` it is attached and opaque.
        let floating = height < PresentationDetent.large.height(screenHeight: screenRect.height, top: top)
        let showsGrabber = indicator == .visible || (indicator != .hidden && chosen.count > 1)
        let m = SheetMetrics.self
        let frame = floating
            ? CGRect(x: screenRect.minX + m.floatingInset, y: screenRect.maxY - m.floatingInset - height,
                     width: screenRect.width - 2 * m.floatingInset, height: height)
            : CGRect(x: screenRect.minX, y: screenRect.maxY - height, width: screenRect.width, height: height)
        // The content's safe area: the sheet, less the home indicator where the sheet reaches it.
        let bottomInset = max((screen?.insets.bottom ?? 0) - (screenRect.maxY - frame.maxY), 0)
        let inner = sheetContext.with { env in
            env.safeAreaInsets = (frame, EdgeInsets(top: showsGrabber ? m.grabberTop + m.grabberSize.height : 0,
                                                    leading: 0, bottom: bottomInset, trailing: 0))
            // No bar above or below a sheet's content (the grabber is no bar; a navigation stack in it adds its own).
            env.safeAreaBars = []
        }
        let body = SheetChrome(content: sheet, floating: floating, showsGrabber: showsGrabber, bottomInset: bottomInset)
        let sheetNode = inner.resolve(body).first
        return [SheetNode(base: base, sheet: sheetNode, frame: frame, identity: context.identity, environment: context.environment)]
    }
}

/// The sheet's surface: glass when floating (concentric with the display), the system background when attached;
/// the drag indicator; the content in the rest.
struct SheetChrome: View {
    let content: AnyView
    let floating: Bool
    let showsGrabber: Bool
    let bottomInset: CGFloat

    var body: some View {
        let m = SheetMetrics.self
        return VStack(spacing: 0) {
            if showsGrabber {
                Capsule().fill(Color.secondary).frame(width: m.grabberSize.width, height: m.grabberSize.height)
                    .padding(.top, m.grabberTop)
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.bottom, bottomInset)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            if !floating {
                UnevenRoundedRectangle(topLeadingRadius: m.largeCornerRadius, topTrailingRadius: m.largeCornerRadius)
                    .fill(Color.systemBackground)
            }
        }
        .modifier(SheetGlass(floating: floating))
        .accessibilityIdentifier("sheet")
    }
}

/// Floating sheets are regular glass in a rectangle concentric with the display, top corners at least 38.
struct SheetGlass: ViewModifier {
    let floating: Bool
    func body(content: Content) -> some View {
        if floating {
            // Corners concentric with the display where they are near it (the bottom ones), at least the attached
            // sheet's radius elsewhere (the top ones).
            content.glassEffect(.regular, in: ConcentricRectangle(corners: .concentric(minimum: .fixed(SheetMetrics.largeCornerRadius))))
        } else {
            content
        }
    }
}

/// The presenting view where it was placed, and the sheet at its screen frame, drawn above it.
@MainActor
final class SheetNode: ViewNode {
    let base: ViewNode
    let sheet: ViewNode?
    let sheetFrame: CGRect

    init(base: ViewNode, sheet: ViewNode?, frame: CGRect, identity: ViewIdentity, environment: EnvironmentValues) {
        self.base = base
        self.sheet = sheet
        self.sheetFrame = frame
        super.init(identity: identity, environment: environment)
        traits = base.traits
    }

    override var children: [ViewNode] { [base] + (sheet.map { [$0] } ?? []) }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        base.place(in: bounds, proposal: proposal)
        sheet?.place(in: sheetFrame, proposal: ProposedViewSize(sheetFrame.size))
    }
}
