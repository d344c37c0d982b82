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
}
