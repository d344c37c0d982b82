import PushRouteCore

/// Whether a payload was read as written, read after repairs, read only in part, or not read at all.
public enum PayloadStatus: String, Sendable {
    case valid, repaired, partial, invalid

    /// Read with repairs: `repaired`, or `partial` (repaired and cut off).
    public var wasRepaired: Bool { self == .repaired || self == .partial }
}

/// A part of a payload that the text does not hold: where the input was cut off, or where
/// `…` stands for text left out (docs/pasted-forms.md §4.13).
public struct PayloadGap: Sendable, Equatable {
    /// The keys of the objects the gap lies in, from the top level: `[]` for a gap among the
    /// top-level members, `["aps"]` for one inside `aps`.
    public var path: [String]

    public init(path: [String]) { self.path = path }
}

extension [PayloadGap] {
    /// The gaps inside the object at `path`, their paths counted from it: a push's, read out
    /// of what holds it.
    func inside(_ path: [String]) -> [PayloadGap] {
        compactMap { gap in
            gap.path.starts(with: path) ? PayloadGap(path: [String](gap.path.dropFirst(path.count))) : nil
        }
    }
}

/// What a payload was wrapped in, when the push was read from inside it (docs/pasted-forms.md §11.2).
public struct PayloadEnvelope: Sendable, Equatable {
    /// `sns`, `fcm-v1`, `onesignal`, `payload`, ... (`Envelope.Kind`).
    public var name: String
    /// Where the push stood in it, keys joined by dots: `APNS_SANDBOX`, `message.apns.payload`.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// One payload taken from an input, with what the reader had to say about it.
public struct ReadPayload: Sendable {
    /// The input's display name (`<stdin>` for standard input).
    public var file: String
    /// Where the payload starts in the input.
    public var start: SourceLocation
    /// The value; `nil` when the payload could not be read.
    public var value: JSONValue?
    /// Parse errors when invalid; repairs (warnings) and notes when repaired or partial.
    public var diagnostics: [Diagnostic]
    /// The repairs past the most a payload lists (`PayloadScanner.maxListedFindings`): counted
    /// only, in one note among `diagnostics`.
    public var unlistedRepairs = 0
    /// What the text does not hold of the payload; empty when it is whole.
    public var gaps: [PayloadGap] {
        get { details?.gaps ?? [] }
        set { details = Details.make(gaps: newValue, envelope: envelope, logEntry: logEntry) }
    }
    /// The envelope the push was read from, if any.
    public var envelope: PayloadEnvelope? {
        get { details?.envelope }
        set { details = Details.make(gaps: gaps, envelope: newValue, logEntry: logEntry) }
    }
    /// The device-log entry the push was printed in, when it was read from a log.
    public var logEntry: LogEntryInfo? {
        get { details?.logEntry }
        set { details = Details.make(gaps: gaps, envelope: envelope, logEntry: newValue) }
    }

    /// Gaps, the envelope and the log entry, which few payloads have, kept apart: a payload is
    /// copied on every hot path, and a `nil` reference costs nothing to copy.
    @usableFromInline
    final class Details: Sendable {
        let gaps: [PayloadGap]
        let envelope: PayloadEnvelope?
        let logEntry: LogEntryInfo?

        private init(gaps: [PayloadGap], envelope: PayloadEnvelope?, logEntry: LogEntryInfo?) {
            self.gaps = gaps
            self.envelope = envelope
            self.logEntry = logEntry
        }

        /// `nil` when there is nothing to keep (no object is made then).
        static func make(gaps: [PayloadGap], envelope: PayloadEnvelope?, logEntry: LogEntryInfo? = nil) -> Details? {
            gaps.isEmpty && envelope == nil && logEntry == nil
                ? nil : Details(gaps: gaps, envelope: envelope, logEntry: logEntry)
        }
    }

    @usableFromInline
    var details: Details?

    /// Inlinable: `classify --lines` makes one for every line, and a call into this module
    /// would copy it once more.
    @inlinable
    public init(file: String, start: SourceLocation, value: JSONValue?, diagnostics: [Diagnostic] = []) {
        self.file = file
        self.start = start
        self.value = value
        self.diagnostics = diagnostics
        details = nil
    }

    public init(
        file: String, start: SourceLocation, value: JSONValue?, diagnostics: [Diagnostic], gaps: [PayloadGap],
        envelope: PayloadEnvelope?
    ) {
        self.init(file: file, start: start, value: value, diagnostics: diagnostics)
        details = Details.make(gaps: gaps, envelope: envelope)
    }

    public var status: PayloadStatus {
        if value == nil { return .invalid }
        if details?.gaps.isEmpty == false { return .partial }
        return diagnostics.isEmpty ? .valid : .repaired
    }
}
