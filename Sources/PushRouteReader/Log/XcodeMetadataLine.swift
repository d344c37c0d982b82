import PushRouteCore

/// The line Xcode 15 and later print after each message when metadata is shown
/// (docs/device-logs.md §1): `Type: Error | Timestamp: 2025-10-17 11:01:23.249653-05:00 |
/// Process: App | Library: UIKitCore | Subsystem: com.apple.UIKit | Category: Assert | TID: 0x178d9c`,
/// or `Type: stdio` alone after `print()` output. It ends the entry it follows.
enum XcodeMetadataLine {
    /// The fields of a metadata line, as a header whose message is empty; nil for any other line.
    static func parse(_ line: UnsafeRawBufferPointer) -> LogHeader? {
        var cursor = ByteCursor(line)
        guard cursor.take("Type: "), cursor.letters() != nil else { return nil }
        var header = LogHeader(format: .xcodeMetadata, messageStart: line.count)
        guard cursor.atEnd || cursor.take(" | ") else { return nil }
        while !cursor.atEnd {
            guard let name = cursor.letters(), cursor.take(": ") else { return nil }
            let valueStart = cursor.index
            let valueEnd = max(valueStart, separator(in: line, from: valueStart) ?? line.count)
            let field = String(decoding: UnsafeRawBufferPointer(rebasing: line[name]), as: UTF8.self)
            switch field {
            case "Timestamp": header.time = valueStart..<valueEnd
            case "Process": header.process = valueStart..<valueEnd
            case "Subsystem": header.subsystem = valueStart..<valueEnd
            case "Category": header.category = valueStart..<valueEnd
            default: break
            }
            cursor.index = valueEnd
            guard cursor.atEnd || cursor.take(" | ") else { return nil }
        }
        return header
    }

    /// Where the next ` | ` stands.
    private static func separator(in line: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var from = start
        while let bar = CLibraryBytes.firstIndex(of: UInt8(ascii: "|"), in: line, from: from) {
            if bar > 0, bar + 1 < line.count, line[bar - 1] == ASCII.space, line[bar + 1] == ASCII.space {
                return bar - 1
            }
            from = bar + 1
        }
        return nil
    }
}
