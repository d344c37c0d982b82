import PushRouteCore

/// Reads a descriptor in large chunks and hands out one line at a time, without the
/// line end (LF or CR LF). Memory stays at one chunk plus the longest line, and a line
/// longer than `maxLineBytes` is handed out cut to one byte more than that (so that the
/// reader refuses it as too large) while the rest of it is skipped unread.
public struct LineReader {
    private let descriptor: FileDescriptor
    private let input: InputName
    private var buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var finished = false
    private let maxLineBytes: Int
    /// Inside the unread rest of an overlong line.
    private var skipping = false
    public private(set) var lineNumber = 0

    public init(descriptor: FileDescriptor, input: InputName, chunkSize: Int = 1 << 20, maxLineBytes: Int = .max) {
        self.descriptor = descriptor
        self.input = input
        self.maxLineBytes = maxLineBytes
        buffer = .allocate(byteCount: chunkSize, alignment: 16)
    }

    /// Frees the buffer; call once when done.
    public func release() { buffer.deallocate() }

    /// Calls `body` with each line and its 1-based number, until the input ends or
    /// `shouldStop` says so (checked before each line). The bytes are valid only during the
    /// call. Returns the read error that ended the input early, if any.
    public mutating func forEachLine(
        until shouldStop: () -> Bool = { false }, _ body: (UnsafeRawBufferPointer, Int) -> Void
    ) -> InputError? {
        while !shouldStop() {
            if let newline = findNewline() {
                if !skipping { emit(upTo: newline, body) }
                skipping = false
                start = newline + 1
                continue
            }
            if finished {
                if start < end, !skipping { emit(upTo: end, body) }
                return nil
            }
            if !skipping, end - start > maxLineBytes {
                emit(upTo: start + maxLineBytes + 1, body)
                skipping = true
            }
            if skipping { start = end }
            if let failure = refill() { return failure }
        }
        return nil
    }

    private func findNewline() -> Int? {
        guard start < end else { return nil }
        return CLibraryBytes.firstIndex(of: ASCII.newline, in: UnsafeRawBufferPointer(rebasing: buffer[..<end]), from: start)
    }

    private mutating func emit(upTo lineEnd: Int, _ body: (UnsafeRawBufferPointer, Int) -> Void) {
        lineNumber += 1
        var last = lineEnd
        if last > start, buffer[last - 1] == 0x0D { last -= 1 }
        body(UnsafeRawBufferPointer(rebasing: buffer[start..<last]), lineNumber)
    }

    /// Moves the partial line to the front, grows the buffer when a line fills it, reads more.
    private mutating func refill() -> InputError? {
        if start > 0 {
            buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: end - start)
            end -= start
            start = 0
        }
        if end == buffer.count {
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            bigger.copyMemory(from: UnsafeRawBufferPointer(buffer))
            buffer.deallocate()
            buffer = bigger
        }
        switch descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...])) {
        case .failure(let failure): return InputFile.error(input, failure)
        case .success(let count):
            if count == 0 { finished = true }
            end += count
            return nil
        }
    }
}
