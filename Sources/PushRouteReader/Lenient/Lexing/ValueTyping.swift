import PushRouteCore

/// Decides the type of a value written without one, and records the decision.
///
/// In JSON and its relaxed forms an unquoted value is a JSON literal or number when it is
/// one, and a string otherwise (`bare-word`). In text that carries no types (a value after
/// `=`, Swift `print`, lldb) Apple's schema decides first: `badge = 3` is a number,
/// `title = 3` a string; elsewhere a plain number is a number and anything else a string.
/// `true`, `false` and `null` are words there: those tools print booleans as 1 and 0 and
/// null as `<null>`.
enum ValueTyping {
    static func unquoted(
        _ word: UnsafeRawBufferPointer, at offset: Int, typeless: Bool, slot: SchemaSlot, findings: inout [Finding]
    ) -> JSONValue {
        if !typeless, let literal = literal(word) { return literal }
        switch NumberText.read(word) {
        case nil:
            findings.append(.bareWord(offset..<(offset + word.count)))
            return .string(String(decoding: word, as: UTF8.self))
        case .outOfRange:
            findings.append(.numberOutOfRange(offset..<(offset + word.count)))
            return .string(String(decoding: word, as: UTF8.self))
        case .integer(let integer):
            return typed(.integer(integer), word, at: offset, typeless: typeless, slot: slot, findings: &findings)
        case .real(let real):
            return typed(.real(real), word, at: offset, typeless: typeless, slot: slot, findings: &findings)
        }
    }

    /// A quoted value is a string, except a number in a typeless place the schema gives a number.
    static func quoted(
        _ string: QuotedText, _ text: UnsafeRawBufferPointer, typeless: Bool, slot: SchemaSlot,
        findings: inout [Finding]
    ) -> JSONValue {
        if typeless, !string.hasEscapes, string.closed, slot.type == .number, let key = slot.key {
            let content = string.content(text)
            let span = string.contentStart..<string.contentEnd
            switch NumberText.read(content) {
            case .integer(let integer)?:
                findings.append(.schemaNumber(span, key: key, at: string.start))
                return .integer(integer)
            case .real(let real)?:
                findings.append(.schemaNumber(span, key: key, at: string.start))
                return .real(real)
            default: break
            }
        }
        return .string(string.decode(text, findings: &findings))
    }

    private static func typed(
        _ number: JSONValue, _ word: UnsafeRawBufferPointer, at offset: Int, typeless: Bool, slot: SchemaSlot,
        findings: inout [Finding]
    ) -> JSONValue {
        guard typeless else { return number }
        let span = offset..<(offset + word.count)
        switch (slot.type, slot.key) {
        case (.string?, let key?):
            findings.append(.schemaString(span, key: key))
            return .string(String(decoding: word, as: UTF8.self))
        case (.number?, let key?):
            findings.append(.schemaNumber(span, key: key))
        default:
            findings.append(.plainNumber(span))
        }
        return number
    }

    /// `true`, `false` or `null`.
    private static func literal(_ word: UnsafeRawBufferPointer) -> JSONValue? {
        switch word.count {
        case 4 where word.hasPrefix("true", at: 0): .bool(true)
        case 4 where word.hasPrefix("null", at: 0): .null
        case 5 where word.hasPrefix("false", at: 0): .bool(false)
        default: nil
        }
    }
}
