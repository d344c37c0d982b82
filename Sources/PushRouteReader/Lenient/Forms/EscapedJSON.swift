import PushRouteCore

/// JSON inside a string literal (docs/pasted-forms.md §4.16): `JObject.Parse("{\"aps\":{}}")`,
/// `message = '{"APNS": "..."}'`, or a whole document that is a JSON string; also the content
/// of such a literal copied without its quotes (`{\"aps\":{\"alert\":\"Hi\"}}`). The
/// escapes are decoded and the content is read as a text of its own.
enum EscapedJSON {
    /// Whether a quote at `offset` opens a string whose content starts a JSON object (or an array of them).
    static func starts(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard offset + 1 < text.count else { return false }
        if text[offset + 1] == ASCII.openBrace { return true }
        return offset + 2 < text.count && text[offset + 1] == ASCII.openBracket && text[offset + 2] == ASCII.openBrace
    }

    /// Whether escaped JSON without its quotes starts at `offset`: `{\"`.
    static func startsBare(_ text: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        offset + 2 < text.count && text[offset] == ASCII.openBrace && text[offset + 1] == ASCII.backslash
            && text[offset + 2] == ASCII.quote
    }

    /// Whether a string's text starts like JSON, so that it may hold a payload.
    static func mayHoldJSON(_ string: String) -> Bool {
        guard let first = string.utf8.first(where: { !ASCII.isWhitespace($0) }) else { return false }
        return first == ASCII.openBrace || first == ASCII.openBracket
    }
}
