import Foundation
import Testing

/// A folder walk reads payloads: a JSON object with no `aps` and no SDK key that a walk finds
/// (a `package.json`) is skipped by every command that reads payloads, with one note; named on
/// the command line it is read. Golden files `walk-non-payload/<name>`.
@Suite struct WalkedNonPayloadTests {
    static let folder = "Tests/Fixtures/lint/not-a-payload"
    static let note =
        "\(folder)/package.json: note: not a payload, skipped: a JSON object with no 'aps' and no SDK key (named on the command line, it is checked)"

    static let walks: [[String]] = [
        ["classify", folder],
        ["classify", "--format", "json", folder],
        ["normalize", folder],
        ["normalize", "--check", folder],
        ["simulate", "--state", "background", "--event", "open", folder],
        ["lint", folder],
    ]

    /// The note once on standard error, nothing of the file on standard output.
    @Test(arguments: walks)
    func skippedWithOneNote(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("package.json") }
        #expect(notes == [Substring(Self.note)], "\(result.standardError)")
        #expect(!result.standardOutput.contains("package.json"))
        #expect(!result.standardOutput.contains("\"name\""), "its JSON is not printed")
    }

    static let cases: [GoldenCase] = [
        .init(name: "classify-walk", arguments: ["classify", folder], status: 0),
        .init(name: "classify-named", arguments: ["classify", folder + "/package.json"], status: 0),
        .init(name: "simulate-walk", arguments: ["simulate", "--state", "background", "--event", "open", folder]),
        .init(name: "normalize-walk", arguments: ["normalize", folder], status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "walk-non-payload")
    }
}
