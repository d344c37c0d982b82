import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// A fixture text whose offending spots are marked with `⟨` (and, for the eye, closed
/// with `⟩`). The markers are removed; their places are the positions the findings
/// must report, counted as pushroute counts them (lines from 1, columns in characters).
struct MarkedFixture {
    var text: String = ""
    var locations: [PushRouteCore.SourceLocation] = []

    init(_ marked: String) {
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "⟨": locations.append(.init(line: line, column: column))
            case "⟩": break
            case "\n":
                text.unicodeScalars.append(scalar)
                line += 1
                column = 1
            default:
                text.unicodeScalars.append(scalar)
                column += 1
            }
        }
    }
}

/// One case of one rule: an example declared beside the rule (`RuleExample`), a marked
/// fixture, the options it is linted with, and optionally the message its first finding
/// must carry.
typealias RuleCase = RuleExample

extension RuleExample: CustomTestStringConvertible {
    public var testDescription: String { name }
}

enum LintTesting {
    /// Every finding of every rule (those off by default too) for the payloads in `text`.
    static func findings(_ text: String, options: LintOptions = LintOptions(), file: String = "fixture.json")
        -> [Diagnostic]
    {
        let linter = Linter(rules: LintRules.all, options: options)
        var findings: [Diagnostic] = []
        Array(text.utf8).withUnsafeBytes { bytes in
            PayloadReader().readDocument(bytes, file: file) { findings += linter.lint($0) }
        }
        return findings
    }

    /// Checks that `rule` reports exactly the marked spots of the case, with its severity.
    static func check(
        _ testCase: RuleCase, rule: any LintRule.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fixture = MarkedFixture(testCase.fixture)
        let found = findings(fixture.text, options: testCase.options).filter { $0.rule == rule.id }
        #expect(found.map(\.location) == fixture.locations, sourceLocation: sourceLocation)
        #expect(found.allSatisfy { $0.severity == rule.severity }, sourceLocation: sourceLocation)
        if let message = testCase.message {
            #expect(found.first?.message == message, sourceLocation: sourceLocation)
        }
    }
}
