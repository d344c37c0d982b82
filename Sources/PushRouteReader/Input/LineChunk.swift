import PushRouteCore

/// Lines of an NDJSON input copied out together, for one worker of `classify --lines
/// --jobs N`: the reader cuts the input at line ends (with `LineReader`'s own rules for line
/// ends and overlong lines), and each worker reads whole lines only.
public struct LineChunk: Sendable {
    /// About how many bytes of lines a chunk holds: large enough that handing it to a worker
    /// costs nothing next to reading it, small enough that a few in flight stay a few MiB.
    public static let targetBytes = 256 << 10

    private var bytes: [UInt8] = []
    /// Where each line ends in `bytes`.
    private var ends: [Int] = []
    /// The number of the first line.
    public private(set) var firstLine = 0

    public var lineCount: Int { ends.count }

    /// The next lines of `reader`, about `targetBytes` of them, fewer when a live input would
    /// wait for its writer; nil when the input is done.
    /// An input whose first line starts with a UTF-16 or UTF-32 byte order mark is not cut
    /// (`--lines` refuses it): `wideEncoding` names it and nothing is returned.
    public static func next(from reader: inout LineReader, wideEncoding: inout String?) -> LineChunk? {
        var chunk = LineChunk()
        while chunk.bytes.count < targetBytes, chunk.ends.isEmpty || !reader.wouldWait, let line = reader.nextLine() {
            if line.number == 1, let encoding = TextEncoding.wideEncoding(line.bytes) {
                wideEncoding = encoding
                return nil
            }
            if chunk.ends.isEmpty {
                chunk.firstLine = line.number
                chunk.bytes.reserveCapacity(targetBytes + line.bytes.count)
            }
            chunk.bytes.append(contentsOf: line.bytes)
            chunk.ends.append(chunk.bytes.count)
        }
        return chunk.ends.isEmpty ? nil : chunk
    }

    /// Calls `body` with each line and its number, in order.
    public func forEachLine(_ body: (UnsafeRawBufferPointer, Int) -> Void) {
        bytes.withUnsafeBytes { all in
            var start = 0
            for (index, end) in ends.enumerated() {
                body(UnsafeRawBufferPointer(rebasing: all[start..<end]), firstLine + index)
                start = end
            }
        }
    }
}
