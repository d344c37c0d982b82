import Foundation
import PushRouteCore
import PushRouteReader
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// The facts whose setting depends on the app (man page, session, "Facts"; docs/logs.md
/// "Facts"): the deep-link flag Leanplum's forward prints (push-path line LP11), read at the
/// Leanplum release the predictions use, and the presentation options the app answered iOS's
/// `willPresent` with (IOS22), Leanplum's option or the app's own `willPresent`'s.
@Suite struct SessionStatedFactsTests {
    /// The events of `messages`, each printed by `process` as `log stream` does.
    static func events(_ messages: [(process: String, text: String)]) -> [LogEvent] {
        let lines = messages.enumerated().map { index, message in
            let pid = message.process == "SpringBoard" ? 49 : 812
            return "2026-11-29 10:01:\(String(format: "%02d", index)).123456+0100 0x3f5d5    Default     0x0"
                + "                  \(pid)    0    \(message.process): \(message.text)\n"
        }
        let read = SessionLogReading.read(Array(lines.joined().utf8), file: "facts.log")
        return SessionLogReading.ordered(read).compactMap { item -> LogEvent? in
            if case .event(let event) = item { return event }
            return nil
        }
    }

    static func forward(_ flag: String, _ event: String) -> (String, String) {
        (
            "Shop",
            "[LEANPLUM] [INFO]: [Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: \(flag) for Push \(event)"
        )
    }

    struct FlagCase: Sendable, CustomTestStringConvertible {
        /// Each forward's flag and event, in order.
        var forwards: [(flag: String, event: String)]
        var release: String
        /// The setting stated and the forward (1-based) that states it; nil: none.
        var stated: (text: String, forward: Int)?
        var testDescription: String {
            forwards.map { "\($0.flag) for \($0.event)" }.joined(separator: ", ") + " at \(release)"
        }
    }

    static let flagCases: [FlagCase] = [
        // 6.1.1 on: unset, true for an open and false for a receive; only the other value is the app's.
        FlagCase(forwards: [("true", "Open")], release: "6.6.1", stated: nil),
        FlagCase(forwards: [("false", "Open")], release: "6.6.1", stated: ("false", 1)),
        FlagCase(forwards: [("true", "Receive")], release: "6.6.1", stated: ("true", 1)),
        FlagCase(forwards: [("false", "Receive")], release: "6.6.1", stated: nil),
        FlagCase(forwards: [("true", "Open"), ("true", "Receive")], release: "6.1.1", stated: ("true", 2)),
        // 6.1.0: unset, false for both.
        FlagCase(forwards: [("true", "Open")], release: "6.1.0", stated: ("true", 1)),
        FlagCase(forwards: [("false", "Open")], release: "6.1.0", stated: nil),
        // Before 6.1.0: the constant true, which no app sets.
        FlagCase(forwards: [("true", "Receive")], release: "6.0.2", stated: nil),
        FlagCase(forwards: [("false", "Open")], release: "6.0.0", stated: nil),
    ]

    /// A forward's flag states the app's setting only where it is not the one the release
    /// passes when the app set none; the first such forward wins.
    @Test(arguments: flagCases)
    func deepLinkFlag(_ testCase: FlagCase) throws {
        let events = Self.events(testCase.forwards.map { Self.forward($0.flag, $0.event) })
        try #require(events.count == testCase.forwards.count)
        var settings = SimulationSettings()
        settings.leanplumSDK = try #require(LeanplumRelease(testCase.release))
        let fact = SessionLogFacts(events).stated(for: settings).first {
            $0.key == "clevertap.open_deep_links_in_foreground"
        }
        #expect(fact?.text == testCase.stated?.text)
        #expect(fact?.line == testCase.stated.map { events[$0.forward - 1].location.line })
        let applied = SessionLogFacts(events).applied(to: settings).settings
        #expect(applied.openDeepLinksInForeground == testCase.stated.map { $0.text == "true" })
    }

    struct PresentationCase: Sendable, CustomTestStringConvertible {
        var bits: Int
        var text: String
        var presented: Bool
        var testDescription: String { "\(bits)" }
    }

