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
    /// Where the line after the one handed out last starts.
    private var next: Int?
    public private(set) var lineNumber = 0
    /// Whether reading may wait for a writer: the input is a pipe or terminal, not a file.
    private let live: Bool
    /// Called before a read that would wait for a writer: a live reader flushes its answers
    /// there, so that each is seen before the next entry is written (docs/logs.md).
    public var beforeWaiting: (() -> Void)?
    /// Called each time a reader waiting for a writer has had no input for `milliseconds`
    /// (`session`'s quiet time: the open push's verdict is printed, docs/logs.md).
    public var whileQuiet: (milliseconds: Int32, action: () -> Void)?

    /// `start`: bytes already read from the descriptor (`InputStart`), read first; `ended`:
    /// they were all there was.
    public init(
        descriptor: FileDescriptor, input: InputName, start: [UInt8] = [], ended: Bool = false,
        chunkSize: Int = 1 << 20,
        maxLineBytes: Int = .max
    ) {
        self.descriptor = descriptor
        self.input = input
        self.maxLineBytes = maxLineBytes
        live = descriptor.status()?.kind != .file
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkSize, start.count), alignment: 16)
        start.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = buffer
        end = start.count
        finished = ended
    }

    /// Whether the next line would wait for a writer: no whole line is buffered, the input
    /// has not ended, and a pipe or terminal has nothing ready.
    public var wouldWait: Bool {
        guard live, !finished else { return false }
        let from = next ?? start
        if from < end,
            CLibraryBytes.firstIndex(
                of: ASCII.newline, in: UnsafeRawBufferPointer(rebasing: buffer[..<end]), from: from) != nil
        {
            return false
        }
        return !descriptor.hasInputReady()
    }

    /// Frees the buffer and closes the descriptor (standard input stays open); call once
    /// when done.
    public func release() {
        buffer.deallocate()
        descriptor.close()
    }

    /// Calls `body` with each line and its 1-based number, until the input ends or
    /// `shouldStop` says so (checked before each line). The bytes are valid only during the
    /// call. Returns the read error that ended the input early, if any.
    public mutating func forEachLine(
        until shouldStop: () -> Bool = { false }, _ body: (UnsafeRawBufferPointer, Int) -> Void
    ) -> InputError? {
        while !shouldStop(), let line = nextLine() { body(line.bytes, line.number) }
        return failure
    }

    /// The next line and its 1-based number; nil at the end of the input, or when reading
    /// failed (`failure` says why). The bytes are valid until the next call.
    public mutating func nextLine() -> (bytes: UnsafeRawBufferPointer, number: Int)? {
        start = next ?? start
        next = nil
        while true {
            if let newline = findNewline() {
                if skipping {
                    skipping = false
                    start = newline + 1
                    continue
                }
                next = newline + 1
                return line(upTo: newline)
            }
            if finished {
                guard start < end, !skipping else { return nil }
                next = end
                return line(upTo: end)
            }
            if !skipping, end - start > maxLineBytes {
                skipping = true
                next = end
                return line(upTo: start + maxLineBytes + 1)
            }
            if skipping { start = end }
            if let failure = refill() {
                self.failure = failure
                return nil
            }
        }
    }

    /// The read error that ended the input early, if any.
    public private(set) var failure: InputError?

    private func findNewline() -> Int? {
        guard start < end else { return nil }
        return CLibraryBytes.firstIndex(
            of: ASCII.newline, in: UnsafeRawBufferPointer(rebasing: buffer[..<end]), from: start)
    }

    private mutating func line(upTo lineEnd: Int) -> (bytes: UnsafeRawBufferPointer, number: Int) {
        lineNumber += 1
        var last = lineEnd
        if last > start, buffer[last - 1] == 0x0D { last -= 1 }
        return (UnsafeRawBufferPointer(rebasing: buffer[start..<last]), lineNumber)
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
        if live, !descriptor.hasInputReady() {
            beforeWaiting?()
            if let (milliseconds, action) = whileQuiet {
                while !descriptor.waitForInput(milliseconds: milliseconds) { action() }
            }
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
