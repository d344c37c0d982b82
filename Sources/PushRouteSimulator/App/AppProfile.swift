import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What is wrong with an app profile (`simulate --app FILE`): each is an error.
public enum AppProfileRule: String, ExplainedRule {
    /// No `"profile"` key, or a schema version this pushroute does not read.
    case version = "profile-version"
    /// A key the schema does not have.
    case unknownKey = "profile-unknown-key"
    /// A value of the wrong JSON type.
    case type = "profile-type"
    /// A value of the right type that is not allowed (an unknown release, option or state).
    case value = "profile-value"
    /// A key given twice in one object.
    case duplicateKey = "profile-duplicate-key"

    public static let reportedBy =
        "app profile error (--app FILE); every error of the file is reported, and the command exits with status 64"

    public var meaning: String {
        switch self {
        case .version:
            "no 'profile' key, or a schema version this pushroute does not read (it reads \(AppProfile.version))"
        case .unknownKey:
            "a key the app profile's schema does not have; the error names the closest one or the object it belongs in"
        case .type: "a value of the wrong JSON type"
        case .value: "a value of the right type that is not allowed: an unknown release, option or state"
        case .duplicateKey: "a key given twice in one object"
        }
    }
}

/// An app profile: how the app integrated the two SDKs, as a versioned JSON file
/// (pushroute(1), APP PROFILES; docs/routing-model.md §7). Every key may be left out or
/// `null`, which means the SDK's default; `AppProfile.json` writes the effective profile
/// with every default filled in.
public enum AppProfile {
    /// The schema version this pushroute reads and writes.
    public static let version: Int64 = 1

    /// The key that says a JSON file is an app profile, and of which schema version.
    public static let versionKey = ProfileKey.versionKey
    /// The root's keys, in the order `json` writes them: the version, then each top-level
    /// setting or section of `SimulationSetting.all` where its first setting is.
    static let topKeys: [String] = SimulationSetting.all.reduce(into: [versionKey]) { keys, setting in
        let key = setting.section ?? setting.key
        if !keys.contains(key) { keys.append(key) }
    }

    /// The keys of a section (`leanplum`), in the order `json` writes them.
    static func keys(in section: String) -> [String] {
        SimulationSetting.all.filter { $0.section == section }.map(\.name)
    }

    /// Every key path a profile may hold (`migration`, `leanplum.sdk`, `app_delegate.fetch`), in
    /// the order `json` writes them: what `app infer` may put in the profile it prints.
    public static var keyPaths: [String] { SimulationSetting.all.map(\.key) }

    /// The settings a profile describes, starting from `base`; nil with the errors that
    /// refuse it. `start` is where the profile's text begins (for an error about the whole).
    public static func settings(
        from value: JSONValue, file: String, start: SourceLocation, base: SimulationSettings = SimulationSettings()
    ) -> (settings: SimulationSettings?, diagnostics: [Diagnostic]) {
        var reader = AppProfileReader(file: file, settings: base)
        reader.read(value, start: start)
        return (reader.diagnostics.isEmpty ? reader.settings : nil, reader.diagnostics)
    }

    // MARK: Writing

    /// The effective profile of `settings`, every default filled in: what
    /// `simulate --print-app` prints. Reading it back gives the same settings.
    public static func json(_ settings: SimulationSettings) -> JSONValue {
        var root = JSONObject()
        root.append(versionKey, .integer(version))
        for key in topKeys.dropFirst() {
            if let setting = SimulationSetting.named(key) {
                root.append(key, setting.json(settings))
                continue
            }
            var section = JSONObject()
            for setting in SimulationSetting.all where setting.section == key {
                section.append(setting.name, setting.json(settings))
            }
            root.append(key, .object(section))
        }
        return .object(root)
    }
}

extension AppProfile {
    /// A profile's text: its one JSON value (read leniently, repairs reported as warnings)
    /// as settings starting from `base`; nil with the errors that refuse it. The value may be
    /// followed by `//` comment lines, as `app infer` prints its sources: that output is a profile.
    public static func load(
        _ whole: UnsafeRawBufferPointer, file: String, base: SimulationSettings = SimulationSettings()
    ) -> (settings: SimulationSettings?, diagnostics: [Diagnostic]) {
        let text = UnsafeRawBufferPointer(rebasing: whole[..<endBeforeTrailingComments(whole)])
        var payloads: [ReadPayload] = []
        PayloadReader(limits: .withoutOptions, locateKeys: true, recognizePushes: false).readDocument(text, file: file)
        { payloads.append($0) }
        let first = payloads[0]
        var diagnostics = first.diagnostics
        if payloads.count > 1 {
            diagnostics.append(
                Diagnostic(
                    file: file, at: payloads[1].start, severity: .error, rule: AppProfileRule.type,
                    message: "a second JSON value: an app profile is one JSON object"))
        }
        if first.status == .partial {
            diagnostics.append(
                Diagnostic(
                    file: file, at: first.start, severity: .error, rule: AppProfileRule.type,
                    message: "the profile is cut off: an app profile is read only when it is whole"))
        }
        guard let value = first.value, payloads.count == 1, first.status != .partial else { return (nil, diagnostics) }
        var named = base
        named.profileName = file
        let read = settings(from: value, file: file, start: first.start, base: named)
        return (read.settings, diagnostics + read.diagnostics)
    }

    /// Where the text ends once its last lines, those blank or starting with `//` (after blanks),
    /// are left out. One pass.
    static func endBeforeTrailingComments(_ text: UnsafeRawBufferPointer) -> Int {
        var end = 0
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != ASCII.newline { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, ASCII.isHorizontalSpace(text[first]) { first += 1 }
            let isComment = first + 1 < lineEnd && text[first] == ASCII.slash && text[first + 1] == ASCII.slash
            if first < lineEnd && !isComment { end = min(lineEnd + 1, text.count) }
            lineStart = lineEnd + 1
        }
        return end
    }

    /// The profile at `path`: nil with the reasons when it cannot be read or is refused.
    /// `regularOnly`: a profile a scenario names must be a regular file (a FIFO is refused, never
    /// waited on); one named on the command line may be any file (`--app <(…)`).
    public static func load(path: String, base: SimulationSettings = SimulationSettings(), regularOnly: Bool = false)
        -> (settings: SimulationSettings?, diagnostics: [Diagnostic])
    {
        switch InputFile.readAll(InputName(path), regularOnly: regularOnly) {
        case .failure(let failure): return (nil, [failure.diagnostic])
        case .success(let bytes): return bytes.withUnsafeBytes { load($0, file: path, base: base) }
        }
    }
}
