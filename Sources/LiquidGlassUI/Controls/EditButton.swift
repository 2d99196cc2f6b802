/// The button that toggles edit mode: SwiftUI's `EditButton`. Its title is "Edit", or "Done" while the environment's
/// ``EnvironmentValues/editMode`` is active; tapping it toggles that binding.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button(editing ? "Done" : "Edit") {
            editMode?.wrappedValue = editing ? .inactive : .active
        }
    }
}

/// Whether a view is being edited: SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// True for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the views inside, if any sets one (`.environment(\.editMode, $mode)`); nil by default.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
