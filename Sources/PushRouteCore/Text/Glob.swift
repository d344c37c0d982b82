/// A path pattern, matched against a relative path with `/` separators, segment by segment:
/// `*` is any run of characters within a segment, `?` one character, `[a-z]` and `[!a-z]`
/// one character in or out of a set, `\` makes the next character literal, and `**` as a
/// whole segment is any number of segments, none included (`**/*.json`, `voip/**`,
/// `a/**/b.json`). A pattern without `**` matches at its own depth only: `*.json` is the
/// files of the folder itself.
public struct Glob: Equatable, Sendable {
    /// Why a pattern is refused, for the configuration error that quotes it.
    public struct Error: Swift.Error, Equatable, Sendable {
        public var message: String
    }

    public let pattern: String
    private let segments: [Segment]
    /// What a path must hold for the glob to match it, for a lookup in a table (`GlobIndex`);
    /// nil when nothing literal is known.
    let key: Key?

    enum Key: Hashable, Sendable {
        /// The last segment is this text (`a/b.json`, `**/name`, `a/**/b`), as UTF-8.
        case lastName([UInt8])
        /// The last segment is `*` and then this text (`*.json`, `**/*z1`).
        case lastSuffix([UInt8])
        /// The first segment is this text and the last is `**` (`voip/**`).
        case firstName([UInt8])
    }

    private enum Segment: Equatable, Sendable {
        case anyDepth
        case name([Token])
    }

    private enum Token: Equatable, Sendable {
        case literal(Unicode.Scalar)
        case anyRun
        case anyOne
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public init(_ pattern: String) throws(Glob.Error) {
        self.pattern = pattern
        if pattern.isEmpty { throw Error(message: "empty glob") }
        if pattern.hasPrefix("/") {
            throw Error(
                message: "glob '\(pattern)' starts with '/'; globs are relative to the folder of the configuration file"
            )
        }
        if pattern.hasSuffix("/") {
            throw Error(message: "glob '\(pattern)' ends with '/'; write '\(pattern)**' for everything under a folder")
        }
        var segments: [Segment] = []
        // Split and tested byte by byte: a configuration may hold 100 000 globs, and Unicode-aware
        // string splitting and comparison cost several times more.
        for part in pattern.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            segments.append(try Self.segment(Substring(part), in: pattern))
        }
        self.segments = segments
        self.key = Self.key(of: segments)
    }

    private static func key(of segments: [Segment]) -> Key? {
        func literal(_ tokens: ArraySlice<Token>) -> [UInt8]? {
            var text = String.UnicodeScalarView()
            for token in tokens {
                guard case .literal(let scalar) = token else { return nil }
                text.append(scalar)
            }
            return Array(String(text).utf8)
        }
        switch segments.last {
        case .name(let tokens):
            if let name = literal(tokens[...]) { return .lastName(name) }
            if tokens.first == .anyRun, tokens.count > 1, let suffix = literal(tokens.dropFirst()) {
                return .lastSuffix(suffix)
            }
        case .anyDepth:
            if case .name(let tokens) = segments.first, let name = literal(tokens[...]) { return .firstName(name) }
        case nil: break
        }
        return nil
    }

