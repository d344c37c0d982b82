import PushRouteCore

/// The entry headers of Android's `adb logcat` and of Android Studio's Logcat window
/// (docs/device-logs.md §2, `logcat`): the time as printed, the pid, the package as `process`
/// (Android Studio only) and the tag as `category`.
extension LogHeader {
    /// The header of a logcat line in any of its layouts; nil for any other line. Decided by
    /// the first byte, so that a line of another log costs a comparison or two.
    static func logcat(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        guard let first = line.first else { return nil }
        if ASCII.isDigit(first) { return logcatDated(line) }
        if first == ASCII.minus { return logcatDivider(line) }
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .logcat)
        return levelAndTag(&cursor, into: &header) ? header : nil
    }

    /// The longest tag column of `studioColumns` looked through, in bytes.
    static let maxStudioTag = 64

    /// Android Studio's Logcat window with its date, time, pid and package columns hidden:
    /// a loose header (`LogLineShape.loose`: a text is a log by several such lines, never by
    /// its first alone), `tag  L  message`, the tag right-aligned in its column (blanks before it) and left blank
    /// on a line whose tag is the line before's (`      D  message`). The level letter stands
    /// between two blanks on each side, within the first `maxStudioTag` bytes; the tag holds
    /// no quote or bracket.
    static func studioColumns(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        let limit = min(line.count, maxStudioTag + 3)
        var index = 0
        while index + 3 <= limit {
            // The level letter first: most places hold none (an indented line is spaces).
            if isLevel(line[index + 2]), line[index] == ASCII.space, line[index + 1] == ASCII.space,
                index + 3 == line.count
                    || (index + 4 < line.count && line[index + 3] == ASCII.space
                        && line[index + 4] == ASCII.space)
            {
                return studioHeader(line, levelAt: index + 2)
            }
            if line[index] == ASCII.quote || ASCII.isBracket(line[index]) { return nil }
            index += 1
        }
        return nil
    }

    /// The header of a `studioColumns` line whose level letter is at `level`.
    private static func studioHeader(_ line: UnsafeRawBufferPointer, levelAt level: Int) -> LogHeader? {
        var tagStart = 0
        while tagStart < level, ASCII.isHorizontalSpace(line[tagStart]) { tagStart += 1 }
        var tagEnd = level
        while tagEnd > tagStart, ASCII.isHorizontalSpace(line[tagEnd - 1]) { tagEnd -= 1 }
        var message = level + 1
        while message < line.count, line[message] == ASCII.space { message += 1 }
        var header = LogHeader(format: .logcat, messageStart: message)
        if tagEnd > tagStart { header.category = tagStart..<tagEnd }
        return header
    }

    /// `--------- beginning of main` (or `switch to`): logcat's own line between buffers, which
    /// ends an entry and is none (`separatesOnly`).
    private static func logcatDivider(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        guard cursor.take("--------- "), cursor.take("beginning of ") || cursor.take("switch to ") else { return nil }
        var header = LogHeader(format: .logcat, messageStart: line.count)
        header.separatesOnly = true
        return header
    }

    /// A line that starts with a date: `threadtime` (`12-05 10:01:02.123  1234  5678 D Tag: m`,
    /// a year before, a uid column with `-v uid`), `time` (`12-05 10:01:02.123 D/Tag( 1234): m`)
    /// and Android Studio's copies (`2026-12-05 10:01:02.123  1234-5678  Tag  com.app  D  m`, and
    /// before 2022 `2026-12-05 10:01:02.123 1234-5678/com.app D/Tag: m`).
    private static func logcatDated(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .logcat)
        if cursor.digits(min: 4, max: 4) {
            guard cursor.take(ASCII.minus) else { return nil }
        }
        guard cursor.digits(min: 2, max: 2), cursor.take(ASCII.minus), cursor.digits(min: 2, max: 2),
            cursor.take(ASCII.space), cursor.clockTime()
        else { return nil }
        header.time = 0..<cursor.index
        guard cursor.spaces() else { return nil }
        if let byte = cursor.current, isLevel(byte) {
            return levelAndTag(&cursor, into: &header) ? header : nil
        }
        let first = cursor.index
        guard let word = cursor.word() else { return nil }
        if let dash = CLibraryBytes.firstIndex(
            of: ASCII.minus, in: UnsafeRawBufferPointer(rebasing: line[word]), from: 0),
            dash > 0, ASCII.isDigit(line[first])
        {
            return studio(&cursor, word: word, dash: dash, into: &header) ? header : nil
        }
        return threadtime(&cursor, first: word, into: &header) ? header : nil
    }

    /// After the time: `[uid] pid tid L tag: message` (`threadtime`, `-v uid`).
    private static func threadtime(_ cursor: inout ByteCursor, first: Range<Int>, into header: inout LogHeader)
        -> Bool
    {
        guard cursor.spaces() else { return false }
        var pid = first
        let second = cursor.index
        guard cursor.digits() else { return false }
        let secondEnd = cursor.index
        guard cursor.spaces() else { return false }
        if ASCII.isDigit(cursor.current ?? 0) {
            // A uid column stands first: pid, then the thread.
            pid = second..<secondEnd
            guard cursor.digits(), cursor.spaces() else { return false }
        } else {
            guard first.allSatisfy({ ASCII.isDigit(cursor.bytes[$0]) }) else { return false }
        }
        header.pid = pid
        guard let level = cursor.current, isLevel(level) else { return false }
        cursor.index += 1
        guard cursor.spaces() else { return false }
        return tagAndMessage(&cursor, into: &header)
    }

    /// After the time: `pid-tid  tag  package  L  message` (Android Studio), or
    /// `pid-tid/package L/tag: message` (Android Studio before 2022).
    private static func studio(
        _ cursor: inout ByteCursor, word: Range<Int>, dash: Int, into header: inout LogHeader
    ) -> Bool {
        let line = cursor.bytes
        let pid = word.lowerBound..<word.lowerBound + dash
        guard pid.allSatisfy({ ASCII.isDigit(line[$0]) }), dash + 1 < word.count,
            ASCII.isDigit(line[word.lowerBound + dash + 1])
        else { return false }
        header.pid = pid
        if let slash = CLibraryBytes.firstIndex(
            of: UInt8(ascii: "/"), in: UnsafeRawBufferPointer(rebasing: line[..<word.upperBound]), from: pid.upperBound)
        {
            guard slash + 1 < word.upperBound else { return false }
            header.process = slash + 1..<word.upperBound
            return cursor.spaces() && levelAndTag(&cursor, into: &header)
        }
        guard cursor.spaces(), let tag = cursor.word(), cursor.spaces(), let package = cursor.word(), cursor.spaces(),
            let level = cursor.current, isLevel(level)
        else { return false }
        cursor.index += 1
        guard cursor.spaces() || cursor.atEnd else { return false }
        header.category = tag
        header.process = package
        header.messageStart = cursor.index
        return true
    }

    /// `L/tag( pid): message` (`brief`, `time`) or `L/tag: message` (`tag`).
    private static func levelAndTag(_ cursor: inout ByteCursor, into header: inout LogHeader) -> Bool {
        guard let level = cursor.current, isLevel(level) else { return false }
        cursor.index += 1
        guard cursor.take(UInt8(ascii: "/")) else { return false }
        let tagStart = cursor.index
        guard tagAndMessage(&cursor, into: &header), var tag = header.category else { return false }
        let line = cursor.bytes
        // `tag( 1234)`: the pid in parentheses closes the tag.
        if line[tag.upperBound - 1] == ASCII.closeParen,
            let open = CLibraryBytes.firstIndex(
                of: ASCII.openParen, in: UnsafeRawBufferPointer(rebasing: line[..<tag.upperBound]), from: tagStart)
        {
            var pidStart = open + 1
            while pidStart < tag.upperBound, line[pidStart] == ASCII.space { pidStart += 1 }
            let pid = pidStart..<tag.upperBound - 1
            guard !pid.isEmpty, pid.allSatisfy({ ASCII.isDigit(line[$0]) }) else { return false }
            header.pid = pid
            // `I/flutter ( 1234)`: the tag padded to its column, the padding no part of it.
            var tagEnd = open
            while tagEnd > tagStart, line[tagEnd - 1] == ASCII.space { tagEnd -= 1 }
            tag = tagStart..<tagEnd
            header.category = tag
        } else if line[tag].contains(ASCII.space) {
            return false
        }
        return !tag.isEmpty
    }

    /// `tag: message`, the tag padded with spaces in `threadtime`; the tag ends at the first
    /// `: ` (a tag may hold a colon: CleverTap's `CleverTap:<account>`), or at a `:` ending the line.
    private static func tagAndMessage(_ cursor: inout ByteCursor, into header: inout LogHeader) -> Bool {
        let line = cursor.bytes
        let start = cursor.index
        var from = start
        var colon: Int?
        while let found = CLibraryBytes.firstIndex(of: ASCII.colon, in: line, from: from) {
            if found + 1 == line.count || line[found + 1] == ASCII.space {
                colon = found
                break
            }
            from = found + 1
        }
        guard let colon else { return false }
        var end = colon
        while end > start, line[end - 1] == ASCII.space { end -= 1 }
        guard end > start else { return false }
        header.category = start..<end
        cursor.index = colon + 1
        _ = cursor.take(ASCII.space)
        header.messageStart = cursor.index
        return true
    }

    /// logcat's priority letters: verbose, debug, info, warning, error, fatal, assert.
    private static func isLevel(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "V"), UInt8(ascii: "D"), UInt8(ascii: "I"), UInt8(ascii: "W"), UInt8(ascii: "E"),
            UInt8(ascii: "F"), UInt8(ascii: "A"):
            true
        default: false
        }
    }
}
