import PushRouteCore

/// Why an input could not be read. Reported with exit status 2.
public struct InputError: Error, Equatable, Sendable {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// The error as every message to standard error is written: `FILE: error: REASON`.
    public var diagnostic: Diagnostic { .error(file, reason) }

    /// A binary input (`BinaryInput`), reported as grep reports one, on one line without a
    /// severity: `FILE: binary file, not read`.
    public static func binary(_ file: String) -> InputError { InputError(file: file, reason: BinaryInput.reason) }

    public var isBinary: Bool { reason == BinaryInput.reason }
}

/// An input named on the command line: a path, or `-` for standard input.
public struct InputName: Equatable, Sendable {
    public var path: String

    public init(_ path: String) { self.path = path }

    public var isStandardInput: Bool { path == "-" }
    /// The name used in messages and records.
    public var displayName: String { isStandardInput ? "<stdin>" : path }
}

/// Opens and reads inputs through the platform layer (`FileDescriptor`).
public enum InputFile {
    /// Opens `input` for reading, refusing directories.
    public static func open(_ input: InputName) -> Result<FileDescriptor, InputError> {
        openWithStatus(input).map(\.descriptor)
    }

    /// `open`, with the descriptor's status when it was asked for (not for standard input).
    static func openWithStatus(_ input: InputName) -> Result<(descriptor: FileDescriptor, status: FileStatus?), InputError> {
        if input.isStandardInput { return .success((.standardInput, nil)) }
        switch FileDescriptor.open(forReading: input.path) {
        case .failure(let failure): return .failure(error(input, failure))
        case .success(let descriptor):
            let status = descriptor.status()
            if status?.kind == .directory {
                descriptor.close()
                return .failure(InputError(file: input.displayName, reason: "is a directory"))
            }
            return .success((descriptor, status))
        }
    }

    /// Reads the whole of `input` (a binary one is refused: `BinaryInput`), as UTF-8 (UTF-16 text with a byte order mark is
    /// re-encoded: `TextEncoding.utf8`), unless it is longer than `limit` bytes: then it stops
    /// after at most the limit and one chunk (`FileDescriptor.readToEnd`), and gives the
    /// bytes read as they are, more than `limit` of them, which readers refuse as too large
    /// (`PayloadReader.readDocument`).
    public static func readAll(_ input: InputName, limit: Int = ReaderLimits.defaultMaxPayloadBytes) -> Result<[UInt8], InputError> {
        openWithStatus(input).flatMap { opened in
            defer { opened.descriptor.close() }
            return opened.descriptor.readToEnd(status: opened.status, limit: limit).mapError { error(input, $0) }.flatMap { bytes in
                if BinaryInput.isBinary(bytes) { return .failure(.binary(input.displayName)) }
                return .success(bytes.count > limit ? bytes : TextEncoding.utf8(bytes))
            }
        }
    }

    static func error(_ input: InputName, _ failure: SystemError) -> InputError {
        InputError(file: input.displayName, reason: "cannot read: \(failure.message)")
    }
}
