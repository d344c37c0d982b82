import PushRouteCore

/// Payloads written as test code (docs/pasted-forms.md §4.12): a Swift dictionary literal
/// after an assignment (`let userInfo: [AnyHashable: Any] = [ "aps": [ ... ], ]`), whose
/// `[ "key": value ]` are dictionaries, values typed as in JSON, trailing commas allowed and
/// `\(...)` kept as written; and an Objective-C literal (`@{ @"key": @"value", @"n": @1,
/// @"on": @YES }`), whose `@` marks are skipped. One warning names the form.
enum SourceLiteral {
    enum Language { case swift, objectiveC }

    static let at = UInt8(ascii: "@")

    /// The language of the literal that opens at `opener`, if it is one: `@{` and `@[` are
    /// Objective-C; a `[` after an assignment (`... = [`) is Swift.
    static func language(_ text: UnsafeRawBufferPointer, opener: Int) -> Language? {
        if opener > 0, text[opener - 1] == at { return .objectiveC }
        guard text[opener] == ASCII.openBracket else { return nil }
        return followsAssignment(text, opener) ? .swift : nil
    }

    /// Whether only blanks stand between an assignment's `=` and `offset` on its line.
    static func followsAssignment(_ text: UnsafeRawBufferPointer, _ offset: Int) -> Bool {
        var index = offset
        while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        guard index > 1, text[index - 1] == ASCII.equals else { return false }
        switch text[index - 2] {
        case ASCII.equals, UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): return false
        default: return true
        }
    }
}

extension LenientParser {
    /// An Objective-C boxed value (`@"text"`, `@42`, `@YES`, `@{`, `@[`): skips the `@`, and
    /// reads `@YES` and `@NO` whole, as true and false. Returns whether the value was read.
    mutating func readBoxedValue() -> Bool {
        let start = position
        position += 1
        var length = 0
        var value = false
        if text.hasPrefix("YES", at: position, end: end) {
            (length, value) = (3, true)
        } else if text.hasPrefix("NO", at: position, end: end) {
            length = 2
        }
        guard length > 0, position + length >= end || ASCII.endsValueWord(text[position + length]) else { return false }
        let location = locate ? locator.location(at: start) : nil
        position += length
        attach(.bool(value), at: location)
        return true
    }
}
