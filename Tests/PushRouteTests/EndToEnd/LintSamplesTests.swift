import Foundation
import Testing

/// The project lints its own samples: each produces exactly the findings listed for it
/// in `Tests/Golden/lint/samples-expected.txt` (the list `make lint-samples` checks too),
/// and a sample not listed there is clean.
@Suite struct LintSamplesTests {
    static let expectedFile = "Tests/Golden/lint/samples-expected.txt"

    /// The listed findings, as `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`.
    static let expected: [String] = {
        let url = CommandRunner.root.appendingPathComponent(expectedFile)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }()

    /// Every payload sample: the files of samples/ itself (scenarios, `*.scenario`, and the
    /// app profiles of samples/apps are simulator input, not payloads; `.pushroute.json`
    /// includes the pastes in a walk of samples/).
    static let samples: [String] = {
        let directory = CommandRunner.root.appendingPathComponent("samples").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { name in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory)
                return !isDirectory.boolValue && !name.hasSuffix(".scenario") && !name.hasPrefix(".")
            }
            .sorted()
    }()

    /// The findings of a run, from `--format json`, in the expectation list's form.
    static func lines(_ arguments: [String]) throws -> (lines: [String], status: Int32) {
        let result = try CommandRunner.run(["lint", "--format", "json"] + arguments)
        #expect(result.standardError == "")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        let lines = findings.map { finding in
            "\(finding["file"]!):\(finding["line"]!):\(finding["column"]!): \(finding["severity"]!): \(finding["message"]!) [\(finding["rule"]!)]"
        }
        return (lines, result.status)
    }

    @Test(arguments: samples)
    func sampleHasExactlyItsListedFindings(_ sample: String) throws {
        let path = "samples/" + sample
        let listed = Self.expected.filter { $0.hasPrefix(path + ":") }
        let (lines, status) = try Self.lines([path])
        #expect(lines == listed)
        #expect(status == (listed.contains { $0.contains(": error: ") } ? 1 : 0))
    }

    /// Every payload sample by path, as `make lint-samples` lints them: in byte order, the
    /// NDJSON log last (the order `lint samples samples/pushes.ndjson` gave before samples/
    /// held app profiles).
    static let payloadPaths: [String] = {
        let ordered = samples.filter { !$0.hasSuffix(".ndjson") } + samples.filter { $0.hasSuffix(".ndjson") }
        return ordered.map { "samples/" + $0 }
    }()

    /// The run `make test` makes.
    @Test func wholeSamplesRunMatchesTheList() throws {
        #expect(!Self.expected.isEmpty)
        #expect(try Self.lines(Self.payloadPaths).lines == Self.expected)
    }

    @Test func everyListedFindingNamesASample() {
        for line in Self.expected {
            let file = line.prefix { $0 != ":" }.dropFirst("samples/".count)
            #expect(Self.samples.contains(String(file)), "\(line)")
        }
    }
}
