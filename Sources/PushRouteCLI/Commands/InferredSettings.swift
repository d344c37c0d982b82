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

    static func checked(_ inferred: InferredProfile) -> InferredProfile {
        var checked = inferred
        for index in checked.fields.indices where checked.fields[index].certainty != .unknown {
            let field = checked.fields[index]
            guard readableKeys.contains(field.key) else { continue }
            let alone = InferredProfile(fields: [field], diagnostics: []).profileJSON(version: AppProfile.version) { _ in true }
            let read = AppProfile.settings(from: alone, file: "app infer", start: SourceLocation(line: 1, column: 1))
            if let refusal = read.diagnostics.first {
                checked.fields[index] = .unknown(field.key, note: refusal.message, sources: field.sources)
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
        return AppProfile.settings(from: profile(checked), file: name, start: SourceLocation(line: 1, column: 1), base: base).settings
    }
}
