import PushRouteCore

/// Finds the pushes of one log entry (docs/device-logs.md §3; README "Device logs"). In a log a
/// dictionary is a push only when it looks like one: its top level holds an `aps` dictionary,
/// or it follows an SDK's own push log line (`SDKLogLines.pushMarkers`). A push printed inside
/// a holder (`UIApplicationLaunchOptionsRemoteNotificationKey`, …) is the push inside. SDK keys
/// decide the owner, never whether a dictionary is a push.
struct LogPushFinder {
    let file: String
    let limits: ReaderLimits
    let locate: Bool

    /// What an entry held.
    enum Outcome { case noDictionary, notPush, push }

    func find(in entry: LogEntry, _ emit: (ReadPayload) -> Void) -> Outcome {
        entry.text.withUnsafeBytes { text in
            guard Self.holdsDictionary(text) else { return .noDictionary }
            let marker = Self.markerEnd(in: text)
            guard marker != nil || Self.mayHoldPush(text) else { return .notPush }
            var found = false
            if let marker {
                // The dictionary after the SDK's line is its push, whatever it holds.
                read(text, from: marker, entry: entry, describing: nil) { payload in
                    guard !found else { return }
                    found = true
                    emit(unwrapped(payload, text, from: marker, entry: entry) ?? payload)
                }
            } else {
                read(text, from: 0, entry: entry, describing: Self.mayBePush) { payload in
                    guard let push = push(in: payload, text, entry: entry) else { return }
                    found = true
                    emit(push)
                }
            }
            return found ? .push : .notPush
        }
    }

    // MARK: Screening, before anything is parsed

    /// Whether the entry holds something dictionary-shaped: `{`, or a Swift print's `["` or `[AnyHashable`.
    static func holdsDictionary(_ text: UnsafeRawBufferPointer) -> Bool {
        if CLibraryBytes.firstIndex(of: ASCII.openBrace, in: text, from: 0) != nil { return true }
        return CLibraryBytes.contains("[\"", in: text) || CLibraryBytes.contains("[AnyHashable", in: text)
    }

    /// Whether an entry without an SDK's push line may hold a push: `aps` as a word of its
    /// own (not in `maps` or `collapse`), or a holder's key.
    static func mayHoldPush(_ text: UnsafeRawBufferPointer) -> Bool {
        hasWord(text, "aps") || SDKLogLines.holders.contains { holder in
            var holder = holder
            return holder.withUTF8 { CLibraryBytes.firstIndex(of: UnsafeRawBufferPointer($0), in: text, from: 0) != nil }
        }
    }

    /// Whether `word` stands in `text` with no letter or digit right before or after it.
    private static func hasWord(_ text: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        var from = 0
        while let found = CLibraryBytes.firstIndex(of: word, in: text, from: from) {
            let end = found + word.utf8CodeUnitCount
            if (found == 0 || !ASCII.isLetterOrDigit(text[found - 1])) && (end == text.count || !ASCII.isLetterOrDigit(text[end])) {
                return true
            }
            from = found + 1
        }
        return false
    }

    /// Where the first SDK push line's text ends, when the entry holds one. Looked for only in
    /// entries that hold `otification` or `DidFinishLaunching`, the parts every marker has.
    static func markerEnd(in text: UnsafeRawBufferPointer) -> Int? {
        guard SDKLogLines.markerParts.contains(where: { CLibraryBytes.contains($0, in: text) }) else { return nil }
        var best: Int?
        for marker in SDKLogLines.pushMarkers {
            guard let found = CLibraryBytes.firstIndex(of: marker, in: text, from: 0) else { continue }
            let end = found + marker.utf8CodeUnitCount
            if best.map({ end < $0 }) ?? true { best = end }
        }
        return best
    }

    // MARK: Reading

    /// Reads the payloads of `text` from `start` on, each placed in the file; only those
    /// `describing` takes get their diagnostics (the messages of the others would be dropped).
    private func read(
        _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry, describing: ((JSONValue?) -> Bool)?,
        _ body: (ReadPayload) -> Void
    ) {
        let place = Place(text, offset: start, entry: entry)
        var scanner = PayloadScanner(
            text: UnsafeRawBufferPointer(rebasing: text[start...]), file: file, firstLine: place.line, limits: limits,
            locate: locate, strictFirst: true, recognize: true)
        scanner.describes = describing
        scanner.run { payload in
            var payload = payload
            payload.start = place.moved(payload.start, entry: entry)
            payload.diagnostics = payload.diagnostics.compactMap { diagnostic in
                guard !Self.aboutTextAround(diagnostic) else { return nil }
                var diagnostic = diagnostic
                diagnostic.location = diagnostic.location.map { place.moved($0, entry: entry) }
                return diagnostic
            }
            payload.logEntry = entry.info
            body(payload)
        }
    }

