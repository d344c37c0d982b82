import PushRouteCore

/// Finds the pushes of one log entry (docs/device-logs.md §3; docs/logs.md). In a log a
/// dictionary is a push only when it looks like one: its top level holds an `aps` dictionary,
/// or it follows an SDK's own push log line (`SDKLogLines.pushMarkers`). A push printed inside
/// a holder (`UIApplicationLaunchOptionsRemoteNotificationKey`, …) is the push inside. SDK keys
/// decide the owner, never whether a dictionary is a push.
struct LogPushFinder {
    let file: String
    let limits: ReaderLimits
    let locate: Bool

    /// What an entry held: a push logged key by key spans entries, one `aps -> {…}` entry is
    /// a part of it (`pushPart`; the text is then read as a paste: `LogReader.finish`).
    enum Outcome { case noDictionary, notPush, pushPart, push }

    /// `bytes`: whether JSON printed as `NSData` bytes is read (not in a text of one log line,
    /// which is a paste: docs/pasted-forms.md §7 "Bytes"). `received`: the entry may be the app's
    /// print of a message a plugin said it received (`MessageReceipt`): when the rules read no
    /// push in it and its words name a message, its first dictionary is the push, as after an
    /// SDK's push line.
    func find(in entry: LogEntry, bytes: Bool = true, received: Bool = false, _ emit: (ReadPayload) -> Void) -> Outcome
    {
        entry.text.withUnsafeBytes { text in
            let jsonBytes = bytes && Self.holdsJSONBytes(text)
            guard jsonBytes || Self.holdsDictionary(text) else { return .noDictionary }
            let messages = LogMessageSplitter.messages(in: text, entry: entry)
            // An entry of one message was screened above: not again.
            guard messages.count > 1 else {
                return find(in: text, messages[0], entry: entry, jsonBytes: jsonBytes, received: received, emit)
            }
            var outcome = Outcome.noDictionary
            for message in messages {
                let part = UnsafeRawBufferPointer(rebasing: text[message])
                let jsonBytes = bytes && Self.holdsJSONBytes(part)
                guard jsonBytes || Self.holdsDictionary(part) else { continue }
                let found = find(in: text, message, entry: entry, jsonBytes: jsonBytes, received: received, emit)
                if found.rank > outcome.rank { outcome = found }
            }
            return outcome
        }
    }

    /// The pushes of one message of the entry's text, which holds a dictionary (or JSON bytes:
    /// `jsonBytes`). `received`: as `find(in:bytes:received:_:)`'s, when the rules read no push.
    private func find(
        in text: UnsafeRawBufferPointer, _ message: Range<Int>, entry: LogEntry, jsonBytes: Bool, received: Bool,
        _ emit: (ReadPayload) -> Void
    ) -> Outcome {
        let part = UnsafeRawBufferPointer(rebasing: text[message])
        let sdkMarker = Self.markerEnd(in: part)
        let flattened = sdkMarker == nil ? Self.startMarkerEnd(in: part) : nil
        if let marker = (sdkMarker ?? flattened).map({ $0 + message.lowerBound }) {
            return read(text, after: marker, message, entry: entry, flattened: flattened != nil, emit)
        }
        guard jsonBytes || received || Self.mayHoldPush(part, android: entry.format.mayBeAndroid) else {
            return .notPush
        }
        var outcome = Outcome.notPush
        read(text, message, entry: entry, describing: Self.mayBePush) { payload in
            if Self.isKeyOfPush(payload) {
                if outcome == .notPush { outcome = .pushPart }
                return
            }
            guard let push = push(in: payload, text, from: message.lowerBound, entry: entry) else { return }
            outcome = .push
            emit(push)
        }
        guard outcome == .notPush, received, Self.namesMessage(part) else { return outcome }
        return read(text, after: message.lowerBound, message, entry: entry, flattened: false, emit)
    }

