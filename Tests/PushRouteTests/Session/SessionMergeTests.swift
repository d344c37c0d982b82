import Foundation
import PushRouteCore
import PushRouteReader
import Testing

@testable import PushRouteSession

/// Several logs of one session merged by their entries' times (docs/logs.md, "Several logs"):
/// `make_sessions.py` splits the golden session into Xcode's console (the app's lines) and
/// `log stream` or a Console.app copy (iOS's lines); merged, they must say what the one log
/// says of every push.
@Suite struct SessionMergeTests {
    static let folder = SessionTests.folder

    /// What a record says of its push, without where its lines are.
    static func verdicts(_ arguments: [String]) throws -> [JSONValue] {
        let result = try CommandRunner.run(
            ["session", "--format", "json"] + arguments.map { folder + $0 }, in: CommandRunner.root)
        #expect(result.status == 1, "\(result.standardError)")
        return try kept(result.standardOutput)
    }

    static func kept(_ output: String) throws -> [JSONValue] {
        try output.split(separator: "\n").map { line in
            let record = try Jansson.decode(String(line)).get()
            var kept = JSONObject()
            for key in ["handler", "state", "event", "observed", "predicted", "verdict", "explanations"] {
                kept.members.append(.init(key: key, value: record[key] ?? .null))
            }
            return .object(kept)
        }
    }

    @Test(arguments: [
        ["merged-xcode.log", "merged-ios.log"],
        ["merged-ios.log", "merged-xcode.log"],
        ["merged-ios-console.txt", "merged-xcode.log"],
        ["merged-xcode.log", "merged-ios-console.txt"],
    ])
    func mergedSaysWhatOneLogSays(_ logs: [String]) throws {
        let whole = try Self.verdicts(["session.log"])
        #expect(whole.count == 4)
        #expect(try Self.verdicts(logs) == whole)
    }

    /// Concatenated instead of merged, the same lines say something else: the merge is what
    /// puts iOS's tap before the app's lines.
    @Test func concatenatedIsNotMerged() throws {
        let app = try readText(CommandRunner.root.appendingPathComponent(Self.folder + "merged-xcode.log").path)
        let ios = try readText(CommandRunner.root.appendingPathComponent(Self.folder + "merged-ios-console.txt").path)
        let result = try CommandRunner.run(["session", "--format", "json", "-"], input: Data((app + ios).utf8))
        let concatenated = try Self.kept(result.standardOutput)
        #expect(concatenated.count == 6)
        #expect(try concatenated != Self.verdicts(["session.log"]))
    }

    /// Evidence in another log than the push's is named with its log, in JSON and in text.
    @Test func evidenceNamesItsLog() throws {
        let result = try CommandRunner.run(
            ["session", "--format", "json", Self.folder + "merged-xcode.log", Self.folder + "merged-ios.log"],
            in: CommandRunner.root)
        let first = try Jansson.decode(String(result.standardOutput.split(separator: "\n")[0])).get()
        #expect(first["log"] == .string(Self.folder + "merged-xcode.log"))
        var other = JSONObject()
        other.members = [
            .init(key: "log", value: .string(Self.folder + "merged-ios.log")), .init(key: "line", value: .integer(5)),
        ]
        let event = Self.items(first["decided_by"]?["event"])
        #expect(event.contains(.object(other)))
        #expect(Self.items(first["evidence"]).contains(.integer(5)))
    }

    static func items(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }

    /// The whole text of a merge whose Console.app copy has clock times only: the note says
    /// how the logs were merged.
    @Test func golden() throws {
        let result = try CommandRunner.run(
            ["session", Self.folder + "merged-ios-console.txt", Self.folder + "merged-xcode.log"],
            in: CommandRunner.root)
        #expect(result.status == 1)
        try Golden.check(result.standardOutput + "--- stderr\n" + result.standardError, against: "session/merged.out")
    }

