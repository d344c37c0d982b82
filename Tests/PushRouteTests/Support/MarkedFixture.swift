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

}
