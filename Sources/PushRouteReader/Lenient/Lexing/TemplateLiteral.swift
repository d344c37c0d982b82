import PushRouteCore

/// A JavaScript template literal, `` `Hi, ${user.name}` ``, as a Node or React Native script
/// builds a payload's value (docs/pasted-forms.md §4.17): a string whose text is what the
/// backticks hold, its `${…}` kept as written (their values are not in the text). It may run
/// over lines; a `` \` `` is no end, nor a backtick inside `${…}`.
enum TemplateLiteral {
    static let backtick = UInt8(ascii: "`")

    /// Just after the closing backtick of the literal opened at `start`, reading at most
    /// `budget` bytes (lowered by those read); nil when the text does not close it.
    static func end(_ text: UnsafeRawBufferPointer, at start: Int, end: Int, budget: inout Int) -> Int? {
        var index = start + 1
        var depth = 0
        let limit = min(end, start + 1 + max(budget, 0))
        defer { budget -= index - start }
        while index < limit {
            switch text[index] {
            case ASCII.backslash:
                index += 2
                continue
            case backtick where depth == 0:
                return index + 1
            case UInt8(ascii: "$") where index + 1 < limit && text[index + 1] == ASCII.openBrace:
                depth += 1
                index += 2
                continue
            case ASCII.closeBrace where depth > 0:
                depth -= 1
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
