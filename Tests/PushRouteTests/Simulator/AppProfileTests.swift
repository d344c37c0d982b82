import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteSimulator

/// App profiles (`simulate --app FILE`, `classify --trace --app FILE`, a scenario's `app`):
/// every sample under samples/apps traced on the two seed payloads, the effective profile
/// printed, profiles compared, and every way a profile can be wrong.
@Suite struct AppProfileTests {
    /// Every profile under samples/apps (the coverage test checks the list is complete).
    static let samples = [
        "apps/action-manager-disabled.json", "apps/action-manager-paused.json", "apps/app-calls-in-fetch.json",
        "apps/app-calls-in-will-present.json", "apps/app-did-receive.json", "apps/app-handles-clevertap-push.json",
        "apps/app-handles-with-data-on-leanplum.json",
        "apps/app-handles-with-data-on-shared.json", "apps/autointegrate-after-start.json",
        "apps/autointegrate-before-start.json", "apps/autointegrate-mistake.json", "apps/clevertap-only.json",
        "apps/clevertap-only-own-delegate.json", "apps/clevertap-plist.json", "apps/delegates-on-leanplum.json",
        "apps/delegates-on-shared.json", "apps/handle-clevertap-block.json", "apps/migration-with-clevertap.json",
        "apps/no-background-mode.json", "apps/no-extension.json", "apps/plain-migration.json",
        "apps/rich-media-extension.json",
        "apps/scene-based.json", "apps/swizzling-off.json",
    ]

    static func name(_ sample: String) -> String {
        String(sample.dropFirst("apps/".count).dropLast(".json".count))
    }

    /// Every cell of both seed payloads, in text: the trace of that app.
    @Test(arguments: samples)
    func sampleTracesTheSeeds(_ sample: String) throws {
        try GoldenCase(
            name: Self.name(sample),
            arguments: [
                "simulate", "--app", "samples/" + sample, "samples/seed-leanplum.json", "samples/seed-clevertap.json",
            ]
        ).check(in: "apps")
    }

    /// The effective profile, defaults filled in; reading it back gives the same profile.
    @Test(arguments: samples)
    func samplePrintsItsEffectiveProfile(_ sample: String) throws {
        try GoldenCase(
            name: Self.name(sample) + "-print", arguments: ["simulate", "--app", "samples/" + sample, "--print-app"]
        )
        .check(in: "apps")
        let printed = try CommandRunner.run(["simulate", "--app", "samples/" + sample, "--print-app"])
        let again = try CommandRunner.run(
            ["simulate", "--app", "-", "--print-app"], input: Data(printed.standardOutput.utf8))
        #expect(again.status == 0)
        #expect(again.standardOutput == printed.standardOutput)
    }

    typealias Case = GoldenCase

