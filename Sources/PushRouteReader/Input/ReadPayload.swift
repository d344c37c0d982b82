import PushRouteCore

/// Whether a payload was read as written, read after repairs, or not read at all.
public enum PayloadStatus: String, Sendable {
    case valid, repaired, invalid
}

/// One payload taken from an input, with what the reader had to say about it.
public struct ReadPayload: Sendable {
    /// The input's display name (`<stdin>` for standard input).
    public var file: String
    /// Where the payload starts in the input.
    public var start: SourceLocation
    /// The value; `nil` when the payload could not be read.
    public var value: JSONValue?
    /// Parse errors when invalid; repairs (warnings) when repaired.
    public var diagnostics: [Diagnostic]

    public init(file: String, start: SourceLocation, value: JSONValue?, diagnostics: [Diagnostic] = []) {
        self.file = file
        self.start = start
        self.value = value
        self.diagnostics = diagnostics
    }

    public var status: PayloadStatus {
        if value == nil { return .invalid }
        return diagnostics.isEmpty ? .valid : .repaired
    }
}
