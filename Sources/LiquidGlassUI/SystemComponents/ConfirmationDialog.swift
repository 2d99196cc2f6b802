/// iOS 26 confirmation dialog (action sheet) geometry on iPhone, in points: estimates from iOS 26 screenshots — a
/// glass panel floating over the bottom of the dimmed screen, inset like a floating sheet
/// (``SheetMetrics/floatingInset``), its actions in 56 pt rows and the cancel action in its own capsule below.
public enum ConfirmationDialogMetrics {
    public static let rowHeight: CGFloat = 56
    public static let cornerRadius: CGFloat = 34
}

extension View {
    /// Presents a confirmation dialog while `isPresented` is true: `actions` (buttons) on glass over the bottom of
    /// the dimmed screen; the title shows when `titleVisibility` is `.visible`.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(isPresented: isPresented.wrappedValue, title: titleVisibility == .visible ? Text(titleKey) : nil,
                                message: nil, actions: AnyView(actions())))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        modifier(DialogModifier(isPresented: isPresented.wrappedValue, title: titleVisibility == .visible ? Text(title) : nil,
                                message: nil, actions: AnyView(actions())))
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        modifier(DialogModifier(isPresented: isPresented.wrappedValue, title: titleVisibility == .visible ? Text(titleKey) : nil,
                                message: AnyView(message()), actions: AnyView(actions())))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        modifier(DialogModifier(isPresented: isPresented.wrappedValue, title: titleVisibility == .visible ? Text(title) : nil,
                                message: AnyView(message()), actions: AnyView(actions())))
    }
}

struct DialogModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let isPresented: Bool
    let title: Text?
    let message: AnyView?
    let actions: AnyView

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        guard isPresented else { return nodes }
        var dialogContext = context
        dialogContext.identity = context.identity.appending(.part("confirmationDialog"))
        let panel = DialogPanel(title: title, message: message, actions: actions)
        return ScreenOverlayModifier.present(panel, over: nodes, context: dialogContext, base: context)
    }
}

/// The dialog: title and message in small secondary type, the actions as rows, a Cancel capsule below (iOS adds
/// one when the actions have none).
struct DialogPanel: View {
    let title: Text?
    let message: AnyView?
    let actions: AnyView

    var body: some View {
        let m = ConfirmationDialogMetrics.self
        ZStack(alignment: .bottom) {
            Color.black.opacity(AlertMetrics.dimming).ignoresSafeArea()
            VStack(spacing: 8) {
                VStack(spacing: 0) {
                    if title != nil || message != nil {
                        VStack(spacing: 4) {
                            if let title { title.font(.footnote.weight(.semibold)) }
                            if let message { message.font(.footnote) }
                        }
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 14)
                    }
                    VStack(spacing: 0) { actions }
                }
                .buttonStyle(DialogButtonStyle())
                .frame(maxWidth: .infinity)
                .glassEffect(.regular, in: .rect(cornerRadius: m.cornerRadius))
                Button("Cancel", role: .cancel) {}
                    .buttonStyle(DialogButtonStyle())
                    .glassEffect(.regular, in: .capsule)
            }
            .padding(.horizontal, SheetMetrics.floatingInset)
            .accessibilityIdentifier("confirmationDialog")
        }
    }
}

/// A dialog action: a full-width row, the title in the tint (red when destructive, semibold for cancel).
struct DialogButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(configuration.role == .cancel ? Font.title3.weight(.semibold) : .title3)
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: ConfirmationDialogMetrics.rowHeight)
    }
}
