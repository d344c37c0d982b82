import Foundation
import Testing

@testable import PushRouteSimulator

/// `simulate --scenario`: the samples replayed whole, and every way a scenario can be wrong.
@Suite struct ScenarioTests {
    /// Every scenario under samples/ (the coverage test checks the list is complete).
    static let samples = [
        "scenario-cold-start.scenario", "scenario-foreground.scenario", "scenario-never-started.scenario",
        "scenario-token.scenario", "scenario-second-tap.scenario", "scenario-app-profile.scenario",
        "scenario-extension.scenario", "scenario-action-buttons.scenario", "scenario-dismiss-autointegrate.scenario",
    ]

    @Test(arguments: samples)
    func sampleReplaysAsRecorded(_ sample: String) throws {
        let result = try CommandRunner.run(["simulate", "--scenario", "samples/" + sample])
        #expect(result.status == 0)
        let name = String(sample.dropLast(".scenario".count))
        try Golden.check(result.standardOutput, against: "scenario/\(name).out")
        try Golden.check(result.standardError, against: "scenario/\(name).err")
    }

    typealias Case = GoldenCase

    static let cases: [Case] = [
        .init(
            name: "cold-start-json",
            arguments: ["simulate", "--format", "json", "--scenario", "samples/scenario-cold-start.scenario"],
            status: 0),
        .init(
            name: "cold-start-html",
            arguments: ["simulate", "--format", "html", "--scenario", "samples/scenario-cold-start.scenario"], status: 0
        ),
        .init(
            name: "foreground-mermaid",
            arguments: ["simulate", "--format", "mermaid", "--scenario", "samples/scenario-foreground.scenario"],
            status: 0),
        .init(
            name: "command-line-settings-apply", arguments: ["simulate", "--legacy", "--scenario", "-"],
            stdin: "launch\nbackground\ntap samples/seed-clevertap.json\n", status: 0),
        .init(
            name: "syntax-errors", arguments: ["simulate", "--scenario", "-"],
            stdin: """
                # every line below is wrong
                lanch
                token xyz
                start now
                push
                push samples/nope.json
                push {"aps": {"alert": oops}}
                push {"aps":{}} trailing
                migration lp
                """,
            status: 1),
        .init(
            name: "bad-settings", arguments: ["simulate", "--scenario", "-"],
            stdin:
                "migration both\npresentation popup\nlegacy yes\nct-account\nct-instance\nleanplum-sdk 6.9\nstart soon\nfirst-run now\nlaunch\nstart later\n",
            status: 1),
        .init(
            name: "start-step-with-start-never", arguments: ["simulate", "--scenario", "-"],
            stdin: "start never\nlaunch\nstart\n", status: 1),
        // A crash ends the app: a step that needs it running is skipped, a tap launches it again.
        .init(
            name: "crash-skips-later-steps", arguments: ["simulate", "--scenario", "-"],
            stdin:
                "launch\nbackground\ntap {\"aps\":{\"alert\":\"Hi\"},\"wzrk_acct_id\":7}\nforeground\ntap samples/clevertap-rich-media.json\n",
            status: 0),
        .init(
            name: "first-run-json", arguments: ["simulate", "--format", "json", "--scenario", "-"],
            stdin:
                "first-run\nleanplum-sdk 6.1.1\ntap samples/leanplum-no-occurrence.json\nterminate\ntap samples/leanplum-no-occurrence.json\n",
            status: 0),
        .init(
            name: "impossible-step", arguments: ["simulate", "--scenario", "-"],
            stdin: "launch\nforeground\n", status: 1),
        .init(
            name: "token-before-launch", arguments: ["simulate", "--scenario", "-"], stdin: "token 00ff\n", status: 1),
        .init(
            name: "with-file-operand", arguments: ["simulate", "--scenario", "x", "samples/firebase.json"], status: 64),
        .init(name: "with-token", arguments: ["simulate", "--token", "00ff", "--scenario", "x"], status: 64),
        .init(name: "missing-scenario", arguments: ["simulate", "--scenario", "samples/nope.scenario"], status: 2),
        // The app's own CleverTap calls, its delegates' instance and the ActionManager, as
        // scenario settings over the profile's (issue 35).
        .init(
            name: "own-call-settings", arguments: ["simulate", "--scenario", "-"],
            stdin:
                "app samples/apps/app-did-receive.json\nct-app-calls handle-notification-with-data\nct-app-calls-on leanplum\nct-delegates-on shared\nct-url-delegate-opens false\naction-manager paused\nlaunch\nbackground\ntap samples/seed-clevertap.json\nbackground\ntap samples/leanplum-open-url-encoded.json\n",
            status: 0),
        .init(
            name: "own-call-settings-wrong", arguments: ["simulate", "--scenario", "-"],
            stdin: "ct-app-calls twice\nct-app-calls-in launch\nct-delegates-on\naction-manager off\nlaunch\n",
            status: 1),
        // An action button or a dismiss needs a running app, an identifier and a payload.
        .init(
            name: "action-steps-wrong", arguments: ["simulate", "--scenario", "-"],
            stdin: "launch\naction\naction TRACK\ndismiss\naction TRACK samples/nope.json\n", status: 1),
        .init(
            name: "action-not-running", arguments: ["simulate", "--scenario", "-"],
            stdin: "action TRACK samples/leanplum-action-buttons.json\n", status: 1),
        // The button's _lpc action, inline JSON after the identifier, in JSON output.
        .init(
            name: "action-inline-json", arguments: ["simulate", "--format", "json", "--scenario", "-"],
            stdin:
                "launch\nbackground\naction GO {\"aps\":{\"alert\":\"Hi\"},\"_lpm\":1,\"_lpc\":{\"GO\":{\"__name__\":\"Open URL\",\"URL\":\"a://b\"}}}  # a comment\n",
            status: 0),
        // Leanplum's foreground confirm goes through the ActionManager queue too
        // (NotificationsManager.swift showNotificationInForeground, ActionManager+Triggering.swift
        // trigger → insertActions): paused, it waits; disabled, it is dropped.
        .init(
            name: "confirm-action-manager-paused", arguments: ["simulate", "--scenario", "-"],
            stdin: "app samples/apps/action-manager-paused.json\nlaunch\npush samples/leanplum-action-buttons.json\n",
            status: 0),
        .init(
            name: "confirm-action-manager-disabled", arguments: ["simulate", "--scenario", "-"],
            stdin: "app samples/apps/action-manager-disabled.json\nlaunch\npush samples/leanplum-action-buttons.json\n",
            status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "scenario")
    }

