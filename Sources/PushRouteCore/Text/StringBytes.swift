extension Substring {
    /// The text without its leading spaces and tabs and its trailing spaces, tabs and carriage
    /// returns (a line of a file written on Windows). Found on the UTF-8 bytes, in one pass from
    /// each end: the bytes trimmed are ASCII, so both ends fall between scalars.
    public var trimmingSpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        var end = bytes.endIndex
        while end > first {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { break }
            end = before
        }
        return String(self[first..<end])
    }
}

extension String {
    /// The text without its leading spaces and tabs and its trailing spaces, tabs and carriage
    /// returns (`Substring.trimmingSpaces`).
    public var trimmingSpaces: String { self[...].trimmingSpaces }
}

extension StringProtocol {
    /// The range of the first occurrence of `needle`, found on the UTF-8 bytes (`ByteSearch`):
    /// what `firstRange(of:)` finds for text that needs no Unicode comparison, without its cost
    /// of comparing one `Character` at a time.
    public func firstUTF8Range(of needle: StaticString) -> Range<Index>? {
        let offset =
            utf8.withContiguousStorageIfAvailable {
                ByteSearch.firstIndex(of: needle, in: UnsafeRawBufferPointer($0), from: 0)
            }
            ?? Array(utf8).withUnsafeBytes { ByteSearch.firstIndex(of: needle, in: $0, from: 0) }
        guard let offset else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8CodeUnitCount)
    }
}
