import PushRouteCore

/// Reads one payload written with brackets: JSON and its relaxed forms (comments, single
/// quotes, trailing commas, unquoted keys), the NSDictionary description (OpenStep text),
/// Swift's print of a dictionary, and the hand-edited hybrids of those.
///
/// It works on bytes, keeps open containers on an explicit stack (nesting is bounded by
/// `ReaderLimits.maxDepth`, never by the call stack), reads each byte a bounded number of
/// times, and never throws: it ends with a value and the repairs it made, or with the first
/// error it met.
struct LenientParser {
    let text: UnsafeRawBufferPointer
    /// Where reading stops: the end of the text, or of the payload size limit.
    let end: Int
    let limits: ReaderLimits
    /// Record key and value locations (diagnostics need none: they locate their offsets later).
    let locate: Bool
    var position: Int
    var locator: TextLocator
    /// Where the payload starts, for messages that name the place of an opening bracket.
    let payloadStart: SourceLocation
    var findings: [Finding] = []
    var failure: Finding?
    var stack: [ParseFrame] = []
    var usesJSONSyntax = false
    var usesOpenStepSyntax = false
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

    init(text: UnsafeRawBufferPointer, start: Int, limits: ReaderLimits, locate: Bool, locator: TextLocator) {
        self.text = text
        self.limits = limits
        self.locate = locate
        var startLocator = locator
        payloadStart = startLocator.location(at: start)
        self.locator = startLocator
        position = start
        let (sum, overflow) = start.addingReportingOverflow(limits.maxPayloadBytes)
        end = overflow ? text.count : min(text.count, sum)
    }

    /// Reads the container that opens at `position` (`{` or `[`). Returns its value, or
    /// `nil` with `failure` set.
    mutating func parse() -> JSONValue? {
        let fresh = self
        let value = parseOnce()
        guard value != nil, droppedMarks, !foldsSyntaxMarks else { return value }
        self = fresh
        keepsAllMarks = true
        return parseOnce()
    }

    private mutating func parseOnce() -> JSONValue? {
        let start = position
        open(at: start, slot: .root, typeless: false)
        while failure == nil, !stack.isEmpty {
            let closed = stack[stack.count - 1].expectingEntry ? readEntry() : readAfterValue()
            guard let (value, location) = closed else { continue }
            if stack.isEmpty {
                if !droppedMarks || foldsSyntaxMarks { foldFormFindings(at: start) }
                return value
            }
            attach(value, at: location)
        }
        return nil
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
        case ASCII.openBrace: (kind, closer) = (.object, ASCII.closeBrace)
        case ASCII.openBracket: (kind, closer) = (.bracket, ASCII.closeBracket)
        default:
            (kind, closer) = (.array, ASCII.closeParen)
            mark(.parenthesizedArray, at: start)
        }
        let location = locate ? locator.location(at: start) : nil
        position = start + 1
        stack.append(ParseFrame(kind: kind, closer: closer, start: start, location: location, typeless: typeless, slot: slot))
    }

    /// Adds a finished value to the innermost open container.
    mutating func attach(_ value: JSONValue, at location: SourceLocation?) {
        let top = stack.count - 1
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

    mutating func close() -> (JSONValue, SourceLocation?) {
        let frame = stack.removeLast()
        position += 1
        if let comma = frame.commaOffset { findings.append(.trailingComma(at: comma, closer: frame.closer)) }
        if stack.isEmpty { rootKind = frame.kind }
        switch frame.kind {
        case .object, .swiftDictionary: return (.object(frame.object.build()), frame.location)
        case .array, .bracket: return (.array(frame.elements), frame.location)
        }
    }

    // MARK: Entries

    private mutating func readEntry() -> (JSONValue, SourceLocation?)? {
        skipTrivia()
        guard position < end else {
            failUnclosed()
            return nil
        }
        let top = stack.count - 1
        if text[position] == stack[top].closer { return close() }
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
        let crossedLine = skipTrivia()
        guard position < end else {
            failUnclosed()
            return nil
        }
        let byte = text[position]
        if byte == stack[top].closer { return close() }
        let swift = stack[top].kind == .swiftDictionary
        if byte == ASCII.comma {
            if stack[top].kind == .object { usesJSONSyntax = true }
            stack[top].commaOffset = position
            position += 1
        } else if byte == ASCII.semicolon, !swift {
            mark(.semicolonSeparator, at: position)
            position += 1
        } else if crossedLine, !swift, !ASCII.isSeparatorOrCloser(byte) {
            findings.append(.missingComma(before: snippet(at: position), at: position))
        } else {
            fail("expected ',' or '\(character(stack[top].closer))' after the value")
            return nil
        }
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

    /// Whether the payload's form folds its syntax marks into one warning (once it is read).
    private var foldsSyntaxMarks: Bool {
        switch rootKind {
        case .swiftDictionary: true
        case .object: usesOpenStepSyntax && !usesJSONSyntax
        default: false
        }
    }

    /// A whole payload in NSDictionary or Swift print form gets one warning for the form
    /// instead of one for each `=`, `;` and unquoted key; a hybrid gets one for each.
    private mutating func foldFormFindings(at start: Int) {
        switch rootKind {
        case .swiftDictionary: findings.append(.swiftPrint(at: start))
        case .object where foldsSyntaxMarks: findings.append(.openStep(at: start))
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
