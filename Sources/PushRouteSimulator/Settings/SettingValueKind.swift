import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What reading one profile value gave: nothing to set (null, or a value in error, whose
/// located error the reader has collected), or a value; `set(nil)` clears an optional setting
/// (an app delegate method written `null`: the app does not implement it).
enum SettingRead<Value: Sendable> {
    case keep
    case set(Value?)
}

/// The shell completion of a setting's flag value (the CLI maps it to its `ValueCompletion`).
/// A kind and a plain array rather than an enum with the array as its payload: a multi-payload
/// enum stores the array's pointer with tag bits set, which LeakSanitizer cannot follow, so
/// words held only by the global settings table looked leaked (as `OptionDeclaration.completion`).
public struct SettingCompletion: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case none
        /// One of `words`.
        case choices
        /// Words separated by commas, each one of `words`.
        case commaSeparated
    }

    public let kind: Kind
    public let words: [String]

    public static let none = Self(kind: .none, words: [])
    public static func choices(_ words: [String]) -> Self { Self(kind: .choices, words: words) }
    public static func commaSeparated(_ words: [String]) -> Self { Self(kind: .commaSeparated, words: words) }
}

/// How the values of one type of setting are written: in an app profile (JSON), and as the
/// text of a flag and of a scenario line. One parse and one format per form.
struct SettingValueKind<Value: Sendable>: Sendable {
    /// The type as the man page's settings table names it.
    var typeDescription: String
    /// The value's name in `--help` (`VERSION`, `true|false`); nil for a switch, which is
    /// given without a value and sets `true`.
    var valueName: String?
    var completion: SettingCompletion = .none
    /// What a valid text is, after "expected " (a flag's usage error).
    var flagExpected: String
    /// The same for a scenario line, where a choice reads `a, b or c`.
    var scenarioExpected: String
    /// Reads a profile's value; errors are reported through the reader, at their location.
    var read: @Sendable (JSONObject.Member, String, inout AppProfileReader) -> SettingRead<Value>
    var json: @Sendable (Value) -> JSONValue
    /// The text form; nil for a kind only a profile can write.
    var parse: (@Sendable (String) -> Value?)?
    /// A value's text form; nil when it has none (a switch's `false`).
    var text: @Sendable (Value) -> String?
    /// Values the table test runs through every form.
    var examples: [Value]
    /// Every value the setting can take, where they are few (a flag, a choice, a release),
    /// for the search of `pushroute session`'s explanations; nil where they are not.
    var domain: [Value]? = nil
    /// Where the values to try are not a domain but what the log names (an account): the
    /// values to try among the log's `names` (man page, "EXPLANATIONS"); nil where they are not.
    var namedInLog: (@Sendable (_ names: [String]) -> [Value])? = nil
    /// Whether an explanation also tries the setting unset (`null`: an account, a delegate
    /// method the app does not implement, a flag or a choice the app does not set), where the
    /// setting can be unset (an optional one); for another, unset changes nothing and is not
    /// tried (`SimulationSetting.alternatives` skips a value equal to the current one).
    var triesUnset = false
}

extension SettingValueKind where Value == Bool {
    /// `true` or `false` in a profile; on a command line and in a scenario, one of `words`
    /// (`true`/`false`, `yes`/`no`).
    static func bool(_ yes: String = "true", _ no: String = "false") -> Self {
        Self(
            typeDescription: yes == "true" ? "true or false" : "true or false (\(yes) or \(no) as text)",
            valueName: "\(yes)|\(no)", completion: .choices([yes, no]),
            flagExpected: "one of: \(yes), \(no)", scenarioExpected: "\(yes) or \(no)",
            read: { member, path, reader in reader.bool(member, path: path).map { .set($0) } ?? .keep },
            json: { .bool($0) }, parse: { $0 == yes ? true : $0 == no ? false : nil }, text: { $0 ? yes : no },
            examples: [true, false], domain: [true, false], triesUnset: true)
    }

    /// `true` or `false` in a profile; a flag or scenario word without a value sets `true`.
    static let presence = Self(
        typeDescription: "true or false", valueName: nil, flagExpected: "no value", scenarioExpected: "no value",
        read: { member, path, reader in reader.bool(member, path: path).map { .set($0) } ?? .keep },
        json: { .bool($0) }, parse: { $0.isEmpty ? true : nil }, text: { $0 ? "" : nil }, examples: [true, false],
        domain: [true, false])
}

extension SettingValueKind where Value: CaseIterable & RawRepresentable<String> {
    /// One of an enum's cases, by raw value.
    static func choice(_ type: Value.Type) -> Self {
        let words = Value.allCases.map(\.rawValue)
        return Self(
            typeDescription: "one of: " + words.joined(separator: ", "), valueName: words.joined(separator: "|"),
            completion: .choices(words), flagExpected: "one of: " + words.joined(separator: ", "),
            scenarioExpected: Self.alternatives(words),
            read: { member, path, reader in reader.choice(member, path: path, of: Value.self).map { .set($0) } ?? .keep
            },
            json: { .string($0.rawValue) }, parse: Value.init(rawValue:), text: { $0.rawValue },
            examples: Array(Value.allCases),
            domain: Array(Value.allCases), triesUnset: true)
    }
}

