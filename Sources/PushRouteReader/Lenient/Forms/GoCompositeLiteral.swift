import PushRouteCore

/// Go's composite literals, as firebase-admin-go code builds a message (docs/pasted-forms.md
/// §4.17): `&messaging.APNSConfig{Payload: &messaging.APNSPayload{…}}`, `map[string]string{"k":
/// "v"}`, `[]string{"a", "b"}`. The type before the `{` is skipped (a `type-name` repair); a
/// slice's braces hold a list; the fields of firebase-admin-go's own types are renamed as its
/// encoder writes them (`SenderTranslation.goAdminStruct`).
enum GoCompositeLiteral {
    /// What a composite literal's type makes of its braces.
    enum Kind {
        /// `[]T{…}`: a list.
        case slice
        /// `map[K]V{…}`: keys quoted, as in JSON.
        case map
        /// `&pkg.Name{…}`: field names, never quoted.
        case structure
    }

    /// The longest type read before a literal's `{`.
    static let typeLimit = 128

    /// The type that stands at `start` before a composite literal's `{`, its length (to the
    /// `{`) and its kind: `&pkg.Name{`, `pkg.Name{` (a qualified name, no space before the `{`,
    /// as gofmt writes it), `&Name{`, `map[K]V{`, `[]T{`; nil for any other text. Reads at most
    /// `typeLimit` bytes.
    static func typePrefix(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> (length: Int, kind: Kind)? {
        let limit = min(end, start + typeLimit)
        let first = text[start]
        if first == ASCII.openBracket {
            guard start + 1 < limit, text[start + 1] == ASCII.closeBracket else { return nil }
            return typeEnd(text, from: start + 2, limit: limit).map { ($0 - start, .slice) }
        }
        if first == UInt8(ascii: "m"), text.hasPrefix("map[", at: start, end: limit) {
            guard let key = bracketEnd(text, from: start + 3, limit: limit) else { return nil }
            return typeEnd(text, from: key, limit: limit).map { ($0 - start, .map) }
        }
        let ampersand = first == UInt8(ascii: "&")
        guard ampersand || isNameStart(first) else { return nil }
        let nameStart = ampersand ? start + 1 : start
        guard nameStart < limit, isNameStart(text[nameStart]) else { return nil }
        var index = nameStart
        var qualified = false
        while index < limit, isNameByte(text[index]) || text[index] == UInt8(ascii: ".") {
            if text[index] == UInt8(ascii: ".") { qualified = true }
            index += 1
        }
        guard index < limit, text[index] == ASCII.openBrace, qualified || ampersand,
            text[index - 1] != UInt8(ascii: ".")
        else { return nil }
        return (index - start, .structure)
    }

    /// Whether the `{` at `brace` opens a struct's literal whose type stands just before it
    /// (`&pkg.Name{`, `pkg.Name{`, `&Name{`, as `typePrefix` reads one): the type of a literal
    /// that opens the paste, skipped with the text before it.
    static func isStructBrace(_ text: UnsafeRawBufferPointer, brace: Int) -> Bool {
        var start = brace
        while start > 0, brace - start < typeLimit, isNameByte(text[start - 1]) || text[start - 1] == UInt8(ascii: ".")
        {
            start -= 1
        }
        if start > 0, text[start - 1] == UInt8(ascii: "&") { start -= 1 }
        guard start < brace, let type = typePrefix(text, at: start, end: brace + 1) else { return false }
        return type.length == brace - start && type.kind == .structure
    }

    /// Whether a variable's address stands at `start` (`&badge`, as a Go literal sets a pointer
    /// field: `Badge: &badge`): code, whose value the text does not hold.
    static func isAddressOf(_ text: UnsafeRawBufferPointer, at start: Int, end: Int) -> Bool {
        text[start] == UInt8(ascii: "&") && start + 1 < end && isNameStart(text[start + 1])
    }

    /// firebase-admin-go's type whose literal's `{` stands at `brace` (`messaging.Aps{`, any
    /// package name before the type's), and where its name starts; nil for any other.
    static func adminType(_ text: UnsafeRawBufferPointer, brace: Int) -> (type: GoAdminType, nameStart: Int)? {
        guard brace > 0, isNameByte(text[brace - 1]) else { return nil }
        var dot = brace
        while dot > 0, brace - dot < 32, isNameByte(text[dot - 1]) { dot -= 1 }
        guard dot > 0, text[dot - 1] == UInt8(ascii: "."), dot - 1 > 0, isNameByte(text[dot - 2]) else {
            return nil
        }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[dot..<brace]), as: UTF8.self)
        guard let type = GoAdminType(rawValue: name) else { return nil }
        var start = dot - 1
        while start > 0, dot - start < 64, isNameByte(text[start - 1]) { start -= 1 }
        return (type, start)
    }

    /// Where a Go type that starts at `from` ends, at the `{` of its literal: names, `.`, `*`,
    /// `[]`, `map[K]`, `interface{}` and `any`; nil when no `{` follows within `limit`.
    private static func typeEnd(_ text: UnsafeRawBufferPointer, from: Int, limit: Int) -> Int? {
        var index = from
        while index < limit {
            let byte = text[index]
            if byte == ASCII.openBrace {
                if index - from >= 9, text.hasPrefix("interface{}", at: index - 9, end: limit) {
                    index += 2
                    continue
                }
                return index > from ? index : nil
            }
            if byte == ASCII.openBracket {
                guard let close = bracketEnd(text, from: index, limit: limit) else { return nil }
                index = close
                continue
            }
            guard isNameByte(byte) || byte == UInt8(ascii: ".") || byte == ASCII.star else { return nil }
            index += 1
        }
        return nil
    }

    /// Past the `]` that closes the `[` at `from` (a map's key type, a slice's or an array's
    /// brackets), with only a type or a length inside; nil otherwise.
    private static func bracketEnd(_ text: UnsafeRawBufferPointer, from: Int, limit: Int) -> Int? {
        var index = from + 1
        while index < limit, text[index] != ASCII.closeBracket {
            guard isNameByte(text[index]) || text[index] == UInt8(ascii: ".") || text[index] == ASCII.star else {
                return nil
            }
            index += 1
        }
        return index < limit ? index + 1 : nil
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (ASCII.isLetterOrDigit(byte) && !ASCII.isDigit(byte)) || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        ASCII.isLetterOrDigit(byte) || byte == UInt8(ascii: "_")
    }
}
