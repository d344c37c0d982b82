/// One `pod` line of a Podfile: `pod 'Name', '~> 7.0'`, `pod 'Name', :path => '../Name'`,
/// `pod 'Name', :git => 'url', :tag => 'v7.7.0'` (or Ruby's `path: '…'` form): the options
/// read are `:path`, `:podspec`, and `:git` with `:tag`, `:branch` or `:commit`
/// (docs/routing-model.md §7.1).
struct PodDeclaration: Equatable {
    var name: String
    /// The version requirements, the quoted strings before the first option.
    var requirements: [String]
    /// The options, by name without its colon (`path`, `git`, `tag`).
    var options: [String: String]

    /// The line's code, its comment cut.
    var code: String

    /// The declaration on a line of code (its comment already cut); nil when it is no `pod` line.
    init?(code: String) {
        self.code = code
        let words = code.trimmingSpaces
        guard words.hasPrefix("pod ") || words.hasPrefix("pod(") else { return nil }
        let strings = Self.labelledStrings(words)
        guard let first = strings.first, first.label == nil else { return nil }
        name = first.value
        requirements = []
        options = [:]
        for string in strings.dropFirst() {
            if let label = string.label {
                options[label] = options[label] ?? string.value
            } else if options.isEmpty {
                requirements.append(string.value)
            }
        }
    }

    /// The quoted strings of a line, each with the option name written before it
    /// (`:path =>` or `path:`), nil for a positional string.
    static func labelledStrings(_ line: String) -> [(label: String?, value: String)] {
        var strings: [(String?, String)] = []
        var quote: Character?
        var current = ""
        var between = ""
        for character in line {
            if let open = quote {
                if character == open {
                    strings.append((label(before: between), current))
                    current = ""
                    between = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
            } else {
                between.append(character)
            }
        }
        return strings
    }

    /// `path` in `, :path => ` or `, path: `; nil for `, ` alone.
    static func label(before text: String) -> String? {
        var words = text.trimmingSpaces
        if words.hasPrefix(",") { words = String(words.dropFirst()).trimmingSpaces }
        if words.hasSuffix("=>") {
            words = String(words.dropLast(2)).trimmingSpaces
            guard words.hasPrefix(":") else { return nil }
            words.removeFirst()
        } else if words.hasSuffix(":") {
            words.removeLast()
        } else {
            return nil
        }
        return !words.isEmpty && words.allSatisfy { $0.isLetter || $0 == "_" } ? words : nil
    }

    /// The version an exact requirement names: `7.1.0` for `7.1.0` or `= 7.1.0` (CocoaPods'
    /// equality operator); nil for a range.
    static func exactVersion(_ requirement: String) -> String? {
        var version = requirement.trimmingSpaces
        if version.hasPrefix("=") { version = String(version.dropFirst()).trimmingSpaces }
        return version.first?.isNumber == true ? version : nil
    }

    /// A version given as a variable, `pod 'Name', version` or `pod 'Name', '= ' + LP_VERSION`
    /// (before any option): replaced by the literal the Podfile assigns the variable. Returns
    /// the note's addition naming the variable, its line and what may override it; nil when
    /// the requirement is no variable, or one whose value is not read.
    mutating func resolveVariableRequirement(in structure: PodfileStructure, file: String) -> String? {
        guard options["git"] == nil, options["path"] == nil, options["podspec"] == nil,
            let comma = code.firstIndex(of: ",")
        else { return nil }
        let arguments = code[code.index(after: comma)...]
        let positional = arguments.prefix { $0 != ":" }
        let variables = PodfileStructure.words(String(positional)).filter { $0.first?.isNumber == false }
        guard variables.count == 1, let variable = variables.first,
            let (version, line, environment) = structure.version(of: variable)
        else { return nil }
        let prefix = requirements.count == 1 ? requirements[0].trimmingSpaces : ""
        guard requirements.count <= 1, prefix.isEmpty || prefix.allSatisfy({ "=~>< ".contains($0) }) else { return nil }
        requirements = [prefix.isEmpty ? version : prefix + " " + version]
        let overrides = environment.map { "ENV['\($0)']" }
        let unless = overrides.isEmpty ? "" : " unless \(overrides.joined(separator: " or ")) is set"
        return "; its version is the variable '\(variable)', '\(version)' at \(file):\(line + 1)\(unless)"
    }

    /// The release a `:git` tag names: `7.7.0` for `v7.7.0` or `7.7.0`; nil for a tag that is
    /// not a version.
    static func release(ofTag tag: String) -> String? {
        let version = tag.first == "v" || tag.first == "V" ? String(tag.dropFirst()) : tag
        return version.first?.isNumber == true ? version : nil
    }
}
