import PushRouteCore
import PushRouteReader
import PushRouteRules

/// One simulator setting, declared once (`SimulationSetting.all`): its profile key, its
/// `simulate` flag and scenario key, its type, default and doc line, and how it reads and
/// writes `SimulationSettings`. The profile reader and writer, the scenario parser, the
/// flags and the man page's settings table are derived from the table.
public struct SimulationSetting: Sendable {
    /// The profile key (`ProfileKey`, the vocabulary's).
    public let profileKey: ProfileKey
    /// The profile key path, e.g. `leanplum.swizzling` (a top-level key has no dot).
    public var key: String { profileKey.rawValue }
    /// The `simulate` option without its dashes; nil when only a profile can set it.
    public let flag: String?
    /// The scenario setting's word; nil when a scenario cannot set it.
    public let scenarioKey: String?
    /// One line for `--help` and the man page: lower case, no trailing period.
    public let doc: String
    /// The man page's entry for `simulate`'s option of the setting, in the manual's markup
    /// (`ManualMarkup` in the CLI: backquotes bold, asterisks italic), where it says more
    /// than `doc`; nil: `doc` and the default.
    public private(set) var manual: String?
    /// The type as the man page names it.
    public let typeDescription: String
    /// The flag value's name in `--help`; nil for a switch (a flag without a value).
    public let valueName: String?
    public let completion: SettingCompletion
    /// The default as `--help` says it; nil when there is none worth saying.
    public let defaultText: String?
    /// What the default means when the value alone does not say it (`the payload's
    /// wzrk_acct_id`); nil when it does.
    public let defaultNote: String?
    /// The default as `--print-app` writes it.
    public let defaultJSON: JSONValue
    /// What a bad flag value should have looked like, after "expected ".
    public let flagExpected: String
    /// The same for a scenario line.
    public let scenarioExpected: String
    /// Values written every way the setting can be (text nil: no text form of that value).
    public let examples: [(text: String?, json: JSONValue)]

    let readValue: @Sendable (JSONObject.Member, String, inout AppProfileReader) -> Bool
    let writeValue: @Sendable (SimulationSettings) -> JSONValue
    let parseValue: @Sendable (String) -> SettingAssignment?
    /// Each value of the kind's `domain`, as written in a profile and as a change to settings,
    /// unset first where the kind tries it (`SettingValueKind.triesUnset`).
    let candidates: [(json: JSONValue, assignment: SettingAssignment)]
    /// The values to try among the names a log gives (an account's), as `candidates`; none
    /// for a setting whose values are a domain.
    let namedCandidates: @Sendable ([String]) -> [(json: JSONValue, assignment: SettingAssignment)]
    /// Why the settings are refused once this setting is set (a CleverTap release outside
    /// the Leanplum release's pin); nil when they are not.
    let conflict: (@Sendable (SimulationSettings) -> String?)?

    /// The profile section (`leanplum`), nil for a top-level key.
    public var section: String? { profileKey.section }
    /// The key inside its section.
    public var name: String { profileKey.name }
    /// Given without a value (`--first-run`).
    public var isSwitch: Bool { valueName == nil }

    /// The same setting with `text` as its option's entry in the man page.
    func manual(_ text: String) -> SimulationSetting {
        var declared = self
        declared.manual = text
        return declared
    }

    /// The value `--print-app` writes for `settings` (effective: defaults resolved).
    public func json(_ settings: SimulationSettings) -> JSONValue { writeValue(settings) }

    /// A flag's or scenario line's text as a change to the settings; nil when invalid.
    public func parse(_ text: String) -> SettingAssignment? { parseValue(text) }

    /// `settings` with this setting changed to each other value of its domain that can be run
    /// (none outside a release's pin), nearest the current value first (in the domain's order:
    /// the releases next to it before those further off); for an account, unset and each of
    /// the log's `names` instead (`SettingValueKind.namedInLog`); none for a setting with
    /// neither (the app's helper functions, named in the trace alone). A value is compared as
    /// `--print-app` writes it once applied (defaults resolved), so that none equal to the
    /// current one is tried. `order` is the value's place in the domain.
    public func alternatives(to settings: SimulationSettings, names: [String] = []) -> [(
        value: JSONValue, order: Int, settings: SimulationSettings
    )] {
        let current = json(settings)
        var seen: [JSONValue] = [current]
        let here = candidates.firstIndex { $0.json == current } ?? 0
        let tried = (candidates + namedCandidates(names)).enumerated().compactMap {
            order, candidate -> (value: JSONValue, order: Int, settings: SimulationSettings)? in
            var changed = settings
            candidate.assignment.apply(to: &changed)
            let value = json(changed)
            guard !seen.contains(value), conflict(in: changed) == nil else { return nil }
            seen.append(value)
            return (value, order, changed)
        }
        return tried.sorted { abs($0.order - here) < abs($1.order - here) }
    }

