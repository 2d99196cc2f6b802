import Foundation

/// Finds the known name closest to a misspelt one, for "did you mean …?" hints.
package enum NameSuggestion {
    /// The candidate nearest to `name`, if one is near enough to be a likely typo; ties go to the earlier
    /// candidate, so the answer is deterministic.
    ///
    /// Near enough means: the same ignoring case, or an edit distance (insertions, deletions, substitutions
    /// and swaps of neighbours, ignoring case) of at most a third of the name's length (at least 1), or the
    /// name is a prefix (3 characters or more) of the candidate.
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            var distance = editDistance(lowered, other)
            if lowered.count >= 3 && other.hasPrefix(lowered) { distance = min(distance, 1) }
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, name.count / 3), best.distance < name.count else { return nil }
        return best.candidate
    }

    /// `"; did you mean 'x'?"` or an empty string.
    package static func hint(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance (Levenshtein plus transpositions of adjacent characters),
    /// over Unicode scalars.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rows: the one before the previous is needed for transpositions.
        var older = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d = min(d, older[j - 2] + 1)
                }
                current[j] = d
            }
            (older, previous, current) = (previous, current, older)
        }
        return previous[t.count]
    }
}
