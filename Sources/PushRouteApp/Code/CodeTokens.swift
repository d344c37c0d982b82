/// A `SourceText`'s code as tokens: identifiers (and numbers) whole, every other non-space byte
/// alone, each with its offset.
struct CodeTokens {
    struct Token {
        var text: String
        var offset: Int
        var isIdentifier: Bool
    }

    let tokens: [Token]

    init(_ code: [UInt8]) {
        var tokens: [Token] = []
        var index = 0
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }
        while index < code.count {
            let byte = code[index]
            if isWord(byte) {
                let start = index
                while index < code.count && isWord(code[index]) { index += 1 }
                tokens.append(Token(text: String(decoding: code[start..<index], as: UTF8.self), offset: start, isIdentifier: true))
            } else {
                if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                    tokens.append(Token(text: String(UnicodeScalar(byte)), offset: index, isIdentifier: false))
                }
                index += 1
            }
        }
        self.tokens = tokens
    }

    subscript(index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }

    var count: Int { tokens.count }

    /// The index just after the bracket that closes the one at `open` (`(`, `[` or `{`), or the end.
    func closing(_ open: Int) -> Int {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard let close = pairs[self[open]] else { return open + 1 }
        var depth = 0
        var index = open
        while index < count {
            if self[index] == self[open] { depth += 1 } else if self[index] == close {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return count
    }

    /// The index of the first `target` at or after `from` before `limit`, at any depth.
    func first(_ target: String, from: Int, before limit: Int? = nil) -> Int? {
        var index = from
        while index < (limit ?? count) {
            if self[index] == target { return index }
            index += 1
        }
        return nil
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