    /// The push after `marker` (where an SDK's push line ends): the first dictionary, whatever
    /// it holds; `flattened`: printed flattened, its `aps` rebuilt.
    private func read(
        _ text: UnsafeRawBufferPointer, after marker: Int, _ message: Range<Int>, entry: LogEntry, flattened: Bool,
        _ emit: (ReadPayload) -> Void
    ) -> Outcome {
        var outcome = Outcome.notPush
        read(text, marker..<message.upperBound, entry: entry, describing: nil) { payload in
            guard outcome != .push else { return }
            outcome = .push
            let push = unwrapped(payload, text, from: marker, entry: entry) ?? payload
            emit(flattened ? rebuilt(push) : push)
        }
        return outcome
    }

    // MARK: Screening, before anything is parsed

    /// Whether the entry holds something dictionary-shaped: `{`, or a Swift print's `["` or `[AnyHashable`.
    /// One pass for `{`, one for `[` (every line of a log without a bracket balance is asked).
    static func holdsDictionary(_ text: UnsafeRawBufferPointer) -> Bool {
        if CLibraryBytes.firstIndex(of: ASCII.openBrace, in: text, from: 0) != nil { return true }
        var from = 0
        while let found = CLibraryBytes.firstIndex(of: ASCII.openBracket, in: text, from: from) {
            from = found + 1
            let rest = UnsafeRawBufferPointer(rebasing: text[from...])
            if rest.first == ASCII.quote || rest.starts(with: anyHashable) { return true }
        }
        return false
    }

    private static let anyHashable = Array("AnyHashable".utf8)

    /// `<7b` (`NSData`'s description of JSON) or `= 0x7b` (iOS 13's `{length = …, bytes = 0x7b…}`).
    /// One search for `7b` and a look before it, not one search for each form.
    static func holdsJSONBytes(_ text: UnsafeRawBufferPointer) -> Bool {
        var from = 0
        while let found = ByteSearch.firstIndex(of: "7b", in: text, from: from) {
            if text.hasPrefix("<", at: found - 1) || text.hasPrefix("= 0x", at: found - 4) { return true }
            from = found + 1
        }
        return false
    }

    /// Whether an entry without an SDK's push line may hold a push: `aps` as a word of its
    /// own (not in `maps` or `collapse`), or a holder's key (`data` only beside an SDK's key:
    /// the word is everywhere); in a logcat log (`android`) or beside a `Bundle[{` in any, an
    /// Android push key printed with a Bundle's `=` or a Dart map's `: `
    /// (`SDKLogLines.androidPushKeys`, `dartPushKeys`; an iOS log pays one search for it).
    static func mayHoldPush(_ text: UnsafeRawBufferPointer, android: Bool = false) -> Bool {
        if hasWord(text, "aps") { return true }
        if SDKLogLines.holderParts.contains(where: { ByteSearch.contains($0, in: text) }) { return true }
        if android || ByteSearch.contains(PrintedMapReader.bundlePrefix, in: text),
            androidPushKeys.present(in: text, firstOnly: true) != 0
                || ByteSearch.contains(SDKLogLines.deliveredMessageJSONKey, in: text)
        {
            return true
        }
        // A printed FCM message: screened by its fields, not by `messageId` alone (Leanplum's API
        // bodies log `messageId = …;` by the thousand).
        if hasWord(text, "messageId"), printedMessageFields.contains(where: { hasWord(text, $0) }) { return true }
        return hasWord(text, "data") && SDKLogLines.sdkKeyParts.contains { ByteSearch.contains($0, in: text) }
    }

    /// Whether `word` stands in `text` with no letter or digit right before or after it, nor a
    /// hyphen joining it to a longer name (`aps-environment`, the entitlement that iOS's
    /// registration errors name: no push key).
    static func hasWord(_ text: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        var from = 0
        while let found = ByteSearch.firstIndex(of: word, in: text, from: from) {
            let end = found + word.utf8CodeUnitCount
            if !continuesName(text, at: found - 1, beyond: found - 2) && !continuesName(text, at: end, beyond: end + 1)
            {
                return true
            }
            from = found + 1
        }
        return false
    }

    /// Whether the byte at `index` continues a name: a letter or digit, or a hyphen with one
    /// `beyond` it.
    private static func continuesName(_ text: UnsafeRawBufferPointer, at index: Int, beyond: Int) -> Bool {
        guard text.indices.contains(index) else { return false }
        if ASCII.isLetterOrDigit(text[index]) { return true }
        return text[index] == ASCII.minus && text.indices.contains(beyond) && ASCII.isLetterOrDigit(text[beyond])
    }

