import Foundation
import PushRouteCore
import PushRouteReader
import Testing

/// `pushroute session` on the sessions `Tests/Fixtures/logs/session/make_sessions.py` writes
/// from the SDKs' format strings: per push, the state, event, handled counts and verdict the
/// log decides (pushroute(1), session). Every JSON output is checked against
/// docs/schemas/session.schema.json by `CommandRunner.run`.
@Suite struct SessionTests {
    static let folder = "Tests/Fixtures/logs/session/"

    struct Case: CustomTestStringConvertible, Sendable {
        var log: String
        var line: Int
        var handler: String?
        var state: String?
        var event: String?
        var leanplum: Int?
        var clevertap: Int?
        var deepLink: Bool?
        var verdict: String
        /// Whether the service extension ran, where the log shows it.
        var extensionRan: Bool? = nil
        /// Whether the options the app answered `willPresent` with show the push, where iOS says.
        var presented: Bool? = nil
        var testDescription: String { "\(log):\(line)" }
    }

    static let cases: [Case] = [
        // A tap on a killed app: Leanplum's launch line decides not-running; handled once, as predicted.
        Case(
            log: "cold-start.log", line: 10, handler: "leanplum", state: "not-running", event: "open",
            leanplum: 1, clevertap: 0, deepLink: false, verdict: "as-predicted"),
        // The same tap without lp_occurrence_id: Leanplum 6.6.1 is predicted to handle it twice.
        Case(
            log: "cold-start-once.log", line: 10, handler: "leanplum", state: "not-running", event: "open",
            leanplum: 1, clevertap: 0, deepLink: false, verdict: "differs"),
        // No launch line: the app's lines come from a process id not seen before, so a cold start.
        Case(
            log: "cold-start-by-pid.log", line: 11, handler: "clevertap", state: "not-running", event: "open",
            leanplum: 0, clevertap: 1, deepLink: true, verdict: "as-predicted"),
        // The same tap with CleverTap before 7.0.2: its launch observer and Leanplum's forward both
        // handle it; the default CleverTap (7.7.1) leaves the launch push to Leanplum, once.
        Case(
            log: "cold-start-clevertap-twice.log", line: 10, handler: "clevertap", state: "not-running", event: "open",
            leanplum: 0, clevertap: 2, deepLink: true, verdict: "differs"),
        // The same tap with CleverTap 7.0.2 and later: its launch observer leaves it to Leanplum.
        Case(
            log: "cold-start-left-to-leanplum.log", line: 10, handler: "clevertap", state: "not-running", event: "open",
            leanplum: 0, clevertap: 1, deepLink: true, verdict: "as-predicted"),
        Case(
            log: "foreground-receive.log", line: 8, handler: "clevertap", state: "foreground", event: "receive",
            leanplum: 0, clevertap: 1, deepLink: false, verdict: "as-predicted"),
        // The same push presented, then tapped in the foreground: what the tap did is counted
        // (CleverTap once, its deep link refused), not the receive before it. The default
        // presentation option ([]) shows no banner to tap: differs.
        Case(
            log: "foreground-tap.log", line: 8, handler: "clevertap", state: "foreground", event: "open",
            leanplum: 0, clevertap: 1, deepLink: false, verdict: "differs"),
        // The same tap, iOS saying the app answered willPresent with 18 (banner and sound): a
        // fact, with the flag false Leanplum 6.6.1 passes only when the app set it: as predicted.
        Case(
            log: "foreground-tap-presented.log", line: 9, handler: "clevertap", state: "foreground", event: "open",
            leanplum: 0, clevertap: 1, deepLink: false, verdict: "as-predicted", presented: true),
        // A receive forwarded with the flag true (Leanplum 6.6.1 passes false unless the app set
        // it): CleverTap opens the link in the foreground, as predicted; answered 0: not presented.
        Case(
            log: "receive-flag-true.log", line: 10, handler: "clevertap", state: "foreground", event: "receive",
            leanplum: 0, clevertap: 1, deepLink: true, verdict: "as-predicted", presented: false),
        // Leanplum's fetch callback says AppState 2 in the process seen before: background.
        Case(
            log: "background-wake.log", line: 9, handler: "clevertap", state: "background", event: "receive",
            leanplum: 0, clevertap: 1, deepLink: false, verdict: "as-predicted"),
        // A tap whose app lines come from the process seen before: background.
        Case(
            log: "background-tap.log", line: 11, handler: "clevertap", state: "background", event: "open",
            leanplum: 0, clevertap: 1, deepLink: true, verdict: "as-predicted"),
        // The same tap, the log begun after launch: no line of Leanplum's states the account; at
        // the default (the payload's wzrk_acct_id) Leanplum's instance takes the push.
        Case(
            log: "background-tap-after-launch.log", line: 10, handler: "clevertap", state: "background", event: "open",
            leanplum: 0, clevertap: 1, deepLink: true, verdict: "as-predicted"),
        // The same tap, CleverTap's "Auto Integration enabled" line on: its swizzle and Leanplum's
        // forward each handle it; at the default, autoIntegrate before start, the model says once.
        Case(
            log: "background-tap-auto-integrate.log", line: 10, handler: "clevertap", state: "background",
            event: "open",
            leanplum: 0, clevertap: 2, deepLink: true, verdict: "differs"),
        Case(
            log: "not-delivered.log", line: 5, handler: nil, state: nil, event: "receive",
            leanplum: 0, clevertap: 0, deepLink: false, verdict: "not-delivered"),
        // Leanplum at its default level: CleverTap's count is unknown, so the verdict is too.
        Case(
            log: "default-level.log", line: 9, handler: "leanplum", state: "not-running", event: "open",
            leanplum: 1, clevertap: nil, deepLink: nil, verdict: "unknown"),
        // A CleverTap-only app's cold-start tap: without --app, Leanplum's absent lines are unknown.
        Case(
            log: "clevertap-only.log", line: 10, handler: "clevertap", state: "not-running", event: "open",
            leanplum: nil, clevertap: 1, deepLink: true, verdict: "unknown"),
        Case(
            log: "other-provider.log", line: 8, handler: "none", state: "foreground", event: "receive",
            leanplum: 0, clevertap: 0, deepLink: false, verdict: "as-predicted"),
        // iOS delivered mutated content: the extension ran, which an app without one (the default) cannot do.
        Case(
            log: "extension-ran.log", line: 9, handler: "clevertap", state: "foreground", event: "receive",
            leanplum: 0, clevertap: 1, deepLink: false, verdict: "differs", extensionRan: true),
    ]

