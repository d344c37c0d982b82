/// An option with the type of its value: commands read `options[Command.format]` and get a
/// `LintFormat`, never a string to parse again.
public struct Option<Value: Sendable>: Sendable {
    public let declaration: OptionDeclaration

    public var name: String { declaration.name }

    /// The same option with `text` (in `ManualMarkup`) as its entry in the man page, where
    /// the man page says more than `--help`.
    public func manual(_ text: String) -> Option {
        Option(declaration: declaration.manual(text))
    }

    /// The same option with its value named `name` in help, the manual and completions.
    func valueNamed(_ name: String) -> Option {
        Option(declaration: declaration.valueNamed(name))
    }
}

extension Option where Value == Bool {
    /// A switch without a value: `true` when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(
            declaration: OptionDeclaration(
                name: name, shortName: short, valueName: nil, help: help, defaultDescription: nil, completion: .none,
                convert: { _ in .success(true) }))
    }
}

extension Option {
    /// A value converted by `parse`; `expected` says what a bad value should have looked like.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        default defaultDescription: String? = nil,
        completion: ValueCompletion = .none, expected: String = "",
        parse: @escaping @Sendable (String) -> Value?
    ) -> Option {
        Option(
            declaration: OptionDeclaration(
                name: name, shortName: short, valueName: valueName, help: help, defaultDescription: defaultDescription,
                completion: completion,
                convert: { text in parse(text).map { .success($0) } ?? .failure(ExpectedValue(expected)) }))
    }

    /// A value converted by `parse`, which says itself what is wrong with a bad one.
    public static func value(
        _ name: String, valueName: String, help: String, completion: ValueCompletion = .none,
        check parse: @escaping @Sendable (String) -> Result<Value, ExpectedValue>
    ) -> Option {
        Option(
            declaration: OptionDeclaration(
                name: name, shortName: nil, valueName: valueName, help: help, defaultDescription: nil,
                completion: completion,
                convert: { text in parse(text).map { $0 } }))
    }

    /// One of a fixed set of words, each standing for a value.
    public static func choice(
        _ name: String, short: Character? = nil, _ choices: KeyValuePairs<String, Value>, help: String,
        default defaultWord: String? = nil
    ) -> Option {
        let words = choices.map(\.key)
        let table = Array(choices)
        return value(
            name, short: short, valueName: words.joined(separator: "|"), help: help, default: defaultWord,
            completion: .choices(words), expected: "expected one of: " + words.joined(separator: ", ")
        ) { word in table.first { $0.key == word }?.value }
    }
}

extension Option where Value: CaseIterable & RawRepresentable<String> {
    /// One of the cases of an enum, by raw value (optionally only some of them).
    /// - Parameter valueName: how help names the value when the choices are too many to list
    ///   there (`TYPE`); the help text then says what they are.
    public static func choice(
        _ name: String, short: Character? = nil, of type: Value.Type, only cases: [Value]? = nil,
        valueName: String? = nil, help: String,
        default defaultValue: Value? = nil
    ) -> Option {
        let allowed = cases ?? Array(Value.allCases)
        let words = allowed.map(\.rawValue)
        return value(
            name, short: short, valueName: valueName ?? words.joined(separator: "|"), help: help,
            default: defaultValue?.rawValue,
            completion: .choices(words), expected: "expected one of: " + words.joined(separator: ", ")
        ) { word in allowed.first { $0.rawValue == word } }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    public static func integer(
        _ name: String, valueName: String = "N", in range: ClosedRange<Int>, help: String,
        default defaultValue: Int? = nil
    ) -> Option {
        value(
            name, valueName: valueName, help: help, default: defaultValue.map(String.init),
            expected: "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension Option where Value == String {
    /// Any text: a path, a bundle id, an account id.
    public static func text(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        default defaultDescription: String? = nil,
        completion: ValueCompletion = .none
    ) -> Option {
        value(name, short: short, valueName: valueName, help: help, default: defaultDescription, completion: completion)
        { $0 }
    }
}
