import PushRouteCore

/// Finds the push-path lines (`PushPathLines`) in a message: an SDK's line after its tag, up
/// to the next tag (several messages may be flattened onto one line) and before any
/// dictionary printed after it; iOS's lines, which have no tag, after screening for a few
/// words (`PushPathLines.screens`), before any SDK tag.
enum LogEventMatcher {
    /// A line found: what it is, where its words begin (an offset in the message), and what it states.
    struct Match: Equatable {
        var source: LogEventSource
        var kind: LogEventKind
        var offset: Int
        var push: LogEventPush?
        var value: String?
        var bundle: String?
        var instance: String?
        var level: SDKLogLevel?
        var flag: Bool?
    }

    static let leanplumLines = PushPathLines.all.filter { $0.source == .leanplum }
    static let cleverTapLines = PushPathLines.all.filter { $0.source == .clevertap }
    /// Their anchors, searched for all at once.
    static let leanplumAnchors = LiteralSet(leanplumLines.map(\.anchor))
    static let cleverTapAnchors = LiteralSet(cleverTapLines.map(\.anchor))
    /// The lines without a tag, by the first screen their anchor (or required words) holds.
    static let screened: [[PushPathLine]] = {
        var groups = Array(repeating: [PushPathLine](), count: PushPathLines.screens.count)
        for line in PushPathLines.all where line.source.tag == nil {
            if let index = screenIndex(of: line) { groups[index].append(line) }
        }
        return groups
    }()

    /// The anchors of each group of `screened`, searched for all at once.
    static let screenedAnchors: [LiteralSet] = screened.map { LiteralSet($0.map(\.anchor)) }

    /// The index of the first screen `line`'s anchor, or else its required words, holds.
    static func screenIndex(of line: PushPathLine) -> Int? {
        // On the bytes: `String.contains` compared Characters, 7 million instructions at the first event.
        func index(in text: StaticString) -> Int? {
            text.withUTF8Buffer { text in
                PushPathLines.screens.firstIndex { ByteSearch.contains($0, in: UnsafeRawBufferPointer(text)) }
            }
        }
        return index(in: line.anchor) ?? line.requires.flatMap(index)
    }

    /// Calls `body` with each push-path line of an entry's `text` (from its message), in the
    /// order they stand. Lines are found on the first line (up to `firstLineEnd`); the words
    /// after an anchor (required words, ids, values) may stand on the lines after it, in the
    /// dictionary printed with it. `words`: the `eventWords` the first line holds, when its
    /// screening found them already (0: not yet looked for).
    static func matches(in text: UnsafeRawBufferPointer, firstLineEnd: Int, words: UInt64 = 0, _ body: (Match) -> Void)
    {
        var found: [Match] = []
        collect(in: text, UnsafeRawBufferPointer(rebasing: text[..<firstLineEnd]), words: words) { found.append($0) }
        if found.count > 1 { found.sort { $0.offset < $1.offset } }
        found.forEach(body)
    }

    private static func collect(
        in text: UnsafeRawBufferPointer, _ message: UnsafeRawBufferPointer, words known: UInt64,
        _ body: (Match) -> Void
    ) {
        // One pass finds which screens and tags the line holds; only the tags present are searched.
        let words = known != 0 ? known : eventWords.present(in: message)
        var firstTag = message.count
        for (index, source) in taggedSources.enumerated() where words & (1 << UInt64(screenCount + index)) != 0 {
            guard let tag = source.tag else { continue }
            var from = 0
            while let found = ByteSearch.firstIndex(of: tag, in: message, from: from) {
                firstTag = min(firstTag, found)
                sdkMatches(in: text, message, tagAt: found, source: source, body)
                from = found + 1
            }
        }
        let screens = words & ((1 << UInt64(screenCount)) - 1)
        guard screens != 0 else { return }
        // Before a tag, the screens of the part before it.
        let beforeTag = UnsafeRawBufferPointer(rebasing: message[..<firstTag])
        iosMatches(
            in: text, beforeTag, screens: firstTag == message.count ? screens : screenSet.present(in: beforeTag), body)
    }

    /// The lines of one SDK message: from its tag to the next tag or the first `{`.
    private static func sdkMatches(
        in whole: UnsafeRawBufferPointer, _ message: UnsafeRawBufferPointer, tagAt tagStart: Int,
        source: LogEventSource,
        _ body: (Match) -> Void
    ) {
        guard let tag = source.tag else { return }
        var start = tagStart + tag.utf8CodeUnitCount
        var level: SDKLogLevel?
        if source == .leanplum {
            // `[LEANPLUM] [DEBUG]: message` (LPLogManager.m).
            guard let close = ByteSearch.firstIndex(of: "]: ", in: message, from: start), close - start <= 5 else {
                return
            }
            level = SDKLogLevel(
                rawValue: String(decoding: UnsafeRawBufferPointer(rebasing: message[start..<close]), as: UTF8.self)
                    .lowercased())
            start = close + 3
        }
        var end = CLibraryBytes.firstIndex(of: ASCII.openBrace, in: message, from: start) ?? message.count
        for other in [LogEventSource.leanplum, .clevertap] {
            if let otherTag = other.tag, let next = ByteSearch.firstIndex(of: otherTag, in: message, from: start),
                next < end
            {
                end = next
            }
        }
        let text = UnsafeRawBufferPointer(rebasing: message[start..<end])
        let instance = source == .clevertap ? instanceAccount(text) : nil
        let lines = source == .leanplum ? leanplumLines : cleverTapLines
        let present = (source == .leanplum ? leanplumAnchors : cleverTapAnchors).present(in: text)
        for index in lines.indices where present & (1 << UInt64(index)) != 0 {
            let line = lines[index]
            guard let found = ByteSearch.firstIndex(of: line.anchor, in: text, from: 0),
                !line.startsMessage || found == 0
            else { continue }
            // Words after the anchor (`requires`, values, ids) may stand in the dictionary that follows.
            let rest = UnsafeRawBufferPointer(rebasing: whole[(start + found)...])
            guard var match = match(line, rest, offset: tagStart, level: level ?? line.level) else { continue }
            match.instance = instance
            body(match)
        }
    }

