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
        if input.isStandardInput { return .success(.standardInput) }
        switch FileDescriptor.open(forReading: input.path) {
        case .failure(let failure): return .failure(error(input, failure))
        case .success(let descriptor):
            if descriptor.status()?.kind == .directory {
                descriptor.close()
                return .failure(InputError(file: input.displayName, reason: "is a directory"))
            }
            return .success(descriptor)
        }
    }

    /// Reads the whole of `input`, as UTF-8 (UTF-16 text with a byte order mark is
    /// re-encoded: `TextEncoding.utf8`).
    public static func readAll(_ input: InputName) -> Result<[UInt8], InputError> {
        open(input).flatMap { descriptor in
            defer { descriptor.close() }
            return readAll(descriptor).mapError { error(input, $0) }.map(TextEncoding.utf8)
        }
    }

    private static func readAll(_ descriptor: FileDescriptor) -> Result<[UInt8], SystemError> {
        let status = descriptor.status()
        let size = status?.kind == .file ? status?.size ?? 0 : 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        var chunk = max(size + 1, 1 << 16)
        while true {
            let read = withUnsafeTemporaryAllocation(byteCount: chunk, alignment: 16) { buffer in
                descriptor.read(into: buffer).map { count in
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                    return count
                }
            }
            switch read {
            case .failure(let failure): return .failure(failure)
            case .success(0): return .success(bytes)
            case .success: chunk = 1 << 16
            }
        }
    }

    static func error(_ input: InputName, _ failure: SystemError) -> InputError {
        InputError(file: input.displayName, reason: "cannot read: \(failure.message)")
    }
}
