import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Settings files of 100 000 elements read in time linear in their size: the places of
/// array elements are found in one pass (`JSONElementLocator`), and scenarios and app
/// profiles meet no per-element rescan either. The tests check what is read, and that the
/// locator reads each byte once; how long it takes is in bench/RESULTS.md.
@Suite struct LargeSettingsTests {
    static let count = 100_000
    /// The steps a scenario holds at most (`ScenarioParser.maxSteps`).
    static let steps = 10_000

    /// A `.pushroute.json` laid out as `JSONSerialization` (and people) write it: element `i`
    /// of `exclude` on line `i + 3`, column 5.
    static func excludes(_ globs: [String]) -> String {
        "{\n  \"exclude\": [\n" + globs.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// Every element of a 100 000-element array placed, in one pass of the locator.
    @Test func everyElementIsPlacedInOnePass() {
        let bytes = Array(Self.excludes((0..<Self.count).map { "legacy/\($0)/**" }).utf8)
        bytes.withUnsafeBytes { text in
            var places = JSONElementLocator(text)
            let array = PushRouteCore.SourceLocation(line: 2, column: 14)
            for index in 0..<Self.count {
                let place = places.location(ofElement: index, inArrayAt: array)
                if place != PushRouteCore.SourceLocation(line: index + 3, column: 5) {
                    Issue.record("element \(index) placed at \(String(describing: place))")
                    break
                }
            }
            #expect(
                places.location(ofElement: Self.count, inArrayAt: array) == array, "no such element: the array's place")
            #expect(places.scannedBytes <= text.count)
        }
    }

    /// Arrays inside an array's elements (`overrides[i].files`) are found in the same pass,
    /// asked for in the order a reader asks: an override, then its files.
    @Test func nestedArraysAreFoundInTheSamePass() {
        let overrides = (0..<20_000).map { "    {\"files\": [\"a/\($0)/*.json\", \"b\"], \"rules\": {}}" }
        let bytes = Array(("{\n  \"overrides\": [\n" + overrides.joined(separator: ",\n") + "\n  ]\n}\n").utf8)
        bytes.withUnsafeBytes { text in
            var places = JSONElementLocator(text)
            let array = PushRouteCore.SourceLocation(line: 2, column: 16)
            for index in 0..<overrides.count {
                let line = index + 3
                let override = places.location(ofElement: index, inArrayAt: array)
                let files = PushRouteCore.SourceLocation(line: line, column: 15)
                let second = places.location(ofElement: 1, inArrayAt: files)
                let expected = PushRouteCore.SourceLocation(line: line, column: 15 + "[\"a/\(index)/*.json\", ".count)
                if override != PushRouteCore.SourceLocation(line: line, column: 5) || second != expected {
                    Issue.record(
                        "override \(index) at \(String(describing: override)), its second file at \(String(describing: second))"
                    )
                    break
                }
            }
            #expect(places.scannedBytes <= text.count)
        }
    }

