import PushRouteCore

/// The one place where readings are judged (docs/pasted-forms.md §3.1, §10.3): whether a
/// reading started something payload-shaped, and which of two readings of the same place, or
/// of one line, is the better. Each form's threshold is data (`FormThreshold`).
struct ReadingChoice {
    let text: UnsafeRawBufferPointer

    /// What a form's reading needs to count as a payload when its value is an object that does
    /// not look like a push.
    struct FormThreshold {
        /// Members it needs (0: any object counts).
        var minimumMembers = 0
        /// Whether it may start after prose on its line.
        var inProse = true
        /// Whether a reading that failed may still have started a payload (a bracket that
        /// opened one, jansson's refusal, an lldb tree).
        var failureStarts = false
        /// Whether only a value that looks like a push counts (`Note: see below` is prose).
        var pushOnly = false
    }

    static func threshold(_ form: Reading.Form) -> FormThreshold {
        switch form {
        case .strict, .brackets, .tree, .devTools: FormThreshold(failureStarts: true)
        case .members: FormThreshold(minimumMembers: 2, inProse: false)
        case .listing: FormThreshold(inProse: false, pushOnly: true)
        case .entries, .mapCall: FormThreshold(minimumMembers: 2)
        case .printedMap, .cfDescription: FormThreshold(minimumMembers: 2, failureStarts: true)
        case .decoded: FormThreshold()
        }
    }

    /// Whether a reading counts: it started something payload-shaped and, with `pushOnly`
    /// (the second pass inside a payload cut off that is no push), its value looks like a push.
    func counts(_ reading: Reading, pushOnly: Bool) -> Bool {
        acceptable(reading) && (!pushOnly || reading.value.map(PushShape.looksLikePush) == true)
    }

    /// A Dart map print that reads the same value as the relaxed JSON at its `{` loses to it (a
    /// Java Map print wins); a
    /// reading whose value looks like a push beats one whose value does not; then the one
    /// that leaves fewer push keys in the text it skips (`SkippedPushKeys`); then the one
    /// that needs fewer repairs (text left over on its lines counts as one); then the
    /// one that starts first (docs/pasted-forms.md §10.3).
    func isBetter(_ a: Reading, than b: Reading) -> Bool {
        if (a.value != nil) != (b.value != nil) { return a.value != nil }
        // A Dart map print that reads what the relaxed JSON of its `{` reads is that JSON
        // (`{aps: {badge: 1}}` is both): its own reading counts where the other differs (§4.19).
        // A Java Map print (`{nm=Hi}`) is read as one, whatever else its `{` reads.
        if a.start == b.start, (a.form == .printedMap) != (b.form == .printedMap), a.value != nil, a.value == b.value {
            let javaMap = PrintedMapReader.startsJavaMap(text, brace: a.start)
            return (a.form == .printedMap) == javaMap
        }
        let pushA = a.value.map(PushShape.looksLikePush) ?? false
        let pushB = b.value.map(PushShape.looksLikePush) ?? false
        if pushA != pushB { return pushA }
        let skippedA = SkippedPushKeys.count(a, in: text)
        let skippedB = SkippedPushKeys.count(b, in: text)
        if skippedA != skippedB { return skippedA < skippedB }
        let costA = cost(a)
        let costB = cost(b)
        if costA != costB { return costA < costB }
        return a.start < b.start
    }

    /// Of the two readings of a Swift `[` (a literal, or a print someone labelled), the one that
    /// reads a value, then the one that needs fewer repairs; the literal when they tie (§4.12).
    func better(literal: Reading, written: Reading) -> Reading {
        if (literal.value != nil) != (written.value != nil) { return literal.value != nil ? literal : written }
        return written.repairCount < literal.repairCount ? written : literal
    }

    private func cost(_ reading: Reading) -> Int {
        var cost = reading.repairCount
        if !blankBefore(reading.textStart) { cost += 1 }
        if !blankAfter(reading.end) { cost += 1 }
        return cost
    }

    /// Whether a reading started something payload-shaped (docs/pasted-forms.md §3.1).
    private func acceptable(_ reading: Reading) -> Bool {
        let threshold = Self.threshold(reading.form)
        switch reading.value {
        case nil:
            guard threshold.failureStarts, let failure = reading.failure else { return false }
            if failure.rule == .tooDeep || failure.rule == .tooLarge { return true }
            // A bracket that read no key and failed on a later line started nothing (a stray
            // `{` before prose); one that failed on its own line, at the start of a line, did.
            return reading.keysRead > 0
                || (!inProse(reading.start) && text.lineEnd(from: reading.start, end: failure.offset) == failure.offset)
        case .object(let object)?:
            if object.isEmpty, !reading.gaps.isEmpty { return false }
            if threshold.pushOnly { return PushShape.looksLikePush(.object(object)) }
            guard threshold.minimumMembers > 0 else { return true }
            // `Bundle[{` names its form: one pair is a Bundle print, not prose (§4.19).
            if reading.form == .printedMap, !object.isEmpty,
                text.hasPrefix(PrintedMapReader.bundlePrefix, at: reading.start)
            {
                return true
            }
            return PushShape.looksLikePush(.object(object))
                || ((threshold.inProse || !inProse(reading.start)) && object.members.count >= threshold.minimumMembers)
        case .array(let elements)?:
            let objects = elements.reduce(0) { $0 + ($1.objectValue == nil ? 0 : 1) }
            if objects == 0, !reading.gaps.isEmpty { return false }
            if objects > 0, objects == elements.count { return true }
            return standsAlone(reading)
        case _?:
            return standsAlone(reading)
        }
    }

    /// Whether text other than blanks and a comment marker stands before `offset` on its line.
    func inProse(_ offset: Int) -> Bool {
        var start = offset
        if start > 0, text[start - 1] == SourceLiteral.at { start -= 1 }
        return !blankBefore(start) && CommentMarker.before(text, offset: start) == nil
    }

    /// Whether a reading stands on lines of its own: nothing else before it or after it.
    private func standsAlone(_ reading: Reading) -> Bool {
        !inProse(reading.start) && blankAfter(reading.end)
    }

    /// Whether only blanks stand before `offset` on its line (looking back no further than them).
    private func blankBefore(_ offset: Int) -> Bool {
        var index = offset
        while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        return index == 0 || text[index - 1] == ASCII.newline || (index == 3 && TextUTF8.byteOrderMarkLength(text) == 3)
    }

    /// Whether only blanks stand after `offset` on its line (looking on no further than them).
    private func blankAfter(_ offset: Int) -> Bool {
        var index = min(offset, text.count)
        while index < text.count, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        return index == text.count || text[index] == ASCII.newline
    }
}
