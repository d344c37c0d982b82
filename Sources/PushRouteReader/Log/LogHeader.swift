import PushRouteCore

/// The part of a log entry's first line before its message, in each text format
/// (docs/device-logs.md §1): where the message starts, and where the time, process, pid,
/// subsystem and category stand in the line.
struct LogHeader {
    var format: LogFormat
    /// A line that only separates entries (logcat's `--------- beginning of main`): it ends the
    /// open entry and is no entry itself.
    var separatesOnly = false
    var messageStart: Int
    @LineSpan var time: Range<Int>? = nil
    @LineSpan var process: Range<Int>? = nil
    @LineSpan var pid: Range<Int>? = nil
    @LineSpan var subsystem: Range<Int>? = nil
    @LineSpan var category: Range<Int>? = nil

    init(format: LogFormat, messageStart: Int = 0) {
        self.format = format
        self.messageStart = messageStart
    }

    /// The formats whose every entry starts with a header, in the order a line is tried
    /// against them when the format is not known yet (the stricter shapes first).
    static let prefixed: [LogFormat] = [.log, .logCompact, .logSyslog, .xcode, .idevicesyslog, .console, .logcat]

    /// The header of `line` in `format`; nil when the line does not start an entry of it.
    static func parse(_ line: UnsafeRawBufferPointer, as format: LogFormat) -> LogHeader? {
        switch format {
        case .xcode: xcode(line)
        case .log: logDefault(line)
        case .logCompact: logCompact(line)
        case .logSyslog: logSyslog(line)
        case .idevicesyslog: idevicesyslog(line)
        case .console: console(line)
        case .logcat: logcat(line)
        case .xcodeMetadata: XcodeMetadataLine.parse(line)
        case .xcodePlain, .logJSON, .logNDJSON, .flipper: nil
        }
    }

