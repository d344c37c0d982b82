import Foundation
import Testing

/// `classify --events` end to end (issue 32 item 5; docs/device-logs.md "Events"): the lines
/// around each push of a made-up session (`Tests/Fixtures/logs/events/make_session.py`),
/// each with the push it belongs to, in text and JSON; without the option, none.
@Suite struct ClassifyEventsTests {
    static let session = "Tests/Fixtures/logs/events/session.log"

    static let cases = [
        GoldenCase(name: "session.log.events.text", arguments: ["classify", "--events", session]),
        GoldenCase(name: "session.log.events.json", arguments: ["classify", "--events", "--format", "json", session]),
        GoldenCase(name: "session.log.text", arguments: ["classify", session]),
        GoldenCase(
            name: "events-html", arguments: ["classify", "--events", "--format", "html", session], status: 64),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ golden: GoldenCase) throws {
        try golden.check(in: "logs/events")
    }

    /// The example of docs/logs.md ("Device logs"): each line it shows, `…` standing for lines left
    /// out, is a line of the whole output, in order.
    @Test func readmeExample() throws {
        let readme = try readText("docs/logs.md")
        let blocks = readme.components(separatedBy: "```console\n$ pushroute classify --events \(Self.session)\n")
            .dropFirst()
        let block = try #require(blocks.first).components(separatedBy: "```")[0]
        let result = try CommandRunner.run(["classify", "--events", Self.session])
        var output = (result.standardOutput + result.standardError).split(separator: "\n")[...]
        for line in block.split(separator: "\n") where line != "…" {
            guard let found = output.firstIndex(of: line) else {
                Issue.record("not in the output, or out of order: \(line)")
                return
            }
            output = output[(found + 1)...]
        }
    }

    /// A live log: each entry's push and its event are answered before the next entry is written.
    @Test(arguments: [
        ["classify", "--events"], ["classify", "--events", "--jobs", "2"],
        ["classify", "--events", "--format", "json"],
    ])
    func answersEachEntryAsItArrives(_ arguments: [String]) throws {
        let entries = (0..<3).map { index in
            "2026-11-29 10:01:0\(index).000001+0100 Shop[812:3344] [CleverTap]: CleverTap.A: handling push notification: "
                + "{\"aps\":{\"alert\":\"n\(index)\"},\"wzrk_id\":\"\(index)\"}\n"
        }
        try LiveWriter.expectAnswerPerEntry(arguments, entries: entries, linesPerEntry: 2)
    }

    /// Read from standard input, the events are the same as from the file.
    @Test func standardInput() throws {
        let file = try CommandRunner.run(["classify", "--events", Self.session])
        let piped = try CommandRunner.run(["classify", "--events", "-"], input: Data(try readText(Self.session).utf8))
        #expect(piped.standardOutput == file.standardOutput.replacingOccurrences(of: Self.session, with: "<stdin>"))
    }
}
