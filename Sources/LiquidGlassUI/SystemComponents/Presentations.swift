extension View {
    /// Presents a sheet for `item` while it is not nil (as ``sheet(isPresented:onDismiss:content:)`` draws it).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let item = item.wrappedValue
        return modifier(SheetModifier(isPresented: item != nil, sheet: item.map { AnyView(content($0)) } ?? AnyView(EmptyView())))
    }

    /// Presents `content` over the whole screen while `isPresented` is true: opaque, in the system background, with
    /// the screen's safe area (a still image never dismisses it; `onDismiss` is kept but not called).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        modifier(FullScreenCoverModifier(isPresented: isPresented.wrappedValue, cover: AnyView(content())))
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let item = item.wrappedValue
        return modifier(FullScreenCoverModifier(isPresented: item != nil,
                                                cover: item.map { AnyView(content($0)) } ?? AnyView(EmptyView())))
    }

    /// Presents a popover while `isPresented` is true. On iPhone (compact width) iOS adapts a popover to a sheet,
    /// and it is drawn as one.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented.wrappedValue, sheet: AnyView(content())))
    }

    /// Presents a popover for `item` while it is not nil (a sheet on iPhone).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let item = item.wrappedValue
        return modifier(SheetModifier(isPresented: item != nil, sheet: item.map { AnyView(content($0)) } ?? AnyView(EmptyView())))
    }
}

/// Where a popover points (a sheet on iPhone, so only recorded).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A value's source for an anchor (`.bounds`).
public struct Anchor<Value> {
    public struct Source {
        let name: String
    }
}

extension Anchor<CGRect>.Source {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

struct FullScreenCoverModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let isPresented: Bool
    let cover: AnyView

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        guard isPresented else { return nodes }
        var coverContext = context
        coverContext.identity = context.identity.appending(.part("fullScreenCover"))
        let body = cover
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.systemBackground.ignoresSafeArea())
            .accessibilityIdentifier("fullScreenCover")
        return ScreenOverlayModifier.present(body, over: nodes, context: coverContext, base: context)
    }
}

/// Dismisses the presentation the view is in: SwiftUI's `DismissAction` (`@Environment(\.dismiss)`). A still image
/// shows the presentation; a recording does not dismiss it either (the presenting view's binding is not reachable
/// from here): a call is named in the render's warnings.
public struct DismissAction: Sendable {
    nonisolated public init() {}
    @MainActor public func callAsFunction() {
        RenderNotes.note("dismiss(): not performed (the presentation stays; set the presenting binding instead)")
    }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// Whether the view is in a presentation (a sheet, a cover).
    public var isPresented: Bool { self[IsPresentedKey.self] }
}
