/// A selection in a text input: SwiftUI's `TextSelection` (iOS 18). A still image shows an input unfocused, with
/// no caret or highlight, so a selection changes nothing drawn; it is kept in its binding.
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges.
    public enum Indices: Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }
    public var indices: TextSelection.Indices
    public var affinity: TextSelectionAffinity = .automatic

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is a caret (no characters selected).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        case .multiSelection(let ranges): return ranges.isEmpty
        }
    }
}

/// Which side of a line break a caret at it belongs to.
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

extension TextEditor {
    /// A text editor whose selection is bound to `selection` (unchanged in a still: the editor is not focused).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
