/// How rules ask about the project's declarations: the questions of ``DeclarationIndex``, with every question
/// and its answer recorded.
///
/// The record is what lets the engine lint in one pass without keeping every syntax tree in memory: a file is
/// linted right after parsing, against its own declarations, and its tree is dropped. Once all files are
/// parsed, the recorded questions are asked again of the whole project's declarations; only a file for which
/// some answer changes (it uses a look-alike declared in another file, which is rare) is parsed and linted
/// again. The result is the same as linting every file against the whole project, at parse-level memory.
public final class DeclarationLookup {
    /// A question asked of the declarations.
    enum Question: Hashable {
        case type(String)
        case staticMember(String, in: String)
        case function(String, labels: [String?], trailingClosures: Int, receiver: DeclarationIndex.Receiver)
        case containerWrapper(String)
        case namespace(String, in: String)
        case property(String, in: String)
        case producesGlass(String, in: String?)
        case appliesStaticGlass(String)
        case appliesProminentStyle(String)
        case toolbarWrapper(String)
        case representable(String)
        case appliedModifier(String, by: String)
    }

    let index: DeclarationIndex
    private let recording: Bool
    /// Questions asked so far, with their answers (an array: appending is cheaper than hashing each
    /// question, and repeats are few).
    private(set) var asked: [(question: Question, answer: Bool)] = []

    /// A lookup in `index`; `recording` keeps the questions for ``answersAgree(with:)``.
    public init(_ index: DeclarationIndex, recording: Bool = false) {
        self.index = index
        self.recording = recording
    }

    /// Whether the project declares a type with this name.
    public func declaresType(_ name: String) -> Bool {
        answer(.type(name))
    }

    /// Whether the project declares `static <member>` in `type` or in an extension of it.
    public func declaresStaticMember(_ member: String, in type: String) -> Bool {
        answer(.staticMember(member, in: type))
    }

    /// Whether a call named `name` with these argument labels (trailing closures excluded) could call a
    /// function the project declares.
    public func declaresFunction(
        _ name: String, acceptingLabels labels: [String?], trailingClosures: Int,
        receiver: DeclarationIndex.Receiver = .any
    ) -> Bool {
        answer(.function(name, labels: labels, trailingClosures: trailingClosures, receiver: receiver))
    }

    /// Whether `name` is one of the project's wrappers around `GlassEffectContainer`.
    public func isContainerWrapper(_ name: String) -> Bool {
        answer(.containerWrapper(name))
    }

    /// Whether `type` (or an extension of it) declares a namespace property `name`.
    public func declaresNamespace(_ name: String, in type: String) -> Bool {
        answer(.namespace(name, in: type))
    }

    /// Whether `type` (or an extension of it) declares a property `name`.
    public func declaresProperty(_ name: String, in type: String) -> Bool {
        answer(.property(name, in: type))
    }

    /// Whether `name`, used inside `type`, names a project declaration that produces glass (``GlassProducers``),
    /// in any file of the project.
    public func producesGlass(_ name: String, in type: String?) -> Bool {
        answer(.producesGlass(name, in: type))
    }

    /// Whether `name` (a method on views, or a `ViewModifier` type) applies non-interactive glass to the view it
    /// is given (``GlassProducers/appliesStaticGlass(_:)``), in any file of the project.
    public func appliesStaticGlass(_ name: String) -> Bool {
        answer(.appliesStaticGlass(name))
    }

    /// Whether `name` (a method on views, or a `ViewModifier` type) gives the view it is applied to the prominent
    /// glass button style (``GlassProducers/appliesProminentStyle(_:)``), in any file of the project.
    public func appliesProminentStyle(_ name: String) -> Bool {
        answer(.appliesProminentStyle(name))
    }

    /// Whether `name` is a project function on views that wraps its content in a toolbar.
    public func isToolbarWrapper(_ name: String) -> Bool {
        answer(.toolbarWrapper(name))
    }

    /// Whether `name` is a project type that wraps a UIKit or AppKit view (`UIViewRepresentable` and the like).
    public func isRepresentable(_ name: String) -> Bool {
        answer(.representable(name))
    }

    /// Whether `method`, a method on views the project declares, applies the modifier `modifier` to the view it is
    /// called on (``DeclarationIndex/appliedModifiers``), in any file of the project.
    public func applies(_ modifier: String, through method: String) -> Bool {
        answer(.appliedModifier(modifier, by: method))
    }

    /// Whether every recorded question has the same answer in `other`.
    func answersAgree(with other: DeclarationIndex) -> Bool {
        asked.allSatisfy { Self.evaluate($0.question, in: other) == $0.answer }
    }

    private func answer(_ question: Question) -> Bool {
        let result = Self.evaluate(question, in: index)
        if recording { asked.append((question, result)) }
        return result
    }

    static func evaluate(_ question: Question, in index: DeclarationIndex) -> Bool {
        switch question {
        case .type(let name):
            index.declaresType(name)
        case .staticMember(let member, let type):
            index.declaresStaticMember(member, in: type)
        case .function(let name, let labels, let trailingClosures, let receiver):
            index.declaresFunction(name, acceptingLabels: labels, trailingClosures: trailingClosures, receiver: receiver)
        case .containerWrapper(let name):
            index.containerWrappers.contains(name)
        case .namespace(let name, let type):
            index.namespaceProperties[type]?.contains(name) ?? false
        case .property(let name, let type):
            index.properties[type]?.contains(name) ?? false
        case .producesGlass(let name, let type):
            index.glassProducers.produces(name, in: type)
        case .appliesStaticGlass(let name):
            index.glassProducers.appliesStaticGlass(name)
        case .appliesProminentStyle(let name):
            index.glassProducers.appliesProminentStyle(name)
        case .toolbarWrapper(let name):
            index.toolbarWrappers.contains(name)
        case .representable(let name):
            index.representables.contains(name)
        case .appliedModifier(let modifier, let method):
            index.appliedModifiers[method]?.contains(modifier) ?? false
        }
    }
}