    /// UNNotificationPresentationOptions: badge 1, sound 2, alert 4 (banner and list), list 8, banner 16.
    static let presentationCases: [PresentationCase] = [
        PresentationCase(bits: 0, text: "none", presented: false),
        PresentationCase(bits: 3, text: "sound,badge", presented: false),
        PresentationCase(bits: 4, text: "banner,list", presented: true),
        PresentationCase(bits: 8, text: "list", presented: true),
        PresentationCase(bits: 18, text: "banner,sound", presented: true),
        PresentationCase(bits: 27, text: "banner,sound,badge,list", presented: true),
    ]

    /// iOS's `Received response N`: the options, as Leanplum's presentation option where the
    /// app has no `willPresent` of its own, else as its `willPresent`'s; and presented or not.
    @Test(arguments: presentationCases)
    func presentationOptions(_ testCase: PresentationCase) throws {
        let events = Self.events([
            (
                "SpringBoard",
                "[com.shop.app] Received response \(testCase.bits) for willPresentNotification for notification B2B2-0002"
            )
        ])
        try #require(events.count == 1)
        let facts = SessionLogFacts(events)
        let leanplum = facts.stated(for: SimulationSettings())
        #expect(leanplum.map { "\($0.key) \($0.text)" } == ["leanplum.presentation \(testCase.text)"])
        #expect(facts.applied(to: SimulationSettings()).settings.presentation.text == testCase.text)
        var ownWillPresent = SimulationSettings()
        ownWillPresent.appDelegate.willPresent = AppDelegateMethods.Method()
        ownWillPresent.presentation = .banner
        let app = facts.applied(to: ownWillPresent)
        #expect(app.stated.map(\.key) == [SessionLogFacts.appPresentationKey])
        #expect(app.settings.appDelegate.willPresent?.options.text == testCase.text)
        #expect(app.settings.presentation == .banner)
        #expect(PresentationOptions(userNotificationsBits: testCase.bits)?.showsNotification == testCase.presented)
    }

    /// Only the UNNotificationPresentationOptions bits name options.
    @Test(arguments: [-1, 32, 64])
    func otherBitsNameNoOptions(_ bits: Int) {
        #expect(PresentationOptions(userNotificationsBits: bits) == nil)
    }

    /// A forward printing the flag `false` rules out the releases that pass the constant `true`
    /// (before 6.1.0); `true` says nothing of the release.
    @Test(arguments: [("false", "6.1.0"), ("true", "6.0.3")])
    func falseFlagBoundsTheRelease(_ flag: String, _ since: String) {
        let clues = SessionReleaseClues(Self.events([Self.forward(flag, "Open")]))
        #expect(clues.since?.release == since)
    }

    struct LogCase: Sendable, CustomTestStringConvertible {
        var log: String
        var flags: [String]
        var verdict: String
        /// The facts the note names, each as `key text (line N…)`.
        var notes: [String]
        var testDescription: String { "\(log) \(flags.joined(separator: " "))" }
    }

    static let logCases: [LogCase] = [
        // The profile's presentation and flag are wrong; the log's lines win: as predicted.
        LogCase(
            log: "foreground-tap-presented.log",
            flags: ["--presentation", "none", "--open-deep-links-in-foreground", "true"], verdict: "as-predicted",
            notes: [
                "leanplum.presentation banner,sound (line 8, not [])",
                "clevertap.open_deep_links_in_foreground false (line 29, not true)",
            ]),
        // Without iOS's answer, the default presentation shows no banner to tap: differs, though
        // the flag is a fact.
        LogCase(
            log: "foreground-tap.log", flags: ["--presentation", "none"], verdict: "differs",
            notes: ["clevertap.open_deep_links_in_foreground false (line 28)"]),
        // The flag true for a receive: the app set it, whatever the profile says.
        LogCase(
            log: "receive-flag-true.log", flags: ["--open-deep-links-in-foreground", "false"], verdict: "as-predicted",
            notes: [
                "leanplum.presentation none (line 8)",
                "clevertap.open_deep_links_in_foreground true (line 9, not false)",
            ]),
    ]

    @Test(arguments: logCases)
    func wholeLog(_ testCase: LogCase) throws {
        let result = try CommandRunner.run(
            ["session", "--format", "json"] + testCase.flags + [SessionTests.folder + testCase.log],
            in: CommandRunner.root)
        let record = try Jansson.decode(result.standardOutput.trimmingCharacters(in: .newlines)).get()
        #expect(record["verdict"] == .string(testCase.verdict))
        for note in testCase.notes { #expect(result.standardError.contains(note), "\(result.standardError)") }
    }
}
