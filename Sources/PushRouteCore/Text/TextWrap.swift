/// Lines of text no wider than a given number of display columns: `--help`, and the notes
/// of the HTML report's sequence diagrams.
public enum TextWrap {
    /// `words` joined by single spaces into lines of at most `width` columns, the first
    /// line starting with `first` and the others with `indent` (both counted). A word too
    /// long for a line of its own is cut across lines when `breakLongWords` is set.
    public static func lines(
        _ words: [String], width: Int, first: String = "", indent: String = "", breakLongWords: Bool = false
    ) -> [String] {
        var lines: [String] = []
        var line = first
        var used = columns(first)
        var empty = true
        let indentColumns = columns(indent)
        for word in words {
            var word = word
            var wordColumns = columns(word)
            if !empty, used + 1 + wordColumns > width {
                lines.append(line)
                (line, used, empty) = (indent, indentColumns, true)
            }
            while breakLongWords, used + wordColumns > width, wordColumns > 1 {
                let (head, tail) = cut(word, at: max(1, width - used))
                lines.append(line + head)
                (line, used) = (indent, indentColumns)
                word = tail
                wordColumns = columns(word)
            }
            line += (empty ? "" : " ") + word
            used += (empty ? 0 : 1) + wordColumns
            empty = false
        }
        lines.append(line)
        return lines
    }

    /// `text` split at whitespace and wrapped to `width` columns, long words cut.
    public static func lines(_ text: String, width: Int) -> [String] {
        lines(text.split(whereSeparator: \.isWhitespace).map(String.init), width: width, breakLongWords: true)
    }

    /// The columns `text` takes in a monospaced font: 2 for wide East Asian characters and
    /// emoji, 0 for combining marks and format characters, 1 for the rest.
    public static func columns(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + columns($1) }
    }

    public static func columns(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.isASCII { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    /// The longest head of `word` that fits in `width` columns (at least one character), and the rest.
    private static func cut(_ word: String, at width: Int) -> (String, String) {
        var used = 0
        var end = word.startIndex
        for index in word.indices {
            let next = used + columns(word[index])
            if next > width && end > word.startIndex { break }
            used = next
            end = word.index(after: index)
        }
        return (String(word[..<end]), String(word[end...]))
    }
}
