import PushRouteCore

/// Reads one payload written with brackets: JSON and its relaxed forms (comments, single
/// quotes, trailing commas, unquoted keys), the NSDictionary description (OpenStep text),
/// Swift's print of a dictionary, source literals, and the hand-edited hybrids of those;
/// also a payload behind comment markers, one without its outer braces, and one cut off
/// (docs/pasted-forms.md §4).
///
/// It works on bytes, keeps open containers on an explicit stack (nesting is bounded by
/// `ReaderLimits.maxDepth`, never by the call stack), reads each byte a bounded number of
/// times, and never throws: it ends with a value and the repairs it made (and, when the input
/// ended inside it, the gaps), or with the first error it met.
struct LenientParser {
    /// How the payload at hand is written, beyond what the parser finds out as it reads.
    struct Mode {
        /// The comment marker every line of the payload starts with (`//`, `#`, `*`...), as
        /// found before its first token (docs/pasted-forms.md §4.9).
        var marker: CommentMarker?
        /// The payload's members stand without their enclosing `{ }` (§4.10).
        var missingBraces = false
        /// With `missingBraces`: its keys are bare words before `:` (`aps: {…}` lines, §4.18),
        /// so every bare `key:` line is a member.
        var wordKeys = false
        /// A source literal (§4.12).
        var literal: SourceLiteral.Language?
        /// The place of the container read, when it is a value inside text another reader reads
        /// (a log entry's or an lldb leaf's), whose values carry no types.
        var valueSlot: SchemaSlot?

        init(
            marker: CommentMarker? = nil, missingBraces: Bool = false, wordKeys: Bool = false,
            literal: SourceLiteral.Language? = nil, valueSlot: SchemaSlot? = nil
        ) {
            self.marker = marker
            self.missingBraces = missingBraces
            self.wordKeys = wordKeys
            self.literal = literal
            self.valueSlot = valueSlot
        }
    }

    let text: UnsafeRawBufferPointer
    /// Where reading stops: the end of the text, or of the payload size limit.
    let end: Int
    let limits: ReaderLimits
    /// Record key and value locations (diagnostics need none: they locate their offsets later).
    let locate: Bool
    let mode: Mode
    /// `mode`'s facts the hot loops test, as plain flags.
    let hasMarker: Bool
    let missingBraces: Bool
    let literal: SourceLiteral.Language?
    var position: Int
    var locator: TextLocator
    /// Where the payload starts, for messages that name the place of an opening bracket
    /// (worked out only then).
    var payloadStart: SourceLocation {
        var start = startLocator
        return start.location(at: startOffset)
    }
    private let startLocator: TextLocator
    private let startOffset: Int
    var findings: [Finding] = []
    var failure: Finding?
    var stack: [ParseFrame] = []
    var usesJSONSyntax = false
    var usesOpenStepSyntax = false
    /// Keys read with their separator: a reading that fails before the first one started
    /// nothing payload-shaped (§3.1).
    var keysRead = 0
    /// Whether the last key read was an unquoted word (a Dart map, a Bundle print): only then,
    /// or after `=`, may its value be empty (§4.17).
    var lastKeyWasWord = false
    /// A dictionary without braces whose first key was a bare word before its dictionary
    /// (`aps {`), or a listing of bare `key:` lines (§4.18): typed by hand, so its other bare
    /// `key:` lines are members too.
    var rootWordKeys = false
    /// Lines whose comment marker was skipped.
    var markedLines = 0
    /// What the text does not hold: set when the input ends inside the payload, or `…` stands for text.
    var gaps: [PayloadGap] = []
    /// Just after the last `,` or `;` read: text on its line that starts no entry is a note.
    var separatorEnd = -1
    /// Where each element of a root array starts (`PayloadRecognition` splits such arrays).
    var rootElementStarts: [Int] = []
    /// The value read when the input ended inside the payload.
    var cutValue: JSONValue?
    /// NSDictionary syntax (`=`, `;`, unquoted keys...), kept as bare offsets until the
    /// payload's form says whether each one is reported or the form's one warning replaces them.
    private var syntaxMarks: [(rule: LenientRule, offset: Int)] = []
    /// Keep every mark, however many. Otherwise marks beyond `markLimit` are dropped: a
    /// whole pasted dictionary, which has one for each `=` and `;`, reports none of them, and
    /// the rare large payload that must report them all is read again keeping them.
    private var keepsAllMarks = false
    private var droppedMarks = false
    private static let markLimit = 1024
    private var rootKind: ParseFrame.Kind = .object
    /// A payload without its braces ended at a `}` of its own (only its `{` is missing).
    private var closedByBrace = false
    /// Bytes left for looking ahead for the end of a string that may run over lines (unescaped
    /// JSON, `UnescapedJSONString`; a template literal, `TemplateLiteral`): as many as the
    /// payload's, so the looking stays linear.
    var lookAheadBudget = 0
    /// The `{` about to be opened follows a Go type (`GoCompositeLiteral.typePrefix`): a slice's
    /// (`[]string{`) holds a list, a map's (`map[K]V{`) quoted keys, a struct's its field names.
    var goNext: GoCompositeLiteral.Kind?
    /// Where the value `readValue` read last starts (-1 for a container closed since).
    var valueStart = -1
    /// The text of the value attached last, when it is the one `readValue` started.
    var attachedValue = -1 ..< -1
    /// `lineAhead`'s last answer: from `from`, the line ends at `lineEnd` and its first bracket
    /// stands at `bracket`.
    var lineAheadMemo = (from: -1, lineEnd: -1, bracket: -2)

