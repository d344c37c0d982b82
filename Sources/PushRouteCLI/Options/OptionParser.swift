import PushRouteCore

/// A usage error: a one-line reason, reported with exit status 64 and a hint.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Parses `--name value`, `--name=value`, short aliases (`-j 2`, or `-j2` as `--jobs=2`),
/// short flags written together (`-qj2` as `-q -j2`), `--` and `-` (standard input),
/// converting each value as its declaration says.
public struct OptionParser: Sendable {
    public let declarations: [OptionDeclaration]

    /// `--help`, which every command accepts.
    public static let help = Option.flag("help", short: "h", help: "show this help")
    /// `--version`, which every command accepts too, as the tool does before a command.
    public static let version = CommandLineTool.versionFlag

    /// The options every command accepts besides its own, as help lists them.
    public static let common = [help.declaration, version.declaration, ColorOption.color.declaration]

    public init(_ declarations: [OptionDeclaration]) {
        self.declarations = declarations + Self.common
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions {
        var arguments = arguments
        var result = ParsedOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if let (flag, rest) = clustered(argument) {
                // `-qj2` is `-q -j2`, as getopt reads it.
                result.append(true, for: flag)
                arguments.insert(rest, at: index)
                continue
            }
            if argument == "--" {
                result.operands += arguments[index...]
                break
            }
            guard Self.looksLikeOption(argument) else {
                result.operands.append(argument)
                continue
            }
            let (name, inline) = split(argument)
            let declaration = try lookup(name)
            if declaration.isFlag {
                if inline != nil { throw UsageError("option '\(declaration.flag)' takes no value") }
                result.append(true, for: declaration)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { throw UsageError("option '\(declaration.flag)' needs a value") }
                value = arguments[index]
                index += 1
                if Self.looksLikeOption(value) {
                    throw UsageError(
                        "option '\(declaration.flag)' needs a value, found the option '\(value)'; to give it as the value, write '\(declaration.flag)=\(value)'"
                    )
                }
            }
            switch declaration.convert(value) {
            case .success(let converted):
                result.append(converted, for: declaration)
                result.texts[declaration.name] = value
            case .failure(let expected):
                throw UsageError("invalid value '\(value)' for '\(declaration.flag)'; \(expected.description)")
            }
        }
        return result
    }

    /// `-x`, `--name`, `--name=value`; not `-` alone, which names standard input.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// The option's name and the value written against it: `--name=value`, or `-xVALUE`
    /// for a short option that takes a value.
    private func split(_ argument: String) -> (String, String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let short = String(argument.prefix(2))
        guard argument.count > 2, let declaration = find(short), !declaration.isFlag else { return (argument, nil) }
        return (short, String(argument.dropFirst(2)))
    }

    /// A short flag followed by more short options in one word (`-qj2`): the flag, and the
    /// rest as a word of its own (`-j2`); nil for any other word.
    private func clustered(_ argument: String) -> (OptionDeclaration, String)? {
        guard argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--"),
            let declaration = find(String(argument.prefix(2))), declaration.isFlag
        else { return nil }
        return (declaration, "-" + argument.dropFirst(2))
    }

    /// The declaration written `--name` or `-x`.
    private func find(_ name: String) -> OptionDeclaration? {
        declarations.first { $0.spellings.contains(name) }
    }

    private func lookup(_ name: String) throws(UsageError) -> OptionDeclaration {
        if let found = find(name) { return found }
        throw UsageError("unknown option '\(name)'" + Suggestion.didYouMean(name, among: declarations.map(\.flag)))
    }
}
