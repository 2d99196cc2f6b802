import Foundation

/// Which files of a run can matter to any rule, decided from their raw bytes before parsing.
///
/// Every rule starts from Liquid Glass vocabulary in the file it reports in (``entryWords``): a glass site, a
/// glass API name, or one of the few bar and presentation modifiers the rules check without glass. A file with
/// none of it can still matter in two ways, both through ``DeclarationLookup``: it can use a declaration of
/// another file that produces glass (``GlassProducers``: a component type used as a row), or it can declare
/// something another file asks about (a look-alike, a namespace, a toolbar wrapper). Both are names, and a
/// declaration or a use of a name has that name in its text, so the linter pulls in, until nothing changes,
/// every skipped file whose identifiers include a name of a glass producer or a name some checked file asked
/// about (``terms(from:producers:)``). Skipped files then produce no finding and change no answer: the findings
/// equal those of parsing every file, except `parse_error` (and the nesting limits) on the skipped files, which
/// are parsed only with `parse_error`'s `all_files` option (docs/LINT.md, "Which files are parsed").
/// `Linter.lint(…)` with `prefilter: false` parses everything; the tests compare the two.
enum Prefilter {
    /// Byte strings whose presence makes a file need a full parse. `lass` stands for `glass` and `Glass`
    /// (checked by ``mayMatter(_:)``, which also skips `magnifyingglass`, the SF Symbol); the others are the
    /// rule entry points without glass in their name: `toolbarBackground`/`presentationBackground`
    /// (`custom_bar_background`, `presentation_background_over_glass`), `scrollEdgeEffect(_:)`/`ScrollEdgeStyle`,
    /// `tabBarMinimizationBehavior`/`TabBarMinimizationBehavior` and `.containerConcentric`
    /// (`nonexistent_glass_api`).
    static let entryWords: [String] = ["lass", "Background", "crollEdge", "abBarMinimization", "containerConcentric"]