    private static func segment(_ part: Substring, in pattern: String) throws(Glob.Error) -> Segment {
        let bytes = part.utf8
        let dot = UInt8(ascii: ".")
        let star = UInt8(ascii: "*")
        if bytes.isEmpty { throw Error(message: "glob '\(pattern)' has an empty segment ('//')") }
        if bytes.elementsEqual([dot]) || bytes.elementsEqual([dot, dot]) {
            throw Error(
                message:
                    "glob '\(pattern)' has a '\(part)' segment; globs stay inside the folder of the configuration file")
        }
        if bytes.elementsEqual([star, star]) { return .anyDepth }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == star && $1 == star }) {
            throw Error(
                message:
                    "glob '\(pattern)' has '**' inside a segment; '**' must be a whole segment, as in 'a/**/b.json'")
        }
        return .name(try tokens(Array(part.unicodeScalars), in: pattern))
    }

    private static func tokens(_ scalars: [Unicode.Scalar], in pattern: String) throws(Glob.Error) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*": tokens.append(.anyRun)
            case "?": tokens.append(.anyOne)
            case "\\":
                guard index < scalars.count else {
                    throw Error(message: "glob '\(pattern)' ends with '\\', which escapes nothing")
                }
                tokens.append(.literal(scalars[index]))
                index += 1
            case "[":
                let (set, end) = try characterSet(scalars, from: index, in: pattern)
                tokens.append(set)
                index = end
            default: tokens.append(.literal(scalar))
            }
        }
        return tokens
    }

    /// The set that starts after a `[` at `start`, and the index after its `]`.
    private static func characterSet(_ scalars: [Unicode.Scalar], from start: Int, in pattern: String) throws(Glob
        .Error) -> (Token, Int)
    {
        var index = start
        let negated = index < scalars.count && (scalars[index] == "!" || scalars[index] == "^")
        if negated { index += 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        while index < scalars.count, scalars[index] != "]" {
            var low = scalars[index]
            if low == "\\", index + 1 < scalars.count {
                index += 1
                low = scalars[index]
            }
            index += 1
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                let high = scalars[index + 1]
                guard low <= high else {
                    throw Error(message: "glob '\(pattern)' has the reversed range '\(low)-\(high)'")
                }
                ranges.append(low...high)
                index += 2
            } else {
                ranges.append(low...low)
            }
        }
        guard index < scalars.count else { throw Error(message: "glob '\(pattern)' has a '[' without its ']'") }
        guard !ranges.isEmpty else { throw Error(message: "glob '\(pattern)' has an empty set '[]'") }
        return (.set(ranges, negated: negated), index + 1)
    }

    /// Whether `path` (relative, `/`-separated, without `.` or `..` segments) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
        var failed = Set<Int>()
        return match(segment: 0, part: 0, parts, &failed)
    }

    /// Segments from `segment` against parts from `part`; `failed` remembers the pairs
    /// already tried, so that several `**` stay linear in the path's length.
    private func match(segment: Int, part: Int, _ parts: [[Unicode.Scalar]], _ failed: inout Set<Int>) -> Bool {
        let key = segment * (parts.count + 1) + part
        if failed.contains(key) { return false }
        var result: Bool
        if segment == segments.count {
            result = part == parts.count
        } else {
            switch segments[segment] {
            case .anyDepth:
                result =
                    match(segment: segment + 1, part: part, parts, &failed)
                    || (part < parts.count && match(segment: segment, part: part + 1, parts, &failed))
            case .name(let tokens):
                result =
                    part < parts.count && Self.matches(tokens, parts[part])
                    && match(segment: segment + 1, part: part + 1, parts, &failed)
            }
        }
        if !result { failed.insert(key) }
        return result
    }

    /// Wildcard matching of one segment, backtracking only to the last `*`.
    private static func matches(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
        var token = 0
        var character = 0
        var star: (token: Int, character: Int)?
        while character < name.count {
            if token < tokens.count, tokens[token] == .anyRun {
                star = (token, character)
                token += 1
            } else if token < tokens.count, accepts(tokens[token], name[character]) {
                token += 1
                character += 1
            } else if let last = star {
                token = last.token + 1
                character = last.character + 1
                star = (last.token, last.character + 1)
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .anyRun { token += 1 }
        return token == tokens.count
    }

    private static func accepts(_ token: Token, _ scalar: Unicode.Scalar) -> Bool {
        switch token {
        case .literal(let literal): literal == scalar
        case .anyOne: true
        case .anyRun: false
        case .set(let ranges, let negated): ranges.contains { $0.contains(scalar) } != negated
        }
    }
}