    /// The entry's fields, read from the line the header was parsed from.
    func info(in line: UnsafeRawBufferPointer) -> LogEntryInfo {
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeRawBufferPointer(rebasing: line[$0]), as: UTF8.self) }
        }
        return LogEntryInfo(
            format: format, time: text(time), process: text(process), pid: text(pid).flatMap { Int($0) },
            subsystem: text(subsystem), category: text(category))
    }

    // MARK: The formats

    /// `2026-11-29 10:01:02.123456+0100 Shop[812:3344] message`.
    private static func xcode(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .xcode)
        guard let time = cursor.timestamp(), cursor.take(ASCII.space), processAndThread(&cursor, into: &header) else {
            return nil
        }
        header.time = time
        _ = cursor.take(ASCII.space)
        header.messageStart = cursor.index
        return header
    }

    /// `2023-10-14 17:53:54.688700+0800 0x1e2cd    Error       0x0                  4004   14   Process: [s:c] message`.
    private static func logDefault(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .log)
        guard let time = cursor.timestamp(), cursor.spaces(), cursor.hexNumber(), cursor.spaces(),
            cursor.letters() != nil,
            cursor.spaces(), cursor.hexNumber(), cursor.spaces()
        else { return nil }
        let pidStart = cursor.index
        guard cursor.digits() else { return nil }
        header.pid = pidStart..<cursor.index
        guard cursor.spaces(), cursor.digits(), cursor.spaces() else { return nil }
        let processStart = cursor.index
        guard let colon = cursor.find(ASCII.colon), colon > processStart else { return nil }
        header.time = time
        header.process = processStart..<colon
        cursor.index = colon + 1
        _ = cursor.take(ASCII.space)
        libraryAndSubsystem(&cursor, into: &header)
        return header
    }

    /// `2022-11-14 13:21:15.341 Df My App[59972:780a15] (libffi.dylib) Hello World!`.
    private static func logCompact(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .logCompact)
        guard let time = cursor.timestamp(), cursor.spaces(), cursor.letters(max: 2) != nil, cursor.spaces(),
            processAndThread(&cursor, into: &header)
        else { return nil }
        header.time = time
        _ = cursor.take(ASCII.space)
        libraryAndSubsystem(&cursor, into: &header)
        return header
    }

    /// `2023-05-26 13:42:44.136082+0200  localhost kernel[0]: (Sandbox) message`.
    private static func logSyslog(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .logSyslog)
        guard let time = cursor.timestamp(), cursor.spaces(), cursor.word() != nil, cursor.take(ASCII.space) else {
            return nil
        }
        let processStart = cursor.index
        guard let bracket = cursor.find(ASCII.openBracket), bracket > processStart else { return nil }
        guard processAndPid(&cursor, process: processStart..<bracket, closing: "]:", into: &header) else { return nil }
        header.time = time
        _ = cursor.take(ASCII.space)
        libraryAndSubsystem(&cursor, into: &header)
        return header
    }

    /// `Jul  4 13:26:05 iPhone-name SpringBoard(UserNotificationsServer)[49] <Notice>: message`,
    /// the device name left out by current versions.
    private static func idevicesyslog(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .idevicesyslog)
        let timeStart = cursor.index
        guard cursor.letters(min: 3, max: 3) != nil, cursor.spaces(), cursor.digits(max: 2), cursor.spaces(),
            cursor.clockTime(),
            cursor.take(ASCII.space)
        else { return nil }
        let timeEnd = cursor.index - 1
        var processStart = cursor.index
        guard let bracket = cursor.find(ASCII.openBracket), bracket > processStart else { return nil }
        // A device name stands before the process when a space does.
        if let space = CLibraryBytes.firstIndex(
            of: ASCII.space, in: UnsafeRawBufferPointer(rebasing: line[..<bracket]), from: processStart)
        {
            processStart = space + 1
        }
        guard processAndPid(&cursor, process: processStart..<bracket, closing: "] <", into: &header),
            cursor.letters() != nil, cursor.take(">:")
        else { return nil }
        header.time = timeStart..<timeEnd
        _ = cursor.take(ASCII.space)
        header.messageStart = cursor.index
        return header
    }

    /// Console.app's copy: `default\t15:21:34.102904-0500\tProcess\tmessage`. The type column
    /// is in the Mac's language (`por omisión`, `Standard`): any text without a tab, up to
    /// `maxTypeColumn` bytes, before the tab and the time with its zone.
    private static func console(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        var header = LogHeader(format: .console)
        guard let first = line.first, first != ASCII.tab, !ASCII.isDigit(first),
            let tab = CLibraryBytes.firstIndex(
                of: ASCII.tab, in: UnsafeRawBufferPointer(rebasing: line[..<min(line.count, maxTypeColumn + 1)]),
                from: 0)
        else { return nil }
        cursor.index = tab + 1
        let timeStart = cursor.index
        guard cursor.clockTime(), cursor.timeZone(), cursor.take(ASCII.tab) else { return nil }
        header.time = timeStart..<cursor.index - 1
        return tabbedProcess(cursor, into: &header) ? header : nil
    }

    /// The longest type column of a Console.app copy, in bytes (a localized one is longer than
    /// `default`: `por omisión`, `Информация`).
    static let maxTypeColumn = 32

    // MARK: Shared parts

    /// A process column ended by a tab, the message after it (Console.app's, Visual Studio's
    /// Device Log table's tag); sets the process and the message's start.
    static func tabbedProcess(_ cursor: ByteCursor, into header: inout LogHeader) -> Bool {
        let processStart = cursor.index
        guard let tab = cursor.find(ASCII.tab), tab > processStart else { return false }
        header.process = processStart..<tab
        header.messageStart = tab + 1
        return true
    }

    /// `Process Name[pid:tid]` (the thread in hexadecimal); sets the process and pid.
    static func processAndThread(_ cursor: inout ByteCursor, into header: inout LogHeader) -> Bool {
        let processStart = cursor.index
        guard let bracket = cursor.find(ASCII.openBracket), bracket > processStart else { return false }
        var inner = cursor
        inner.index = bracket + 1
        let pidStart = inner.index
        guard inner.digits() else { return false }
        let pidEnd = inner.index
        guard inner.take(ASCII.colon), inner.hexDigits(), inner.take(ASCII.closeBracket) else { return false }
        header.process = processName(cursor.bytes, processStart..<bracket)
        header.pid = pidStart..<pidEnd
        cursor = inner
        return true
    }

    /// `Process[pid` and `closing` (`]:` in `log show`'s syslog style, `] <` in idevicesyslog's),
    /// the cursor at the `[` after `process`; sets the process and pid.
    static func processAndPid(
        _ cursor: inout ByteCursor, process: Range<Int>, closing: StaticString, into header: inout LogHeader
    ) -> Bool {
        cursor.index = process.upperBound + 1
        let pidStart = cursor.index
        guard cursor.digits() else { return false }
        let pidEnd = cursor.index
        guard cursor.take(closing) else { return false }
        header.pid = pidStart..<pidEnd
        header.process = processName(cursor.bytes, process)
        return true
    }

    /// `(Library) [subsystem:category] ` after the process, either or both left out.
    static func libraryAndSubsystem(_ cursor: inout ByteCursor, into header: inout LogHeader) {
        if cursor.current == ASCII.openParen, let close = cursor.find(ASCII.closeParen), close + 1 < cursor.bytes.count,
            cursor.bytes[close + 1] == ASCII.space
        {
            cursor.index = close + 2
        }
        if cursor.current == ASCII.openBracket, let close = cursor.find(ASCII.closeBracket),
            let colon = cursor.find(ASCII.colon), colon < close,
            !cursor.bytes[cursor.index..<close].contains(ASCII.space)
        {
            header.subsystem = cursor.index + 1..<colon
            header.category = colon + 1..<close
            cursor.index = close + 1
            _ = cursor.take(ASCII.space)
        }
        header.messageStart = cursor.index
    }

    /// The process without a library in parentheses after it: `SpringBoard(UserNotificationsServer)`.
    private static func processName(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> Range<Int> {
        guard
            let paren = CLibraryBytes.firstIndex(
                of: ASCII.openParen, in: UnsafeRawBufferPointer(rebasing: line[..<range.upperBound]),
                from: range.lowerBound),
            paren > range.lowerBound
        else { return range }
        return range.lowerBound..<paren
    }
}

