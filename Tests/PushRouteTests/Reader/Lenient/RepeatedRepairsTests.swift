import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// `RepeatedRepairs.folded`: repairs of one rule on one line of one input are one diagnostic at
/// the first one's place, its message counting them; nothing else is folded or moved.
@Suite struct RepeatedRepairsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Each diagnostic as (file, line, column, rule); a nil rule for one without.
        var diagnostics: [(String, Int, Int, LenientRule?)]
        /// The messages printed, `file:line:column message`.
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(
            name: "one rule, one line",
            diagnostics: [("a", 1, 2, .smartQuote), ("a", 1, 6, .smartQuote), ("a", 1, 9, .smartQuote)],
            expected: ["a:1:2 smart-quote (3 on this line)"]),
        .init(
            name: "other lines apart",
            diagnostics: [("a", 1, 2, .smartQuote), ("a", 2, 2, .smartQuote), ("a", 2, 8, .smartQuote)],
            expected: ["a:1:2 smart-quote", "a:2:2 smart-quote (2 on this line)"]),
        .init(
            name: "rules interleaved",
            diagnostics: [("a", 3, 1, .unquotedKey), ("a", 3, 5, .singleQuotes), ("a", 3, 9, .unquotedKey)],
            expected: ["a:3:1 unquoted-key (2 on this line)", "a:3:5 single-quotes"]),
        .init(
            name: "two inputs", diagnostics: [("a", 1, 1, .comment), ("b", 1, 1, .comment)],
            expected: ["a:1:1 comment", "b:1:1 comment"]),
        .init(
            name: "errors and notes kept",
            diagnostics: [
                ("a", 1, 1, .parseError), ("a", 1, 4, .parseError), ("a", 1, 5, .envelope), ("a", 1, 6, .envelope),
            ],
            expected: ["a:1:1 parse-error", "a:1:4 parse-error", "a:1:5 envelope", "a:1:6 envelope"]),
        .init(
            name: "without a rule", diagnostics: [("a", 1, 1, nil), ("a", 1, 2, nil)],
            expected: ["a:1:1 none", "a:1:2 none"]),
    ]

    @Test(arguments: cases)
    func folds(_ testCase: Case) {
        let diagnostics = testCase.diagnostics.map { file, line, column, rule in
            Diagnostic(
                file: file, at: SourceLocation(line: line, column: column), severity: rule?.severity ?? .warning,
                rule: rule.map { RuleID($0) }, message: rule?.rawValue ?? "none")
        }
        let printed = RepeatedRepairs.folded(diagnostics).map {
            "\($0.file):\($0.position.line):\($0.position.column) \($0.message)"
        }
        #expect(printed == testCase.expected)
    }
}
