import Foundation

/// A control that opens a URL: SwiftUI's `Link`, drawn as a button's label (tinted text). A still image or a
/// recording opens nothing: tapping it changes nothing.
public struct Link<Label: View>: View {
    let label: Label
    /// Kept, not opened.
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View { Button(action: {}) { label } }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