extension ByteCursor {
    /// `YYYY-MM-DD HH:MM:SS`, a fraction and a time zone optional; its range.
    mutating func timestamp() -> Range<Int>? {
        let start = index
        if fixedDateAndTime() {
            fraction()
            _ = timeZone()
            return start..<index
        }
        guard digits(min: 4, max: 4), take(ASCII.minus), digits(min: 2, max: 2), take(ASCII.minus),
            digits(min: 2, max: 2),
            take(ASCII.space), clockTime(), timeZone()
        else {
            index = start
            return nil
        }
        return start..<index
    }

    /// `HH:MM:SS`, and a fraction when one follows: `.123456`, `,123` (a comma in many locales),
    /// or `:123`, three digits after a colon (CocoaLumberjack's `HH:mm:ss:SSS`).
    mutating func clockTime() -> Bool {
        let start = index
        guard digits(min: 1, max: 2), take(ASCII.colon), digits(min: 2, max: 2), take(ASCII.colon),
            digits(min: 2, max: 2)
        else {
            index = start
            return false
        }
        fraction()
        return true
    }

    /// `YYYY-MM-DD HH:MM:SS` with a two-digit hour, as nearly every dated log line has it,
    /// checked at its fixed places (a line's header is read at every line); the other forms
    /// are `timestamp`'s, field by field.
    private mutating func fixedDateAndTime() -> Bool {
        guard index + 19 <= bytes.count else { return false }
        let start = index
        func digit(_ offset: Int) -> Bool { ASCII.isDigit(bytes[start + offset]) }
        func byte(_ offset: Int, _ expected: UInt8) -> Bool { bytes[start + offset] == expected }
        guard digit(0), digit(1), digit(2), digit(3), byte(4, ASCII.minus), digit(5), digit(6),
            byte(7, ASCII.minus), digit(8), digit(9), byte(10, ASCII.space), digit(11), digit(12),
            byte(13, ASCII.colon), digit(14), digit(15), byte(16, ASCII.colon), digit(17), digit(18)
        else { return false }
        index += 19
        return true
    }

    /// The fraction of a second when one follows a time.
    private mutating func fraction() {
        if current == UInt8(ascii: ".") || current == ASCII.comma, index + 1 < bytes.count,
            ASCII.isDigit(bytes[index + 1])
        {
            index += 1
            _ = digits()
        } else if current == ASCII.colon, index + 4 <= bytes.count,
            bytes[(index + 1)..<(index + 4)].allSatisfy(ASCII.isDigit),
            index + 4 == bytes.count || !ASCII.isDigit(bytes[index + 4])
        {
            index += 4
        }
    }

    /// A time zone when one stands here: `+0100`, `-05:00`, `Z`. Always true.
    mutating func timeZone() -> Bool {
        if take(UInt8(ascii: "Z")) { return true }
        guard current == UInt8(ascii: "+") || current == ASCII.minus else { return true }
        let start = index
        index += 1
        guard digits(min: 2, max: 2) else {
            index = start
            return true
        }
        _ = take(ASCII.colon)
        if !digits(min: 2, max: 2) { index = start }
        return true
    }
}