    static func records(_ log: String) throws -> [JSONValue] {
        let result = try CommandRunner.run(["session", "--format", "json", folder + log], in: CommandRunner.root)
        return try result.standardOutput.split(separator: "\n").map { try Jansson.decode(String($0)).get() }
    }

    static func optional(_ value: JSONValue?) -> JSONValue {
        value ?? .null
    }

    @Test(arguments: cases)
    func onePushPerLog(_ testCase: Case) throws {
        let records = try Self.records(testCase.log)
        try #require(records.count == 1)
        let record = records[0]
        #expect(record["line"] == .integer(Int64(testCase.line)))
        #expect(record["handler"] == testCase.handler.map(JSONValue.string) ?? .null)
        #expect(record["state"] == testCase.state.map(JSONValue.string) ?? .null)
        #expect(record["event"] == testCase.event.map(JSONValue.string) ?? .null)
        let observed = try #require(record["observed"])
        #expect(observed["leanplum"]?["handled"] == testCase.leanplum.map { .integer(Int64($0)) } ?? .null)
        #expect(observed["clevertap"]?["handled"] == testCase.clevertap.map { .integer(Int64($0)) } ?? .null)
        #expect(observed["deep_link_opened"] == testCase.deepLink.map(JSONValue.bool) ?? .null)
        #expect(observed["extension_ran"] == testCase.extensionRan.map(JSONValue.bool) ?? .null)
        #expect(record["presented"] == testCase.presented.map(JSONValue.bool) ?? .null)
        #expect(record["verdict"] == .string(testCase.verdict))
        // Explanations are searched for a difference only.
        if testCase.verdict != "differs" { #expect(record["explanations"] == .array([])) }
    }

    /// A difference made by giving the model one fact wrong (a flag against the log the
    /// generator wrote with the defaults), and the setting whose explanation must be found,
    /// with the value the log was written with among the values that explain it.
    struct ExplanationCase: CustomTestStringConvertible, Sendable {
        var log: String
        var flags: [String]
        var setting: String
        var truth: JSONValue
        var testDescription: String { "\(log) \(flags.joined(separator: " "))" }
    }

    static let explanationCases: [ExplanationCase] = [
        ExplanationCase(
            log: "background-tap.log", flags: ["--migration", "lp"], setting: "migration", truth: .string("lp+ct")),
        ExplanationCase(
            log: "background-wake.log", flags: ["--migration", "lp"], setting: "migration", truth: .string("lp+ct")),
        ExplanationCase(
            log: "foreground-receive.log", flags: ["--start", "never"], setting: "leanplum.start",
            truth: .string("at-launch")),
        ExplanationCase(
            log: "cold-start-by-pid.log", flags: ["--start", "never"], setting: "leanplum.start",
            truth: .string("at-launch")),
        ExplanationCase(
            log: "cold-start-by-pid.log", flags: ["--leanplum-sdk", "5.0.0"], setting: "leanplum.sdk",
            truth: .string("6.6.1")),
        ExplanationCase(
            log: "background-tap.log", flags: ["--leanplum-sdk", "5.0.0"], setting: "leanplum.sdk",
            truth: .string("6.6.1")),
        ExplanationCase(
            log: "cold-start-by-pid.log", flags: ["--open-deep-links-in-foreground", "false"],
            setting: "clevertap.open_deep_links_in_foreground", truth: .bool(true)),
        // CleverTap handled the cold-start tap twice: a CleverTap release before PR #371 (7.0.2),
        // the side of the change the log is on, when the Leanplum release allows one.
        ExplanationCase(
            log: "cold-start-clevertap-twice.log", flags: ["--leanplum-sdk", "6.5.0"], setting: "clevertap.sdk",
            truth: .string("7.0.1")),
        // The log says autoIntegrate is on (its line wins over the profile); handled twice: called after start.
        ExplanationCase(
            log: "background-tap-auto-integrate.log", flags: [], setting: "clevertap.auto_integrate_at",
            truth: .string("after-start")),
        // The push without lp_occurrence_id that Leanplum opened once: releases before 6.1.1
        // (PR #569) handle it once; the log cannot tell that from four other single changes.
        ExplanationCase(log: "cold-start-once.log", flags: [], setting: "leanplum.sdk", truth: .string("6.1.0")),
        // The tap on a foreground push without iOS's willPresent answer: the default presentation
        // ([]) shows nothing to tap; a banner (or a list entry) does.
        ExplanationCase(
            log: "foreground-tap.log", flags: [], setting: "leanplum.presentation", truth: .array([.string("banner")])),
        // The extension ran: an app with CleverTap's service extension.
        ExplanationCase(log: "extension-ran.log", flags: [], setting: "extension.service", truth: .string("ct-media")),
        // Another account for Leanplum's instance: the push is not targeted at it. Unset (the
        // payload's account) or the account CleverTap's lines name.
        ExplanationCase(
            log: "background-tap-after-launch.log", flags: ["--ct-account", "TEST-W44-QQA-101Z"],
            setting: "clevertap.instance_account", truth: .string("TEST-R78-ZZK-955Z")),
        // A CleverTap-only app whose Info.plist account is another: its default instance
        // refuses the push; with the account the log names it takes it.
        ExplanationCase(
            log: "clevertap-only.log", flags: ["--app", folder + "clevertap-only-other-account.json"],
            setting: "clevertap.plist_account", truth: .string("TEST-R78-ZZK-955Z")),
        // The app's own didReceive also calls CleverTap's class method: handled twice, where the
        // log shows once. The call unset explains it (among others the log does not tell apart).
        ExplanationCase(
            log: "background-tap.log", flags: ["--app", folder + "own-clevertap-call.json"],
            setting: "clevertap.app_did_receive_calls", truth: .null),
        // The app's own willPresent answers no options: nothing to tap. Its options with a banner
        // explain the tap; Leanplum's option, which the app's willPresent overrides, is not tried.
        ExplanationCase(
            log: "foreground-tap.log", flags: ["--app", folder + "will-present-hides.json"],
            setting: "app_delegate.will_present",
            truth: ["options": ["banner"], "calls_completion": true, "calls_leanplum": false, "records_viewed": false]),
        ExplanationCase(
            log: "extension-ran.log", flags: ["--extension", "none"], setting: "extension.service",
            truth: .string("ct-media")),
    ]

    @Test(arguments: explanationCases)
    func explanationFound(_ testCase: ExplanationCase) throws {
        let result = try CommandRunner.run(
            ["session", "--format", "json"] + testCase.flags + [Self.folder + testCase.log], in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["verdict"] == .string("differs"))
        guard case .array(let explanations) = record["explanations"] else {
            Issue.record("no explanations")
            return
        }
        let found = try #require(explanations.first { $0["setting"] == .string(testCase.setting) }, "\(explanations)")
        guard case .array(let also) = found["also"], let value = found["value"] else {
            Issue.record("\(found)")
            return
        }
        #expect(([value] + also).map(Self.canonical).contains(Self.canonical(testCase.truth)), "\(found)")
        // The sentence names the change and the value the prediction was made with.
        #expect(found["says"]?.stringValue?.hasPrefix("with \(testCase.setting) ") == true)
    }

    /// Two foreground pushes the app answered differently (0, then 16): each is replayed with
    /// its own answer, so the second, shown, can be tapped, though the session's fact (the
    /// first answer) shows nothing.
    @Test func eachPushIsShownAsItsOwnAnswerSays() throws {
        let records = try Self.records("answers-per-push.log")
        #expect(records.map { $0["presented"] } == [.bool(false), .bool(true)])
        #expect(records.map { $0["event"] } == [.string("receive"), .string("open")])
        #expect(records.map { $0["verdict"] } == [.string("as-predicted"), .string("as-predicted")])
        #expect(records.map { $0["predicted"]?["clevertap"]?["handled"] } == [.integer(1), .integer(1)])
    }

    /// A value as text, an object's members in order without their locations.
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(canonical($0.value))" }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(canonical).joined(separator: ", ") + "]"
        default: "\(value)"
        }
    }

    /// Leanplum's presentation option is not tried where the app's own willPresent decides.
    @Test func presentationNotTriedUnderTheAppsWillPresent() throws {
        let result = try CommandRunner.run(
            [
                "session", "--format", "json", "--app", Self.folder + "will-present-hides.json",
                Self.folder + "foreground-tap.log",
            ],
            in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        guard case .array(let explanations) = record["explanations"] else {
            Issue.record("no explanations")
            return
        }
        #expect(explanations.map { $0["setting"] } == [.string("app_delegate.will_present")])
    }

    /// Two facts wrong: no single change explains the difference, and the text says so rather
    /// than guess.
    @Test(arguments: [
        ["--migration", "lp", "--start", "never", folder + "background-tap.log"],
        // The account and the migration state, each alone not enough.
        ["--ct-account", "TEST-W44-QQA-101Z", "--migration", "lp", folder + "background-tap-after-launch.log"],
    ])
    func noSingleChangeNoExplanation(_ arguments: [String]) throws {
        let json = try CommandRunner.run(["session", "--format", "json"] + arguments, in: CommandRunner.root)
        let record = try Jansson.decode(json.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["verdict"] == .string("differs"))
        #expect(record["explanations"] == .array([]))
        let text = try CommandRunner.run(["session"] + arguments, in: CommandRunner.root)
        #expect(
            text.standardOutput.contains(
                "  explanation: none: no setting or release changed alone makes the model predict what the log shows\n")
        )
    }

    /// What the log states wins over the profile and is named in a note: Leanplum's swizzled
    /// fetch callback says swizzling was on, whatever the profile says; an explanation never
    /// changes it.
    @Test func logFactsOverrideTheProfile() throws {
        let result = try CommandRunner.run(
            ["session", "--app", Self.folder + "swizzling-off.json", Self.folder + "session.log"],
            in: CommandRunner.root)
        #expect(result.standardError.contains("note: the predictions use what the log states: "))
        #expect(result.standardError.contains("leanplum.swizzling true (line 9, not false)"))
        #expect(!result.standardOutput.contains("with leanplum.swizzling"))
    }

    /// No prediction without a printed payload; an unknown observed field never reads as-predicted.
    @Test func unknownIsNeverAsPredicted() throws {
        for testCase in Self.cases {
            for record in try Self.records(testCase.log) {
                let observed = try #require(record["observed"])
                let unknown =
                    observed["leanplum"]?["handled"] == .null || observed["clevertap"]?["handled"] == .null
                    || observed["deep_link_opened"] == .null || record["predicted"] == .null
                if unknown { #expect(record["verdict"] != .string("as-predicted"), "\(testCase.log)") }
            }
        }
    }

    /// Status 1 when a verdict differs or a push was not delivered; 0 otherwise, and with --exit-zero.
    @Test(arguments: [
        ("cold-start.log", 0), ("cold-start-once.log", 1), ("not-delivered.log", 1), ("default-level.log", 0),
    ])
    func exitStatus(_ log: String, _ status: Int32) throws {
        #expect(try CommandRunner.run(["session", Self.folder + log], in: CommandRunner.root).status == status)
        #expect(
            try CommandRunner.run(["session", "--exit-zero", Self.folder + log], in: CommandRunner.root).status == 0)
    }

    /// At Leanplum's default level the note says which setting makes CleverTap's lines show.
    @Test func defaultLevelNamesTheSetting() throws {
        let result = try CommandRunner.run(["session", Self.folder + "default-level.log"], in: CommandRunner.root)
        #expect(result.standardError.contains("Leanplum.setLogLevel(.debug)"))
        #expect(result.standardError.contains("no --app: the predictions use the SDK defaults: "))
    }

    /// Leanplum up to 6.0.2 logs `Notification Opened` at debug: at Leanplum's default level
    /// its absence is unknown, never 0, and a note says so (6.6.1 logs it at info).
    @Test func leanplumBefore603OpensAtDebug() throws {
        let arguments = ["session", "--format", "json", "--leanplum-sdk", "6.0.2", Self.folder + "default-level.log"]
        let result = try CommandRunner.run(arguments, in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["observed"]?["leanplum"]?["handled"] == .null)
        #expect(record["verdict"] == .string("unknown"))
        #expect(
            result.standardError.contains(
                "Leanplum up to 6.0.2 logs `Notification Opened` and `Notification received` at debug level"))
    }

    /// Leanplum's Open URL action (and a downloaded message's action) opens a URL without a
    /// line of its own: without iOS's lines, no open line leaves the deep link unknown, never
    /// false (the cold-start log with SpringBoard's lines left out).
    @Test func leanplumOpenWithoutIOSLinesLeavesTheDeepLinkUnknown() throws {
        let log = try readText(CommandRunner.root.appendingPathComponent(Self.folder + "cold-start.log").path)
        let withoutIOS =
            log.split(separator: "\n").filter { !$0.contains("SpringBoard") }.joined(separator: "\n") + "\n"
        let result = try CommandRunner.run(["session", "--format", "json", "-"], input: Data(withoutIOS.utf8))
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["observed"]?["deep_link_opened"] == .null)
        #expect(record["observed"]?["leanplum"]?["handled"] == .integer(1))
        #expect(record["verdict"] == .string("unknown"))
    }

    /// `--app PROFILE` decides the prediction: with Leanplum only (migration `lp`), CleverTap is
    /// predicted not to handle the tap the log shows it handled.
    @Test func profileChangesThePrediction() throws {
        let result = try CommandRunner.run(
            [
                "session", "--format", "json", "--app", Self.folder + "leanplum-only.json",
                Self.folder + "background-tap.log",
            ],
            in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["predicted"]?["clevertap"]?["handled"] == .integer(0))
        #expect(record["verdict"] == .string("differs"))
        #expect(result.status == 1)
        #expect(!result.standardError.contains("no --app"))
    }

    /// In an app without Leanplum (`sdks: clevertap`), Leanplum's absent lines say it handled
    /// nothing: the count is 0, the verdict is decided, and no note asks for Leanplum's lines.
    @Test func cleverTapOnlyAppHasNoLeanplumLines() throws {
        let log = Self.folder + "clevertap-only.log"
        let result = try CommandRunner.run(
            ["session", "--format", "json", "--app", Self.folder + "clevertap-only.json", log], in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["observed"]?["leanplum"]?["handled"] == .integer(0))
        #expect(record["observed"]?["deep_link_opened"] == .bool(true))
        #expect(record["verdict"] == .string("as-predicted"))
        #expect(!result.standardError.contains("Leanplum's lines are absent"))
        #expect(result.status == 0)
    }

    /// The logs are what the generator writes: run it in a scratch folder and compare.
    @Test func generatorWritesTheFixtures() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = CommandRunner.root.appendingPathComponent(Self.folder)
        try FileManager.default.copyItem(
            at: source.appendingPathComponent("make_sessions.py"),
            to: scratch.appendingPathComponent("make_sessions.py"))
        let run = try PythonTools.run("/usr/bin/env", ["python3", "make_sessions.py"], in: scratch)
        try #require(run.status == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter(Self.isLog).sorted()
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: source.path).filter(Self.isLog).sorted()
        #expect(written == fixtures)
        for name in written {
            #expect(
                try readText(scratch.appendingPathComponent(name).path)
                    == readText(source.appendingPathComponent(name).path), "\(name)")
        }
    }

    /// A log the generator writes: `log stream` and Xcode's console as `.log`, a Console.app copy as `.txt`.
    static func isLog(_ name: String) -> Bool { name.hasSuffix(".log") || name.hasSuffix(".txt") }

    /// A text without a push or a push-path line has no episode: nothing on standard output.
    @Test func noPushNoRecord() throws {
        let result = try CommandRunner.run(["session", "-"], input: Data("hello\nworld\n".utf8))
        #expect(result.standardOutput == "")
        #expect(result.status == 0)
    }

    /// The whole output on the golden session: text and JSON, stdout and stderr.
    @Test(arguments: [("text", "session/session.out"), ("json", "session/session.json")])
    func golden(_ format: String, _ name: String) throws {
        let result = try CommandRunner.run(
            ["session", "--format", format, Self.folder + "session.log"], in: CommandRunner.root)
        #expect(result.status == 1)
        try Golden.check(result.standardOutput + "--- stderr\n" + result.standardError, against: name)
    }

    /// The whole text of a difference with one explanation, and of one that several explain.
    @Test(arguments: [
        (["--migration", "lp", "background-tap.log"], "session/explained-once.out"),
        (["cold-start-once.log"], "session/explained-several.out"),
    ])
    func explanationGolden(_ arguments: [String], _ name: String) throws {
        let log = Self.folder + arguments.last!
        let result = try CommandRunner.run(["session"] + arguments.dropLast() + [log], in: CommandRunner.root)
        #expect(result.status == 1)
        try Golden.check(result.standardOutput + "--- stderr\n" + result.standardError, against: name)
    }
}
