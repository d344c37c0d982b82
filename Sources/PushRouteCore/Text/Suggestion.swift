/// Did-you-mean suggestions by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo. Linear in
    /// the word's length: a candidate whose length alone puts it past the bound is not compared
    /// (a distance is at least the difference of the lengths), so a hostile 16 MiB word costs
    /// one count, not a table of 16 Mi rows per candidate.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let letters = Array(word.unicodeScalars)
        let bound = max(2, letters.count / 3)
        var best: (candidate: String, score: Int)?
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            guard abs(other.count - letters.count) <= bound else { continue }
            let score = distance(letters, other)
            if score <= bound, score < best?.score ?? .max { best = (candidate, score) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` when a candidate is close to `word`, else empty: the one
    /// wording of every did-you-mean.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance between two strings, by Unicode scalar.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    /// Levenshtein distance, two rows of the table reused.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
