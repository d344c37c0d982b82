/// A buffered writer to a file descriptor (stdout or stderr).
///
/// Encoders may write straight into its spare space (`withSpareBytes`), so a record
/// goes from jansson's encoder to the descriptor without an intermediate copy.
/// A write that fails is not retried: the sink keeps the failure (`failure`), drops what
/// is written after it, and the caller decides (a closed pipe ends the run quietly; any
/// other failure is exit status 74). The library never exits the process.
public final class OutputSink {
    /// Why writing stopped.
    public enum Failure: Error, Equatable, Sendable {
        /// The reader of a pipe went away (`… | head -1`).
        case closedPipe
        /// Any other write error, e.g. a full disk.
        case failed(SystemError)
    }

    /// nil for a memory sink.
    public let descriptor: FileDescriptor?
    /// The first write failure; once set, nothing more is written.
    public private(set) var failure: Failure?
    private var storage: UnsafeMutableRawBufferPointer
    private var used = 0
    private let threshold: Int
    /// Nesting depth of `writeTogether`: while above 0, passing the threshold does not flush.
    private var holding = 0

    /// - Parameter threshold: flush once this many bytes are pending (0: after each write).
    public init(descriptor: FileDescriptor, threshold: Int = 1 << 16) {
        self.descriptor = descriptor
        self.threshold = threshold
        storage = .allocate(byteCount: max(threshold * 2, 4096), alignment: 16)
    }

    private init(memoryWithCapacity capacity: Int) {
        descriptor = nil
        threshold = Int.max
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    /// A sink that only collects bytes (read them with `pending`), for building strings.
    public static func memory(capacity: Int = 1024) -> OutputSink {
        OutputSink(memoryWithCapacity: capacity)
    }

    deinit {
        flush()
        storage.deallocate()
    }

    public static func standardOutput() -> OutputSink { OutputSink(descriptor: .standardOutput) }
    public static func standardError() -> OutputSink { OutputSink(descriptor: .standardError, threshold: 0) }

    /// Whether the descriptor is a terminal (colour is used only then).
    public var isTerminal: Bool { descriptor?.isTerminal ?? false }

    /// The bytes written and not yet flushed.
    public var pending: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: storage[0..<used]) }

    public func write(_ text: String) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        guard written == nil else { return }
        var text = text  // a bridged string: made contiguous first
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Writes text that comes from the input (a key, a file name, a message quoting a
    /// payload) with its control and bidirectional characters escaped (`TerminalEscaping`);
    /// text without any is checked and copied in one pass over its bytes.
    public func write(escaping text: String) {
        let written: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            guard TerminalEscaping.firstUnsafe(in: bytes, allowing: .none) == nil else { return false }
            append(bytes)
            return true
        }
        if written != true { write(TerminalEscaping.escaped(text)) }
    }

    public func write(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a whole number in decimal.
    public func write(integer: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var value = integer.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            if integer < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            append(UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    public func write(raw bytes: UnsafeRawBufferPointer) { append(bytes) }

    /// Every write ends here, inlined into each: a record is written a few bytes at a time.
    @inline(__always)
    private func append(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        if let base = bytes.baseAddress, !bytes.isEmpty {
            (storage.baseAddress! + used).copyMemory(from: base, byteCount: bytes.count)
        }
        used += bytes.count
        if used > threshold, holding == 0 { flush() }
    }

    /// Runs `body` and writes what it wrote at its end, in one piece where it fits, instead
    /// of each time the threshold is passed: on standard error (threshold 0) a diagnostic of
    /// several parts is one write, not one per part.
    public func writeTogether(_ body: () -> Void) {
        holding += 1
        body()
        holding -= 1
        if used > threshold, holding == 0 { flush() }
    }

    public func write(bytes: some Collection<UInt8>) {
        Array(bytes).withUnsafeBytes { write(raw: $0) }
    }

    /// Lets `body` write into the spare space; it returns how many bytes it wrote, or,
    /// when the space is too small, the size it needs (more than the space given), and
    /// it is called again with at least that much.
    public func withSpareBytes(_ body: (UnsafeMutableRawBufferPointer) -> Int) {
        var spare = UnsafeMutableRawBufferPointer(rebasing: storage[used...])
        var written = body(spare)
        if written > spare.count {
            reserve(written)
            spare = UnsafeMutableRawBufferPointer(rebasing: storage[used...])
            written = body(spare)
        }
        used += min(written, spare.count)
        if used > threshold, holding == 0 { flush() }
    }

    /// Makes room for `count` more bytes; inlined into every write, where there almost always is.
    @inline(__always)
    private func reserve(_ count: Int) {
        if used + count > storage.count { makeRoom(count) }
    }

    /// Flushes, then grows if that was not enough (a memory sink never flushes, so it grows
    /// and keeps what it holds).
    private func makeRoom(_ count: Int) {
        flush()
        guard used + count > storage.count else { return }
        let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: (used + count) * 2, alignment: 16)
        if used > 0 { bigger.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: used) }
        storage.deallocate()
        storage = bigger
    }

    /// Writes what is pending. After a failure, pending bytes are dropped.
    public func flush() {
        guard let descriptor, used > 0 else { return }
        defer { used = 0 }
        guard failure == nil else { return }
        if case .failure(let error) = descriptor.writeAll(UnsafeRawBufferPointer(rebasing: storage[0..<used])) {
            failure = error.isBrokenPipe ? .closedPipe : .failed(error)
        }
    }
}