    /// Where the first SDK push line's text ends, when the entry holds one. The markers the
    /// entry holds are found in one pass (`LiteralSet`), and only those are searched for their place.
    static func markerEnd(in text: UnsafeRawBufferPointer) -> Int? {
        let present = markers.present(in: text)
        guard present != 0 else { return nil }
        var best: Int?
        for (index, marker) in SDKLogLines.pushMarkers.enumerated() where present & (1 << UInt64(index)) != 0 {
            guard let found = ByteSearch.firstIndex(of: marker, in: text, from: 0) else { continue }
            let end = found + marker.utf8CodeUnitCount
            if best.map({ end < $0 }) ?? true { best = end }
        }
        return best
    }

    private static let markers = LiteralSet(SDKLogLines.pushMarkers)

    /// Whether the words before a message's first dictionary name what it prints as a message
    /// (`SDKLogLines.messagePrintWords`): `onMessage message data: {…}`, not `event: {…}`.
    static func namesMessage(_ text: UnsafeRawBufferPointer) -> Bool {
        let end = CLibraryBytes.firstIndex(of: ASCII.openBrace, in: text, from: 0) ?? text.count
        return labelNamesMessage(UnsafeRawBufferPointer(rebasing: text[..<end]))
    }

    /// Whether a print's label has a word naming a message (`SDKLogLines.messagePrintWords`,
    /// `pushPrintWord`), in any case (`NOTIFICATION: {…}`).
    static func labelNamesMessage(_ label: UnsafeRawBufferPointer) -> Bool {
        let lowered = label.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowered.withUnsafeBytes { lowered in
            if SDKLogLines.messagePrintWords.contains(where: { ByteSearch.contains($0, in: lowered) }) { return true }
            let word = SDKLogLines.pushPrintWord
            var from = 0
            while let found = ByteSearch.firstIndex(of: word, in: lowered, from: from) {
                let end = found + word.utf8CodeUnitCount
                if end == lowered.count || !ASCII.isLetterOrDigit(label[end]) { return true }
                from = found + 1
            }
            return false
        }
    }

    /// Where a marker that must start the message ends (`SDKLogLines.messageStartMarkers`),
    /// after blanks and a `[pid:tid] ` left of NSLog's header.
    static func startMarkerEnd(in text: UnsafeRawBufferPointer) -> Int? {
        var cursor = ByteCursor(text)
        while cursor.take(ASCII.space) || cursor.take(ASCII.tab) {}
        var afterThread = cursor
        if afterThread.take(ASCII.openBracket), afterThread.digits(), afterThread.take(ASCII.colon),
            afterThread.hexDigits(), afterThread.take("] ")
        {
            cursor = afterThread
        }
        for marker in SDKLogLines.messageStartMarkers where cursor.take(marker) { return cursor.index }
        return nil
    }
    private static let androidPushKeys = LiteralSet(SDKLogLines.androidPushKeys + SDKLogLines.dartPushKeys)

    // MARK: Reading