    /// Repairs that only say the entry's own text stands around the push.
    private static func aboutTextAround(_ diagnostic: Diagnostic) -> Bool {
        guard let rule = diagnostic.rule else { return false }
        return textAroundRules.contains(rule)
    }

    private static let keyByKey = RuleID(LenientRule.logEntries)

    private static let textAroundRules: Set<RuleID> = [
        RuleID(LenientRule.logPrefix), RuleID(LenientRule.logSuffix), RuleID(LenientRule.trailingNote),
    ]

    /// Whether a value may be a push by rule 2 or 3 (`aps`, or a holder): only then are its
    /// repairs worded.
    private static func mayBePush(_ value: JSONValue?) -> Bool {
        guard let object = value?.objectValue else { return false }
        return object["aps"]?.objectValue != nil || SDKLogLines.holders.contains { object[$0]?.objectValue != nil }
    }

    /// The push a payload is or holds; nil when it is no push.
    private func push(in payload: ReadPayload, _ text: UnsafeRawBufferPointer, entry: LogEntry) -> ReadPayload? {
        guard let object = payload.value?.objectValue else { return nil }
        // A push logged key by key spans entries: one `aps -> {…}` entry is a part of it, not
        // a push (the text is then read as a paste: `LogReader.finish`).
        if payload.diagnostics.contains(where: { $0.rule == Self.keyByKey }) { return nil }
        if object["aps"]?.objectValue != nil { return payload }
        return unwrapped(payload, text, from: 0, entry: entry)
    }

    /// The push inside a holder the payload's top level has; nil when it has none. A
    /// `userInfo` or `remoteNotification` counts only when what it holds has `aps` or an SDK key.
    private func unwrapped(_ payload: ReadPayload, _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry) -> ReadPayload? {
        guard let object = payload.value?.objectValue else { return nil }
        for holder in SDKLogLines.holders {
            guard let inner = object[holder], let innerObject = inner.objectValue else { continue }
            guard holder == SDKLogLines.holders[0] || innerObject["aps"] != nil || PushShape.isPush(innerObject) else { continue }
            var push = payload
            push.value = inner
            push.gaps = payload.gaps.compactMap { $0.path.first == holder ? PayloadGap(path: Array($0.path.dropFirst())) : nil }
            push.start = innerStart(of: holder, text, from: start, entry: entry) ?? payload.start
            return push
        }
        return nil
    }

    /// Where the holder's dictionary opens, after its key.
    private func innerStart(of holder: String, _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry) -> SourceLocation? {
        var key = holder
        return key.withUTF8 { needle -> SourceLocation? in
            guard let found = CLibraryBytes.firstIndex(of: UnsafeRawBufferPointer(needle), in: text, from: start) else { return nil }
            var index = found + needle.count
            while index < text.count, text[index] != ASCII.openBrace, text[index] != ASCII.openBracket { index += 1 }
            guard index < text.count else { return nil }
            let place = Place(text, offset: index, entry: entry)
            return SourceLocation(line: place.line, column: place.columnShift + 1)
        }
    }
}

/// Where an offset of an entry's text stands in the file, and how far columns read from that
/// offset on move right on its first line.
private struct Place {
    var line: Int
    var columnShift: Int
    var decoded: Bool

    init(_ text: UnsafeRawBufferPointer, offset: Int, entry: LogEntry) {
        decoded = entry.decoded
        var newlines = 0
        var lastNewline = -1
        var index = 0
        while let found = CLibraryBytes.firstIndex(of: ASCII.newline, in: UnsafeRawBufferPointer(rebasing: text[..<offset]), from: index) {
            newlines += 1
            lastNewline = found
            index = found + 1
        }
        line = decoded ? entry.line : entry.line + newlines
        columnShift = decoded ? entry.column - 1 : offset - lastNewline - 1 + (newlines == 0 ? entry.column - 1 : 0)
    }

    /// A location read from the text at the offset, placed in the file.
    func moved(_ location: SourceLocation, entry: LogEntry) -> SourceLocation {
        if decoded { return SourceLocation(line: entry.line, column: entry.column) }
        guard location.line == line else { return location }
        return SourceLocation(line: location.line, column: location.column + columnShift)
    }
}
