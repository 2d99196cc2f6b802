import Foundation

extension View {
    /// An alert for an error, titled with its `errorDescription`: SwiftUI's `alert(isPresented:error:actions:)`.
    /// Shown when `isPresented` is true and there is an error (nothing to title otherwise).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(error?.errorDescription ?? "", isPresented: shown, actions: actions)
    }

    /// The same with actions and a message made from the error (`failureReason` and the like, as the app writes it).
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
        let built = error.map { (actions($0), message($0)) }
        return alert(error?.errorDescription ?? "", isPresented: shown,
                     actions: { if let built { built.0 } }, message: { if let built { built.1 } })
    }
}