    init(
        text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator,
        mode: Mode = Mode()
    ) {
        self.text = text
        self.limits = limits
        self.locate = locate
        self.mode = mode
        hasMarker = mode.marker != nil
        missingBraces = mode.missingBraces
        rootWordKeys = mode.missingBraces && mode.wordKeys
        literal = mode.literal
        startLocator = locator
        startOffset = start
        self.locator = locator
        position = start
        let (sum, overflow) = start.addingReportingOverflow(limits.maxPayloadBytes)
        end = overflow ? text.count : min(text.count, sum)
        lookAheadBudget = end - start
    }

    /// Reads the container that opens at `position` (`{` or `[`; with `missingBraces`, the
    /// first member). Returns its value, or `nil` with `failure` set.
    mutating func parse() -> JSONValue? {
        let (start, startLocator) = (position, locator)
        let value = parseOnce()
        guard value != nil, droppedMarks, !foldsSyntaxMarks else { return value }
        self = LenientParser(
            text: text, start: start, limits: limits, locate: locate, locator: startLocator, mode: mode)
        keepsAllMarks = true
        return parseOnce()
    }

    private mutating func parseOnce() -> JSONValue? {
        let start = position
        if missingBraces {
            openMissingBraces(at: start)
        } else {
            open(at: start, slot: mode.valueSlot ?? .root, typeless: mode.valueSlot != nil)
        }
        while failure == nil, !stack.isEmpty {
            let closed = stack[stack.count - 1].expectingEntry ? readEntry() : readAfterValue()
            guard let (value, location) = closed else { continue }
            if stack.isEmpty { return finish(value, at: start) }
            valueStart = -1
            attach(value, at: location)
        }
        if failure == nil, let value = cutValue { return finish(value, at: start) }
        return nil
    }

    private mutating func finish(_ value: JSONValue, at start: Int) -> JSONValue {
        if !droppedMarks || foldsSyntaxMarks { foldFormFindings(at: start) }
        if markedLines > 0, let marker = mode.marker {
            findings.insert(.commentWrapped(marker.range, lines: markedLines + 1), at: 0)
        }
        return value
    }

    // MARK: Frames

    mutating func open(at start: Int, slot: SchemaSlot, typeless: Bool) {
        guard stack.count < limits.maxDepth else {
            failure = .tooDeep(limit: limits.maxDepth, at: start)
            return
        }
        let kind: ParseFrame.Kind
        let closer: UInt8
        switch text[start] {
        case ASCII.openBrace: (kind, closer) = (goNext == .slice ? .array : .object, ASCII.closeBrace)
        case ASCII.openBracket: (kind, closer) = (.bracket, ASCII.closeBracket)
        default:
            (kind, closer) = (.array, ASCII.closeParen)
            mark(.parenthesizedArray, at: start)
        }
        let location = locate ? locator.location(at: start) : nil
        position = start + 1
        stack.append(
            ParseFrame(kind: kind, closer: closer, start: start, location: location, typeless: typeless, slot: slot))
        if kind == .object, start > 0, let go = GoCompositeLiteral.adminType(text, brace: start) {
            stack[stack.count - 1].goType = go
        }
        markGoLiteral(start)
    }

