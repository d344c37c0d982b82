import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Reads an app profile's JSON into `SimulationSettings`, collecting every error at the
/// key or value concerned (a profile is checked whole, as a scenario is).
struct AppProfileReader {
    var file: String
    var settings: SimulationSettings
    private var errors: [Diagnostic] = []

    /// The errors, in the order of the text.
    var diagnostics: [Diagnostic] {
        errors.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(
            \.element)
    }

    init(file: String, settings: SimulationSettings) {
        self.file = file
        self.settings = settings
    }

    typealias Member = JSONObject.Member

    mutating func read(_ value: JSONValue, start: SourceLocation) {
        guard let root = object(value, path: nil, at: start, keys: AppProfile.topKeys) else { return }
        guard let version = root.member(AppProfile.versionKey) else {
            return error(
                .version,
                "no '\(AppProfile.versionKey)' key: an app profile starts with \"\(AppProfile.versionKey)\": \(AppProfile.version)",
                at: start)
        }
        guard case .integer(let number) = version.value else {
            return error(
                .type,
                LintText.expected(
                    "the schema version \(AppProfile.version)", for: AppProfile.versionKey, found: version.value),
                at: version.valueLocation)
        }
        guard number == AppProfile.version else {
            return error(
                .version, "unknown profile version \(number); this pushroute reads version \(AppProfile.version)",
                at: version.valueLocation)
        }
        for key in AppProfile.topKeys.dropFirst() {
            if let setting = SimulationSetting.named(key) {
                if let member = root.member(key) { read(setting, member) }
            } else if let section = section(root, key, keys: AppProfile.keys(in: key)) {
                for member in section.members {
                    if let setting = SimulationSetting.named(key + "." + member.key) { read(setting, member) }
                }
            }
        }
    }

    /// One setting's value; a value that puts the settings in conflict (a CleverTap release
    /// outside the Leanplum release's pin) is an error at that value.
    private mutating func read(_ setting: SimulationSetting, _ member: Member) {
        guard setting.read(member, path: setting.key, into: &self), let conflict = setting.conflict(in: settings) else {
            return
        }
        let text = member.value.stringValue ?? member.value.compactText
        error(.value, "invalid value '\(text)' for '\(setting.key)': \(conflict)", at: member.valueLocation)
    }

    // MARK: Objects

    /// A section of the root: absent or null leaves the defaults.
    private mutating func section(_ root: JSONObject, _ key: String, keys: [String]) -> JSONObject? {
        guard let member = root.member(key), member.value != .null else { return nil }
        return object(member.value, path: key, at: member.valueLocation, keys: keys)
    }

    /// `value` as an object; every key not in `keys`, and every repeated key, is an error,
    /// with a did-you-mean (or the section the key belongs in). Its known keys are read.
    mutating func object(_ value: JSONValue, path: String?, at location: SourceLocation?, keys: [String]) -> JSONObject?
    {
        guard let object = value.objectValue else {
            let message =
                path.map { LintText.expected("an object", for: $0, found: value) }
                ?? "an app profile is a JSON object, found \(value.foundDescription)"
            error(.type, message, at: location)
            return nil
        }
        // Where each key's kept value is, looked up once per key rather than per duplicate.
        let keptAt =
            object.duplicates.isEmpty
            ? [:] : Dictionary(object.members.map { ($0.key, $0.valueLocation) }) { first, _ in first }
        for duplicate in object.duplicates {
            let kept = (keptAt[duplicate.key] ?? nil).map { ": the value at \($0) would be used" } ?? ""
            error(
                .duplicateKey, "key '\(duplicate.key)' given twice in \(place(path))\(kept)", at: duplicate.keyLocation)
        }
        for member in object.members where !keys.contains(member.key) {
            error(
                .unknownKey, "unknown key '\(member.key)' in \(place(path))" + hint(member.key, keys: keys),
                at: member.keyLocation)
        }
        return object
    }

    /// `'leanplum'`, or the root's name.
    private func place(_ path: String?) -> String { path.map { "'\($0)'" } ?? "the app profile" }

    /// `; did you mean 'x'?`, or where the key belongs when another object has it.
    private func hint(_ key: String, keys: [String]) -> String {
        let sections =
            [("the top level", AppProfile.topKeys)]
            + AppProfile.topKeys.filter { SimulationSetting.named($0) == nil && $0 != AppProfile.versionKey }
            .map { ("'\($0)'", AppProfile.keys(in: $0)) }
        if let home = sections.first(where: { $0.1.contains(key) && $0.1 != keys }) {
            return "; '\(key)' belongs in \(home.0)"
        }
        return Suggestion.didYouMean(key, among: keys)
    }

    // MARK: Values (nil for null, and for a value in error)

    mutating func bool(_ member: Member, path: String) -> Bool? {
        switch member.value {
        case .null: return nil
        case .bool(let flag): return flag
        default:
            error(
                .type, LintText.expected("true, false or null", for: path, found: member.value),
                at: member.valueLocation)
            return nil
        }
    }

    mutating func string(_ member: Member, path: String) -> String? {
        switch member.value {
        case .null: return nil
        case .string(let text): return text
        default:
            error(
                .type, LintText.expected("a string or null", for: path, found: member.value), at: member.valueLocation)
            return nil
        }
    }

    mutating func choice<Value: CaseIterable & RawRepresentable<String>>(
        _ member: Member, path: String, of type: Value.Type
    ) -> Value? {
        guard let text = string(member, path: path) else { return nil }
        guard let value = Value(rawValue: text) else {
            invalid(member, path: path, expected: "one of: " + Value.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        return value
    }

    /// A list of presentation option names, `[]` for none.
    mutating func presentation(_ member: Member, path: String) -> PresentationOptions? {
        switch member.value {
        case .null: return nil
        case .array(let elements):
            var options: PresentationOptions = []
            for element in elements {
                guard let name = element.stringValue,
                    let option = PresentationOptions.names.first(where: { $0.0 == name })?.1
                else {
                    error(
                        .value,
                        "invalid element \(element.foundDescription) in '\(path)'; expected "
                            + SettingValueKind<PresentationOptions>.alternatives(PresentationOptionName.words),
                        at: member.valueLocation)
                    return nil
                }
                options.insert(option)
            }
            return options
        default:
            error(
                .type,
                LintText.expected(
                    "an array of \(PresentationOptionName.words.joined(separator: ", ")), or null", for: path,
                    found: member.value),
                at: member.valueLocation)
            return nil
        }
    }

    mutating func invalid(_ member: Member, path: String, expected: String) {
        let text = member.value.stringValue ?? member.value.compactText
        error(.value, "invalid value '\(text)' for '\(path)'; expected \(expected)", at: member.valueLocation)
    }

    mutating func error(_ rule: AppProfileRule, _ message: String, at location: SourceLocation?) {
        errors.append(Diagnostic(file: file, at: location, severity: .error, rule: rule, message: message))
    }
}
