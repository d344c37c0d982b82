import PushRouteCore
import PushRouteReader

/// An Info.plist (or entitlements file) of the repository, read with libplist (XML or binary),
/// with the line of each top-level key in an XML file.
struct InfoPlist: Sendable {
    var file: String
    var root: PropertyList
    /// The line of each `<key>` in the XML text; empty for a binary plist.
    var keyLines: [String: Int]

    /// The plist at `file`; nil with a warning when libplist refuses it.
    static func read(_ bytes: [UInt8], file: String) -> (InfoPlist?, Diagnostic?) {
        let root: PropertyList
        switch bytes.withUnsafeBytes({ LibPlist.read($0) }) {
        case .success(let value): root = value
        case .failure(let refusal) where refusal == PlistRefusal.unreadable: return (nil, unreadable(bytes, file: file))
        case .failure(let refusal):
            let diagnostic = Diagnostic(
                file: file, at: refusal.location ?? SourceLocation(line: 1, column: 1), severity: .warning,
                rule: AppInferenceRule.syntax,
                message: "\(refusal.message), not read: the fields it decides are unknown")
            return (nil, diagnostic)
        }
        guard case .dictionary = root else { return (nil, unreadable(bytes, file: file)) }
        return (InfoPlist(file: file, root: root, keyLines: keyLines(bytes)), nil)
    }

    private static func unreadable(_ bytes: [UInt8], file: String) -> Diagnostic {
        Diagnostic(
            file: file, at: firstMarkupError(bytes), severity: .warning, rule: AppInferenceRule.syntax,
            message: "not a property list libplist can read: the fields it decides are unknown")
    }

    /// Where the source of `key` is.
    func source(_ key: String) -> FieldSource { FieldSource(file: file, line: keyLines[key]) }

    /// `<key>NAME</key>` lines of an XML plist, first occurrence of each name.
    static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
        guard !bytes.starts(with: Array("bplist".utf8)) else { return [:] }
        var lines: [String: Int] = [:]
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            var rest = line[...]
            while let open = rest.firstRange(of: "<key>"), let close = rest[open.upperBound...].firstRange(of: "</key>")
            {
                let name = String(rest[open.upperBound..<close.lowerBound])
                if lines[name] == nil { lines[name] = index + 1 }
                rest = rest[close.upperBound...]
            }
        }
        return lines
    }

    /// libplist says not where an XML plist is wrong: the line and column of the first tag that
    /// closes another than the one open, or of the end of a text cut off, is given instead; the
    /// first byte for anything else.
    static func firstMarkupError(_ bytes: [UInt8]) -> SourceLocation {
        guard !bytes.starts(with: Array("bplist".utf8)) else { return SourceLocation(line: 1, column: 1) }
        var open: [String] = []
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let start = SourceLocation(line: line, column: column)
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
                guard end < bytes.count else { return start }
                let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                let name = String(tag.drop { $0 == "/" }.prefix { $0 != " " && $0 != "/" })
                if tag.hasPrefix("/") {
                    guard open.popLast() == name else { return start }
                } else if !tag.hasSuffix("/") && !tag.hasPrefix("?") && !tag.hasPrefix("!") {
                    open.append(name)
                }
                column += end - index
                index = end
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return open.isEmpty ? SourceLocation(line: 1, column: 1) : SourceLocation(line: line, column: column)
    }
}

/// NSString's `boolValue`, which Leanplum applies to `LeanplumSwizzlingEnabled`
/// (`+[LPUtils isSwizzlingEnabled]`, LPUtils.m: `if (plistValue && ![plistValue boolValue])`):
/// leading whitespace, an optional sign and zeros skipped, then `Y`, `y`, `T`, `t` or a digit
/// 1-9 is true; anything else (`NO`, `0`, `false`, empty) is false.
enum ObjCBool {
    static func boolValue(_ text: String) -> Bool {
        var rest = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// `boolValue` of any plist value (NSNumber's for numbers and booleans).
    static func boolValue(_ value: PropertyList) -> Bool? {
        switch value {
        case .bool(let flag): flag
        case .integer(let number): number != 0
        case .real(let number): number != 0
        case .string(let text): boolValue(text)
        default: nil
        }
    }
}
