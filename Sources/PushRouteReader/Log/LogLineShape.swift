import PushRouteCore

/// The first line of an entry as people paste a piece of a log (docs/device-logs.md
/// "Excerpts"): a header of any format (`LogHeader.prefixed`), or one that a web page, a chat or
/// a person cut short or reflowed: a date without a time, no process, no type column, tabs
/// turned to spaces, idevicesyslog cut to `<Warning>: text`, a `print` line that starts with an
/// SDK's tag. Markdown quote marks (`> `) before any of them are not part of the line.
enum LogLineShape {
    /// The length of what a line starts with that is no part of the log's own line: Markdown
    /// quote marks (`> `), the backticks of inline code around lines, or the time column
    /// `flutter run -v` writes before each line of the device's log (`[  +12 ms] `).
    static func leadingMarks(_ line: UnsafeRawBufferPointer) -> Int {
        switch line.first {
        case UInt8(ascii: ">"): quoteMarks(line)
        case ASCII.openBracket: flutterToolColumn(line)
        case ASCII.space: indentBeforeHeader(line)
        case backtick: inlineCodeMarks(line)
        default: 0
        }
    }

    private static let backtick = UInt8(ascii: "`")

    /// The length of the one or two backticks that open a Markdown inline code span around log
    /// lines (`` `default\t16:30:22.794767 +0300\tApp\t…``), when an entry starts after them;
    /// 0 for any other (three are a fence, and a line that starts no entry keeps them).
    static func inlineCodeMarks(_ line: UnsafeRawBufferPointer) -> Int {
        var count = 0
        while count < line.count, line[count] == backtick { count += 1 }
        guard count <= 2, count < line.count, header(UnsafeRawBufferPointer(rebasing: line[count...])) != nil
        else { return 0 }
        return count
    }

    /// The length of the 1 to 3 spaces a web page or a person put before a line that starts an
    /// entry after them (` D/Tag: message`), when the line itself starts none; 0 for any other.
    /// Not 4 or more (a dictionary's indentation), nor before a quote or bracket.
    static func indentBeforeHeader(_ line: UnsafeRawBufferPointer) -> Int {
        var count = 0
        while count < line.count, line[count] == ASCII.space { count += 1 }
        guard count <= 3, count < line.count, ASCII.isLetterOrDigit(line[count]), header(line) == nil,
            header(UnsafeRawBufferPointer(rebasing: line[count...])) != nil
        else { return 0 }
        return count
    }

    /// The length of the time column `flutter run -v` (and `flutter logs -v`) writes before each
    /// line, the time since the last line: `[  +12 ms] `, `[+1003 ms] `, or `[        ] ` for
    /// none (at least 4 characters between the brackets, then a space); 0 for any other start.
    static func flutterToolColumn(_ line: UnsafeRawBufferPointer) -> Int {
        var cursor = ByteCursor(line)
        guard cursor.take(ASCII.openBracket) else { return 0 }
        _ = spacesOrTabs(&cursor)
        if cursor.take(UInt8(ascii: "+")) {
            guard cursor.digits(), cursor.take(" ms") || cursor.take(" s") else { return 0 }
            _ = spacesOrTabs(&cursor)
        }
        guard cursor.index >= 5, cursor.take(ASCII.closeBracket), cursor.take(ASCII.space) else { return 0 }
        return cursor.index
    }

    /// The length of the Markdown quote marks a line starts with: `> `, `>> `, `> > `.
    static func quoteMarks(_ line: UnsafeRawBufferPointer) -> Int {
        guard line.first == UInt8(ascii: ">") else { return 0 }
        var index = 0
        while index < line.count, line[index] == UInt8(ascii: ">") {
            index += 1
            if index < line.count, line[index] == ASCII.space { index += 1 }
        }
        return index
    }

    /// The header of an entry's first line, strict in any format or loose; nil for any other line.
    static func header(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        for format in LogHeader.prefixed {
            if let header = LogHeader.parse(line, as: format) { return header }
        }
        return loose(line)
    }

    /// The header of a line cut short or reflowed. Decided by the line's first byte, so that a
    /// line of a dictionary that starts with a bracket costs one comparison; an indented line
    /// is looked through to its first quote or bracket, or 67 bytes, for Android Studio's
    /// right-aligned tag column (`LogHeader.studioColumns`).
    static func loose(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        guard let first = line.first else { return nil }
        if ASCII.isDigit(first) { return dated(line) ?? clocked(line) }
        if first == UInt8(ascii: "<") { return levelOnly(line) }
        if first == ASCII.openBracket { return sdkTagged(line) ?? bracketTagged(line) }
        if ASCII.isLetter(first) {
            return consoleSpaced(line) ?? processAndLevel(line) ?? undated(line) ?? sdkLevel(line)
                ?? deviceLogTable(line) ?? LogHeader.studioColumns(line)
        }
        if first == ASCII.space { return LogHeader.studioColumns(line) }
        return nil
    }

