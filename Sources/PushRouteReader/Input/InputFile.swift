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
    /// The folder a walk found the file in (`DirectoryWalker`): a rewrite stays inside it.
    public var tree: String?

    public init(_ path: String, tree: String? = nil) {
        self.path = path
        self.tree = tree
    }

    public var isStandardInput: Bool { path == "-" }
    /// The name used in messages and records.
    public var displayName: String { isStandardInput ? "<stdin>" : path }
}

/// Opens and reads inputs through the platform layer (`FileDescriptor`).
public enum InputFile {
    /// Opens `input` for reading, refusing directories; `-` is `standardInput`.
    public static func open(_ input: InputName, standardInput: FileDescriptor = .standardInput) -> Result<
        FileDescriptor, InputError
    > {
        openWithStatus(input, standardInput: standardInput).map(\.descriptor)
    }

    /// `open`, with the descriptor's status when it was asked for (not for standard input).
    /// `regularOnly`: anything but a regular file is refused, without waiting on a FIFO (the
    /// files of a repository, the payloads a scenario names); `followsLinks` false: a link is
    /// refused too (a repository's files). `-` reads `standardInput`, what the run was given
    /// as its standard input (the process's by default), through a descriptor of its own that
    /// the caller closes as it closes a file (`FileDescriptor.duplicate`).
    static func openWithStatus(
        _ input: InputName, standardInput: FileDescriptor = .standardInput, regularOnly: Bool = false,
        followsLinks: Bool = true
    ) -> Result<(descriptor: FileDescriptor, status: FileStatus?), InputError> {
        if input.isStandardInput {
            return standardInput.duplicate().map { ($0, nil) }.mapError { error(input, $0) }
        }
        switch FileDescriptor.open(forReading: input.path, nonBlocking: regularOnly, followLinks: followsLinks) {
        case .failure(let failure) where !followsLinks && failure.isLoop:
            return .failure(
                InputError(file: input.displayName, reason: "a symbolic link, not a regular file: not read"))
        case .failure(let failure): return .failure(error(input, failure))
        case .success(let descriptor):
            let status = descriptor.status()
            if status?.kind == .directory {
                descriptor.close()
                return .failure(InputError(file: input.displayName, reason: "is a directory"))
            }
            if regularOnly, let kind = descriptor.kindIfNotRegular {
                descriptor.close()
                return .failure(InputError(file: input.displayName, reason: "\(kind), not a regular file: not read"))
            }
            return .success((descriptor, status))
        }
    }

    /// Reads the whole of `input` (a binary one is refused: `BinaryInput`), as UTF-8 (UTF-16 text with a byte order mark is
    /// re-encoded: `TextEncoding.utf8`), unless it is longer than `limit` bytes: then it stops
    /// after at most the limit and one chunk (`FileDescriptor.readToEnd`), and gives the
    /// bytes read as they are, more than `limit` of them, which readers refuse as too large
    /// (`PayloadReader.readDocument`).
    /// A binary input (`BinaryInput`) is refused unless `acceptsBinary` (a binary property list
    /// that `app infer` reads). `standardInput`, `regularOnly`, `followsLinks`: see `openWithStatus`.
    public static func readAll(
        _ input: InputName, standardInput: FileDescriptor = .standardInput,
        limit: Int = ReaderLimits.defaultMaxPayloadBytes, acceptsBinary: Bool = false, regularOnly: Bool = false,
        followsLinks: Bool = true
    ) -> Result<[UInt8], InputError> {
        openWithStatus(input, standardInput: standardInput, regularOnly: regularOnly, followsLinks: followsLinks)
            .flatMap { opened in
                defer { opened.descriptor.close() }
                return read(
                    opened.descriptor, status: opened.status, named: input.displayName, limit: limit,
                    acceptsBinary: acceptsBinary)
            }
    }

    /// `readAll` of a file already open (the file a rewrite replaces, `RewriteTarget`), from
    /// its start.
    public static func readAll(_ file: FileDescriptor, named name: String, limit: Int) -> Result<[UInt8], InputError> {
        read(file, status: file.status(), named: name, limit: limit)
    }

    private static func read(
        _ file: FileDescriptor, status: FileStatus?, named name: String, limit: Int, acceptsBinary: Bool = false
    ) -> Result<[UInt8], InputError> {
        file.readToEnd(status: status, limit: limit)
            .mapError { InputError(file: name, reason: "cannot read: \($0.message)") }
            .flatMap { bytes in
                if !acceptsBinary, BinaryInput.isBinary(bytes) { return .failure(.binary(name)) }
                return .success(bytes.count > limit ? bytes : TextEncoding.utf8(bytes))
            }
    }

    static func error(_ input: InputName, _ failure: SystemError) -> InputError {
        InputError(file: input.displayName, reason: "cannot read: \(failure.message)")
    }
}
