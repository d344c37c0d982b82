import PushRouteCore

/// Tells a device log from a paste by the shape of the text an input starts with, never by a
/// flag (docs/logs.md): a first line that starts an entry of a known format, a log's
/// preamble (`Filtering the log data using …`, `log`'s column header, `[connected]`), a JSON
/// log's events, or, for messages alone, Xcode's metadata lines or an SDK's log lines.
public enum LogSniffer {
    public enum Answer: Equatable, Sendable {
        /// A log; its format when the start shows it (else its first entry will).
        case log(LogFormat?)
        case paste
        /// More of the input is needed to tell.
        case undecided
    }

    /// How much of an input is read at most before it is taken for a paste.
    public static let sniffBytes = 64 << 10

    /// What the text an input starts with is. `ended`: the text is the whole input.
    /// `byFirstLine`: the first line alone decides (`--lines`, whose input is NDJSON unless its
    /// first line shows a log, and which answers each line as it arrives). `limit`: the most an
    /// input is read for a payload (`--max-bytes`), which the start never goes far past.
    public static func sniff(_ start: UnsafeRawBufferPointer, ended: Bool, byFirstLine: Bool = false, limit: Int = .max)
        -> Answer
    {
        let lines = completeLines(start, ended: ended)
        let enough = ended || start.count >= min(window(after: lines.first), max(sniffBytes, limit))
        guard
            let firstIndex = lines.firstIndex(where: { !TextUTF8.isBlank(UnsafeRawBufferPointer(rebasing: start[$0])) })
        else {
            return enough ? .paste : .undecided
        }
        let line = UnsafeRawBufferPointer(rebasing: start[lines[firstIndex]])
        if isPreamble(line) { return .log(eventsAfterPreamble(start, lines: lines[(firstIndex + 1)...])) }
        if let format = entryFormat(line) { return .log(format) }
        if line.first == ASCII.openBracket, let format = jsonEventsFormat(start) { return .log(format) }
        if byFirstLine { return .paste }
        let count = EntryCount(start, lines: lines)
        if count.isLog { return .log(count.firstFormat) }
        for range in lines {
            let line = UnsafeRawBufferPointer(rebasing: start[range])
            if XcodeMetadataLine.parse(line) != nil { return .log(.xcodeMetadata) }
            if sdkTags.contains(where: { ByteSearch.contains($0, in: line) }) { return .log(.xcodePlain) }
            if ByteSearch.contains(notificationDescription, in: line) { return .log(.xcodePlain) }
            if isPushPathLine(line) { return .log(.xcodePlain) }
        }
        return enough ? .paste : .undecided
    }

    /// How much of an input is read before it is taken for a paste: `sniffBytes` after its
    /// first line, however long that line is (up to `LogReader.maxLineBytes`).
    static func window(after firstLine: Range<Int>?) -> Int {
        sniffBytes + min(firstLine?.upperBound ?? LogReader.maxLineBytes, LogReader.maxLineBytes)
    }

    /// The start of a whole text that `sniff` reads.
    public static func window(of text: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let firstEnd = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: 0)
        let limit = window(after: firstEnd.map { 0..<$0 })
        return UnsafeRawBufferPointer(rebasing: text[..<min(text.count, limit)])
    }

    /// The JSON format whose events follow a `Filtering the log data using …` line, as
    /// `log show` and `log stream` write it with `--style json` or `ndjson`; nil when the start
    /// shows none.
    private static func eventsAfterPreamble(_ start: UnsafeRawBufferPointer, lines: ArraySlice<Range<Int>>)
        -> LogFormat?
    {
        guard ByteSearch.contains("\"eventMessage\"", in: start),
            let next = lines.first(where: { !TextUTF8.isBlank(UnsafeRawBufferPointer(rebasing: start[$0])) })
        else { return nil }
        switch start[next.lowerBound] {
        case ASCII.openBracket: return .logJSON
        case ASCII.openBrace: return .logNDJSON
        default: return nil
        }
    }

    /// The log whose events a JSON array starting `start` holds: `log show --style json`'s
    /// (`"eventMessage"`), or Flipper's rows (all of `flipperKeys`); nil for any other array.
    private static func jsonEventsFormat(_ start: UnsafeRawBufferPointer) -> LogFormat? {
        if ByteSearch.contains("\"eventMessage\"", in: start) { return .logJSON }
        if flipperKeys.allSatisfy({ ByteSearch.contains($0, in: start) }) { return .flipper }
        return nil
    }

    /// The keys of a row of Flipper's Logs plugin (facebook/flipper, `DeviceLogEntry`).
    static let flipperKeys: [StaticString] = ["\"tag\"", "\"tid\"", "\"date\"", "\"message\""]

    /// The format a log's first entry line shows; nil for a preamble line or any other.
    static func entryFormat(_ line: UnsafeRawBufferPointer) -> LogFormat? {
        if line.first == ASCII.openBrace {
            return ByteSearch.contains("\"eventMessage\"", in: line) ? .logNDJSON : nil
        }
        return LogHeader.prefixed.first { LogHeader.parse(line, as: $0) != nil }
    }

    /// Whether a line states one of the push-path lines of `PushPathLines` (iOS's `Warning:
    /// Application delegate received call to …`, an SDK's tagged line) without any header: a
    /// message copied out of a log, never a payload.
    static func isPushPathLine(_ line: UnsafeRawBufferPointer) -> Bool {
        var found = false
        LogEventMatcher.matches(in: line, firstLineEnd: line.count) { _ in found = true }
        return found
    }

    /// The lines a log tool prints before its entries.
    static func isPreamble(_ line: UnsafeRawBufferPointer) -> Bool {
        var cursor = ByteCursor(line)
        if cursor.take("Filtering the log data") || cursor.take("[connected]") { return true }
        guard cursor.take("Timestamp") else { return false }
        return ByteSearch.contains("Thread", in: line) || ByteSearch.contains(" Ty ", in: line)
    }

    /// How each SDK tags its log lines: CleverTap's `CTConstants.h` (`[CleverTap]: `), Leanplum's
    /// `LPLogManager.m` (`[LEANPLUM] `).
    static let sdkTags: [StaticString] = ["[CleverTap]", "[LEANPLUM]"]

    /// How the description of a UserNotifications object starts (`<UNNotificationResponse: 0x…;`,
    /// `<UNNotification: 0x…;`, `…Request`, `…Content`): what an app printed, never a payload
    /// (the content's description shows its title, body, badge and sound, not its `userInfo`).
    static let notificationDescription: StaticString = "<UNNotification"

    /// How OneSignal's iOS SDK starts its log lines: its level and `: `, then the message
    /// (OneSignalCore, `OneSignalLog.m`, `onesignal_Log`), as a Flutter or React Native console
    /// shows them with no NSLog prefix (docs/device-logs.md §2, "Excerpts").
    static let sdkLevels: [StaticString] = ["VERBOSE: ", "DEBUG: ", "INFO: ", "WARNING: ", "ERROR: ", "FATAL: "]

    static func completeLines(_ text: UnsafeRawBufferPointer, ended: Bool) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while let newline = CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: start) {
            lines.append(start..<(newline > start && text[newline - 1] == ASCII.carriageReturn ? newline - 1 : newline))
            start = newline + 1
        }
        if ended, start < text.count { lines.append(start..<text.count) }
        return lines
    }
}
