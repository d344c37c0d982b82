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
        let all = Set(SimulationSetting.all.filter { $0.isRead(by: .leanplumAndCleverTap) }.map(\.key))
        #expect(Self.triedKeys(.leanplumAndCleverTap) == all)
        #expect(
            Self.triedKeys(.leanplumAndCleverTap, fixed: ["leanplum.swizzling"])
                == all.subtracting(["leanplum.swizzling"]))
    }

    @Test func aCleverTapOnlyAppTriesNoLeanplumSetting() {
        let tried = Self.triedKeys(.cleverTap)
        #expect(!tried.contains { $0.hasPrefix("leanplum.") })
        #expect(!tried.contains("migration") && !tried.contains("clevertap.instance_account"))
        #expect(tried.contains("clevertap.sdk") && tried.contains("clevertap.auto_integrate"))
    }
}
