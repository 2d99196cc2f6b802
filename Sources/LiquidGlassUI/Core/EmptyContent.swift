/// Content known from its value to draw nothing: `EmptyView`, an `if` without `else` whose condition is false (a
/// `nil` `Optional`), the taken branch of an `if`/`else` when it is such content, an `AnyView` of it.
///
/// SwiftUI shows no toolbar item for such content — no glass capsule around nothing (`.toolbar { if isFocused {
/// Button("Done") {…} } }` shows an empty bar end while the field is not focused). The bar asks this before it
/// puts an item on glass (heldback7's unit converter drew an empty glass circle at the top trailing corner).
@MainActor
protocol EmptyContentProbe {
    var drawsNothing: Bool { get }
}

/// Whether `view` is known to draw nothing (false when it cannot be told without resolving it).
@MainActor
func drawsNothing(_ view: any View) -> Bool {
    (view as? any EmptyContentProbe)?.drawsNothing ?? false
}

extension EmptyView: EmptyContentProbe {
    var drawsNothing: Bool { true }
}

extension Optional: EmptyContentProbe where Wrapped: View {
    var drawsNothing: Bool {
        guard case .some(let view) = self else { return true }
        return LiquidGlassUICore.drawsNothing(view)
    }
}

extension _ConditionalContent: EmptyContentProbe where TrueContent: View, FalseContent: View {
    var drawsNothing: Bool {
        switch storage {
        case .trueContent(let view): return LiquidGlassUICore.drawsNothing(view)
        case .falseContent(let view): return LiquidGlassUICore.drawsNothing(view)
        }
    }
}

extension AnyView: EmptyContentProbe {
    var drawsNothing: Bool { LiquidGlassUICore.drawsNothing(view) }
}
