import PushRouteCore

/// The rule that tells a piece of a log from a paste line by line (docs/device-logs.md
/// "Excerpts"): the non-blank lines that stand outside any bracket (quote marks left out) are
/// counted, and those among them or anywhere that start an entry (`LogLineShape.header`, or an
/// Xcode metadata line). A text is a log when at least 3 lines start entries and they are at
/// least a third of the lines outside brackets; or when at least 2 lines start entries and no
/// line opens a dictionary (a log excerpt with no payload).
struct EntryCount {
    private(set) var entries = 0
    private(set) var outside = 0
    private(set) var opensDictionary = false
    /// The format of the first entry line.
    private(set) var firstFormat: LogFormat?

    static let minimumEntries = 3
    static let minimumEntriesWithoutDictionary = 2

    init(_ text: UnsafeRawBufferPointer, lines: [Range<Int>]) {
        var depth = 0
        for range in lines {
            var line = UnsafeRawBufferPointer(rebasing: text[range])
            line = UnsafeRawBufferPointer(rebasing: line[LogLineShape.quoteMarks(line)...])
            guard !TextUTF8.isBlank(line) else { continue }
            let balance = LogEntryAssembler.bracketBalance(line)
            if !opensDictionary, CLibraryBytes.firstIndex(of: ASCII.openBrace, in: line, from: 0) != nil {
                opensDictionary = true
            }
            if depth == 0 { outside += 1 }
            if let header = LogLineShape.header(line) ?? XcodeMetadataLine.parse(line) {
                if depth > 0 { outside += 1 }
                entries += 1
                if firstFormat == nil { firstFormat = header.format }
            }
            depth = max(0, depth + balance)
        }
    }

    var isLog: Bool {
        if entries >= Self.minimumEntries, entries * 3 >= outside { return true }
        return entries >= Self.minimumEntriesWithoutDictionary && !opensDictionary
    }
}
