import PushRouteCore

/// Splits an entry's text where several log messages were flattened onto one line
/// (docs/device-logs.md "Excerpts"): before each SDK tag that starts a message
/// (`[CleverTap]: `, CleverTap's `CTConstants.h`; `[LEANPLUM] [`, Leanplum's `LPLogManager.m`)
/// and at a repeated log header, where no bracket is open. Only entries that hold a dictionary
/// get here.
enum LogMessageSplitter {
    /// The tags a message starts with, split before.
    static let tags: [StaticString] = ["[CleverTap]: ", "[LEANPLUM] ["]

    /// The messages of `text`, in order; the whole text when it is one.
    static func messages(in text: UnsafeRawBufferPointer, entry: LogEntry) -> [Range<Int>] {
        var starts: [(split: Int, message: Int)] = []
        for tag in tags {
            var from = 1
            while let found = CLibraryBytes.firstIndex(of: tag, in: text, from: from) {
                starts.append((found, found))
                from = found + 1
            }
        }
        repeatedHeaders(in: text, entry: entry, into: &starts)
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

    /// The places where the entry's own header starts again (its first five bytes, a date's
    /// `2026-`, then a whole header of the format).
    private static func repeatedHeaders(in text: UnsafeRawBufferPointer, entry: LogEntry, into starts: inout [(split: Int, message: Int)]) {
        guard entry.headerBytes.count >= 5, ASCII.isDigit(entry.headerBytes[0]) else { return }
        entry.headerBytes.withUnsafeBytes { header in
            let needle = UnsafeRawBufferPointer(rebasing: header[..<5])
            var from = 1
            while let found = CLibraryBytes.firstIndex(of: needle, in: text, from: from) {
                from = found + 1
                guard ASCII.isHorizontalSpace(text[found - 1]) else { continue }
                let rest = UnsafeRawBufferPointer(rebasing: text[found...])
                let lineEnd = CLibraryBytes.firstIndex(of: ASCII.newline, in: rest, from: 0) ?? rest.count
                guard let parsed = LogHeader.parse(UnsafeRawBufferPointer(rebasing: rest[..<lineEnd]), as: entry.format) ?? LogLineShape.loose(UnsafeRawBufferPointer(rebasing: rest[..<lineEnd])) else { continue }
                starts.append((found, found + parsed.messageStart))
            }
        }
    }
}
