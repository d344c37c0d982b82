import Foundation
import Testing

/// `lint --fix` and `lint --diff`, one golden case per fixable rule: the diff, the run's
/// output, and the file as rewritten (`Tests/Golden/fix/NAME.diff`, `.out`, `.err`,
/// `.fixed`). Each case works on a copy of `Tests/Fixtures/fix/NAME` in a scratch folder.
@Suite struct FixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The exit status of `--fix`: the findings left decide it.
        var status: Int32
        /// The exit status of `lint` and of `lint --diff`, which exits as `lint` does: the
        /// findings of the file as it is decide it.
        var lintStatus: Int32 = 1
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "content-available.json", status: 0),
        .init(name: "mutable-content.json", status: 0),
        .init(name: "number-as-string.json", status: 0),
        .init(name: "string-as-number.json", status: 1),
        .init(name: "duplicate-key.json", status: 0),
        .init(name: "repaired-input.txt", status: 0),
        .init(name: "repaired-then-typed.txt", status: 0),
        .init(name: "warning-left.json", status: 0),
    ]

    @Test(arguments: cases)
    func fixes(_ testCase: Case) throws {
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/" + testCase.name, to: testCase.name)
        let original = try scratch.data(testCase.name)

        let plain = try scratch.run(["lint", testCase.name])
        #expect(plain.status == testCase.lintStatus)
        let diff = try scratch.run(["lint", "--diff", testCase.name])
        #expect(diff.status == testCase.lintStatus)
        #expect(diff.standardError == "")
        try Golden.check(diff.standardOutput, against: "fix/\(testCase.name).diff")
        #expect(try scratch.data(testCase.name) == original, "--diff wrote the file")

        let fix = try scratch.run(["lint", "--fix", testCase.name])
        #expect(fix.status == testCase.status)
        try Golden.check(fix.standardOutput, against: "fix/\(testCase.name).out")
        try Golden.check(fix.standardError, against: "fix/\(testCase.name).err")
        let fixed = try scratch.read(testCase.name)
        try Golden.check(fixed, against: "fix/\(testCase.name).fixed")
        #expect(try scratch.listing() == [testCase.name], "a temporary file was left")

        let again = try scratch.run(["lint", "--fix", testCase.name])
        #expect(again.status == testCase.status)
        #expect(!again.standardError.contains("rewritten"), "a second --fix found more to fix")
        #expect(try scratch.read(testCase.name) == fixed)
        try scratch.checkFixturesIntact()
    }

    /// What may not be rewritten keeps every byte, and says why when it had fixes.
    @Test(
        arguments: [
            ("refused-two-payloads.txt", "the file holds 2 payloads; only a file holding one is rewritten"),
            ("refused-log-line.txt", "its push was read from a device log, which a rewrite would lose"),
            ("refused-partial.json", "its payload could not be read whole"),
            (
                "refused-envelope.json",
                "its push is inside an envelope, which a rewrite would lose; fix the push itself"
            ),
            ("refused-array.json", "its push is an element of an array, which a rewrite would lose"),
            ("refused-invalid.txt", nil),
        ] as [(String, String?)])
    func refuses(_ name: String, _ reason: String?) throws {
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/" + name, to: name)
        let original = try scratch.data(name)
        let result = try scratch.run(["lint", "--fix", name])
        #expect(result.status == 1)
        if let reason {
            #expect(result.standardError == "\(name): warning: not rewritten: \(reason)\n")
        } else {
            #expect(result.standardError == "")
        }
        #expect(try scratch.data(name) == original)
        #expect(try scratch.listing() == [name])
        try scratch.checkFixturesIntact()
    }

    /// `--fix` exits 0 when what is left is below `--fail-on`, and 1 when it is not.
    @Test func exitStatusFollowsTheFindingsLeft() throws {
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/warning-left.json", to: "a.json")
        #expect(try scratch.run(["lint", "a.json"]).status == 1)
        #expect(try scratch.run(["lint", "--fix", "--fail-on", "warning", "a.json"]).status == 1)
        #expect(try scratch.run(["lint", "--fix", "a.json"]).status == 0)
        try scratch.checkFixturesIntact()
    }

    /// A file that cannot be written is reported (74) and keeps its bytes.
    @Test func aFileThatCannotBeWrittenIsReported() throws {
        guard getuid() != 0 else { return }  // root writes everywhere
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/content-available.json", to: "ro/a.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: scratch.path("ro"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path("ro")) }
        let result = try scratch.run(["lint", "--fix", "ro/a.json"])
        #expect(result.status == 74)
        #expect(result.standardError.hasPrefix("ro/a.json: error: not rewritten: "))
        try scratch.checkFixturesIntact()
    }
}
