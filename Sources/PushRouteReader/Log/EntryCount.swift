import PushRouteCore

/// The rule that tells a piece of a log from a paste line by line (docs/device-logs.md
/// "Excerpts"): the non-blank lines that stand outside any bracket (quote marks and Markdown's
/// code fences and indented lines that continue an entry left out) are counted, and those among them or anywhere that start an entry (`LogLineShape.header`, an
/// Xcode metadata line, or a line of `flutter run -v`'s own log after its time column). A text is a log when at least 3 lines start entries and they are at
/// least a third of the lines outside brackets, those that follow an entry with no blank line
/// between not counted (a message of several lines: Pushwoosh's boxed requests); or when a line starts an entry and no line
/// opens a dictionary (a log excerpt with no payload, one line of it too); or when at least 2
/// lines start entries, they are at least half the lines outside brackets, and every dictionary
/// opened outside brackets is printed inside an entry's message, after its words
/// (`D/FA: Logging event (FE): _nr, Bundle[{…}]`: what a program logged, not a payload pasted
/// after a log line's header).
struct EntryCount {
    private(set) var entries = 0
    private(set) var outside = 0
    /// Lines outside brackets that follow an entry's line, or such a line, with no blank line
    /// between: the rest of a message logged over several lines.
    private(set) var following = 0
    private(set) var opensDictionary = false
    /// Whether a dictionary opens outside brackets other than after the words of an entry's message.
    private(set) var pastedDictionary = false
    /// The format of the first entry line.
    private(set) var firstFormat: LogFormat?

    /// A Markdown code fence (```` ``` ````, with or without a language), markup around the
    /// lines: not counted.
    private static let fence = Array("```".utf8)

    static let minimumEntries = 3
    static let minimumEntriesBesidePrints = 2

    init(_ text: UnsafeRawBufferPointer, lines: [Range<Int>]) {
        var depth = 0
        var inMessage = false
        for range in lines {
            var line = UnsafeRawBufferPointer(rebasing: text[range])
            // `flutter run -v`'s time column starts a line of the tool's own log, an entry too.
            let toolLine = LogLineShape.flutterToolColumn(line) > 0
            line = UnsafeRawBufferPointer(rebasing: line[LogLineShape.leadingMarks(line)...])
            guard !TextUTF8.isBlank(line), !line.starts(with: Self.fence) else {
                inMessage = false
                continue
            }
            let balance = LogEntryAssembler.bracketBalance(line)
            if !opensDictionary, CLibraryBytes.firstIndex(of: ASCII.openBrace, in: line, from: 0) != nil {
                opensDictionary = true
            }
            let header = LogLineShape.header(line) ?? XcodeMetadataLine.parse(line)
            // An indented line after an entry continues its message (a stack trace's `at …`,
            // Android Studio's lines under the message column): not counted apart.
            let continues = entries > 0 && header == nil && ASCII.isHorizontalSpace(line[0])
            if depth == 0, !continues {
                outside += 1
                if inMessage, header == nil, !toolLine { following += 1 }
            }
            if header != nil || toolLine {
                if depth > 0 { outside += 1 }
                entries += 1
                if firstFormat == nil { firstFormat = header?.format }
                inMessage = true
            }
            if depth == 0, !pastedDictionary, !Self.printedInMessage(line, header: header) { pastedDictionary = true }
            depth = max(0, depth + balance)
        }
    }

    var isLog: Bool {
        if entries >= Self.minimumEntries, entries * 3 >= outside - following { return true }
        guard entries > 0 else { return false }
        if !opensDictionary { return true }
        return entries >= Self.minimumEntriesBesidePrints && !pastedDictionary && entries * 2 >= outside
    }

    /// Whether a line outside brackets opens no dictionary, or opens it inside an entry's
    /// message after a word of it (a letter before the `{`: `Received: {`, `Bundle[{`,
    /// `[CleverTap]: … {`).
    private static func printedInMessage(_ line: UnsafeRawBufferPointer, header: LogHeader?) -> Bool {
        guard let brace = CLibraryBytes.firstIndex(of: ASCII.openBrace, in: line, from: 0) else { return true }
        guard let header, header.messageStart < brace else { return false }
        return line[header.messageStart..<brace].contains { ASCII.isLetter($0) }
    }
}