    /// Whether the file's text holds any of the rules' entry vocabulary (so it must be parsed and checked).
    /// One pass over the bytes: each byte that begins an entry word is compared with it (`memmem` is not in
    /// Swift's Glibc module).
    static func mayMatter(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            let count = bytes.count
            var offset = 0
            while offset < count {
                let byte = bytes[offset]
                if let words = wordsByFirstByte[Int(byte)] {
                    for word in words where matches(word, at: offset, in: bytes) && accepts(word, at: offset, in: bytes) {
                        return true
                    }
                }
                offset += 1
            }
            return false
        }
    }

    /// ``entryWords`` by their first byte (the others: `nil`).
    private static let wordsByFirstByte: [[[UInt8]]?] = {
        var table: [[[UInt8]]?] = Array(repeating: nil, count: 256)
        for word in entryWords {
            let bytes = Array(word.utf8)
            table[Int(bytes[0])] = (table[Int(bytes[0])] ?? []) + [bytes]
        }
        return table
    }()

    @inline(__always)
    private static func matches(_ word: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + word.count <= bytes.count else { return false }
        for index in 1..<word.count where bytes[offset + index] != word[index] { return false }
        return true
    }

    /// Whether an occurrence of `word` at `offset` counts: `lass` only as `glass`/`Glass` (`class` is everywhere)
    /// and not inside `magnifyingglass`; `Background` only after `toolbar` or `presentation`.
    private static func accepts(_ word: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch word[0] {
        case UInt8(ascii: "l"):
            guard offset >= 1, bytes[offset - 1] == UInt8(ascii: "g") || bytes[offset - 1] == UInt8(ascii: "G") else {
                return false
            }
            return !precededBy("magnifying", offset - 1, bytes)
        case UInt8(ascii: "B"):
            return precededBy("toolbar", offset, bytes) || precededBy("presentation", offset, bytes)
        default:
            return true
        }
    }

    private static func precededBy(_ prefix: String, _ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = prefix.utf8.count
        guard offset >= count else { return false }
        return zip(prefix.utf8, bytes[(offset - count)..<offset]).allSatisfy { $0 == $1 }
    }

    /// The names to look for in skipped files. `declared`: every name a checked file asked the declarations about —
    /// a declaration answering it has the name right after its keyword (`struct Button`, `func glassEffect`,
    /// `var space`, `case thin`, or after `,`/`(` in a list or tuple pattern) — except `producesGlass` and
    /// `appliesStaticGlass`/`appliesProminentStyle` questions, whose answers depend only on the producers. `used`: for every declaration that produces glass, the names
    /// its users must write, anywhere: the key itself (`glassCard`, a type `Card`), or for a member key
    /// (`Card.badge`) the owner's name, since only code inside `Card` (or naming `Card.body`) reaches it
    /// (``GlassProducers/resolve()``). (Looking for asked names anywhere took 479 of Swiftfin's 773 files: every
    /// file that calls `Button` or `HStack`, names the rules ask about; declared only where they are declared.)
    static func terms(from lookups: [DeclarationLookup], producers: [GlassProducers])
        -> (declared: Set<String>, used: Set<String>)
    {
        var declared: Set<String> = []
        var used: Set<String> = []
        for lookup in lookups {
            for (question, _) in lookup.asked {
                switch question {
                case .type(let name), .containerWrapper(let name), .toolbarWrapper(let name), .representable(let name):
                    declared.insert(name)
                case .staticMember(let member, _), .namespace(let member, _), .property(let member, _):
                    declared.insert(member)
                case .function(let name, _, _, _), .appliedModifier(_, by: let name):
                    declared.insert(name)
                // Answered from the glass producers alone, whose files are checked (they apply glass, or use a
                // name of one and are pulled in by `used`).
                case .producesGlass, .appliesStaticGlass, .appliesProminentStyle:
                    break
                }
            }
        }
        for producer in producers {
            for key in producer.resolved {
                let parts = key.split(separator: ".")
                if parts.count == 1 {
                    used.insert(key)
                } else {
                    for part in parts.dropLast() { used.insert(String(part)) }
                }
            }
        }
        return (declared, used)
    }

    /// Whether `text` has an identifier of `terms.used` anywhere, or one of `terms.declared` where a declaration
    /// of it could be: after a declaring keyword, after `,` or `(`, or with a comment since the identifier before
    /// (which hides what precedes it). Identifiers are hashed once each.
    static func mentions(_ text: String, anyOf terms: TermSet) -> Bool {
        if terms.matchesEverything { return true }
        guard !terms.isEmpty else { return false }
        var text = text
        return text.withUTF8 { bytes -> Bool in
            var index = 0
            let count = bytes.count
            var afterKeyword = false
            var punctuation: UInt8 = 0
            var sawComment = false
            // Inside what looks like a comment (`//` to the end of the line, nested `/* */`) every asked name counts:
            // a `//` or `/*` inside a string literal (`"image/*"`) must not hide a declaration after it.
            var inLineComment = false
            var blockDepth = 0
            while index < count {
                let byte = bytes[index]
                guard isIdentifierByte(byte) else {
                    let next = index + 1 < count ? bytes[index + 1] : 0
                    if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                        inLineComment = true
                        sawComment = true
                    } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                        blockDepth += 1
                        sawComment = true
                        index += 1
                    } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/"), blockDepth > 0 {
                        blockDepth -= 1
                        index += 1
                    } else if byte == 0x0a {
                        inLineComment = false
                    }
                    if byte != 0x20, byte != 0x09, byte != 0x0a, byte != 0x0d { punctuation = byte }
                    index += 1
                    continue
                }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                let start = index
                while index < count, isIdentifierByte(bytes[index]) {
                    hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
                    index += 1
                }
                let token = bytes[start..<index]
                if let candidates = terms.used[hash], candidates.contains(where: { $0.elementsEqual(token) }) { return true }
                if let candidates = terms.declared[hash], candidates.contains(where: { $0.elementsEqual(token) }),
                    afterKeyword || sawComment || punctuation == UInt8(ascii: ",") || punctuation == UInt8(ascii: "(")
                {
                    return true
                }
                if inLineComment || blockDepth > 0 { continue }
                afterKeyword = keywordHashes[hash].map { keyword in keyword.elementsEqual(token) } ?? false
                punctuation = 0
                sawComment = false
            }
            return false
        }
    }

    /// The keywords a declaration's name follows.
    private static let keywordHashes: [UInt64: [UInt8]] = {
        var table: [UInt64: [UInt8]] = [:]
        for keyword in ["struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype", "func", "var", "let",
                        "case", "macro"] {
            table[TermSet.hash(Array(keyword.utf8))] = Array(keyword.utf8)
        }
        return table
    }()

    /// ASCII letters, digits and `_`. Other bytes (UTF-8 of non-ASCII identifiers too) end a name: a term is then
    /// matched inside a longer non-ASCII name, which only pulls in a file more.
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5f
    }

    /// Names hashed as ``mentions(_:anyOf:)`` hashes identifiers: `declared` are looked for where a declaration
    /// could be, `used` anywhere.
    struct TermSet {
        var declared: [UInt64: [[UInt8]]] = [:]
        var used: [UInt64: [[UInt8]]] = [:]
        /// A name with no ASCII identifier byte (an operator such as `==`): no identifier scan can find it, so
        /// every file must be taken.
        private(set) var matchesEverything = false
        var isEmpty: Bool { declared.isEmpty && used.isEmpty && !matchesEverything }

        /// `declared` and `used` split at bytes that end an identifier: a non-ASCII name is looked for by its ASCII
        /// runs, anywhere (a run after a non-ASCII byte follows no keyword).
        init(declared: some Sequence<String>, used: some Sequence<String>) {
            for name in declared { add(name, declared: true) }
            for name in used { add(name, declared: false) }
        }

        /// Names looked for anywhere.
        init(_ names: some Sequence<String>) {
            self.init(declared: [String](), used: names)
        }

        private mutating func add(_ name: String, declared isDeclared: Bool) {
            let bytes = Array(name.utf8)
            let runs = bytes.split(whereSeparator: { !Prefilter.isIdentifierByte($0) })
            if runs.isEmpty { matchesEverything = true }
            let asDeclared = isDeclared && runs.count == 1 && runs[0].count == bytes.count
            for run in runs {
                let run = Array(run)
                if asDeclared { declared[Self.hash(run), default: []].append(run) } else { used[Self.hash(run), default: []].append(run) }
            }
        }

        static func hash(_ bytes: [UInt8]) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}
