import PushRouteCore
import PushRouteReader

/// The findings a team has accepted, as `lint --write-baseline` records them: each by its
/// file (relative to the baseline's folder), rule, and a fingerprint of its JSON path, never
/// its line, so that an edit above a finding does not bring it back.
public struct Baseline: Equatable, Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String
        public var rule: String
        /// The JSON Pointer of the finding's path, for people reading the file.
        public var path: String
        public var fingerprint: String

        public init(file: String, rule: String, path: JSONPath) {
            self.file = file
            self.rule = rule
            self.path = path.pointer
            fingerprint = Baseline.fingerprint(path)
        }

        init(file: String, rule: String, path: String, fingerprint: String) {
            self.file = file
            self.rule = rule
            self.path = path
            self.fingerprint = fingerprint
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.path) < (b.file, b.rule, b.path)
        }

        /// What a finding must share with the entry to be matched by it.
        var key: String { file + "\u{0}" + rule + "\u{0}" + fingerprint }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    public static let version = 1
    /// The keys of a baseline's object, which tell it from a payload.
    public static let topKeys = ["version", "findings"]

    /// FNV-1a (64 bits) of the path's JSON Pointer, in hexadecimal: the same on every
    /// machine and in every run.
    public static func fingerprint(_ path: JSONPath) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.pointer.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The file `--write-baseline` writes.
    public var document: JSONValue {
        let findings = entries.map { entry -> JSONValue in
            [
                "file": .string(entry.file), "rule": .string(entry.rule), "path": .string(entry.path),
                "fingerprint": .string(entry.fingerprint),
            ]
        }
        return ["version": .integer(Int64(Self.version)), "findings": .array(findings)]
    }

    /// Reads a baseline file, refusing (at the line and column concerned) anything
    /// `--write-baseline` does not write. A baseline is read without the places of its keys
    /// and values, which only errors need (a repeated key is none here, unlike in a
    /// configuration); it is read again with them when it has some.
    public static func read(_ bytes: [UInt8], file: String) -> Result<Baseline, SettingsFileError> {
        if case .success(let baseline) = read(bytes, file: file, locateKeys: false) { return .success(baseline) }
        return read(bytes, file: file, locateKeys: true)
    }

    private static func read(_ bytes: [UInt8], file: String, locateKeys: Bool) -> Result<Baseline, SettingsFileError> {
        let payloads = PayloadReader(limits: .withoutOptions, locateKeys: locateKeys, recognizePushes: false).payloads(
            in: bytes, file: file)
        var problems: [Diagnostic] = []
        func problem(_ location: SourceLocation?, _ message: String) {
            problems.append(
                Diagnostic(file: file, at: location, severity: .error, rule: BaselineRule.syntax, message: message))
        }
        guard payloads.count == 1, let payload = payloads.first, payload.status == .valid,
            let object = payload.value?.objectValue
        else {
            let location = payloads.first.flatMap { $0.diagnostics.first?.location ?? $0.start }
            problem(location, "not a baseline: expected one JSON object as '--write-baseline' writes it")
            return .failure(SettingsFileError(diagnostics: problems, text: bytes))
        }
        let version = object.member("version")
        if version?.value != .integer(Int64(Self.version)) {
            problem(
                version?.valueLocation ?? payload.start,
                "expected 'version' \(Self.version); write the baseline again with '--write-baseline'")
        }
        var entries: [Entry] = []
        let findings = object.member("findings")
        guard case .array(let records)? = findings?.value else {
            problem(findings?.valueLocation ?? payload.start, "expected an array 'findings'")
            return .failure(SettingsFileError(diagnostics: problems, text: bytes))
        }
        for (index, record) in records.enumerated() {
            let fields = ["file", "rule", "path", "fingerprint"].map { record[$0]?.stringValue }
            guard let file = fields[0], let rule = fields[1], let path = fields[2], let fingerprint = fields[3] else {
                problem(
                    findings?.valueLocation,
                    "'findings[\(index)]' needs the strings 'file', 'rule', 'path' and 'fingerprint'")
                continue
            }
            entries.append(Entry(file: file, rule: rule, path: path, fingerprint: fingerprint))
        }
        if !problems.isEmpty { return .failure(SettingsFileError(diagnostics: problems, text: bytes)) }
        return .success(Baseline(entries: entries))
    }
}

/// Matches a run's findings against a baseline: each entry takes one finding of the same
/// file, rule and fingerprint; what is left of the entries of the files linted is stale.
public struct BaselineMatcher: Sendable {
    private var left: [String: [Baseline.Entry]] = [:]

    public init(_ baseline: Baseline) {
        for entry in baseline.entries { left[entry.key, default: []].append(entry) }
    }

    /// Whether an entry takes this finding (it is then not reported). The entry is popped in
    /// place: a copy of the key's entries to change, then stored back, cost O(n) a finding and
    /// O(n²) for n entries of one key (16 s for 20,000).
    public mutating func takes(_ entry: Baseline.Entry) -> Bool {
        left[entry.key]?.popLast() != nil
    }

    /// The entries no finding took, of the files in `files`, in the baseline's order.
    public func stale(in files: Set<String>) -> [Baseline.Entry] {
        left.values.flatMap { $0 }.filter { files.contains($0.file) }.sorted()
    }
}
