import Foundation
import PushRouteReader
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// What Leanplum's lines say of its release (man page, session, "Releases"): the line table's
/// `LineReleases` (push-path lines LP02, LP03, LP05, LP10, LP11, LP14, the custom-block
/// and early-init lines), read as printed.
@Suite struct SessionReleaseCluesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var releases: LineReleases
        var level: SDKLogLevel?
        var since: String?
        var until: String?
        var testDescription: String { "\(releases) at \(level?.rawValue ?? "no level")" }
    }

    static let cases: [Case] = [
        // `Notification Opened`: debug up to 6.0.2, info from 6.0.3.
        Case(releases: LineReleases(infoSince: "6.0.3"), level: .info, since: "6.0.3", until: nil),
        Case(releases: LineReleases(infoSince: "6.0.3"), level: .debug, since: nil, until: "6.0.3"),
        // `[Wrapper] Will call …`: 6.0.0 to 6.0.2, whatever its level.
        Case(releases: LineReleases(since: "6.0.0", until: "6.0.3"), level: .debug, since: "6.0.0", until: "6.0.3"),
        // `Application Launched with notification:`: from 6.0.3.
        Case(releases: LineReleases(since: "6.0.3"), level: .info, since: "6.0.3", until: nil),
        // `[Wrapper] Calling CleverTap.handlePushNotification…` at debug: 6.0.0 to 6.0.2.
        Case(releases: LineReleases(since: "6.0.0", infoSince: "6.0.3"), level: .debug, since: "6.0.0", until: "6.0.3"),
        Case(releases: LineReleases(since: "6.0.0", infoSince: "6.0.3"), level: nil, since: "6.0.0", until: nil),
    ]

    @Test(arguments: cases)
    func bounds(_ testCase: Case) {
        let bounds = testCase.releases.bounds(printedAt: testCase.level)
        #expect(bounds.since == testCase.since && bounds.until == testCase.until)
    }

    /// Every release the line table names is one the model lists.
    @Test func tagsAreModelledReleases() {
        #expect(!LineReleases.tagsNamed.isEmpty)
        for tag in LineReleases.tagsNamed { #expect(LeanplumRelease.versions.contains(tag), "\(tag)") }
        #expect(LineReleases.cleverTapTagsNamed == ["7.0.2"])
        for tag in LineReleases.cleverTapTagsNamed { #expect(CleverTapRelease.versions.contains(tag), "\(tag)") }
    }

    /// A CleverTap line that bounds the release shows a CleverTap running: a Leanplum release
    /// that links none (before 6.0.0) is not allowed then, and is where no such line is.
    @Test func aCleverTapLineRulesOutNoCleverTap() throws {
        var before600 = SimulationSettings()
        before600.leanplumSDK = LeanplumRelease.beforeMigration
        var newest = SimulationSettings()
        newest.leanplumSDK = LeanplumRelease.newest
        let line =
            "2026-11-29 10:01:08.132344+0100 0x3f5d5    Default     0x0                  812    0    Shop: [CleverTap]: "
            + "CleverTap.TEST-R78-ZZK-955Z: Leanplum will handle the notification: {\"aps\":{\"alert\":\"Hi\"},\"wzrk_id\":\"1\"}\n"
        let events = SessionLogReading.ordered(SessionLogReading.read(Array(line.utf8), file: "left.log")).compactMap {
            item -> LogEvent? in
            if case .event(let event) = item { return event }
            return nil
        }
        let clues = SessionReleaseClues(events)
        #expect(clues.cleverTapSince?.release == "7.0.2")
        #expect(!clues.allows(before600))
        #expect(clues.allows(newest))
        #expect(SessionReleaseClues([]).allows(before600))
    }

    /// CleverTap's launch observer on Leanplum's instance (push-path lines CT11, CT05, CT12):
    /// `found push notification at launch` then `handling push notification` on the instance
    /// Leanplum's `CleverTap instance created` line names rules out 7.0.2 and later; the skip
    /// line, another instance, no Leanplum line naming it, or the app's own default instance
    /// (which 7.0.2 still hands the push) say nothing of the upper bound.
    struct LaunchCase: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        var until: String?
        var testDescription: String { name }
    }

    static let launchCases: [LaunchCase] = [
        LaunchCase(
            name: "handled on Leanplum's", lines: [leanplumInstance("A"), found("A"), handling("A")], until: "7.0.2"),
        LaunchCase(name: "left to Leanplum", lines: [leanplumInstance("A"), found("A"), left("A"), handling("A")]),
        LaunchCase(name: "no Leanplum instance line", lines: [found("A"), handling("A")]),
        LaunchCase(name: "another instance", lines: [leanplumInstance("A"), found("B"), handling("B")]),
        LaunchCase(
            name: "the app's default instance",
            lines: [
                "Shop: [CleverTap]: Initializing default CleverTap SDK instance. CleverTapAccountID: A CleverTapToken: t",
                leanplumInstance("A"), found("A"), handling("A"),
            ]),
        LaunchCase(name: "handled without the launch line", lines: [leanplumInstance("A"), handling("A")]),
    ]

    static let payload = "{\"aps\":{\"alert\":\"Hi\"},\"wzrk_acct_id\":\"A\",\"wzrk_id\":\"1\"}"
    static func leanplumInstance(_ account: String) -> String {
        "Shop: [LEANPLUM] [DEBUG]: [Wrapper] CleverTap instance created with accountId: \(account)"
    }
    static func found(_ account: String) -> String {
        "Shop: [CleverTap]: CleverTap.\(account): found push notification at launch: \(payload)"
    }
    static func left(_ account: String) -> String {
        "Shop: [CleverTap]: CleverTap.\(account): Leanplum will handle the notification: \(payload)"
    }
    static func handling(_ account: String) -> String {
        "Shop: [CleverTap]: CleverTap.\(account): handling push notification: \(payload)"
    }

    @Test(arguments: launchCases)
    func launchObserverBoundsCleverTapFromAbove(_ testCase: LaunchCase) {
        let text = testCase.lines.enumerated().map { index, line in
            "2026-11-29 10:01:0\(index).132344+0100 0x3f5d5    Default     0x0                  812    0    \(line)\n"
        }.joined()
        let events = SessionLogReading.ordered(SessionLogReading.read(Array(text.utf8), file: "launch.log")).compactMap
        {
            item -> LogEvent? in
            if case .event(let event) = item { return event }
            return nil
        }
        #expect(events.count == testCase.lines.count)
        let clues = SessionReleaseClues(events)
        #expect(clues.cleverTapUntil?.release == testCase.until)
        if testCase.until != nil { #expect(clues.allowsCleverTap("7.0.1") && !clues.allowsCleverTap("7.0.2")) }
    }

    /// The cold-start tap CleverTap handled twice, its launch observer handling it on Leanplum's
    /// instance: CleverTap before 7.0.2, in a note; the default CleverTap (7.7.1) is ruled out,
    /// and so is every explanation that keeps a CleverTap from 7.0.2 (`leanplum.first_run`,
    /// which the search found with 7.7.1 before the bound): only Leanplum releases whose pin
    /// gives a CleverTap before 7.0.2 are left.
    @Test func launchObserverLinesBoundTheExplanations() throws {
        let log = SessionTests.folder + "cold-start-clevertap-twice.log"
        let result = try CommandRunner.run(["session", "--format", "json", log], in: CommandRunner.root)
        #expect(
            result.standardError.contains(
                "note: the log's CleverTap lines allow CleverTap before 7.0.2 (line 18: launch-push-found then handled at debug); no explanation names another release"
            ), "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "warning: the predictions use CleverTap 7.7.1, which the log's lines rule out"))
        let record = try Jansson.decode(String(result.standardOutput.split(separator: "\n")[0])).get()
        #expect(record["verdict"] == .string("differs"))
        guard case .array(let explanations)? = record["explanations"] else {
            Issue.record("no explanations")
            return
        }
        #expect(explanations.map { $0["setting"] } == [.string("leanplum.sdk")])
        #expect(explanations.first?["value"] == .string("6.4.2"))
    }

    /// The launch line and the skip line 7.0.2 prints between it and the handling are at one
    /// level, so that where the first is printed the absent skip is evidence.
    @Test func theSkipIsPrintedWhereTheLaunchLineIs() {
        let text = [Self.found("A"), Self.left("A")].map {
            "2026-11-29 10:01:00.132344+0100 0x3f5d5    Default     0x0                  812    0    \($0)\n"
        }.joined()
        let events = SessionLogReading.ordered(SessionLogReading.read(Array(text.utf8), file: "launch.log")).compactMap
        {
            item -> LogEvent? in
            if case .event(let event) = item { return event }
            return nil
        }
        #expect(events.map(\.kind) == [LogEventKind.launchPushFound, LogEventKind.leftToLeanplum])
        #expect(events.count == 2 && events[0].level != nil && events[0].level == events[1].level)
        #expect(LaunchPushHandling.skipSince == "7.0.2")
    }

    /// The predictions' Leanplum release links no CleverTap (before 6.0.0) while CleverTap's
    /// lines bound its release: a warning says so, with the line; none at a release that links one,
    /// nor where no CleverTap line bounds it.
    @Test(arguments: [
        ("cold-start-left-to-leanplum.log", "5.0.0", true), ("cold-start-left-to-leanplum.log", "6.6.1", false),
        ("background-tap.log", "5.0.0", false),
    ])
    func noCleverTapAgainstCleverTapLines(_ log: String, _ release: String, _ warned: Bool) throws {
        let result = try CommandRunner.run(
            ["session", "--leanplum-sdk", release, SessionTests.folder + log], in: CommandRunner.root)
        let warning =
            "warning: the predictions use Leanplum \(release), which links no CleverTap (before 6.0.0), but the log's CleverTap lines show CleverTap 7.0.2 or later running (line 18: left-to-leanplum at debug): the app's profile or --leanplum-sdk names the wrong release"
        #expect(result.standardError.contains(warning) == warned, "\(result.standardError)")
        #expect(result.standardError.contains("which links no CleverTap") == warned)
    }

    /// CleverTap's `Leanplum will handle the notification:` is printed from 7.0.2 only (pull
    /// request #371): at Leanplum 6.4.2, whose pin gives CleverTap 6.2.1, the predictions'
    /// CleverTap release is ruled out (the model predicts the cold-start tap twice, the log shows
    /// it once), a warning says so, and no explanation names a CleverTap release before 7.0.2:
    /// the one left is Leanplum 6.5.0 and later (pin ~> 7.0).
    @Test func cleverTapLineBoundsCleverTap() throws {
        let log = SessionTests.folder + "cold-start-left-to-leanplum.log"
        let result = try CommandRunner.run(
            ["session", "--format", "json", "--leanplum-sdk", "6.4.2", log], in: CommandRunner.root)
        #expect(
            result.standardError.contains(
                "warning: the predictions use CleverTap 6.2.1, which the log's lines rule out: the app's profile or --clevertap-sdk names the wrong release"
            ))
        #expect(
            result.standardError.contains(
                "note: the log's CleverTap lines allow CleverTap 7.0.2 or later (line 18: left-to-leanplum at debug); no explanation names another release"
            ))
        let record = try Jansson.decode(String(result.standardOutput.split(separator: "\n")[0])).get()
        #expect(record["verdict"] == .string("differs"))
        guard case .array(let explanations)? = record["explanations"] else {
            Issue.record("no explanations")
            return
        }
        #expect(explanations.map { $0["setting"] } == [.string("leanplum.sdk")])
        #expect(explanations.first?["value"] == .string("6.5.0"))
        for explanation in explanations where explanation["setting"] == .string("clevertap.sdk") {
            guard case .array(let also)? = explanation["also"], let value = explanation["value"] else { continue }
            for release in [value] + also {
                #expect(!SessionReleaseClues.older(release.stringValue ?? "", than: "7.0.2"), "\(release)")
            }
        }
        let quiet = try CommandRunner.run(["session", log], in: CommandRunner.root)
        #expect(!quiet.standardError.contains("CleverTap lines allow"))
    }

    @Test(arguments: [
        ("6.0.2", "6.0.3", true), ("6.0.3", "6.0.2", false), ("6.0.3", "6.0.3", false), ("6.10.0", "6.9.9", false),
        ("6.1", "6.1.1", true),
    ])
    func releaseOrder(_ a: String, _ b: String, _ older: Bool) {
        #expect(SessionReleaseClues.older(a, than: b) == older)
    }

    /// In a session whose Leanplum lines print at info, releases before 6.0.3 are ruled out:
    /// the explanation of `cold-start-once.log` no longer names 5.0.0–6.0.2.
    @Test func explanationsStayInsideTheClues() throws {
        let result = try CommandRunner.run(
            ["session", "--format", "json", SessionTests.folder + "cold-start-once.log"], in: CommandRunner.root)
        let record = try Jansson.decode(String(result.standardOutput.split(separator: "\n")[0])).get()
        guard case .array(let explanations)? = record["explanations"] else {
            Issue.record("no explanations")
            return
        }
        let release = try #require(explanations.first { $0["setting"] == .string("leanplum.sdk") })
        #expect(release["value"] == .string("6.1.0"))
        #expect(release["also"] == .array([.string("6.0.3"), .string("6.0.4"), .string("6.0.5")]))
        #expect(
            result.standardError.contains(
                "note: the log's Leanplum lines allow Leanplum 6.0.3 or later (line 3: wrapper-created at info)"))
    }

    /// A profile whose release the lines rule out gets a warning.
    @Test func profileReleaseRuledOut() throws {
        let result = try CommandRunner.run(
            ["session", "--leanplum-sdk", "6.0.1", SessionTests.folder + "cold-start.log"], in: CommandRunner.root)
        #expect(
            result.standardError.contains("warning: the predictions use Leanplum 6.0.1, which the log's lines rule out")
        )
        let quiet = try CommandRunner.run(["session", SessionTests.folder + "cold-start.log"], in: CommandRunner.root)
        #expect(!quiet.standardError.contains("rule out"))
    }
}
