import Foundation
import PushRouteCore
import PushRouteSimulator
import Testing

@testable import PushRouteSession

/// Which settings the explanations try (`SessionExplainer.tried`): never one the log decided,
/// nor one the simulator does not read for the app's SDKs (a CleverTap-only app's Leanplum
/// settings: `SettingReadersTests` shows their values change no trace).
@Suite struct SessionExplanationTriesTests {
    static func triedKeys(_ sdks: AppSDKs, fixed: Set<String> = []) -> Set<String> {
        var settings = SimulationSettings()
        settings.sdks = sdks
        return Set(SimulationSetting.all.filter { SessionExplainer.tried($0, fixed: fixed, settings) }.map(\.key))
    }

    @Test func aMigrationTriesEverySettingTheLogLeftOpen() {
        // At the defaults: no autoIntegrate, no call of the app's own, no extension.
        let qualifying: Set<String> = [
            "clevertap.auto_integrate_at", "clevertap.app_calls_in", "clevertap.app_calls_on",
            "clevertap.app_calls_through", "extension.credentials", "extension.account", "extension.allows_http",
        ]
        let all = Set(SimulationSetting.all.filter { $0.isRead(by: .leanplumAndCleverTap) }.map(\.key))
            .subtracting(qualifying)
        #expect(Self.triedKeys(.leanplumAndCleverTap) == all)
        #expect(
            Self.triedKeys(.leanplumAndCleverTap, fixed: ["leanplum.swizzling"])
                == all.subtracting(["leanplum.swizzling"]))
    }

    /// A setting that qualifies another is tried once that one has a value.
    @Test func aQualifyingSettingIsTriedWithTheSettingItQualifies() {
        var settings = SimulationSettings()
        #expect(!SessionExplainer.tried(SimulationSetting.named("clevertap.auto_integrate_at")!, fixed: [], settings))
        settings.autoIntegrate = true
        #expect(SessionExplainer.tried(SimulationSetting.named("clevertap.auto_integrate_at")!, fixed: [], settings))
        #expect(!SessionExplainer.tried(SimulationSetting.named("extension.allows_http")!, fixed: [], settings))
        settings.serviceExtension.service = .ctMedia
        #expect(SessionExplainer.tried(SimulationSetting.named("extension.allows_http")!, fixed: [], settings))
        #expect(!SessionExplainer.tried(SimulationSetting.named("extension.credentials")!, fixed: [], settings))
    }

    @Test func aCleverTapOnlyAppTriesNoLeanplumSetting() {
        let tried = Self.triedKeys(.cleverTap)
        #expect(!tried.contains { $0.hasPrefix("leanplum.") })
        #expect(!tried.contains("migration") && !tried.contains("clevertap.instance_account"))
        #expect(tried.contains("clevertap.sdk") && tried.contains("clevertap.auto_integrate"))
    }

    /// An account is tried unset and with each account the log names, none other.
    @Test func anAccountTriesTheLogsAccounts() {
        let setting = SimulationSetting.named("clevertap.instance_account")!
        var settings = SimulationSettings()
        #expect(setting.alternatives(to: settings, names: ["A-1", "B-2"]).map(\.value) == ["A-1", "B-2"])
        settings.cleverTapAccount = "A-1"
        #expect(setting.alternatives(to: settings, names: ["A-1", "B-2"]).map(\.value) == [nil, "B-2"])
        #expect(setting.alternatives(to: settings).map(\.value) == [nil])
    }

    /// An app delegate method is tried unimplemented and with each declared body, none twice:
    /// the body the app has (Leanplum's call resolved) is not tried again.
    @Test func aDelegateMethodTriesItsDeclaredBodies() {
        var settings = SimulationSettings()
        let didReceive = SimulationSetting.named("app_delegate.did_receive")!
        let bodies = didReceive.alternatives(to: settings).map(\.value)
        #expect(bodies.count == 2 && !bodies.contains(nil))
        settings.appDelegate.didReceive = AppDelegateMethods.Method()
        #expect(didReceive.alternatives(to: settings).map(\.value).count == 2)
        #expect(didReceive.alternatives(to: settings).map(\.value).contains(nil))
        // willPresent: also options that show the push and none.
        #expect(SimulationSetting.named("app_delegate.will_present")!.alternatives(to: SimulationSettings()).count == 3)
    }

    /// Leanplum's presentation option changes no trace without a push in the foreground, nor
    /// under the app's own willPresent: it is not tried there.
    @Test(arguments: [AppState.notRunning, .background, .foreground], [false, true])
    func presentationTriedForAForegroundPushWithoutTheAppsWillPresent(_ state: AppState, _ ownWillPresent: Bool) {
        var settings = SimulationSettings()
        if ownWillPresent { settings.appDelegate.willPresent = AppDelegateMethods.Method() }
        let push = Push(id: 1, userInfo: ["aps": ["alert": "hi"]], source: "test.log")
        let replay = SessionPredictor.Replay(
            entries: [(0, push, Cell(state, .open))], episodeCount: 1, extensionShown: [false])
        #expect(
            SessionExplainer.canChange(SimulationSetting.presentation, replay, settings)
                == (state == .foreground && !ownWillPresent))
        #expect(SessionExplainer.canChange(SimulationSetting.sdks, replay, settings))
    }

    /// The app's token method is tried only where a token is registered.
    @Test func tokenMethodTriedWithAToken() {
        var settings = SimulationSettings()
        let setting = SimulationSetting.named("app_delegate.did_register_token")!
        #expect(!SessionExplainer.canChange(setting, SessionPredictor.Replay(), settings))
        settings.token = DeviceToken(bytes: Array(repeating: 0xab, count: 32))
        #expect(SessionExplainer.canChange(setting, SessionPredictor.Replay(), settings))
    }

    /// A body that calls Leanplum's method is not tried where Leanplum ignores the call.
    @Test(arguments: [true, false])
    func leanplumCallTriedWithSwizzlingOff(_ swizzling: Bool) {
        var settings = SimulationSettings()
        settings.swizzling = swizzling
        let calls: JSONValue = ["calls_completion": true, "calls_leanplum": true]
        #expect(SessionExplainer.callIgnored(calls, settings) == swizzling)
        #expect(!SessionExplainer.callIgnored(["calls_completion": true, "calls_leanplum": false], settings))
        settings.sdks = .cleverTap
        #expect(SessionExplainer.callIgnored(calls, settings))
    }
}