    /// A log with no time on any entry cannot be merged: a warning names it, its lines follow.
    @Test func untimedLogIsNamed() throws {
        let result = try CommandRunner.run(
            ["session", Self.folder + "merged-ios.log", "-"],
            input: Data("[LEANPLUM] [INFO]: [Wrapper] Wrapper Instantiated\n".utf8),
            in: CommandRunner.root)
        #expect(result.standardError.contains("<stdin>: warning: no entry has a time, so its lines cannot be merged"))
    }

    /// A log that cannot be read: exit 2, the others still read.
    @Test func unreadableLogStillReadsTheOthers() throws {
        let result = try CommandRunner.run(
            ["session", "--format", "json", Self.folder + "session.log", Self.folder + "no-such.log"],
            in: CommandRunner.root)
        #expect(result.status == 2)
        #expect(result.standardOutput.split(separator: "\n").count == 4)
        #expect(result.standardError.contains("no-such.log"))
    }

    @Test func standardInputOnce() throws {
        let result = try CommandRunner.run(["session", "-", "-"], input: Data())
        #expect(result.status == 64)
    }

    struct TimeCase: Sendable, CustomTestStringConvertible {
        var text: String
        var time: SessionTime?
        var testDescription: String { text }
    }

    static let times: [TimeCase] = [
        TimeCase(
            text: "2026-11-29 10:01:00.123456+0100",
            time: SessionTime(year: 2026, month: 11, day: 29, seconds: 36060.123456, offset: 3600)),
        TimeCase(
            text: "2025-10-17 11:01:23.249653-05:00",
            time: SessionTime(year: 2025, month: 10, day: 17, seconds: 39683.249653, offset: -18000)),
        TimeCase(
            text: "2022-11-14 13:21:15.341", time: SessionTime(year: 2022, month: 11, day: 14, seconds: 48075.341)),
        TimeCase(text: "Jul  4 13:26:05", time: SessionTime(month: 7, day: 4, seconds: 48365)),
        TimeCase(text: "15:21:34.102904-0500", time: SessionTime(seconds: 55294.102904, offset: -18000)),
        TimeCase(
            text: "2026-11-29T09:01:00Z", time: SessionTime(year: 2026, month: 11, day: 29, seconds: 32460, offset: 0)),
        // CocoaLumberjack's `yyyy/MM/dd HH:mm:ss:SSS`, and a comma before the fraction.
        TimeCase(
            text: "2021/04/05 21:26:03:838", time: SessionTime(year: 2021, month: 4, day: 5, seconds: 77163.838)),
        TimeCase(
            text: "2021-04-05 21:26:03,838", time: SessionTime(year: 2021, month: 4, day: 5, seconds: 77163.838)),
        TimeCase(text: "yesterday", time: nil),
    ]

    @Test(arguments: times)
    func timeRead(_ testCase: TimeCase) throws {
        let time = SessionTimeParser.parse(testCase.text)
        #expect(
            time?.year == testCase.time?.year && time?.month == testCase.time?.month && time?.day == testCase.time?.day)
        #expect(time?.offset == testCase.time?.offset)
        if let time, let expected = testCase.time { #expect(abs(time.seconds - expected.seconds) < 1e-6) }
    }

    /// One instant written in two zones has one key; a later day sorts after.
    @Test func instantsCompareAcrossZones() throws {
        let paris = try #require(SessionTimeParser.parse("2026-11-29 10:01:00+0100"))
        let utc = try #require(SessionTimeParser.parse("2026-11-29T09:01:00Z"))
        #expect(paris.key(at: .instant) == utc.key(at: .instant))
        let nextDay = try #require(SessionTimeParser.parse("2026-11-30 00:00:01+0100"))
        #expect(nextDay.key(at: .instant) > paris.key(at: .instant))
        #expect(SessionTime.days(1970, 1, 1) == 0 && SessionTime.days(2000, 3, 1) == 11_017)
    }
}