    /// Whether the container just opened at `start` is a Go literal, and a struct's: the one
    /// after a type read as a value's (`goNext`), one of firebase-admin-go's types, or the
    /// paste's own after a struct's type skipped with the text before it.
    private mutating func markGoLiteral(_ start: Int) {
        let top = stack.count - 1
        let isStruct =
            goNext == .structure || stack[top].goType != nil
            || (goNext == nil && top == 0 && start > 0 && GoCompositeLiteral.isStructBrace(text, brace: start))
        stack[top].goLiteral = goNext != nil || isStruct
        stack[top].goStruct = isStruct && stack[top].kind == .object
        goNext = nil
    }

    /// Adds a finished value to the innermost open container.
    mutating func attach(_ value: JSONValue, at location: SourceLocation?) {
        let top = stack.count - 1
        attachedValue = valueStart >= 0 && valueStart < position ? valueStart..<position : -1 ..< -1
        switch stack[top].kind {
        case .object, .swiftDictionary:
            stack[top].object.add(
                stack[top].pendingKey, value, keyLocation: stack[top].pendingKeyLocation, valueLocation: location)
        case .array, .bracket:
            if stack[top].elements.isEmpty { stack[top].elements.reserveCapacity(ParseFrame.firstCapacity) }
            stack[top].elements.append(value)
        }
        stack[top].expectingEntry = false
        stack[top].commaOffset = nil
    }

    /// Closes the innermost container at `position`; `consume`: its closer stands there.
    mutating func close(consume: Bool = true) -> (JSONValue, SourceLocation?) {
        let frame = stack.removeLast()
        if consume { position += 1 }
        if stack.isEmpty, consume, missingBraces { closedByBrace = true }
        // A trailing comma is Swift's, Objective-C's and Go's own syntax (Go's required before a line end).
        if let comma = frame.commaOffset, literal == nil, !frame.goLiteral {
            findings.append(.trailingComma(at: comma, closer: frame.closer))
        }
        if stack.isEmpty { rootKind = frame.kind }
        switch frame.kind {
        case .object, .swiftDictionary:
            guard let go = frame.goType else { return (.object(frame.object.build()), frame.location) }
            return (
                .object(
                    goAdminStruct(frame.object.build(), go.type, name: go.nameStart..<frame.start, root: stack.isEmpty)),
                frame.location
            )
        case .array, .bracket: return (.array(frame.elements), frame.location)
        }
    }

    // MARK: Entries

    private mutating func readEntry() -> (JSONValue, SourceLocation?)? {
        let crossedLine = skipTrivia()
        guard position < end else {
            if missingBracesEnd() { return close(consume: false) }
            failUnclosed()
            return nil
        }
        let top = stack.count - 1
        let byte = text[position]
        if byte == stack[top].closer { return close() }
        if Self.mayStartNote(byte), skipsLineNote() { return nil }
        if Truncation.mayStartElision(byte) || Truncation.mayOpenWrappedElision(byte),
            let elided = entryElisionLength(at: position)
        {
            elide(length: elided)
            return nil
        }
        if top == 0, missingBraces, crossedLine || position != stack[0].start,
            !MissingBraces.startsMember(text, at: position, end: end, wordKeys: rootWordKeys)
        {
            return close(consume: false)
        }
        if top == 0, stack[0].kind == .array || stack[0].kind == .bracket { rootElementStarts.append(position) }
        switch stack[top].kind {
        case .object: readMember()
        case .array: readElement()
        case .swiftDictionary: readSwiftEntry()
        case .bracket:
            decideBracket()
            return readEntry()
        }
        return nil
    }

    private mutating func readElement() {
        let top = stack.count - 1
        if ASCII.isSeparatorOrCloser(text[position]) {
            fail("expected a value or '\(character(stack[top].closer))'")
            return
        }
        readValue(slot: stack[top].slot, typeless: stack[top].typeless)
    }

