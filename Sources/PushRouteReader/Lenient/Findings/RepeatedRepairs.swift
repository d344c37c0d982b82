import PushRouteCore

/// Repairs of one kind on one line, reported as one warning with a count at the first one's
/// column (`typographic quote '“' read as '"' (11 on this line)`): a paste from a word
/// processor has a typographic quote on each side of every string (docs/pasted-forms.md).
/// Only what is printed is folded; a record's `repairs` keep each repair and its column.
public enum RepeatedRepairs {
    /// `diagnostics` with each repair whose rule already has one on its line (same input)
    /// left out, and the first one's message given the count; everything else as it was, in order.
    public static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > 1 else { return diagnostics }
        var folded: [Diagnostic] = []
        folded.reserveCapacity(diagnostics.count)
        var counts: [Int] = []
        var first: [Key: Int] = [:]
        for diagnostic in diagnostics {
            guard let key = Key(diagnostic) else {
                folded.append(diagnostic)
                counts.append(1)
                continue
            }
            if let index = first[key] {
                counts[index] += 1
            } else {
                first[key] = folded.count
                folded.append(diagnostic)
                counts.append(1)
            }
        }
        guard folded.count < diagnostics.count else { return diagnostics }
        for index in folded.indices where counts[index] > 1 {
            folded[index].message += " (\(counts[index]) on this line)"
        }
        return folded
    }

    /// What makes two repairs one kind on one line.
    private struct Key: Hashable {
        var file: String
        var line: Int
        var rule: RuleID

        /// Nil for a diagnostic that is not a repair of the reader's, or has no line.
        init?(_ diagnostic: Diagnostic) {
            guard let rule = diagnostic.rule, let line = diagnostic.location?.line,
                let lenient = LenientRule(rawValue: rule.rawValue), !lenient.isError, !lenient.isNote
            else { return nil }
            self.file = diagnostic.file
            self.line = line
            self.rule = rule
        }
    }

    /// Whether `diagnostic` is one of the reader's repairs (a `LenientRule` that is not an
    /// error, reported as a warning or a note): what `repaired (N)` counts, and what several
    /// inputs count rather than list.
    public static func isRepair(_ diagnostic: Diagnostic) -> Bool {
        guard let rule = diagnostic.rule, let lenient = LenientRule(rawValue: rule.rawValue) else { return false }
        return !lenient.isError && diagnostic.severity != .error
    }
}