extension SettingValueKind {
    /// `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// A kind written as a string in a profile and as the same text elsewhere.
    static func text(
        _ typeDescription: String, valueName: String, completion: SettingCompletion = .none, expected: String,
        parse: @escaping @Sendable (String) -> Value?, read readParse: (@Sendable (String) -> Value?)? = nil,
        text: @escaping @Sendable (Value) -> String, examples: [Value], domain: [Value]? = nil
    ) -> Self {
        // A profile may take more than an option (a release the model does not list).
        let readParse = readParse ?? parse
        return Self(
            typeDescription: typeDescription, valueName: valueName, completion: completion, flagExpected: expected,
            scenarioExpected: expected,
            read: { member, path, reader in
                guard let string = reader.string(member, path: path) else { return .keep }
                guard let value = readParse(string) else {
                    reader.invalid(member, path: path, expected: expected)
                    return .keep
                }
                return .set(value)
            },
            json: { .string(text($0)) }, parse: parse, text: text, examples: examples, domain: domain)
    }
}

extension SettingValueKind where Value == String {
    /// An account id: a non-empty string without spaces. The values an explanation tries are
    /// unset and each account the log names (`SessionLogAccounts`), none other.
    static let account: Self = {
        var kind = text(
            "an account id", valueName: "ID", expected: "an account id",
            parse: { $0.isEmpty || $0.contains(" ") ? nil : $0 }, text: { $0 }, examples: ["TEST-ACC-123"])
        kind.namedInLog = { $0 }
        kind.triesUnset = true
        return kind
    }()
}

extension SettingValueKind where Value == String {
    /// The app's own functions a call goes through: any text on one line, shown in the trace.
    static let helperPath = text(
        "the app's functions a call goes through", valueName: "TEXT", expected: "a text on one line",
        parse: { $0.isEmpty || $0.contains("\n") ? nil : $0 }, text: { $0 },
        examples: ["handle (called at AppDelegate.swift:17)"])
}

extension SettingValueKind where Value == LeanplumRelease {
    static let leanplumRelease = text(
        "a Leanplum iOS SDK release", valueName: "VERSION", completion: .choices(LeanplumRelease.versions),
        expected: LeanplumRelease.expected + " (or a major.minor such as 6.5: its newest patch)",
        parse: LeanplumRelease.init(resolving:), read: LeanplumRelease.init(reading:), text: \.version,
        examples: [.newest, LeanplumRelease("6.1.0")!, .beforeMigration], domain: LeanplumRelease.all)
}

extension SettingValueKind where Value == CleverTapRelease {
    /// The examples are inside the newest Leanplum release's pin (the default release).
    static let cleverTapRelease = text(
        "a CleverTap iOS SDK release", valueName: "VERSION", completion: .choices(CleverTapRelease.versions),
        expected: "a CleverTap iOS SDK release: " + CleverTapRelease.versions.joined(separator: ", ")
            + " (or a major.minor such as 7.0: its newest patch)",
        parse: CleverTapRelease.init(resolving:), read: CleverTapRelease.init(reading:), text: \.version,
        examples: [CleverTapRelease("7.1.0")!, CleverTapRelease("7.7.1")!], domain: CleverTapRelease.all)
}

extension SettingValueKind where Value == PresentationOptions {
    /// A list of option names in a profile (`[]` for none); `none` or `banner,sound` as text.
    static let presentation = Self(
        typeDescription: "a list of " + PresentationOptionName.words.joined(separator: ", "),
        valueName: "none|" + PresentationOptionName.words.joined(separator: ","),
        completion: .commaSeparated(["none"] + PresentationOptions.names.map(\.0)),
        flagExpected: "none, or a comma-separated list of " + PresentationOptionName.words.joined(separator: ", "),
        scenarioExpected: "none, or a comma-separated list of " + PresentationOptionName.words.joined(separator: ", "),
        read: { member, path, reader in reader.presentation(member, path: path).map { .set($0) } ?? .keep },
        json: { options in .array(PresentationOptions.names.filter { options.contains($0.1) }.map { .string($0.0) }) },
        parse: PresentationOptions.init(parsing:),
        text: \.text,
        examples: [[], [.banner, .sound], [.badge, .list]], domain: presentationDomain)

    /// The options an explanation tries: none, a banner, a list entry (whether iOS shows the
    /// push, `showsNotification`, is all the simulator reads; sound and badge change no outcome).
    static let presentationDomain: [PresentationOptions] = [[], [.banner], [.list]]
}
