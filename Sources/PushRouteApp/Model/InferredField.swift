import PushRouteCore

/// How sure `app infer` is of a field (pushroute(1), APP INFER).
public enum Certainty: String, CaseIterable, Sendable, Comparable {
    /// Read from a file that decides it: a lock file, the Info.plist the project names,
    /// a call outside any `#if`.
    case certain
    /// Read from a file that suggests it: a Podfile without its lock, an Info.plist the project
    /// does not name, code under `#if`.
    case likely
    /// Not read: absent, unreadable, or not in the repository at all.
    case unknown

    private var rank: Int { Certainty.allCases.firstIndex(of: self)! }
    public static func < (a: Certainty, b: Certainty) -> Bool { a.rank < b.rank }
}

/// Where a field was read: a file of the repository (relative to its root) and a line.
public struct FieldSource: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// Nil for a whole file (a binary plist has no lines).
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    public var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// One field of an inferred profile: its profile key path (`leanplum.sdk`), its value in the
/// profile's JSON (null when unknown), its certainty, where it was read and why.
public struct InferredField: Equatable, Sendable {
    public var key: String
    public var value: JSONValue
    public var certainty: Certainty
    public var sources: [FieldSource]
    /// What was read, or why nothing was: one line, lower case.
    public var note: String

    public init(_ key: String, _ value: JSONValue, _ certainty: Certainty, sources: [FieldSource] = [], note: String) {
        self.key = key
        self.value = value
        self.certainty = certainty
        self.sources = sources
        self.note = note
    }

    /// The field read with `doubt`: `likely`, the doubt named after its note; unchanged
    /// without one.
    func doubted(_ doubt: String?) -> InferredField {
        guard let doubt else { return self }
        var field = self
        field.certainty = .likely
        field.note += " (\(doubt))"
        return field
    }

    /// A field the repository does not tell.
    public static func unknown(_ key: String, note: String, sources: [FieldSource] = []) -> InferredField {
        InferredField(key, .null, .unknown, sources: sources, note: note)
    }

    /// A field of a profile key.
    public init(
        _ key: ProfileKey, _ value: JSONValue, _ certainty: Certainty, sources: [FieldSource] = [], note: String
    ) {
        self.init(key.rawValue, value, certainty, sources: sources, note: note)
    }

    /// A profile key the repository does not tell.
    public static func unknown(_ key: ProfileKey, note: String, sources: [FieldSource] = []) -> InferredField {
        unknown(key.rawValue, note: note, sources: sources)
    }
}
