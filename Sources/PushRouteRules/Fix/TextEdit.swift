/// One replacement in the bytes of a file.
public struct TextEdit: Equatable, Sendable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(_ range: Range<Int>, _ replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether the two touch the same bytes (edits that only meet do not).
    func overlaps(_ other: TextEdit) -> Bool {
        range.overlaps(other.range) || (range == other.range)
    }

    /// `bytes` with every edit made; the edits must not overlap.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
