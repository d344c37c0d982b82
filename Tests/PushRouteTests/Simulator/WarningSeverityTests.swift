import Foundation
import PushRouteCore
import Testing

@testable import PushRouteSimulator

/// The severity of each simulator code is the one docs/routing-model.md (Appendix A) gives (the
/// man page's WARNINGS is generated: `GeneratedManualTests`), and the formats keep notes apart
/// from what counts.
@Suite struct WarningSeverityTests {
    /// `code → severity` as Appendix A's table gives it.
    static func documentedSeverities() throws -> [String: String] {
        let text = try String(
            contentsOf: CommandRunner.root.appendingPathComponent("docs/routing-model.md"), encoding: .utf8)
        let appendix = try #require(text.range(of: "## Appendix A. Simulator warning codes"))
        var table: [String: String] = [:]
        for line in text[appendix.upperBound...].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2, cells[0].hasPrefix("`"), Severity(rawValue: cells[1]) != nil else { continue }
            table[String(cells[0].dropFirst().dropLast())] = cells[1]
        }
        return table
    }

    @Test(arguments: WarningCode.allCases)
    func docsGiveTheCodesSeverity(_ code: WarningCode) throws {
        #expect(try Self.documentedSeverities()[code.rawValue] == code.severity.rawValue)
    }

    @Test func docsListNoOtherCode() throws {
        let documented = Set(try Self.documentedSeverities().keys)
        #expect(documented == Set(WarningCode.allCases.map(\.rawValue) + ["both-sdks"]))
    }

    /// Expected outcomes are notes; hazards warnings; what kills the app errors.
    @Test(arguments: [
        (WarningCode.noWake, Severity.note), (.notTappable, .note), (.coldStartTwice, .warning),
        (.clickWithoutTap, .warning), (.deepLinkNotOpened, .warning), (.cleverTapNoAccount, .warning),
        (.silentForegroundUnhandled, .warning), (.cleverTapAccountNotString, .error), (.completionNotCalled, .error),
    ])
    func severity(_ code: WarningCode, _ expected: Severity) {
        #expect(code.severity == expected)
    }
}
