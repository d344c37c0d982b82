/// What the user asked for: the converted values of the options given, and the operands.
public struct ParsedOptions: Sendable {
    /// Every value given for each option, by name, in order.
    var values: [String: [any Sendable]] = [:]
    public var operands: [String] = []
    /// The last value of each option as typed, by name: what a note about its reading quotes
    /// (`--leanplum-sdk 6.5` read as 6.5.0).
    var texts: [String: String] = [:]

    public init(operands: [String] = []) { self.operands = operands }

    /// Whether the option was given.
    public func has<Value>(_ option: Option<Value>) -> Bool { values[option.name] != nil }

    /// The last value given for the option, if any.
    public subscript<Value>(_ option: Option<Value>) -> Value? {
        values[option.name]?.last as? Value
    }

    /// Every value given for the option, in order (`--enable a --enable b`).
    public func all<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether a flag was given.
    public func isSet(_ flag: Option<Bool>) -> Bool { has(flag) }

    mutating func append(_ value: any Sendable, for declaration: OptionDeclaration) {
        values[declaration.name, default: []].append(value)
    }
}
