import PushRouteCore

/// Where the elements of a JSON array start in its text, for an array read by jansson (the
/// lenient parser records them as it goes): each becomes a payload of its own
/// (docs/pasted-forms.md §11.1), starting on its own line.
enum TopLevelElements {
    /// The offsets of the elements of the array that opens at `array` and ends before `end`.
    static func starts(in text: UnsafeRawBufferPointer, array: Int, end: Int) -> [Int] {
        var starts: [Int] = []
        var depth = 0
        var index = array
        var expecting = false
        while index < end {
            let byte = text[index]
            if expecting, !ASCII.isWhitespace(byte), byte != ASCII.closeBracket {
                starts.append(index)
                expecting = false
            }
            switch byte {
            case ASCII.quote:
                index += 1
                while index < end, text[index] != ASCII.quote {
                    index += text[index] == ASCII.backslash ? 2 : 1
                }
            case ASCII.openBrace, ASCII.openBracket:
                depth += 1
                if depth == 1 { expecting = true }
            case ASCII.closeBrace, ASCII.closeBracket:
                depth -= 1
            case ASCII.comma where depth == 1:
                expecting = true
            default: break
            }
            index += 1
        }
        return starts
    }
}
