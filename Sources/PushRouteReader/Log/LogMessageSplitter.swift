import PushRouteCore

/// Splits an entry's text where several log messages were flattened onto one line
/// (docs/device-logs.md "Excerpts"): before each SDK tag that starts a message
/// (`[CleverTap]: `, CleverTap's `CTConstants.h`; `[LEANPLUM] [`, Leanplum's `LPLogManager.m`)
/// and at a repeated log header, where no bracket is open. Only entries that hold a dictionary
/// get here.
enum LogMessageSplitter {
    /// The tags a message starts with, split before.
    static let tags: [StaticString] = ["[CleverTap]: ", "[LEANPLUM] ["]

    /// The messages of `text`, in order; the whole text when it is one. Only the entry's first
    /// line is searched (flattened messages stand on one line), so that an entry of a
    /// dictionary printed over many lines costs no more than its first line.
    static func messages(in text: UnsafeRawBufferPointer, entry: LogEntry) -> [Range<Int>] {
        let firstLine = UnsafeRawBufferPointer(
            rebasing: text[..<(CLibraryBytes.firstIndex(of: ASCII.newline, in: text, from: 0) ?? text.count)])
        var starts: [(split: Int, message: Int)] = []
        for tag in tags {
            var from = 1
            while let found = ByteSearch.firstIndex(of: tag, in: firstLine, from: from) {
                starts.append((found, found))
                from = found + 1
            }
        }
        repeatedHeaders(in: firstLine, entry: entry, into: &starts)
        guard !starts.isEmpty else { return [0..<text.count] }
        starts.sort { $0.split < $1.split }
        var messages: [Range<Int>] = []
        var current = 0
        for start in starts where start.split > current {
            let before = UnsafeRawBufferPointer(rebasing: text[current..<start.split])
            guard LogEntryAssembler.bracketBalance(before) <= 0 else { continue }
            messages.append(current..<start.split)
            current = start.message
        }
        messages.append(current..<text.count)
        return messages
    }

    /// The places on the first line where the entry's own header starts again (its first five bytes, a date's
    /// `2026-`, then a whole header of the format).
    private static func repeatedHeaders(
        in text: UnsafeRawBufferPointer, entry: LogEntry, into starts: inout [(split: Int, message: Int)]
    ) {
        guard entry.headerBytes.count >= 5, ASCII.isDigit(entry.headerBytes[0]) else { return }
        entry.headerBytes.withUnsafeBytes { header in
            let needle = UnsafeRawBufferPointer(rebasing: header[..<5])
            var from = 1
            while let found = ByteSearch.firstIndex(of: needle, in: text, from: from) {
                from = found + 1
                guard ASCII.isHorizontalSpace(text[found - 1]) else { continue }
                let rest = UnsafeRawBufferPointer(rebasing: text[found...])
                guard let parsed = LogHeader.parse(rest, as: entry.format) ?? LogLineShape.loose(rest) else { continue }
                starts.append((found, found + parsed.messageStart))
            }
        }
    }
}