    /// The files of a run, in a fresh folder: `a.json` (a payload with one warning) and the
    /// settings file under test.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: @Sendable () -> [String: String]
        var arguments: [String]
        var status: Int32
        /// Checks the run's outputs.
        var check: @Sendable (CommandRunner.Result) -> Void
        var testDescription: String { name }
    }

    static let payload = #"{"aps": {"alert": "hi", "sonud": "default"}, "_lpm": 1}"# + "\n"
    static let finding = "a.json:1:25: warning: unknown key 'sonud' in 'aps'"

    static let cases: [Case] = [
        // The last of 100 000 globs excludes the file: nothing is linted.
        Case(
            name: "100 000 excludes",
            files: { [".pushroute.json": excludes((1..<count).map { "legacy/\($0)/**" } + ["a.json"])] },
            arguments: ["lint", "a.json"], status: 0
        ) { result in
            #expect(result.standardOutput == "no findings in 0 files\n" && result.standardError == "")
        },
        // Every glob an error: the first 100 shown, each at its own line, the rest counted.
        Case(
            name: "100 000 bad globs", files: { [".pushroute.json": excludes((0..<count).map { "legacy/[\($0)" })] },
            arguments: ["lint", "a.json"], status: 64
        ) { result in
            let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix(".pushroute.json") }
            #expect(errors.count == 101)
            #expect(
                errors.first
                    == ".pushroute.json:3:5: error: glob 'legacy/[0' has a '[' without its ']' [config-bad-glob]")
            #expect(
                errors.dropLast().last
                    == ".pushroute.json:102:5: error: glob 'legacy/[99' has a '[' without its ']' [config-bad-glob]")
            #expect(
                errors.last == ".pushroute.json: error: \(count - 100) more errors not shown; the first 100 are above")
        },
        // 100 000 unknown rules on one line, a typo among them: the did-you-mean of the first
        // 100, the rest only counted.
        Case(
            name: "100 000 unknown rules",
            files: {
                [
                    ".pushroute.json": #"{"rules": {"aps-badeg": "off", "#
                        + (1..<count).map { #""r\#($0)": "off""# }.joined(separator: ", ") + "}}\n"
                ]
            }, arguments: ["lint", "a.json"], status: 64
        ) { result in
            let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix(".pushroute.json") }
            #expect(errors.count == 101)
            #expect(
                errors.first
                    == ".pushroute.json:1:12: error: unknown rule 'aps-badeg' in 'rules'; did you mean 'aps-badge'? [config-unknown-rule]"
            )
            #expect(
                errors.last == ".pushroute.json: error: \(count - 100) more errors not shown; the first 100 are above")
        },
        // The last of 100 000 overrides turns the file's finding off.
        Case(
            name: "100 000 overrides",
            files: {
                let overrides =
                    (1..<count).map { #"{"files": ["legacy/\#($0)/*.json"], "rules": {"aps-badge": "off"}}"# }
                    + [#"{"files": ["a.json"], "rules": {"aps-unknown-key": "off"}}"#]
                return [".pushroute.json": "{\"overrides\": [\n" + overrides.joined(separator: ",\n") + "\n]}\n"]
            }, arguments: ["lint", "a.json"], status: 0
        ) { result in
            #expect(result.standardOutput == "no findings in 1 file\n" && result.standardError == "")
        },
        // 100 000 entries, one of them the file's finding.
        Case(
            name: "100 000 baseline entries",
            files: {
                let others = (1..<count).map {
                    #"{"file": "old/\#($0).json", "rule": "aps-badge", "path": "/aps/badge", "fingerprint": "\#(String(format: "%016x", $0))"}"#
                }
                let mine =
                    #"{"file": "a.json", "rule": "aps-unknown-key", "path": "/aps/sonud", "fingerprint": "\#(Self.sonudFingerprint)"}"#
                return [
                    "baseline.json": "{\"version\": 1, \"findings\": [\n" + (others + [mine]).joined(separator: ",\n")
                        + "\n]}\n"
                ]
            }, arguments: ["lint", "--baseline", "baseline.json", "a.json"], status: 0
        ) { result in
            #expect(result.standardOutput == "no findings in 1 file\n" && result.standardError == "")
        },
        // As many push steps as a scenario holds (`ScenarioParser.maxSteps`), each run.
        Case(
            name: "10 000 scenario push steps",
            files: {
                let lines = (0..<steps).map { #"push {"aps":{"alert":"step \#($0)"},"_lpm":\#($0)}"# }
                return ["steps.scenario": "migration lp+ct\n" + lines.joined(separator: "\n") + "\n"]
            }, arguments: ["simulate", "--scenario", "steps.scenario"], status: 0
        ) { result in
            let outcomes = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  line ") }
            #expect(outcomes.count == steps)
            #expect(outcomes.last == "  line \(steps + 1) (receive, not-running): handler: none; woken: no")
            #expect(result.standardError.split(separator: "\n").count == steps, "a no-wake warning a step")
        },
        // 20 000 errors on one line of an app profile, each placed on it.
        Case(
            name: "20 000 errors on one line of an app profile",
            files: {
                [
                    "app.json": #"{"profile": 1, "#
                        + (0..<20_000).map { #""unknown\#($0)": \#($0)"# }.joined(separator: ", ") + "}\n"
                ]
            }, arguments: ["simulate", "--app", "app.json", "a.json"], status: 64
        ) { result in
            let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("app.json:1:") }
            #expect(errors.count == 20_000)
            #expect(
                errors.first == "app.json:1:16: error: unknown key 'unknown0' in the app profile [profile-unknown-key]")
        },
    ]

    @Test(arguments: cases)
    func largeSettingsFilesAreRead(_ testCase: Case) throws {
        let scratch = try Scratch()
        try scratch.write("a.json", Self.payload)
        for (name, text) in testCase.files() { try scratch.write(name, text) }
        let result = try scratch.run(testCase.arguments)
        #expect(result.status == testCase.status, "\(result.standardError.prefix(500))")
        testCase.check(result)
    }

    /// The fingerprint `--write-baseline` gives the finding of `a.json`, asked of the binary.
    static let sonudFingerprint: String = {
        guard let scratch = try? Scratch(), (try? scratch.write("a.json", payload)) != nil,
            (try? scratch.run(["lint", "--write-baseline", "b.json", "a.json"])) != nil,
            let text = try? scratch.read("b.json"), let data = text.data(using: .utf8),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let findings = document["findings"] as? [[String: Any]],
            let fingerprint = findings.first?["fingerprint"] as? String
        else { return "" }
        return fingerprint
    }()
}
