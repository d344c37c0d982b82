#if canImport(Glibc)
import Glibc
#endif

/// Why an input could not be read. Reported with exit status 2.
public struct InputError: Error, Equatable, Sendable {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var diagnosticText: String { "\(file): error: \(reason)" }
}

/// An input named on the command line: a path, or `-` for standard input.
public struct InputName: Equatable, Sendable {
    public var path: String

    public init(_ path: String) { self.path = path }

    public var isStandardInput: Bool { path == "-" }
    /// The name used in messages and records.
    public var displayName: String { isStandardInput ? "<stdin>" : path }
}

/// Opens inputs for reading with plain system calls.
public enum InputFile {
    /// Opens `input` for reading, refusing directories.
    public static func open(_ input: InputName) -> Result<Int32, InputError> {
        if input.isStandardInput { return .success(0) }
        let descriptor = Glibc.open(input.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(error(input, errno)) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            return .failure(InputError(file: input.displayName, reason: "is a directory"))
        }
        return .success(descriptor)
    }

    /// Closes a descriptor `open` returned (standard input stays open).
    public static func close(_ descriptor: Int32) {
        if descriptor > 2 { _ = Glibc.close(descriptor) }
    }

    /// Reads the whole of `input`, as UTF-8 (UTF-16 text with a byte order mark is
    /// re-encoded: `TextEncoding.utf8`).
    public static func readAll(_ input: InputName) -> Result<[UInt8], InputError> {
        switch open(input) {
        case .failure(let failure): return .failure(failure)
        case .success(let descriptor):
            defer { close(descriptor) }
            return readAll(descriptor: descriptor, input: input).map(TextEncoding.utf8)
        }
    }

    private static func readAll(descriptor: Int32, input: InputName) -> Result<[UInt8], InputError> {
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        var chunk = max(size + 1, 1 << 16)
        while true {
            var failure: Int32 = 0
            let count = withUnsafeTemporaryAllocation(byteCount: chunk, alignment: 16) { buffer in
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count > 0 { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
                failure = count < 0 ? errno : 0
                return count
            }
            if count == 0 { return .success(bytes) }
            if count < 0 && failure != EINTR { return .failure(error(input, failure)) }
            chunk = 1 << 16
        }
    }

    static func error(_ input: InputName, _ code: Int32) -> InputError {
        let reason = code == EISDIR ? "is a directory" : String(cString: strerror(code))
        return InputError(file: input.displayName, reason: "cannot read: \(reason.lowercasedFirst)")
    }
}

extension String {
    /// The string with its first letter in lower case, as compiler messages write them.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
