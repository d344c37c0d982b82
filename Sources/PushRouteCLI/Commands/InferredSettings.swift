import PushRouteApp
import PushRouteCore
import PushRouteSimulator

/// An inferred profile checked against the profile reader: each field whose key the reader
/// knows is read alone, and one it refuses (a Leanplum release the model does not have) is
/// made `unknown` with the reader's message. What is left is the profile `app infer` prints
/// and `simulate --app DIR` runs.
enum InferredSettings {
    /// The profile's keys in the order `AppProfile` writes them.
    static var readableKeys: Set<String> { Set(AppProfile.keyPaths) }

    /// Each field is read beside `sdks` and the Leanplum release when those were read: a
    /// CleverTap release is checked against that release's pin (none in a CleverTap-only app).
    static func checked(_ inferred: InferredProfile) -> InferredProfile {
        var checked = inferred
        // `sdks` first (a CleverTap-only app has no Leanplum pin), then the Leanplum release.
        var leanplumRelease: [InferredField] = []
        let first = [ProfileKey.sdks.rawValue, ProfileKey.leanplumSDK.rawValue]
        for key in first + checked.fields.map(\.key).filter({ !first.contains($0) }) {
            guard let index = checked.fields.firstIndex(where: { $0.key == key }),
                checked.fields[index].certainty != .unknown,
                readableKeys.contains(key)
            else { continue }
            let field = checked.fields[index]
            let fields = leanplumRelease + [field]
            let alone = InferredProfile(fields: fields, diagnostics: []).profileJSON(version: AppProfile.version) { _ in
                true
            }
            let read = AppProfile.settings(from: alone, file: "app infer", start: SourceLocation(line: 1, column: 1))
            if let refusal = read.diagnostics.first {
                checked.fields[index] = .unknown(field.key, note: refusal.message, sources: field.sources)
            } else if first.contains(key) {
                leanplumRelease.append(field)
            }
        }
        return checked
    }

    /// The profile of the checked fields the reader knows: valid input for `simulate --app`.
    static func profile(_ checked: InferredProfile) -> JSONValue {
        checked.profileJSON(version: AppProfile.version) { readableKeys.contains($0) }
    }

    /// The settings the profile describes, named after the repository.
    static func settings(_ checked: InferredProfile, name: String) -> SimulationSettings? {
        var base = SimulationSettings()
        base.profileName = name
        return AppProfile.settings(
            from: profile(checked), file: name, start: SourceLocation(line: 1, column: 1), base: base
        ).settings
    }
}