    private mutating func readAfterValue() -> (JSONValue, SourceLocation?)? {
        let top = stack.count - 1
        let valueEnd = position
        var crossedLine = skipTrivia()
        while position < end, Self.mayStartNote(text[position]), skipsLineNote(afterValue: true) {
            crossedLine = skipTrivia() || crossedLine
        }
        if top == 0, crossedLine, listingEndsAtBlankLine(from: valueEnd) { return close(consume: false) }
        guard position < end else {
            if missingBracesEnd() { return close(consume: false) }
            failUnclosed()
            return nil
        }
        let byte = text[position]
        if byte == stack[top].closer { return close() }
        let swift = stack[top].kind == .swiftDictionary
        if top == 0, missingBraces, crossedLine,
            !MissingBraces.startsMember(text, at: position, end: end, wordKeys: rootWordKeys)
        {
            return close(consume: false)
        }
        if byte == ASCII.comma {
            if stack[top].kind == .object { usesJSONSyntax = true }
            stack[top].commaOffset = position
            position += 1
        } else if byte == ASCII.semicolon, !swift {
            mark(.semicolonSeparator, at: position)
            position += 1
        } else if !swift, Truncation.mayStartElision(byte) || Truncation.mayOpenWrappedElision(byte),
            let elided = entryElisionLength(at: position)
        {
            elide(length: elided)
            return nil
        } else if crossedLine, !swift, !ASCII.isSeparatorOrCloser(byte) {
            findings.append(.missingComma(before: snippet(at: position), at: position))
        } else if top == 0, missingBraces {
            return close(consume: false)
        } else if !crossedLine, attachedValue.upperBound == valueEnd, let stop = operandEnds(at: position) {
            readOperation(from: attachedValue.lowerBound, to: stop)
            return readAfterValue()
        } else if stopsAtProse(afterValueEndingAt: valueEnd) {
            return nil
        } else {
            fail("expected ',' or '\(character(stack[top].closer))' after the value")
            return nil
        }
        separatorEnd = position
        stack[top].expectingEntry = true
        return nil
    }

    // MARK: Form

    /// Records NSDictionary syntax; `unquoted-key` is marked at the key's start.
    mutating func mark(_ rule: LenientRule, at offset: Int) {
        if rule != .unquotedKey { usesOpenStepSyntax = true }
        guard keepsAllMarks || syntaxMarks.count < Self.markLimit else {
            droppedMarks = true
            return
        }
        syntaxMarks.append((rule, offset))
    }

    /// Forgets the marks made at or after `offset` (a key that turned out to be a note).
    mutating func unmark(from offset: Int) {
        while let last = syntaxMarks.last, last.offset >= offset { syntaxMarks.removeLast() }
    }

    /// Whether the payload's form folds its syntax marks into one warning (once it is read).
    private var foldsSyntaxMarks: Bool {
        if literal != nil { return true }
        switch rootKind {
        case .swiftDictionary: return true
        case .object: return usesOpenStepSyntax && !usesJSONSyntax
        default: return false
        }
    }

    /// A whole payload in NSDictionary or Swift print form gets one warning for the form
    /// instead of one for each `=`, `;` and unquoted key; a hybrid gets one for each.
    private mutating func foldFormFindings(at start: Int) {
        if missingBraces {
            findings.append(.missingBraces(at: start, missing: closedByBrace ? "opening '{'" : "enclosing '{ }'"))
        }
        switch (literal, rootKind) {
        case (.swift?, _): findings.append(.swiftLiteral(at: start))
        case (.objectiveC?, _): findings.append(.objcLiteral(at: start))
        case (nil, .swiftDictionary): findings.append(.swiftPrint(at: start))
        case (nil, .object) where foldsSyntaxMarks: findings.append(.openStep(at: start))
        default:
            for (rule, offset) in syntaxMarks {
                guard rule == .unquotedKey else {
                    findings.append(Finding(rule, at: offset))
                    continue
                }
                var end = offset
                while end < self.end, !ASCII.endsKeyWord(text[end]) { end += 1 }
                findings.append(.unquotedKey(offset..<end))
            }
        }
        syntaxMarks = []
    }

}