    /// NSLog with its date and time left out, as a person copies an Xcode console line from the
    /// process on: `Shop[812:3344] message` (the process name within the first 64 bytes).
    private static func undated(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        let head = UnsafeRawBufferPointer(rebasing: line[..<min(line.count, maxUndatedProcess + 1)])
        guard CLibraryBytes.firstIndex(of: ASCII.openBracket, in: head, from: 1) != nil else { return nil }
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .xcode)
        guard LogHeader.processAndThread(&cursor, into: &header), cursor.take(ASCII.space) || cursor.atEnd else {
            return nil
        }
        header.messageStart = cursor.index
        return header
    }

    /// The longest process name `undated` looks through, in bytes.
    static let maxUndatedProcess = 64

    /// `2026-11-29 10:01:02 anything` (a time: any text after it), or `2026-11-29 Shop[812:3344]
    /// message` (NSLog with the date alone: the process must follow).
    private static func dated(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .xcode)
        let start = cursor.index
        // `2026-11-29`, or `2026/11/29` as CocoaLumberjack's file formatter writes it.
        guard cursor.digits(min: 4, max: 4), let separator = cursor.current,
            separator == ASCII.minus || separator == ASCII.slash, cursor.take(separator),
            cursor.digits(min: 2, max: 2), cursor.take(separator), cursor.digits(min: 2, max: 2)
        else { return nil }
        var timed = false
        var afterDate = cursor
        if afterDate.take(ASCII.space) || afterDate.take(UInt8(ascii: "T")), afterDate.clockTime(), afterDate.timeZone()
        {
            cursor = afterDate
            timed = true
        }
        header.time = start..<cursor.index
        guard spacesOrTabs(&cursor) || cursor.atEnd else { return nil }
        if LogHeader.processAndThread(&cursor, into: &header) || processAndPid(&cursor, into: &header) {
            _ = cursor.take(ASCII.colon)
            _ = spacesOrTabs(&cursor)
            LogHeader.libraryAndSubsystem(&cursor, into: &header)
            return header
        }
        guard timed else { return nil }
        header.messageStart = cursor.index
        return header
    }

    /// Console.app without its type column: `15:21:34.102904-0500\tShop\tmessage`, tabs or spaces.
    private static func clocked(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .console)
        guard cursor.clockTime(), cursor.timeZone() else { return nil }
        header.time = 0..<cursor.index
        guard spacesOrTabs(&cursor) else { return nil }
        return processColumn(&cursor, into: &header)
    }

    /// Console.app with its tabs turned to spaces: `default 15:21:34.102904-0500 Shop message`.
    private static func consoleSpaced(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .console)
        guard let type = cursor.letters(), isConsoleType(UnsafeRawBufferPointer(rebasing: line[type])),
            spacesOrTabs(&cursor)
        else {
            return nil
        }
        let timeStart = cursor.index
        guard cursor.clockTime(), cursor.timeZone() else { return nil }
        header.time = timeStart..<cursor.index
        guard spacesOrTabs(&cursor) else { return nil }
        return processColumn(&cursor, into: &header)
    }

    /// idevicesyslog without its time: `SpringBoard(UserNotificationsServer)[49] <Notice>: text`.
    private static func processAndLevel(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .idevicesyslog)
        // Only the first word is searched for the bracket: most lines tried here are prose.
        guard let word = cursor.word(), line[word.upperBound - 1] == ASCII.closeBracket,
            let bracket = CLibraryBytes.firstIndex(
                of: ASCII.openBracket, in: UnsafeRawBufferPointer(rebasing: line[..<word.upperBound]), from: 0),
            bracket > 0, LogHeader.processAndPid(&cursor, process: 0..<bracket, closing: "] <", into: &header),
            cursor.letters() != nil, cursor.take(">:")
        else { return nil }
        _ = cursor.take(ASCII.space)
        header.messageStart = cursor.index
        return header
    }

    /// Visual Studio's Device Log pad (Xamarin, .NET MAUI) copied as its table, whose columns
    /// are Time, Device Name, Type, PID, Tag and Message, tab-separated:
    /// `Feb 14 18:15:30\tiPhone\tNotice\t333\tShop(GoogleUtilities)\tmessage`.
    private static func deviceLogTable(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .idevicesyslog)
        guard cursor.letters(min: 3, max: 3) != nil, cursor.spaces(), cursor.digits(max: 2), cursor.spaces(),
            cursor.clockTime(), cursor.take(ASCII.tab)
        else { return nil }
        header.time = 0..<cursor.index - 1
        // The device's name and the type column.
        for _ in 0..<2 {
            guard let tab = cursor.find(ASCII.tab), tab > cursor.index else { return nil }
            cursor.index = tab + 1
        }
        let pidStart = cursor.index
        guard cursor.digits(), cursor.take(ASCII.tab) else { return nil }
        header.pid = pidStart..<cursor.index - 1
        return LogHeader.tabbedProcess(cursor, into: &header) ? header : nil
    }

    /// idevicesyslog cut to the level: `<Warning>: text`.
    private static func levelOnly(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        guard cursor.take(UInt8(ascii: "<")), cursor.letters() != nil, cursor.take(">:") else { return nil }
        _ = cursor.take(ASCII.space)
        return LogHeader(format: .idevicesyslog, messageStart: cursor.index)
    }

    /// A `print` or NSLog line that starts with an SDK's tag (`LogSniffer.sdkTags`); the tag is
    /// part of the message.
    private static func sdkTagged(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        guard LogSniffer.sdkTags.contains(where: { cursor.take($0) }) else { return nil }
        return LogHeader(format: .xcodePlain, messageStart: 0)
    }

    /// A `print` line that starts with a library's own tag in brackets and a space, the tag a
    /// word of 2 to 32 letters, digits, blanks, `_`, `.` or `-` that starts with a letter
    /// (`[CIO] D  [Init] …`, as Customer.io's Android SDK prints). Not a Swift
    /// print (`["aps": …]`, `[AnyHashable(…`) nor a Markdown link (`[text](…)`); the tag is part
    /// of the message.
    private static func bracketTagged(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        guard line.count > 4, ASCII.isLetter(line[1]) else { return nil }
        var index = 2
        while index < line.count, index <= 33, tagByte(line[index]) { index += 1 }
        guard index >= 3, index + 1 < line.count, line[index] == ASCII.closeBracket, line[index + 1] == ASCII.space
        else { return nil }
        return LogHeader(format: .xcodePlain, messageStart: 0)
    }

    private static func tagByte(_ byte: UInt8) -> Bool {
        ASCII.isLetterOrDigit(byte) || byte == ASCII.space || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// A `print` or NSLog line that starts with an SDK's level word (`LogSniffer.sdkLevels`:
    /// OneSignal's `VERBOSE: `), which is part of the message.
    private static func sdkLevel(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        guard LogSniffer.sdkLevels.contains(where: { cursor.take($0) }) else { return nil }
        return LogHeader(format: .xcodePlain, messageStart: 0)
    }

    // MARK: Parts

    /// `Process[pid]` with no thread, and a space or `:` after it.
    private static func processAndPid(_ cursor: inout ByteCursor, into header: inout LogHeader) -> Bool {
        let start = cursor.index
        guard let bracket = cursor.find(ASCII.openBracket), bracket > start,
            CLibraryBytes.firstIndex(
                of: ASCII.space, in: UnsafeRawBufferPointer(rebasing: cursor.bytes[..<bracket]), from: start) == nil
        else { return false }
        var inner = cursor
        guard LogHeader.processAndPid(&inner, process: start..<bracket, closing: "]", into: &header) else {
            return false
        }
        cursor = inner
        return true
    }

    /// The process column and the message after it.
    private static func processColumn(_ cursor: inout ByteCursor, into header: inout LogHeader) -> LogHeader? {
        let start = cursor.index
        guard let word = cursor.word(), word.count > 0 else { return nil }
        header.process = start..<word.upperBound
        _ = spacesOrTabs(&cursor)
        header.messageStart = cursor.index
        return header
    }

    private static func spacesOrTabs(_ cursor: inout ByteCursor) -> Bool {
        let start = cursor.index
        while let byte = cursor.current, ASCII.isHorizontalSpace(byte) { cursor.index += 1 }
        return cursor.index > start
    }

    /// Whether `word` is one of Console.app's type words, any case, compared without a string.
    static func isConsoleType(_ word: UnsafeRawBufferPointer) -> Bool {
        consoleTypes.contains { type in
            type.utf8CodeUnitCount == word.count
                && (0..<word.count).allSatisfy { word[$0] | 0x20 == type.utf8Start[$0] }
        }
    }

    /// Console.app's type column, lowercase.
    private static let consoleTypes: [StaticString] = [
        "default", "info", "debug", "error", "fault", "notice", "activity",
    ]
}
