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
        .init(
            name: "several-payloads-sorted",
            arguments: ["normalize", "--sort-keys", "--indent", "4", "samples/paste-ticket.txt"], status: 0),
        .init(
            name: "strict-refuses-repairs",
            arguments: ["normalize", "--strict", "samples/seed-leanplum.txt", "samples/firebase.json"], status: 1),
        .init(
            name: "apns", arguments: ["normalize", "--apns", "com.example.shop", "samples/seed-clevertap.txt"],
            status: 0),
        .init(
            name: "apns-replaces-target",
            arguments: ["normalize", "--apns", "com.example.other", "samples/simulator.apns"], status: 0),
        // simctl takes one payload a file: a paste of several is refused, naming them.
        .init(
            name: "apns-refuses-several-payloads", arguments: ["normalize", "--apns", "com.example.shop", "--compact"],
            stdin:
                "[1]\n{\"alert\": \"no aps\"}\n{\"aps\": {}, \"big\": \"\(String(repeating: "x", count: 4100))\"}\n{\"aps\":{}}",
            status: 1),
        .init(
            name: "apns-several-files",
            arguments: ["normalize", "--apns", "com.example.shop", "samples/seed-clevertap.txt", "samples/braze.json"],
            status: 64),
        .init(
            name: "invalid-payloads-others-still-written",
            arguments: ["normalize", "--compact", "samples/pushes.ndjson"], status: 1),
        .init(name: "missing-file", arguments: ["normalize", "samples/nope.txt", "samples/braze.json"], status: 2),
        .init(
            name: "stdin-indent-0", arguments: ["normalize", "--indent", "0"], stdin: "{ aps = { badge = 1; }; }",
            status: 0),
        .init(name: "indent-and-compact", arguments: ["normalize", "--indent", "2", "--compact"], status: 64),
        .init(
            name: "max-depth", arguments: ["normalize", "--max-depth", "1", "--compact"], stdin: "{\"a\":[]} {\"b\":1}",
            status: 1),
    ]

    /// `--apns --output DIR`: one file per payload, each checked as simctl checks it; what
    /// simctl would refuse is reported and not written.
    @Test func apnsWritesOneFilePerPayloadIntoAFolder() throws {
        let scratch = try Scratch()
        try scratch.write(
            "paste.txt",
            "[1]\n{\"alert\": \"no aps\"}\n{\"aps\": {}, \"big\": \"\(String(repeating: "x", count: 4100))\"}\n{\"aps\":{}}"
        )
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let refused = try scratch.run([
            "normalize", "--apns", "com.example.shop", "--compact", "--output", "out", "paste.txt",
        ])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == "")
        try Golden.check(
            refused.standardError.replacing(String(repeating: "x", count: 40), with: "x…"),
            against: "normalize/apns-folder-refused.err")
        #expect(try scratch.listing() == ["out", "paste.txt"])

        try scratch.write(
            "ticket.txt", try readText(CommandRunner.root.appendingPathComponent("samples/paste-ticket.txt").path))
        let written = try scratch.run(["normalize", "--apns", "com.example.shop", "-q", "-o", "out", "ticket.txt"])
        #expect(written.status == 0)
        #expect(written.standardOutput == "" && written.standardError == "")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("out")).sorted()
        #expect(files == ["ticket-1.apns", "ticket-2.apns"])
        let apns = try scratch.read("out/ticket-1.apns") + scratch.read("out/ticket-2.apns")
        try Golden.check(apns, against: "normalize/apns-folder.out")
    }

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
