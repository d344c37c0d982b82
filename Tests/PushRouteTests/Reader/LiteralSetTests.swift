import Testing

@testable import PushRouteReader

/// `LiteralSet` finds the same words as one search per word (`String.contains`), in one pass
/// that looks at every `step` bytes.
@Suite struct LiteralSetTests {
    /// The shortest word is 4 bytes: the pass looks at every offset.
    static let short = LiteralSet(["otification", "DUET", "Posting", "request to open", "requests"])
    /// The shortest word is 7 bytes: every 4 bytes.
    static let long = LiteralSet(["otification", "Posting", "request to open", "requests"])

    static let texts = [
        "", "DUE", "DUET", "xDUETx", "otificatio", "Notification Posting",
        "request to ope", "request to open", "requests to open",  // a word that starts as another does
        "…Posting…DUET…otification…request to open…requests", "posting duet",  // case matters
        "ends with Postin", "ends with Posting", "Posting", "xPosting", "xxPosting", "xxxPosting", "xxxxPosting",
    ]

    static func expected(_ set: LiteralSet, _ text: String) -> UInt64 {
        set.words.indices.reduce(UInt64(0)) { bits, index in
            text.contains(set.words[index].description) ? bits | 1 << UInt64(index) : bits
        }
    }

    static func check(_ set: LiteralSet, _ text: String) {
        let expected = expected(set, text)
        let (present, any) = Array(text.utf8).withUnsafeBytes { bytes in
            (set.present(in: bytes), set.containsAny(bytes))
        }
        #expect(present == expected, "\(text)")
        #expect(any == (expected != 0), "\(text)")
    }

    @Test(arguments: texts)
    func findsWhatContainsFinds(_ text: String) {
        #expect(Self.short.step == 1 && Self.long.step == 4)
        Self.check(Self.short, text)
        Self.check(Self.long, text)
    }

    /// The sets of push-path words: the screens and tags, and the anchors searched together.
    static let eventSets =
        [LogEventMatcher.eventWords, LogEventMatcher.leanplumAnchors, LogEventMatcher.cleverTapAnchors]
        + LogEventMatcher.screenedAnchors

    /// Each of the push-path words, at each offset of the pass's step, whole or cut short by one byte.
    @Test(arguments: eventSets)
    func findsEveryEventWordAtEveryOffset(_ set: LiteralSet) {
        for word in set.words.map(\.description) {
            for padding in 0...set.step {
                let before = String(repeating: "x", count: padding)
                Self.check(set, before + word)
                Self.check(set, before + word + " and after")
                Self.check(set, before + word.dropLast() + " and after")
            }
        }
    }

    /// The push-path screens and the SDKs' tags fit in one set (at most 64 words of 4 bytes or more).
    @Test func eventWordsAreEveryScreenAndTag() {
        #expect(LogEventMatcher.eventWords.words.count == PushPathLines.screens.count + 2)
    }
}

extension LiteralSet: CustomTestStringConvertible {
    /// Its words, not its table, in the test's name.
    public var testDescription: String { "\(words.count) words from \(words.first.map(\.description) ?? "none")" }
}