    /// The screens, searched for all at once.
    static let screenSet = LiteralSet(PushPathLines.screens)
    static let screenCount = PushPathLines.screens.count
    /// The sources with a tag, in the order of their bits in `eventWords`.
    static let taggedSources = LogEventSource.allCases.filter { $0.tag != nil }
    /// The words one of which every push-path line holds: the screens (their bits first) and the SDKs' tags.
    static let eventWords = LiteralSet(PushPathLines.screens + taggedSources.compactMap(\.tag))

    /// iOS's and the extension pod's lines, after the screens.
    private static func iosMatches(
        in whole: UnsafeRawBufferPointer, _ message: UnsafeRawBufferPointer, screens present: UInt64,
        _ body: (Match) -> Void
    ) {
        guard present != 0 else { return }
        for index in PushPathLines.screens.indices where present & (1 << UInt64(index)) != 0 {
            let anchors = screenedAnchors[index].present(in: message)
            for position in screened[index].indices where anchors & (1 << UInt64(position)) != 0 {
                let line = screened[index][position]
                guard let found = ByteSearch.firstIndex(of: line.anchor, in: message, from: 0) else { continue }
                guard
                    var match = match(
                        line, UnsafeRawBufferPointer(rebasing: whole[found...]), offset: 0, level: nil, whole: message)
                else { continue }
                // `[%{public}@] …`: the bundle id, in UserNotificationsServer's lines.
                if line.anchor.utf8Start.pointee == ASCII.closeBracket { match.bundle = bundle(message, before: found) }
                body(match)
            }
        }
    }

    /// The line's match, its anchor at the start of `rest`; nil when its required words are missing.
    private static func match(
        _ line: PushPathLine, _ rest: UnsafeRawBufferPointer, offset: Int, level: SDKLogLevel?,
        whole: UnsafeRawBufferPointer? = nil
    ) -> Match? {
        if let requires = line.requires, !ByteSearch.contains(requires, in: rest) { return nil }
        var match = Match(source: line.source, kind: line.kind, offset: offset, level: level)
        switch line.push {
        case .none: break
        case .payload: match.push = .payload
        case .request(let after):
            match.push = word(in: rest, after: after, anchor: line.anchor).map(LogEventPush.request)
        case .message(let after):
            match.push = word(in: rest, after: after, anchor: line.anchor).map(LogEventPush.message)
        case .activity:
            let text = whole ?? rest
            if let found = ByteSearch.firstIndex(of: "com.apple.pushLaunch.", in: text, from: 0) {
                match.push = word(text, from: found).map(LogEventPush.activity)
            }
        }
        if let fixed = line.fixedValue {
            match.value = fixed.description
        } else if let after = line.valueAfter {
            match.value = word(in: rest, after: after, anchor: line.anchor)
        }
        if let after = line.flagAfter {
            match.flag = word(in: rest, after: after, anchor: line.anchor).flatMap(Bool.init)
        }
        return match
    }

    /// The word after `after` (searched from the anchor's start; `""` means right after the anchor).
    private static func word(in rest: UnsafeRawBufferPointer, after: StaticString, anchor: StaticString) -> String? {
        guard after.utf8CodeUnitCount > 0 else { return word(rest, from: anchor.utf8CodeUnitCount) }
        guard let found = ByteSearch.firstIndex(of: after, in: rest, from: 0) else { return nil }
        return word(rest, from: found + after.utf8CodeUnitCount)
    }

    /// The word starting at `start` (spaces skipped), up to a space, a bracket, a quote or a
    /// comma; trailing `.` and `:` left out.
    static func word(_ text: UnsafeRawBufferPointer, from start: Int) -> String? {
        var index = start
        while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        let begin = index
        while index < text.count, !stops[Int(text[index])] { index += 1 }
        var end = index
        while end > begin, text[end - 1] == UInt8(ascii: ".") || text[end - 1] == ASCII.colon { end -= 1 }
        guard end > begin else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[begin..<end]), as: UTF8.self)
    }

    private static let stops: [Bool] = (0..<256).map { byte in
        byte < 0x21 || " ]\",;)!>[".utf8.contains(UInt8(byte))
    }

    /// `CleverTap.<accountId>: ` at the start of a CleverTap message: the instance's account.
    private static func instanceAccount(_ text: UnsafeRawBufferPointer) -> String? {
        let prefix: StaticString = "CleverTap."
        guard ByteSearch.firstIndex(of: prefix, in: text, from: 0) == 0,
            let colon = ByteSearch.firstIndex(of: ": ", in: text, from: prefix.utf8CodeUnitCount),
            colon > prefix.utf8CodeUnitCount
        else { return nil }
        let account = UnsafeRawBufferPointer(rebasing: text[prefix.utf8CodeUnitCount..<colon])
        guard !account.contains(where: { ASCII.isHorizontalSpace($0) }) else { return nil }
        return String(decoding: account, as: UTF8.self)
    }

    /// `[com.shop.app]` at the start of an iOS message, before the anchor.
    private static func bundle(_ message: UnsafeRawBufferPointer, before anchor: Int) -> String? {
        guard message.first == ASCII.openBracket,
            let close = CLibraryBytes.firstIndex(of: ASCII.closeBracket, in: message, from: 1), close <= anchor,
            close > 1
        else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: message[1..<close]), as: UTF8.self)
    }
}