    /// Reads the payloads of `text` in `range`, each placed in the file; only those
    /// `describing` takes get their diagnostics (the messages of the others would be dropped).
    private func read(
        _ text: UnsafeRawBufferPointer, _ range: Range<Int>, entry: LogEntry, describing: ((JSONValue?, Bool) -> Bool)?,
        _ body: (ReadPayload) -> Void
    ) {
        let place = Place(text, offset: range.lowerBound, entry: entry)
        // The text's first line starts where the range does in the file: the places a message
        // names in its words (an unclosed bracket's) are the file's too.
        var scanner = PayloadScanner(
            text: UnsafeRawBufferPointer(rebasing: text[range]), file: file, firstLine: place.line,
            firstColumn: place.decoded ? 1 : place.columnShift + 1, limits: limits, locate: locate, strictFirst: true,
            recognize: true)
        scanner.describes = describing
        scanner.unwrapsHolders = false
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
    private static let missingBraces = RuleID(LenientRule.missingBraces)

    /// Whether a payload is one key of a push logged key by key: `aps -> {…}` (§4.11 of
    /// docs/pasted-forms.md), or one member without its braces (`Log.d(tag, key + ": " + value)`:
    /// `aps: {alert=Hi}`), never a push of its own.
    private static func isKeyOfPush(_ payload: ReadPayload) -> Bool {
        if payload.diagnostics.contains(where: { $0.rule == keyByKey }) { return true }
        guard payload.value?.objectValue?.members.count == 1 else { return false }
        return payload.diagnostics.contains { $0.rule == missingBraces }
    }

    private static let textAroundRules: Set<RuleID> = [
        RuleID(LenientRule.logPrefix), RuleID(LenientRule.logSuffix), RuleID(LenientRule.trailingNote),
    ]

    /// Whether a value may be a push by rule 2 or 3 (`aps`, or a holder), or a print cut off
    /// with an SDK's key (`isAndroidPush`): only then are its repairs worded.
    private static func mayBePush(_ value: JSONValue?, partial: Bool) -> Bool {
        guard let object = value?.objectValue else { return false }
        return object["aps"]?.objectValue != nil || holdsAndroidPushKey(object)
            || PushHolders.push(in: object, extras: true) != nil
            || (partial && PushShape.isPush(object)) || SenderTranslation.isPrintedMessage(object)
    }

    /// Whether an object's top level holds a key by which an Android SDK tells its push
    /// (`SDKLogLines.androidPushKeys`).
    private static func holdsAndroidPushKey(_ object: JSONObject) -> Bool {
        SDKLogLines.androidPushKeyNames.contains { object[$0] != nil }
    }

    /// Whether a payload is an Android SDK's push by its keys alone: a print of the push's
    /// data holding `wzrk_pn` or a Leanplum message id at its top level. A print, not JSON (an
    /// event body's): a Bundle's or a Map's (`android-bundle`), or a Flutter or React Native
    /// app's print of the FCM message's data, its keys bare (`dart-map`, `unquoted-key`); or
    /// JSON holding a key FCM adds to a message it delivers (`google.message_id`,
    /// `google.sent_time`: `PushShape.isDeliveredMessageKey`). A
    /// print cut off (the log line or the excerpt ends inside it) that holds an SDK's key is
    /// one too: the key that decides may be in the part cut; the record says it is partial.
    private static func isAndroidPush(_ payload: ReadPayload, _ object: JSONObject) -> Bool {
        let delivered = PushShape.hasDeliveredMessageKey(object)
        guard delivered || holdsAndroidPushKey(object) || (!payload.gaps.isEmpty && PushShape.isPush(object)) else {
            return false
        }
        return delivered
            || payload.diagnostics.contains { diagnostic in
                androidPrints.contains { $0 == diagnostic.rule }
            }
    }

    private static let androidPrints = [LenientRule.androidBundle, .dartMap, .unquotedKey].map { RuleID($0) }

    /// The push a payload is or holds; nil when it is no push.
    private func push(in payload: ReadPayload, _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry)
        -> ReadPayload?
    {
        guard let object = payload.value?.objectValue else { return nil }
        if object["aps"]?.objectValue != nil { return payload }
        if let envelope = payload.envelope, PushShape.isPush(object) || envelope.name == Envelope.fcmMessage {
            // Read out of an envelope (an FCM message's `data`, a push whatever it holds when the
            // message arrived: `SenderTranslation.isPrintedMessage`): its key is the holder.
            var held = payload
            var info = held.logEntry ?? entry.info
            info.holder = envelope.path
            held.logEntry = info
            return held
        }
        if Self.isAndroidPush(payload, object) { return payload }
        if let message = Self.printedMessagePush(payload, object) { return message }
        return unwrapped(payload, text, from: start, entry: entry)
    }

    /// A push printed flattened (`PushPluginPrint`), its `aps` rebuilt, with a note saying so.
    private func rebuilt(_ payload: ReadPayload) -> ReadPayload {
        guard let object = payload.value?.objectValue, let (push, said) = PushPluginPrint.push(from: object) else {
            return payload
        }
        var rebuilt = payload
        rebuilt.value = .object(push)
        // At the push's place, in text order among its repairs.
        let note = Diagnostic(file: file, at: payload.start, severity: .note, rule: LenientRule.envelope, message: said)
        let index = rebuilt.diagnostics.firstIndex { ($0.location ?? payload.start) > payload.start }
        rebuilt.diagnostics.insert(note, at: index ?? rebuilt.diagnostics.endIndex)
        return rebuilt
    }

    /// The fields an FCM message printed by an app has beside `messageId` (React Native
    /// Firebase's `RemoteMessage`, FlutterFire's `RemoteMessage.toMap()`), one at least.
    static let printedMessageFields: [StaticString] = ["sentTime", "from", "senderId"]

    /// An FCM message as an app prints it, whatever its data holds: `messageId` beside
    /// `sentTime`, `from` or `senderId`, and its `data` or `notification` (docs/logs.md, "Push
    /// or not"). Only a push that arrived has them. The push is what the app got: `data`'s
    /// members, with `aps` rebuilt from the message's fields (`SenderTranslation.appMessage`).
    private static func printedMessagePush(_ payload: ReadPayload, _ object: JSONObject) -> ReadPayload? {
        guard SenderTranslation.isPrintedMessage(object) else { return nil }
        var push = payload
        let rebuilt = SenderTranslation.appMessage.push(in: object, path: ["data"])?.push
        push.value = .object(rebuilt ?? object["data"]?.objectValue ?? JSONObject())
        return push
    }

    /// The push inside a holder, at any depth (`PushHolders`); nil when the payload holds none.
    /// The record points at the push's own line and names the holder.
    private func unwrapped(_ payload: ReadPayload, _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry)
        -> ReadPayload?
    {
        guard let object = payload.value?.objectValue, let held = PushHolders.push(in: object, extras: true) else {
            return nil
        }
        var push = payload
        push.value = held.value
        push.gaps = payload.gaps.inside(held.path)
        push.start = innerStart(of: held.path, text, from: start, entry: entry) ?? payload.start
        var info = push.logEntry ?? entry.info
        info.holder = held.path.joined(separator: ".")
        push.logEntry = info
        return push
    }

    /// Where the held push's dictionary opens: after its keys, found one after the other.
    private func innerStart(of path: [String], _ text: UnsafeRawBufferPointer, from start: Int, entry: LogEntry)
        -> SourceLocation?
    {
        var index = start
        for key in path {
            var key = key
            guard
                let found = key.withUTF8({
                    ByteSearch.firstIndex(of: UnsafeRawBufferPointer($0), in: text, from: index)
                })
            else {
                return nil
            }
            index = found + key.utf8.count
        }
        while index < text.count, text[index] != ASCII.openBrace, text[index] != ASCII.openBracket { index += 1 }
        guard index < text.count else { return nil }
        let place = Place(text, offset: index, entry: entry)
        return SourceLocation(line: place.line, column: place.columnShift + 1)
    }
}

extension LogPushFinder.Outcome {
    /// What an entry of several messages held: the most telling of its messages' outcomes.
    var rank: Int {
        switch self {
        case .noDictionary: 0
        case .notPush: 1
        case .pushPart: 2
        case .push: 3
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
        while let found = CLibraryBytes.firstIndex(
            of: ASCII.newline, in: UnsafeRawBufferPointer(rebasing: text[..<offset]), from: index)
        {
            newlines += 1
            lastNewline = found
            index = found + 1
        }
        line = decoded ? entry.line : entry.line + newlines
        columnShift = decoded ? entry.column - 1 : offset - lastNewline - 1 + (newlines == 0 ? entry.column - 1 : 0)
    }

    /// A location read from the text at the offset, placed in the file: a decoded entry's at
    /// the entry (its text is not the file's); the others are already the file's (the reading's
    /// first line starts at `columnShift + 1`).
    func moved(_ location: SourceLocation, entry: LogEntry) -> SourceLocation {
        decoded ? SourceLocation(line: entry.line, column: entry.column) : location
    }
}
