import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// A usage error: a one-line reason, reported with exit status 64 and a hint.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// One option a command accepts.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// A switch without a value.
        case flag
        /// Any value (e.g. a path, a bundle id).
        case value
        /// One of a fixed set of values.
        case choice([String])
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
    }

    public var name: String
    public var kind: Kind
    public var shortName: String?

    public init(_ name: String, _ kind: Kind = .flag, short: String? = nil) {
        self.name = name
        self.kind = kind
        self.shortName = short
    }
}

/// What the user asked for: option values by name (without dashes) and the operands.
public struct ParsedOptions: Sendable {
    public var values: [String: [String]] = [:]
    public var operands: [String] = []

    public func has(_ name: String) -> Bool { values[name] != nil }
    /// The last value given for `name`.
    public func value(_ name: String) -> String? { values[name]?.last }
    public func integer(_ name: String) -> Int? { value(name).flatMap { Int($0) } }
}

/// Parses `--name value`, `--name=value`, short aliases, `--` and `-` (standard input).
public struct OptionParser: Sendable {
    public var specs: [OptionSpec]

    public init(_ specs: [OptionSpec]) {
        self.specs = specs + [OptionSpec("help", short: "h")]
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions {
        var result = ParsedOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.operands += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.operands.append(argument)
                continue
            }
            let (name, inline) = split(argument)
            let spec = try lookup(name)
            if case .flag = spec.kind {
                if inline != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                result.values[spec.name, default: []].append("")
                continue
            }
            guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError("option '--\(spec.name)' needs a value")
            }
            if inline == nil { index += 1 }
            try validate(value, for: spec)
            result.values[spec.name, default: []].append(value)
        }
        return result
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func lookup(_ name: String) throws(UsageError) -> OptionSpec {
        if let spec = specs.first(where: { "--" + $0.name == name || $0.shortName.map { "-" + $0 } == name }) {
            return spec
        }
        var message = "unknown option '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: specs.map { "--" + $0.name }) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message)
    }

    private func validate(_ value: String, for spec: OptionSpec) throws(UsageError) {
        switch spec.kind {
        case .choice(let choices) where !choices.contains(value):
            throw UsageError(
                "invalid value '\(value)' for '--\(spec.name)'; expected one of: \(choices.joined(separator: ", "))")
        case .integer(let range):
            guard let number = Int(value), range.contains(number) else {
                throw UsageError(
                    "invalid value '\(value)' for '--\(spec.name)'; expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
        default: break
        }
    }
}
