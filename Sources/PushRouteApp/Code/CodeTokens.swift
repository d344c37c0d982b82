/// A `SourceText`'s code as tokens: identifiers (and numbers) whole, every other non-space byte
/// alone, each with its offset.
///
/// Every question the scanner asks of them is answered in constant time from tables built in
/// one pass at init (bracket partners, the next `{` and `;`), so that a scan is linear in the
/// file: a search from each of n tokens to a far bracket would be O(n²) on a run of `(` or `func`.
struct CodeTokens {
    struct Token {
        var text: String
        var offset: Int
        var isIdentifier: Bool
    }

    let tokens: [Token]
    /// For each bracket `(`, `[`, `{`: the index of its partner of the same kind, or -1 when it
    /// has none (the other kinds are not counted, as in a search by depth of its own kind).
    private let partners: [Int]
    /// For each index, the index of the first `{` at or after it (`count` when none).
    private let nextBrace: [Int]
    /// For each index, the index of the first `;` at or after it (`count` when none).
    private let nextSemicolon: [Int]

    init(_ code: [UInt8]) {
        tokens = Self.tokenize(code)
        partners = Self.partners(tokens)
        nextBrace = Self.next("{", tokens)
        nextSemicolon = Self.next(";", tokens)
    }

    private static func tokenize(_ code: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
                || byte >= 0x80
        }
        while index < code.count {
            let byte = code[index]
            if isWord(byte) {
                let start = index
                while index < code.count && isWord(code[index]) { index += 1 }
                tokens.append(
                    Token(text: String(decoding: code[start..<index], as: UTF8.self), offset: start, isIdentifier: true)
                )
            } else {
                if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                    tokens.append(Token(text: String(UnicodeScalar(byte)), offset: index, isIdentifier: false))
                }
                index += 1
            }
        }
        return tokens
    }

    static let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]

    /// One stack per kind of bracket: O(n).
    private static func partners(_ tokens: [Token]) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var open: [String: [Int]] = ["(": [], "[": [], "{": []]
        let opener: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where !token.isIdentifier {
            if open[token.text] != nil {
                open[token.text]!.append(index)
            } else if let kind = opener[token.text], let start = open[kind]!.popLast() {
                partners[start] = index
                partners[index] = start
            }
        }
        return partners
    }

    /// From the end back: O(n).
    private static func next(_ target: String, _ tokens: [Token]) -> [Int] {
        var next = [Int](repeating: tokens.count, count: tokens.count + 1)
        for index in stride(from: tokens.count - 1, through: 0, by: -1) {
            next[index] = tokens[index].text == target ? index : next[index + 1]
        }
        return next
    }

    subscript(index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }

    var count: Int { tokens.count }

    /// The index just after the bracket that closes the one at `open` (`(`, `[` or `{`), or the end.
    func closing(_ open: Int) -> Int {
        guard Self.pairs[self[open]] != nil else { return open + 1 }
        return partners[open] < 0 ? count : partners[open] + 1
    }

    /// The index of the `(` that the `)` at `close` closes; nil when none does.
    func opening(_ close: Int) -> Int? {
        close >= 0 && close < count && self[close] == ")" && partners[close] >= 0 ? partners[close] : nil
    }

    /// The index of the `[` that the `]` at `close` closes (an Objective-C message); nil when none does.
    func openingSquare(_ close: Int) -> Int? {
        close >= 0 && close < count && self[close] == "]" && partners[close] >= 0 ? partners[close] : nil
    }

    /// The index of the first `target` at or after `from` before `limit`, at any depth: constant
    /// time for `{` and `;`, at most `limit - from` steps for the others.
    func first(_ target: String, from: Int, before limit: Int? = nil) -> Int? {
        let end = min(limit ?? count, count)
        guard from < end else { return nil }
        let found: Int
        switch target {
        case "{": found = nextBrace[from]
        case ";": found = nextSemicolon[from]
        default: found = (from..<end).first { self[$0] == target } ?? end
        }
        return found < end ? found : nil
    }

    /// A call's argument tokens after the method name at `name`: the balanced `( )` that
    /// follows, an Objective-C message's tokens up to its `]`, or a trailing closure `{ }`.
    func arguments(after name: Int) -> Range<Int> {
        let next = name + 1
        switch self[next] {
        case "(", "{":
            let end = closing(next)
            // A trailing closure after `()`.
            if self[end] == "{" { return next..<closing(end) }
            return next..<end
        case ":":
            var depth = 0
            var index = next
            while index < count {
                if ["(", "[", "{"].contains(self[index]) { depth += 1 }
                if [")", "]", "}"].contains(self[index]) {
                    if depth == 0 { return next..<index }
                    depth -= 1
                }
                if self[index] == ";" && depth == 0 { return next..<index }
                index += 1
            }
            return next..<count
        default: return next..<next
        }
    }
}
