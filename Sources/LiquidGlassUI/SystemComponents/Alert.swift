/// iOS 26 alert geometry, in points: estimates from iOS 26 screenshots (Apple publishes none): a 300 wide glass
/// card with 34 pt corners, 20 pt insets, capsule buttons 48 high filled with the tertiary system fill, side by side
/// for two actions and stacked otherwise; the screen behind dimmed with black at 0.2.
public enum AlertMetrics {
    public static let width: CGFloat = 300
    public static let cornerRadius: CGFloat = 34
    public static let inset: CGFloat = 20
    public static let buttonHeight: CGFloat = 48
    public static let dimming: Double = 0.2
}

extension View {
    /// Presents an alert while `isPresented` is true: the title, and `actions` (buttons; an OK button when it has
    /// none) on a glass card centred on the dimmed screen.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: Text(titleKey), message: nil,
                               actions: AnyView(actions())))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: Text(title), message: nil, actions: AnyView(actions())))
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: title, message: nil, actions: AnyView(actions())))
    }
    /// An alert with a message under its title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: Text(titleKey), message: AnyView(message()),
                               actions: AnyView(actions())))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: Text(title), message: AnyView(message()),
                               actions: AnyView(actions())))
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: title, message: AnyView(message()),
                               actions: AnyView(actions())))
    }
    /// An alert for `data`, shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return modifier(AlertModifier(isPresented: shown, title: Text(titleKey), message: nil,
                                      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())))
    }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return modifier(AlertModifier(isPresented: shown, title: Text(titleKey), message: data.map { AnyView(message($0)) },
                                      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())))
    }
}

struct AlertModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let isPresented: Bool
    let title: Text
    let message: AnyView?
    let actions: AnyView

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        guard isPresented else { return nodes }
        var alertContext = context
        alertContext.identity = context.identity.appending(.part("alert"))
        // How many buttons: two sit side by side, other counts are stacked (as iOS lays alert actions out).
        let count = alertContext.with { $0.buttonStyle = AnyButtonStyle(AlertButtonStyle()) }.resolve(actions).count
        let card = AlertCard(title: title, message: message, actions: actions, actionCount: count)
        return ScreenOverlayModifier.present(card, over: nodes, context: alertContext, base: context)
    }
}

/// The alert's card: title, message and buttons on glass.
struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let actions: AnyView
    let actionCount: Int

    var body: some View {
        let m = AlertMetrics.self
        ZStack {
            Color.black.opacity(m.dimming).ignoresSafeArea()
            VStack(spacing: 16) {
                VStack(spacing: 6) {
                    title.font(.headline).multilineTextAlignment(.center)
                    if let message {
                        message.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
                    }
                }
                .frame(maxWidth: .infinity)
                buttons.buttonStyle(AlertButtonStyle())
            }
            .padding(m.inset)
            .frame(width: m.width)
            .glassEffect(.regular, in: .rect(cornerRadius: m.cornerRadius))
            .accessibilityIdentifier("alert")
        }
    }

    @ViewBuilder var buttons: some View {
        if actionCount == 0 {
            Button("OK") {}
        } else if actionCount == 2 {
            HStack(spacing: 8) { actions }
        } else {
            VStack(spacing: 8) { actions }
        }
    }
}

/// An alert's button: a capsule filling its share of the card, the title in the body font — semibold for the
/// cancel action, red for a destructive one.
struct AlertButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(configuration.role == .cancel ? Font.body.weight(.semibold) : .body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: AlertMetrics.buttonHeight)
            .background(Color(uiColor: .tertiarySystemFill), in: .capsule)
    }
}
