#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to a file descriptor (stdout or stderr).
///
/// A write to a closed pipe ends the process quietly with SIGPIPE's status (141), as
/// other Unix filters do.
public final class OutputSink {
    public let descriptor: Int32
    public private(set) var buffer: [UInt8] = []
    private let capacity: Int

    public init(descriptor: Int32, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity + 4096)
    }

    public static func standardOutput() -> OutputSink { OutputSink(descriptor: 1) }
    public static func standardError() -> OutputSink { OutputSink(descriptor: 2, capacity: 0) }

    /// Whether the descriptor is a terminal (colour is used only then).
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count > capacity { flush() }
    }

    public func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count > capacity { flush() }
    }

    /// Gives direct access to the pending bytes, for encoders that append in place.
    public func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count > capacity { flush() }
    }

    public func flush() {
        var written = 0
        buffer.withUnsafeBytes { bytes in
            while written < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE { exit(141) }
                    return
                }
                written += result
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
