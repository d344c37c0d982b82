import Foundation
import Testing

/// Pastes that are wide rather than deep (issue 34; pushroute(1), LIMITS): hundreds of
/// thousands of payloads, repairs or findings from one text. Each run is measured by the
/// child's own `getrusage` (`MeasuredRun`): an array of 330 000 `{}` on one line took minutes
/// (each element's note measured the whole line again), 500 000 invalid escapes made a JSON record
/// of 500 MB, and lint's findings of one file grew past 300 MB. A quarter of a megabyte each, so
/// that the debug build runs within the bounds too (the release binary's figures at 1 MB are in
/// bench/RESULTS.md).
@Suite struct HostilePayloadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Whether the text holds payloads that cannot be read (classify's status is then 1).
        var invalid = false
        var text: @Sendable () -> Data
        var testDescription: String { name }
    }

    static let size = 1 << 18

    /// A push on a line of its own.
    static let push = "{\"aps\":{\"badge\":1}}\n"

    static func repeated(_ head: String, _ unit: String, _ tail: String) -> Data {
        Data((head + String(repeating: unit, count: (size - head.utf8.count) / unit.utf8.count) + tail).utf8)
    }

    /// `{"aps":{},"a0":1,"a0":2,"a1":1,"a1":2,…}`, `size` bytes or about.
    static func distinctDuplicates() -> Data {
        var text = "{\"aps\":{}"
        var index = 0
        while text.utf8.count < size - 32 {
            text += ",\"a\(index)\":1,\"a\(index)\":2"
            index += 1
        }
        return Data((text + "}").utf8)
    }

    static let cases: [Case] = [
        Case(name: "an array of empty objects on one line") { repeated("[", "{},", "{}]") },
        Case(name: "empty objects one after another") { repeated("", "{}", "") },
        Case(name: "one key repeated") { repeated("{", "\"k\":1,", "\"k\":1}") },
        Case(name: "invalid escapes in one string") { repeated("{\"a\":\"", "\\x", "\"}") },
        Case(name: "unquoted keys") { repeated("{\"aps\":{}, ", "a:1,", "}") },
        // Each `"{"` looks for the end of unescaped JSON (§4.21) that never comes: the search
        // reads no more bytes in all than the payload holds.
        Case(name: "strings opening unescaped JSON") { repeated("{x:1, ", "\"a\":\"{\", ", "\"z\":1}") },
        // JavaScript shorthand properties, each a key on the line of the separator before it:
        // each asked whether the rest of the line is a note (`LenientParser.lineAhead`).
        Case(name: "shorthand properties") { repeated("{\"_lpm\": 1, a: 1", ", x", "}") },
        // Distinct keys, each written twice: a duplicate-key finding and fix each, every one
        // looked up once per object (`DuplicateKeyRule`, `FixPlanCache`).
        Case(name: "distinct keys written twice") { distinctDuplicates() },
        // Lines of `key = {…};` or `put("k", {…});`, each line's `{` taken: the members without
        // braces (the log entries) from each line read every line after it, until the last
        // one not taken was no longer read again (found by fuzzing: `PayloadScanner.linesReadTo`,
        // §10.3).
        Case(name: "lines of key = {...}; members") { repeated("", "T1 = {isa = PBXNativeTarget; name = A1;};\n", "") },
        Case(name: "lines of put(\"k\", {...}); entries") { repeated("", "put(\"k\", {a: 1});\n", "") },
        // Dart map prints each cut at its line end: the relaxed JSON reading of each `{` read every
        // line after it, nested ever deeper, until it was no longer made inside the last one
        // (`PayloadScanner.companionReadTo`, §10.3). 400 lines took 18 s.
        Case(name: "Dart map prints cut at their line ends") { repeated("", "flutter: {a: 1, b: 2\n", "") },
        // Maps built in code never closed (§4.17): each call's reading ran to the text's end, and
        // every call inside it was read again (`mapOf("a" to ` repeated: 8 KB took 5.7 s, a
        // string's line end found again at each quote); now read once (`MapCallReader.readToEnd`,
        // `PayloadScanner.mapCallReadToEnd`, §10.3). A push first, so that each text holds one.
        Case(name: "Kotlin map calls never closed") { repeated(push, "mapOf(\"a\" to ", "") },
        // Each `{` is a payload that cannot be read, as it was before keyword calls were read.
        Case(name: "keyword calls never closed, a dictionary each", invalid: true) {
            repeated(push, "Foo(a={\"k\": 1, \n", "")
        },
        Case(name: "keyword calls on one line, a string each") { repeated(push + "Foo(", "a=\"x\", ", ")") },
        // A call the text ends inside is read as far as it goes (§4.13): whether it closes is
        // found once, not at each value (each string on the line looked for the line's end again
        // in that search, and each `Foo(` read again: 64 KB took 10 s), and its calls are read
        // as they go, never looked past to the end first.
        Case(name: "keyword calls never closed, nested") { repeated(push, "Foo(a=", "") },
        Case(name: "keyword calls never closed, a string each") { repeated(push, "Foo(a=\"x\", ", "") },
        // Map calls as values of relaxed JSON on one line: each call's reader looked for the
        // line's end (256 KB took 38 s); it now reads a text that ends at the call's `)`.
        Case(name: "map calls as values on one line") { repeated("{", "\"a\": bundleOf(\"k\" to 1), ", "\"z\": 1}") },
        // Payloads held to the text's end to know whether it holds a push (§11.5): 64 of 4 KB,
        // each repaired (an unquoted key), all held.
        Case(name: "repaired payloads held to the text's end") {
            repeated("", "{x:\"" + String(repeating: "a", count: 4000) + "\"}\n", "")
        },
    ]

    static let commands: [[String]] = [
        ["classify"], ["classify", "--format", "json"], ["normalize"], ["lint"], ["lint", "--format", "sarif"],
    ]

    @Test(
        .enabled(if: GNUTime.available, GNUTime.skipReason), .disabled(if: Sanitizer.address, Sanitizer.memoryReason),
        arguments: cases, commands)
    func staysWithinBounds(_ testCase: Case, _ command: [String]) throws {
        let run = try MeasuredRun.run(command + ["-"], input: testCase.text())
        #expect(!run.result.killed)
        #expect(
            run.result.status == (command[0] == "lint" || testCase.invalid ? 1 : 0),
            "\(run.result.standardError.prefix(300))")
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(run.userSeconds) s")
        #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB")
    }

    /// `lint --diff` plans a fix for each of thousands of repeated keys in time linear in them.
    @Test(
        .enabled(if: GNUTime.available, GNUTime.skipReason), .disabled(if: Sanitizer.address, Sanitizer.memoryReason))
    func fixesOfManyDuplicatesStayLinear() throws {
        let run = try MeasuredRun.run(["lint", "--diff", "-"], input: Self.distinctDuplicates())
        #expect(!run.result.killed)
        #expect(run.result.status == 1)
        // Every repeated key keeps its used value, in one pass.
        #expect(
            run.result.standardOutput.hasPrefix(
                "--- <stdin>\n+++ <stdin>\n@@ -1 +1 @@\n-{\"aps\":{},\"a0\":1,\"a0\":2,"))
        #expect(run.result.standardOutput.contains("\n+{\"aps\":{},\"a0\":2,\"a1\":2,\"a2\":2,"))
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(run.userSeconds) s")
        #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB")
    }

    /// Past 10 000 findings in a file, lint lists the first and counts the rest, and says so;
    /// past 10 000 repairs in a payload, the rest are counted in one note.
    @Test func findingsAndRepairsPastTheirLimitsAreCounted() throws {
        // 43 691 keys `k`: 43 690 repeats and a missing `aps`, all errors.
        let keys = (Self.size - 1) / 6 + 1
        let lint = try CommandRunner.run(["lint", "-"], input: Self.repeated("{", "\"k\":1,", "\"k\":1}"))
        #expect(lint.status == 1)
        #expect(
            lint.standardError
                == "<stdin>: warning: more than 10000 findings: the first 10000 are listed, \(keys - 10_000) more only counted\n"
        )
        let summary = lint.standardOutput.split(separator: "\n").last ?? ""
        #expect(summary.hasPrefix("\(keys) findings (\(keys) errors) in 1 file"), "\(summary)")
        // 131 069 invalid escapes.
        let escapes = (Self.size - 6) / 2
        let classify = try CommandRunner.run(
            ["classify", "--format", "json", "-"], input: Self.repeated("{\"a\":\"", "\\x", "\"}"))
        let note = "\"message\":\"\(escapes - 10_000) more repairs not listed: a payload lists at most 10000\"}]}\n"
        #expect(classify.standardOutput.hasSuffix(note), "\(classify.standardOutput.suffix(200))")
    }
}
