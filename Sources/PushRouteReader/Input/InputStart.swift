import PushRouteCore

/// The first bytes of an input, read to tell a device log from a paste (`LogSniffer`) before
/// the rest is read: a log is then read line by line as it arrives, a paste whole. A regular
/// file no larger than `LogSniffer.sniffBytes` is read in one read, as `InputFile.readAll` does.
public struct InputStart {
    public let input: InputName
    public let descriptor: FileDescriptor
    public private(set) var bytes: [UInt8] = []
    /// Whether `bytes` is the whole input.
    public private(set) var ended = false
    public private(set) var answer = LogSniffer.Answer.undecided
    private let status: FileStatus?
    private let byFirstLine: Bool
    private var limit = Int.max

    /// Opens `input` and reads until its start says what it is (`LogSniffer.sniff`), never
    /// much past `limit` (`--max-bytes`). `-` is `standardInput` (`InputFile.openWithStatus`).
    public static func read(
        _ input: InputName, standardInput: FileDescriptor = .standardInput, byFirstLine: Bool = false,
        limit: Int = .max
    ) -> Result<InputStart, InputError> {
        InputFile.openWithStatus(input, standardInput: standardInput).flatMap { opened in
            var start = InputStart(
                input: input, descriptor: opened.descriptor, status: opened.status, byFirstLine: byFirstLine)
            start.limit = limit
            if let failure = start.readUntilAnswered() ?? start.binaryFailure {
                opened.descriptor.close()
                return .failure(failure)
            }
            return .success(start)
        }
    }

    /// A binary start is refused (`BinaryInput`).
    private var binaryFailure: InputError? {
        BinaryInput.isBinary(bytes) ? .binary(input.displayName) : nil
    }

    private init(input: InputName, descriptor: FileDescriptor, status: FileStatus?, byFirstLine: Bool) {
        self.input = input
        self.descriptor = descriptor
        self.status = status
        self.byFirstLine = byFirstLine
    }

    private mutating func readUntilAnswered() -> InputError? {
        let size = status?.kind == .file ? status?.size ?? 0 : 0
        let chunk = size > 0 ? min(size + 1, LogSniffer.sniffBytes) : 1 << 16
        while answer == .undecided {
            let read = withUnsafeTemporaryAllocation(byteCount: chunk, alignment: 16) { buffer in
                descriptor.read(into: buffer).map { count in
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                    return count
                }
            }
            switch read {
            case .failure(let failure): return InputFile.error(input, failure)
            case .success(let count):
                // A regular file that gave all of its size is at its end (`readToEnd`).
                ended = count == 0 || (size > 0 && bytes.count == size)
            }
            answer = bytes.withUnsafeBytes {
                LogSniffer.sniff($0, ended: ended, byFirstLine: byFirstLine, limit: limit)
            }
            if answer == .undecided, ended { answer = .paste }
        }
        return nil
    }

    /// The input's lines from its first byte: the start, then the rest as it arrives (a
    /// device log, read live). The descriptor is the reader's to release.
    public func lines(maxLineBytes: Int) -> LineReader {
        LineReader(descriptor: descriptor, input: input, start: bytes, ended: ended, maxLineBytes: maxLineBytes)
    }

    /// The whole input: the start and the rest, as `InputFile.readAll` reads it, never much
    /// past `limit` (an input longer is handed back as far as it was read, unconverted: the
    /// reader refuses it as too large). Closes the descriptor.
    public func readWhole(limit: Int) -> Result<[UInt8], InputError> {
        defer { descriptor.close() }
        let whole: Result<[UInt8], InputError> =
            ended || bytes.count > limit
            ? .success(bytes)
            : descriptor.readToEnd(limit: limit - bytes.count).mapError { InputFile.error(input, $0) }.map {
                bytes + $0
            }
        return whole.map { $0.count > limit ? $0 : TextEncoding.utf8($0) }
    }
}