    @Test func everyScenarioSampleIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.root.appendingPathComponent("samples").path)
        #expect(Set(files.filter { $0.hasSuffix(".scenario") }) == Set(Self.samples))
    }

    /// A scenario saved with CR LF line ends reads as the same scenario (its lines were once
    /// split at characters, and CR LF is one character).
    @Test(arguments: samples)
    func crlfLineEndsReadTheSame(_ sample: String) throws {
        let directory = CommandRunner.root.appendingPathComponent("samples").path
        let text = try readText(directory + "/" + sample)
        let parser = ScenarioParser(file: sample, directory: directory, settings: SimulationSettings())
        let lf = parser.parse(text)
        let crlf = parser.parse(text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.diagnostics == lf.diagnostics && lf.diagnostics.isEmpty)
        #expect(crlf.scenario?.steps.map(\.action.word) == lf.scenario?.steps.map(\.action.word))
        #expect(crlf.scenario?.steps.map(\.line) == lf.scenario?.steps.map(\.line))
        #expect(crlf.scenario?.steps.map(\.text) == lf.scenario?.steps.map(\.text))
    }

    /// The same payload named twice is one push: the tap finds the push that arrived.
    @Test func samePayloadIsOnePush() throws {
        let text = "launch\nbackground\npush samples/seed-clevertap.json\ntap samples/seed-clevertap.json\n"
        let parsed = ScenarioParser(file: "t", directory: "", settings: SimulationSettings()).parse(text)
        let steps = try #require(parsed.scenario).steps
        guard case .push(let pushed) = steps[2].action, case .tap(let tapped) = steps[3].action else {
            Issue.record("expected push then tap")
            return
        }
        #expect(pushed.id == tapped.id)
    }

    @Test func settingsOverrideTheCommandLine() throws {
        var settings = SimulationSettings()
        settings.migration = .ct
        let text =
            "migration lp\nct-account A\npresentation list\nopen-deep-links-in-foreground false\nlegacy\nct-instance at-start\nlaunch\n"
        let scenario = try #require(ScenarioParser(file: "t", directory: "", settings: settings).parse(text).scenario)
        #expect(scenario.settings.migration == .lp)
        #expect(scenario.settings.cleverTapAccount == "A")
        #expect(scenario.settings.presentation == .list)
        #expect(scenario.settings.openDeepLinksInForeground == false)
        #expect(scenario.settings.legacy)
        #expect(scenario.settings.instance == .atStart)
        #expect(scenario.settings.startTiming == .later)
    }

    /// `start VALUE` is the setting, `start` alone the step; `first-run` and `leanplum-sdk`.
    @Test func startTimingFirstRunAndRelease() throws {
        let text = "start later\nfirst-run\nleanplum-sdk 6.0.2\nlaunch\nstart\n"
        let scenario = try #require(
            ScenarioParser(file: "t", directory: "", settings: SimulationSettings()).parse(text).scenario)
        #expect(scenario.settings.start == .later)
        #expect(scenario.settings.firstRun)
        #expect(scenario.settings.leanplumSDK.version == "6.0.2")
        #expect(scenario.steps.map(\.action.word) == ["launch", "start"])
    }
}
