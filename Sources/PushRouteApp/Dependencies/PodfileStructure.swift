/// What a Podfile's Ruby says beyond its `pod` lines, read without running it: the lines that
/// never run (the body of a `def` no live code calls, as Leanplum's Rondo-iOS keeps
/// `use_lp_source` beside `use_lp_release` and calls one), and the string literals each
/// variable is assigned (`version = "6.6.1"`, `LP_VERSION = ENV['LP_VERSION'] ? ENV['LP_VERSION'] : '2.0.6'`),
/// for a `pod` whose version is a variable (docs/app-infer.md).
struct PodfileStructure {
    /// The code of each line, its comment cut.
    let code: [String]
    /// Per line, whether it is in the body of a `def` nothing live calls.
    private(set) var dead: [Bool]
    /// Per variable, its assignments on live lines: the line and the code after `=`.
    private(set) var assignments: [String: [(line: Int, expression: String)]] = [:]

    /// How deep helpers calling helpers are followed to find a dead one.
    static let passes = 8

    init(_ text: String) {
        code = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        }
        dead = Array(repeating: false, count: code.count)
        let words = code.map(Self.words)
        let definitions = Self.definitions(code, words)
        var lines: [String: [Int]] = [:]
        for (index, lineWords) in words.enumerated() {
            for word in Set(lineWords) { lines[word, default: []].append(index) }
        }
        // A def called only from a dead def is dead too: a few passes (helpers calling helpers),
        // each linear in the uses of the names.
        for _ in 0..<Self.passes {
            var changed = false
            for definition in definitions where !dead[definition.lines.lowerBound] {
                let called = lines[definition.name, default: []].contains { index in
                    !dead[index] && !definition.lines.contains(index)
                }
                if !called {
                    for index in definition.lines { dead[index] = true }
                    changed = true
                }
            }
            if !changed { break }
        }
        for (index, line) in code.enumerated() where !dead[index] {
            guard let (name, expression) = Self.assignment(line) else { continue }
            assignments[name, default: []].append((index, expression))
        }
    }

    /// The version a variable holds, when each live assignment of it is a version literal, an
    /// environment read (`ENV['NAME']`), `nil`, or a choice among them: the one literal, the
    /// line that assigns it, and the environment variables that may override it; nil when it
    /// is assigned anything else, or more than one version.
    func version(of variable: String) -> (version: String, line: Int, environment: [String])? {
        guard let assigned = assignments[variable] else { return nil }
        var found: [(version: String, line: Int)] = []
        var environment: [String] = []
        for (line, expression) in assigned {
            let (rest, reads) = Self.cuttingEnvironmentReads(expression)
            environment += reads.filter { !environment.contains($0) }
            let literals = PodDeclaration.labelledStrings(rest).map(\.value)
            guard literals.allSatisfy({ $0.first?.isNumber == true }),
                Self.words(rest).allSatisfy({ $0 == "nil" })
            else { return nil }
            found += literals.map { ($0, line) }
        }
        guard let first = found.first, found.allSatisfy({ $0.version == first.version }) else { return nil }
        return (first.version, first.line, environment)
    }

    /// An expression without its `ENV['NAME']` reads, and the names read, each once.
    static func cuttingEnvironmentReads(_ expression: String) -> (String, [String]) {
        var names: [String] = []
        var rest = ""
        var remaining = Substring(expression)
        while let start = Self.firstIndex(of: "ENV[", in: remaining) {
            rest += remaining[..<start]
            let after = remaining[remaining.index(start, offsetBy: 4)...]
            let inside = after.prefix { $0 != "]" }
            if let name = PodDeclaration.labelledStrings(String(inside)).first?.value, !names.contains(name) {
                names.append(name)
            }
            remaining = after.dropFirst(inside.count + 1)
        }
        return (rest + remaining, names)
    }

    /// Where `needle` first starts in `text`; nil when it does not occur.
    static func firstIndex(of needle: String, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// `name = expression` (not `==`, `=>`, `+=`); nil for any other line.
    static func assignment(_ line: String) -> (String, String)? {
        let trimmed = line.trimmingSpaces
        guard let equals = trimmed.firstIndex(of: "=") else { return nil }
        let name = trimmed[..<equals].trimmingSpaces
        let after = trimmed[trimmed.index(after: equals)...]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            name.first?.isNumber == false, after.first != "=", after.first != ">"
        else { return nil }
        return (name, String(after))
    }

    /// The bare words of a line of code, outside its strings.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in line + " " {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        return words
    }

    /// Each `def name` with the lines of its body through its `end`, found by counting the
    /// block keywords that open a line (`def`, `if`, `unless`, `case`, `while`, `until`,
    /// `begin`, `for`) or end it (`do`, `do |x|`) against the `end`s.
    static func definitions(_ code: [String], _ words: [[String]]) -> [(name: String, lines: ClosedRange<Int>)] {
        var found: [(String, ClosedRange<Int>)] = []
        var open: [(name: String?, line: Int)] = []
        for (index, line) in words.enumerated() {
            guard let first = line.first else { continue }
            if first == "end" {
                if let block = open.popLast(), let name = block.name { found.append((name, block.line...index)) }
                continue
            }
            if first == "def", line.count > 1 {
                open.append((line[1], index))
            } else if ["if", "unless", "case", "while", "until", "begin", "for"].contains(first)
                || line.last == "do" || Self.opensBlockWithParameters(code[index])
            {
                open.append((nil, index))
            }
        }
        return found
    }

    /// `... do |x|` at the end of a line.
    static func opensBlockWithParameters(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces
        guard trimmed.hasSuffix("|"), let open = trimmed.dropLast().lastIndex(of: "|") else { return false }
        return Self.words(String(trimmed[..<open])).last == "do"
    }
}