    static let cases: [Case] = [
        // The end of a migration: the same app with and without Leanplum (`sdks`). Without
        // it no Leanplum call, no forward by Leanplum's manager, no Leanplum pin.
        .init(
            name: "compare-migration-without-leanplum",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/migration-with-clevertap.json,samples/apps/clevertap-only.json",
                "samples/seed-clevertap.json", "samples/seed-leanplum.json",
            ]),
        // A CleverTap-only app takes any CleverTap release: no Leanplum pin is checked.
        .init(
            name: "clevertap-only-any-release",
            arguments: [
                "simulate", "--app", "samples/apps/clevertap-only.json", "--clevertap-sdk", "4.1.4", "--print-app",
            ]),
        // A release the model does not list: simulated as the listed ones with its push path, and said.
        .init(
            name: "clevertap-unlisted-release",
            arguments: [
                "simulate", "--app", "Tests/Fixtures/repos/clevertap-only-pods", "--state", "not-running", "--event",
                "open", "samples/seed-clevertap.json",
            ]),
        // A Leanplum-only app before Leanplum 6.0.0 is outside the model: refused, never run as 6.x.
        .init(
            name: "leanplum-only-before-6",
            arguments: [
                "simulate", "--app", "Tests/Fixtures/apps/leanplum-only-5x.json", "samples/seed-leanplum.json",
            ], status: 64),
        .init(
            name: "compare-leanplum-only-before-6",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/plain-migration.json,Tests/Fixtures/apps/leanplum-only-5x.json",
                "samples/seed-leanplum.json",
            ], status: 64),
        // autoIntegrate after start wraps Leanplum's hooks: every tap is handled twice, even
        // in an app without delegate methods of its own (before start: none is).
        .init(
            name: "compare-autointegrate-timing",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/plain-migration.json,samples/apps/autointegrate-after-start.json",
                "--state", "background", "--event", "open", "samples/seed-clevertap.json",
            ]),
        // launchOptions is nil in an app that supports scenes (Apple, application(_:didFinishLaunchingWithOptions:)),
        // a background launch included: the fetch callback alone receives the push, so no received-twice.
        .init(
            name: "compare-scene-based-background-launch",
            arguments: [
                "simulate", "--compare-app", "samples/apps/plain-migration.json,samples/apps/scene-based.json",
                "--state", "not-running", "--event", "receive", "samples/leanplum-silent-no-occurrence.json",
            ]),
        // Leanplum 6.0.2-6.1.0, autoIntegrate before start, no didReceive of the app's own: the launch path
        // (LPCTNotificationsManager.swift line 34 at 6.1.0), CleverTap's observer (CleverTap.m 1284-1291 at 5.0.1)
        // and the didReceive hook ("-1" == "-1", NotificationsProxy+Utilities.swift line 16) all leave the
        // cold-start tap: cold-start-unhandled. 6.0.0 forwards it from the launch path; 6.1.1 from didReceive.
        .init(
            name: "compare-autointegrate-before-start-6.0.0",
            arguments: [
                "simulate", "--app", "samples/apps/autointegrate-before-start.json", "--compare-sdk", "6.0.0,6.1.0",
                "--state", "not-running", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        .init(
            name: "compare-autointegrate-before-start-6.1.1",
            arguments: [
                "simulate", "--app", "samples/apps/autointegrate-before-start.json", "--compare-sdk", "6.1.0,6.1.1",
                "--state", "not-running", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        // Delegates belong to one instance (CleverTap.m 7.7.0, the delegate setters): a urlDelegate on
        // CleverTap.sharedInstance() is not asked for a push Leanplum's custom instance handles.
        .init(
            name: "compare-delegates-on",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/delegates-on-leanplum.json,samples/apps/delegates-on-shared.json",
                "--state", "background", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        // The app's own didReceive calls CleverTap.handlePushNotification too: CleverTap iOS de-duplicates no push
        // (CleverTap.m 7.7.0, handleNotificationWithData: lines 3515-3529; only _isDuplicateInboxEvent:).
        .init(
            name: "compare-app-handles-clevertap-push",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/app-did-receive.json,samples/apps/app-handles-clevertap-push.json",
                "--state", "background", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        // The app's own handleNotification(withData:) (flag NO) is made on one instance: on
        // CleverTap.sharedInstance() without an Info.plist account it is a call on nil; on the instance
        // Leanplum.addCleverTapInstance handed over it handles the push a second time (CleverTap.m 7.7.0
        // lines 3515-3529, then the instance's account check, lines 1355-1361): two clicks, and the second
        // main-queue block finds the app active with the flag false, so the link opens once.
        .init(
            name: "compare-app-calls-on",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/app-handles-with-data-on-shared.json,samples/apps/app-handles-with-data-on-leanplum.json",
                "--state", "background", "--event", "open", "samples/clevertap-rich-media.json",
            ]),
        // The app's own call in its willPresent (clevertap.app_calls_in): a foreground push Leanplum's hook
        // forwarded (NSObject+Notifications.swift 6.6.1 lines 168-185: the original runs in a defer, after the manager) is handled
        // a second time with the flag true, so its link opens with nobody tapping (CleverTap.m 7.7.0 lines
        // 2947-2961, the main-queue block 1371-1397); in didReceive the foreground receive is handled once.
        .init(
            name: "compare-app-calls-in",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/app-handles-clevertap-push.json,samples/apps/app-calls-in-will-present.json",
                "--state", "foreground", "--event", "receive", "samples/clevertap-rich-media.json",
            ]),
        // Every action a push opens goes through Leanplum's ActionManager (LPActionContext.m 6.6.1 lines 515-527,
        // triggerWithContexts:priority: PriorityHigh): paused, the Open URL action waits (ActionManager+Executor.swift
        // line 14, guard !isPaused); disabled, it is dropped (ActionManager.swift line 140, insertActions' guard isEnabled).
        .init(
            name: "compare-action-manager",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/action-manager-paused.json,samples/apps/action-manager-disabled.json",
                "--state", "background", "--event", "open", "samples/leanplum-open-url-encoded.json",
            ]),
        .init(
            name: "compare-action-manager-enabled",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/plain-migration.json,samples/apps/action-manager-paused.json",
                "--state", "background", "--event", "open", "samples/leanplum-open-url-encoded.json",
            ]),
        // Without --app: the SDKs' defaults.
        .init(name: "defaults-print", arguments: ["simulate", "--print-app"]),
        // The options override the file.
        .init(
            name: "options-override-print",
            arguments: [
                "simulate", "--app", "samples/apps/swizzling-off.json", "--migration", "ct", "--leanplum-sdk", "6.1.0",
                "--print-app",
            ]),
        .init(
            name: "compare-plain-autointegrate",
            arguments: [
                "simulate", "--compare-app",
                "samples/apps/plain-migration.json,samples/apps/autointegrate-mistake.json",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "compare-json",
            arguments: [
                "simulate", "--format", "json", "--state", "background", "--event", "open", "--compare-app",
                "samples/apps/plain-migration.json,samples/apps/handle-clevertap-block.json",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "compare-no-difference",
            arguments: [
                "simulate", "--compare-app", "samples/apps/plain-migration.json,samples/apps/plain-migration.json",
                "samples/seed-leanplum.json",
            ]),
        .init(
            name: "compare-scenario",
            arguments: [
                "simulate", "--compare-app", "samples/apps/plain-migration.json,samples/apps/clevertap-plist.json",
                "--scenario",
                "samples/scenario-cold-start.scenario",
            ]),
        .init(
            name: "json-record-names-the-app",
            arguments: [
                "simulate", "--format", "json", "--state", "foreground", "--event", "receive", "--app",
                "samples/apps/swizzling-off.json", "samples/seed-clevertap.json",
            ]),
        .init(
            name: "mermaid-names-the-app",
            arguments: [
                "simulate", "--format", "mermaid", "--state", "background", "--event", "open", "--app",
                "samples/apps/handle-clevertap-block.json", "samples/seed-clevertap.json",
            ]),
        .init(
            name: "classify-trace",
            arguments: [
                "classify", "--trace", "--app", "samples/apps/autointegrate-mistake.json",
                "samples/seed-clevertap.json",
            ]),
        .init(
            name: "classify-trace-json",
            arguments: [
                "classify", "--format", "json", "--trace", "--state", "not-running", "--event", "open", "--app",
                "samples/apps/clevertap-plist.json", "samples/seed-clevertap.json",
            ]),
        // A profile the lenient reader repairs is used; the repairs are warnings.
        .init(
            name: "repaired-profile",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/commented.json", "--print-app"]),
        // Bad profiles: located errors, status 64.
        .init(
            name: "misspelled-keys",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/misspelled-keys.json", "samples/seed-leanplum.json"],
            status: 64),
        .init(
            name: "wrong-types",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/wrong-types.json", "samples/seed-leanplum.json"],
            status: 64),
        .init(
            name: "unknown-version",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/unknown-version.json", "--print-app"], status: 64),
        .init(
            name: "no-version", arguments: ["simulate", "--app", "Tests/Fixtures/apps/no-version.json", "--print-app"],
            status: 64),
        .init(
            name: "duplicate-key",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/duplicate-key.json", "--print-app"], status: 64),
        .init(
            name: "not-an-object",
            arguments: ["simulate", "--app", "Tests/Fixtures/apps/not-an-object.json", "--print-app"], status: 64),
        .init(
            name: "broken-json", arguments: ["simulate", "--app", "Tests/Fixtures/apps/broken.json", "--print-app"],
            status: 64),
        .init(
            name: "classify-bad-profile",
            arguments: [
                "classify", "--trace", "--app", "Tests/Fixtures/apps/unknown-version.json",
                "samples/seed-leanplum.json",
            ],
            status: 64),
        .init(
            name: "compare-bad-profile",
            arguments: [
                "simulate", "--compare-app", "samples/apps/plain-migration.json,Tests/Fixtures/apps/no-version.json",
                "samples/seed-leanplum.json",
            ],
            status: 64),
        // A profile that cannot be read: status 2.
        .init(
            name: "missing-profile",
            arguments: ["simulate", "--app", "samples/apps/nope.json", "samples/seed-leanplum.json"], status: 2),
        // Scenarios name their profile.
        .init(
            name: "scenario-bad-profile", arguments: ["simulate", "--scenario", "-"],
            stdin: "app Tests/Fixtures/apps/misspelled-keys.json\nlaunch\n", status: 1),
        .init(
            name: "scenario-app-after-setting", arguments: ["simulate", "--scenario", "-"],
            stdin: "migration lp\napp samples/apps/plain-migration.json\nlaunch\n", status: 1),
        .init(
            name: "scenario-app-with-compare-app",
            arguments: [
                "simulate", "--compare-app", "samples/apps/plain-migration.json,samples/apps/swizzling-off.json",
                "--scenario", "-",
            ],
            stdin: "app samples/apps/plain-migration.json\nlaunch\n", status: 1),
        // The command line's options apply over the scenario's profile, the scenario's settings over both.
        .init(
            name: "scenario-profile-and-options",
            arguments: ["simulate", "--leanplum-sdk", "6.1.1", "--scenario", "-"],
            stdin:
                "app samples/apps/autointegrate-mistake.json\nopen-deep-links-in-foreground false\nlaunch\nbackground\ntap samples/seed-clevertap.json\n"
        ),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: Case) throws {
        try testCase.check(in: "apps")
    }

    // MARK: The reader, in process

    static func read(_ text: String) -> (settings: SimulationSettings?, diagnostics: [Diagnostic]) {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { AppProfile.load(UnsafeRawBufferPointer($0), file: "p.json") }
    }

    /// `null` is the SDK's default: a profile of nulls is the default profile.
    @Test func nullMeansTheDefault() throws {
        let text = """
            {"profile": 1, "migration": null,
             "leanplum": {"sdk": null, "swizzling": null, "start": null, "first_run": null, "presentation": null,
                          "delivery_tracking": null, "should_handle_notification": null, "handle_clevertap_notification": null},
             "clevertap": {"plist_account": null, "auto_integrate": null, "instance_account": null,
                           "open_deep_links_in_foreground": null, "url_delegate_opens": null, "instance": null},
             "app_delegate": {"will_present": null, "did_receive": null, "fetch": null, "did_register_token": null,
                              "did_finish_launching": null}}
            """
        let read = Self.read(text)
        let settings = try #require(read.settings, "\(read.diagnostics)")
        #expect(AppProfile.json(settings) == AppProfile.json(SimulationSettings()))
    }

    /// Every key the issue fixes, with its setting.
    @Test func theIssuesKeysSetTheirSettings() throws {
        let text = """
            {"profile": 1, "migration": "ct",
             "leanplum": {"sdk": "6.1.0", "swizzling": false, "start": "later", "first_run": true, "presentation": ["banner", "sound"],
                          "delivery_tracking": false, "should_handle_notification": true, "handle_clevertap_notification": "call-default"},
             "clevertap": {"plist_account": "P-1", "auto_integrate": true, "instance_account": "I-1",
                           "open_deep_links_in_foreground": true, "url_delegate_opens": false},
             "app_delegate": {"will_present": {"options": ["list"]}, "did_receive": {"calls_completion": false},
                              "fetch": {"result": "failed", "calls_completion": true}}}
            """
        let settings = try #require(Self.read(text).settings)
        #expect(settings.migration == .ct)
        #expect(settings.leanplumSDK.version == "6.1.0")
        #expect(!settings.swizzling && settings.start == .later && settings.firstRun)
        #expect(settings.presentation == [.banner, .sound])
        #expect(!settings.pushDeliveryTracking && settings.shouldHandleNotification)
        #expect(settings.handleCleverTapNotification == .callDefault)
        #expect(settings.plistAccount == "P-1" && settings.autoIntegrate && settings.cleverTapAccount == "I-1")
        #expect(settings.openDeepLinksInForeground == true && settings.urlDelegateOpens == false)
        #expect(settings.appDelegate.willPresent?.options == [.list])
        #expect(settings.appDelegate.didReceive?.callsCompletion == false)
        #expect(settings.appDelegate.fetch?.result == .failed)
        #expect(settings.profileName == "p.json")
    }
}
