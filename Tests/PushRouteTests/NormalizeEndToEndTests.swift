import Foundation
import Testing

/// `pushroute normalize` run as a user runs it: whole outputs and exit statuses.
@Suite struct NormalizeEndToEndTests {
    typealias Case = GoldenCase

    /// Whole outputs, compared with golden files `normalize/<name>.out` and `.err`.
    static let cases: [Case] = [
        .init(name: "seed-leanplum", arguments: ["normalize", "samples/seed-leanplum.txt"], status: 0),
        .init(name: "seed-clevertap", arguments: ["normalize", "samples/seed-clevertap.txt"], status: 0),
        .init(name: "pasted-forms-compact", arguments: ["normalize", "--compact"] + pastedSamples, status: 0),
        .init(name: "several-payloads-sorted", arguments: ["normalize", "--sort-keys", "--indent", "4", "samples/paste-ticket.txt"], status: 0),
        .init(name: "strict-refuses-repairs", arguments: ["normalize", "--strict", "samples/seed-leanplum.txt", "samples/firebase.json"], status: 1),
        .init(name: "apns", arguments: ["normalize", "--apns", "com.example.shop", "samples/seed-clevertap.txt"], status: 0),
        .init(name: "apns-replaces-target", arguments: ["normalize", "--apns", "com.example.other", "samples/simulator.apns"], status: 0),
        .init(
            name: "apns-refuses-what-simctl-refuses", arguments: ["normalize", "--apns", "com.example.shop", "--compact"],
            stdin: "[1]\n{\"alert\": \"no aps\"}\n{\"aps\": {}, \"big\": \"\(String(repeating: "x", count: 4100))\"}\n{\"aps\":{}}", status: 1),
        .init(name: "invalid-payloads-others-still-written", arguments: ["normalize", "--compact", "samples/pushes.ndjson"], status: 1),
        .init(name: "missing-file", arguments: ["normalize", "samples/nope.txt", "samples/braze.json"], status: 2),
        .init(name: "stdin-indent-0", arguments: ["normalize", "--indent", "0"], stdin: "{ aps = { badge = 1; }; }", status: 0),
        .init(name: "indent-and-compact", arguments: ["normalize", "--indent", "2", "--compact"], status: 64),
        .init(name: "max-depth", arguments: ["normalize", "--max-depth", "1", "--compact"], stdin: "{\"a\":[]} {\"b\":1}", status: 1),
    ]

    static let pastedSamples = [
        "paste-nsdictionary.txt", "paste-swift-print.txt", "paste-lldb.txt", "paste-json5ish.txt", "paste-log-line.txt",
        "paste-bom-crlf.json",
    ].map { "samples/" + $0 }

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "normalize")
    }

    /// Normalizing normalized output changes nothing and repairs nothing, for every sample.
    @Test(arguments: ClassifyEndToEndTests.allSamples)
    func normalizingTwiceChangesNothing(_ sample: String) throws {
        for style in [["--compact"], [], ["--indent", "3", "--sort-keys"]] {
            let once = try CommandRunner.run(["normalize"] + style + [sample])
            let twice = try CommandRunner.run(["normalize"] + style, input: Data(once.standardOutput.utf8))
            #expect(twice.standardOutput == once.standardOutput)
            #expect(twice.standardError == "")
            #expect(twice.status == 0)
        }
    }

    @Test func helpNamesEveryOption() throws {
        let help = try CommandRunner.run(["normalize", "--help"])
        #expect(help.status == 0)
        for option in ["--indent", "--compact", "--sort-keys", "--strict", "--apns", "--max-depth", "--max-bytes"] {
            #expect(help.standardOutput.contains(option))
        }
        #expect(try CommandRunner.run(["--help"]).standardOutput.contains("normalize"))
    }
}
