import Foundation
import Testing

/// `normalize --write`, `--check` and `--diff` on copies in a scratch folder: a pasted
/// payload becomes normalized JSON, a normalized file is left alone, and a file holding
/// several payloads or prose is never written.
@Suite struct NormalizeInPlaceTests {
    static let files = [
        ("samples/paste-nsdictionary.txt", "pasted.txt"), ("samples/both-sdks.json", "normalized.json"),
        ("samples/paste-ticket.txt", "ticket.txt"), ("Tests/Fixtures/fix/string-as-number.json", "tabs.json"),
    ]

    func scratch() throws -> Scratch {
        let scratch = try Scratch()
        for (fixture, name) in Self.files { try scratch.copy(fixture, to: name) }
        return scratch
    }

    @Test func checkAndDiffWriteNothing() throws {
        let scratch = try scratch()
        let names = Self.files.map(\.1)
        let before = try names.map { try scratch.data($0) }
        let check = try scratch.run(["normalize", "--check", "--diff"] + names)
        #expect(check.status == 1)
        try Golden.check(check.standardOutput, against: "normalize/check-diff.out")
        try Golden.check(check.standardError, against: "normalize/check-diff.err")
        #expect(try names.map { try scratch.data($0) } == before)
        #expect(try scratch.run(["normalize", "--check", "normalized.json"]).status == 0)
        try scratch.checkFixturesIntact()
    }

    @Test func writeRewritesWhatItMayAndNothingElse() throws {
        let scratch = try scratch()
        let ticket = try scratch.data("ticket.txt")
        let result = try scratch.run([
            "normalize", "--write", "pasted.txt", "normalized.json", "ticket.txt", "tabs.json",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        try Golden.check(result.standardError, against: "normalize/write.err")
        try Golden.check(try scratch.read("pasted.txt"), against: "normalize/write-pasted.txt")
        #expect(try scratch.data("ticket.txt") == ticket)
        #expect(try scratch.run(["normalize", "--check", "pasted.txt", "normalized.json", "tabs.json"]).status == 0)
        #expect(try scratch.listing() == Self.files.map(\.1).sorted())
        try scratch.checkFixturesIntact()
    }
}
