/// What an app's two releases decide of the push path: the Leanplum release's `PushPath` (nil
/// in a CleverTap-only app) and the capabilities of the CleverTap release it runs (nil when
/// none is linked). The simulator reads a release only through these (docs/routing-model.md
/// §8), so two settings alike in every other field and with the same `ReleasePushPath` give
/// the same calls; only the notes that name a release differ. `session`'s explanations share
/// one replay between such releases (`SessionExplainer`).
public struct ReleasePushPath: Hashable, Sendable {
    let leanplum: LeanplumRelease.PushPath?
    let cleverTap: Set<CleverTapRelease.Capability>?
}

extension SimulationSettings {
    /// The push path the settings' releases give (defaults resolved: the CleverTap release the
    /// Leanplum release's pin allows when none is set).
    public var releasePushPath: ReleasePushPath {
        ReleasePushPath(
            leanplum: hasLeanplum ? leanplumSDK.path : nil,
            cleverTap: cleverTapRelease.map { release in Set(CleverTapRelease.Capability.allCases.filter(release.has)) }
        )
    }
}

extension SimulationSetting {
    /// The settings that choose a release: changed alone, they change the settings'
    /// `releasePushPath` and nothing else the simulator reads.
    public static var releases: [SimulationSetting] { [leanplumSDK, cleverTapSDK] }

    /// Whether this setting chooses a release (`releases`).
    public var choosesRelease: Bool { Self.releases.contains { $0.key == key } }
}
