import Testing

@testable import PushRouteCore

/// Did-you-mean by edit distance: the nearest candidate within a third of the word (at least
/// 2), the first of equals; a word whose length alone is past the bound is never compared.
@Suite struct SuggestionTests {
    static let candidates = ["aps-badge", "aps-sound", "aps-alert", "lp-message-id"]

    static let cases: [(word: String, expected: String?)] = [
        ("aps-badeg", "aps-badge"),
        ("aps-sond", "aps-sound"),
        ("aps-badge", "aps-badge"),
        ("lp-mesage-idd", "lp-message-id"),
        ("xyz", nil),
        ("", nil),
        ("aps-bdg", "aps-badge"),
        ("äps-badge", "aps-badge"),
        (String(repeating: "aps-badge", count: 100_000), nil),
    ]

    @Test(arguments: cases.indices)
    func nearestCandidate(_ index: Int) {
        let (word, expected) = Self.cases[index]
        #expect(Suggestion.closest(to: word, among: Self.candidates) == expected, "\(word.prefix(20))")
    }

    static let distances: [(String, String, Int)] = [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("é", "e", 1),
    ]

    @Test(arguments: distances.indices)
    func levenshtein(_ index: Int) {
        let (a, b, expected) = Self.distances[index]
        #expect(Suggestion.distance(a, b) == expected)
        #expect(Suggestion.distance(b, a) == expected)
    }
}