    /// Why `settings` cannot be run with this setting as it is; nil when they can.
    public func conflict(in settings: SimulationSettings) -> String? { conflict?(settings) }
    /// Whether the setting can conflict with another (a release and its pin).
    public var hasConflictCheck: Bool { conflict != nil }

    /// Reads the setting's profile value into the reader's settings; whether it set one.
    func read(_ member: JSONObject.Member, path: String, into reader: inout AppProfileReader) -> Bool {
        readValue(member, path, &reader)
    }

    init<Value>(
        _ key: ProfileKey, flag: String? = nil, scenario: String? = nil, _ kind: SettingValueKind<Value>,
        default defaultValue: Value?,
        defaultNote: String? = nil, doc: String, get: @escaping @Sendable (SimulationSettings) -> Value?,
        set: @escaping @Sendable (inout SimulationSettings, Value?) -> Void,
        conflict: (@Sendable (SimulationSettings) -> String?)? = nil
    ) {
        profileKey = key
        self.flag = flag
        scenarioKey = scenario
        self.doc = doc
        typeDescription = kind.typeDescription
        valueName = kind.valueName
        completion = kind.completion
        defaultText = kind.valueName == nil ? nil : defaultNote ?? defaultValue.flatMap(kind.text)
        self.defaultNote = defaultNote
        defaultJSON = defaultValue.map(kind.json) ?? .null
        flagExpected = kind.flagExpected
        scenarioExpected = kind.scenarioExpected
        examples = kind.examples.map { (kind.parse == nil ? nil : kind.text($0), kind.json($0)) }
        readValue = { member, path, reader in
            guard case .set(let value) = kind.read(member, path, &reader) else { return false }
            set(&reader.settings, value)
            return true
        }
        writeValue = { settings in get(settings).map(kind.json) ?? .null }
        parseValue = { text in
            kind.parse?(text).map { value in SettingAssignment { set(&$0, value) } }
        }
        self.conflict = conflict
        let unset = kind.triesUnset ? [(JSONValue.null, SettingAssignment { set(&$0, nil) })] : []
        candidates =
            unset + (kind.domain ?? []).map { value in (kind.json(value), SettingAssignment { set(&$0, value) }) }
        namedCandidates = { names in
            (kind.namedInLog?(names) ?? []).map { value in (kind.json(value), SettingAssignment { set(&$0, value) }) }
        }
    }

    /// A setting held by a stored property (optional or not: a nil read leaves it).
    init<Value>(
        _ key: ProfileKey, flag: String? = nil, scenario: String? = nil, _ kind: SettingValueKind<Value>,
        default defaultValue: Value?,
        defaultNote: String? = nil, doc: String, _ property: WritableKeyPath<SimulationSettings, Value> & Sendable
    ) {
        self.init(
            key, flag: flag, scenario: scenario, kind, default: defaultValue, defaultNote: defaultNote, doc: doc,
            get: { $0[keyPath: property] },
            set: { settings, value in if let value { settings[keyPath: property] = value } })
    }

    init<Value>(
        _ key: ProfileKey, flag: String? = nil, scenario: String? = nil, _ kind: SettingValueKind<Value>,
        default defaultValue: Value?,
        defaultNote: String? = nil, doc: String, _ property: WritableKeyPath<SimulationSettings, Value?> & Sendable
    ) {
        // nil clears the setting only for a kind an explanation tries unset: a profile's
        // reader and a flag never set nil.
        let clears = kind.triesUnset
        self.init(
            key, flag: flag, scenario: scenario, kind, default: defaultValue, defaultNote: defaultNote, doc: doc,
            get: { $0[keyPath: property] },
            set: { settings, value in if value != nil || clears { settings[keyPath: property] = value } })
    }
}

/// A setting's value, parsed from a flag or a scenario line, to apply over settings.
public struct SettingAssignment: Sendable {
    let change: @Sendable (inout SimulationSettings) -> Void

    public func apply(to settings: inout SimulationSettings) { change(&settings) }
}
