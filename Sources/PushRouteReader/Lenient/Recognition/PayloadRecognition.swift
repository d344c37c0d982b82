import PushRouteCore

/// What a payload read from the text turns out to be (docs/pasted-forms.md §11): APNs takes
/// one JSON object, so an array of objects is that many payloads, an envelope gives the push
/// inside it, a document that is no object is an error, and an object that only repeats a
/// part of the payload before it (a log printing `aps` after the whole push) is no payload.
enum PayloadRecognition {
    /// `payload` repeats a part of `previous` (and is no push itself): the finding that says
    /// so, at `payload`'s start; `nil` otherwise.
    static func repeatedPart(_ payload: PayloadScanner.HeldPayload, of previous: PayloadScanner.HeldPayload) -> Finding?
    {
        guard let value = payload.value, case .object(let object) = value, !object.isEmpty, payload.gaps.isEmpty,
            !PushShape.looksLikePush(value), let whole = previous.value, let path = path(of: object, in: whole)
        else { return nil }
        return .repeatedPart(
            "object repeats '\(path)' of the payload at \(previous.start); skipped", at: payload.startOffset)
    }

    /// The path of an object equal to `object` strictly inside `value`, if there is one.
    private static func path(of object: JSONObject, in value: JSONValue) -> String? {
        var pending: [(JSONValue, String)] = [(value, "")]
        while let (current, path) = pending.popLast() {
            switch current {
            case .object(let inner):
                if !path.isEmpty, inner.members.count == object.members.count, inner == object { return path }
                for member in inner.members.reversed() {
                    pending.append((member.value, path.isEmpty ? member.key : path + "." + member.key))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() {
                    pending.append((element, "\(path)[\(index)]"))
                }
            default: break
            }
        }
        return nil
    }

    /// How a message names a value that is no object.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object: return "an object"
        case .string: return "a string"
        case .integer, .real: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array(let elements):
            guard let first = elements.first else { return "an empty array" }
            let kind = describe(first)
            guard elements.allSatisfy({ describe($0) == kind }) else { return "a mixed array" }
            switch first {
            case .string: return "an array of strings"
            case .integer, .real: return "an array of numbers"
            case .bool: return "an array of booleans"
            case .array: return "an array of arrays"
            default: return "an array of nulls"
            }
        }
    }
}

extension PayloadScanner {
    /// The payloads `payload` holds, in order (`PayloadRecognition`), each handed to `body` as
    /// it is made: an array of 300 000 objects is never held as 300 000 payloads at once.
    func recognized(_ payload: HeldPayload, _ body: (HeldPayload) -> Void) {
        guard let value = payload.value else { return body(payload) }
        switch value {
        case .object(let object):
            unwrapped(payload, object).forEach(body)
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy({ $0.objectValue != nil }):
            elementsOf(payload, elements) { part in
                unwrapped(part, part.value?.objectValue ?? JSONObject()).forEach(body)
            }
        default:
            var invalid = payload
            invalid.value = nil
            invalid.gaps = []
            invalid.findings = [.notAnObject(PayloadRecognition.describe(value), at: payload.startOffset)]
            body(invalid)
        }
    }

    /// Each element of an array of objects as a payload of its own, with a note saying so.
    /// Findings go to the element they stand in (those before the array to the first, those
    /// after it to the last); a cut-off array's gaps go to its last element.
    private func elementsOf(_ payload: HeldPayload, _ elements: [JSONValue], _ body: (HeldPayload) -> Void) {
        let starts = payload.elementStarts.count == elements.count ? payload.elementStarts : nil
        var elementLocator = diagnosticLocator
        var findingIndex = 0
        var findings = payload.findings
        findings.sort { $0.offset < $1.offset }
        for (index, element) in elements.enumerated() {
            let offset = starts?[index] ?? payload.startOffset
            let next = index + 1 < elements.count ? starts?[index + 1] : nil
            var part = HeldPayload(
                start: starts == nil ? payload.start : elementLocator.location(at: offset), startOffset: offset,
                end: payload.end,
                value: element, findings: [])
            while findingIndex < findings.count,
                next == nil ? (starts != nil || index == 0) : findings[findingIndex].offset < next!
            {
                part.findings.append(findings[findingIndex])
                findingIndex += 1
            }
            part.findings.append(.arrayElement(index + 1, of: elements.count, at: offset))
            if index == elements.count - 1, !payload.gaps.isEmpty {
                var gaps = payload.gaps
                if let own = gaps.firstIndex(of: PayloadGap(path: [])) { gaps.remove(at: own) }
                part.gaps = gaps
            }
            body(part)
        }
    }

    /// Where the push stood, and what the sender's service makes of its spelling: `push read
    /// from inside a Firebase HTTP v1 request, at 'apns.payload', as firebase-admin sends it: …`;
    /// `push FCM sends for a Firebase legacy HTTP request: content_available as …`.
    static func envelopeNote(_ push: Envelope.Found, place: String) -> String {
        guard !push.path.isEmpty else {
            return "push \(push.kind.service) sends for \(push.kind.label): \(push.translated ?? "")"
        }
        return "push read from inside \(push.kind.label), \(place)" + (push.translated.map { ", \($0)" } ?? "")
    }

    /// The push or pushes an envelope holds, each with a note saying where it stood; the
    /// payload itself when it is no envelope.
    private func unwrapped(_ payload: HeldPayload, _ object: JSONObject) -> [HeldPayload] {
        let found =
            payload.adminOptions.map {
                Envelope.adminLegacyPushes(in: object, options: $0, payloadVariable: payload.adminPayloadVariable)
            }
            ?? Envelope.pushes(in: object)
        guard !found.isEmpty else { return [held(payload, object) ?? payload] }
        var parts: [HeldPayload] = []
        for push in found {
            let at =
                push.path.isEmpty
                ? payload.startOffset
                : KeyPathLocator.valueOffset(of: push.path, in: text, from: payload.startOffset, to: payload.end)
                    ?? payload.startOffset
            var part = payload
            part.findings = parts.isEmpty ? payload.findings : []
            // A push read as it is is answered at its own place; a push the service or the app
            // built from the wrapper's fields, and any push of a request to a service
            // (`Kind.request`), stands for the whole wrapper.
            if push.translated == nil && !push.kind.request {
                part.start = location(of: at, in: payload)
            }
            part.envelope = PayloadEnvelope(name: push.kind.name, path: push.path.joined(separator: "."))
            let place = "at '\(push.path.joined(separator: "."))'"
            switch push.value {
            case .object:
                part.value = push.value
                part.gaps = Self.pushGaps(payload.gaps, push)
                part.findings.append(.envelope(Self.envelopeNote(push, place: place), at: at))
            case .string(let string):
                guard let nested = readNested(Array(string.utf8), origin: at, cutOff: false),
                    let inner = nested.value?.objectValue, PushShape.isPush(inner)
                else { continue }
                part.value = nested.value
                part.gaps = nested.gaps
                part.findings.append(
                    .envelope("push read from inside \(push.kind.label), \(place) (a JSON string)", at: at))
                part.findings += nested.findings
            default: continue
            }
            parts.append(part)
        }
        return parts.isEmpty ? [payload] : parts
    }
}

extension PayloadScanner {
    /// The gaps of an envelope's push, from the envelope's: those inside the push and, when the
    /// wrapper itself is cut off and the service builds the push from its fields, a gap where
    /// those fields land (docs/pasted-forms.md §11.2): `aps` for a push built from the wrapper (a
    /// `contentAvailable` could stand in the part left out), the top level for one the wrapper's
    /// `data` is added to.
    static func pushGaps(_ gaps: [PayloadGap], _ push: Envelope.Found) -> [PayloadGap] {
        var inside = gaps.inside(push.path)
        // The wrapper's own fields: above the push, or the push's own top level when the push
        // is built from the whole wrapper (a legacy request).
        let wrapperCut = gaps.contains { gap in
            push.path.starts(with: gap.path) && (gap.path.count < push.path.count || push.path.isEmpty)
        }
        guard wrapperCut, push.kind.translation != nil else { return inside }
        // A push the wrapper's fields are added to (an HTTP v1 message's `data`) may miss top-level
        // members; one built from them may miss its `aps` flags.
        let open = PayloadGap(path: push.kind.translatedInPlace ? [] : ["aps"])
        if !inside.contains(open) { inside.append(open) }
        return inside
    }

    /// Where the byte at `offset` inside `payload` stands: a push read out of a wrapper is
    /// answered at its own place (issue 32: "the record points at the push's own line"),
    /// counted from the payload's start only.
    func location(of offset: Int, in payload: HeldPayload) -> SourceLocation {
        guard offset > payload.startOffset else { return payload.start }
        var locator = TextLocator(text, offset: payload.startOffset, at: payload.start)
        return locator.location(at: offset)
    }

    /// The push an object that is no push holds deeper (`PushHolders`: an Expo notification's
    /// `request.trigger.payload`, a `UNNotification` dictionary's
    /// `request.content.userInfo`), with a note saying where it stood (docs/pasted-forms.md
    /// §11.6); nil when it holds none.
    func held(_ payload: HeldPayload, _ object: JSONObject) -> HeldPayload? {
        guard unwrapsHolders, !PushShape.isPush(object), let held = PushHolders.push(in: object) else { return nil }
        let path = held.path.joined(separator: ".")
        let at =
            KeyPathLocator.valueOffset(of: held.path, in: text, from: payload.startOffset, to: payload.end)
            ?? payload.startOffset
        var part = payload
        part.value = held.value
        part.start = location(of: at, in: payload)
        part.envelope = PayloadEnvelope(name: "holder", path: path)
        part.gaps = payload.gaps.inside(held.path)
        part.findings.append(.envelope("push read from inside the dictionary that holds it, at '\(path)'", at: at))
        return part
    }
}

/// Finds where a member's value stands in the text of a payload, from its keys: for a
/// note about an envelope, whose reading kept no positions.
enum KeyPathLocator {
    /// The offset of the value at `path` (keys from the top level) in the payload written in `range`.
    static func valueOffset(of path: [String], in text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        var depth = 0
        var matched = 0
        var index = start
        let end = min(end, text.count)
        while index < end {
            let byte = text[index]
            switch byte {
            case ASCII.openBrace, ASCII.openBracket, ASCII.openParen:
                depth += 1
                index += 1
            case ASCII.closeBrace, ASCII.closeBracket, ASCII.closeParen:
                depth -= 1
                if depth < matched { return nil }
                index += 1
            case ASCII.quote, ASCII.apostrophe:
                let string = QuotedText.scan(text, at: index, end: end)
                if depth == matched + 1, let value = separated(text, after: string.end, end: end) {
                    var ignored: [Finding] = []
                    if string.decode(text, findings: &ignored) == path[matched] {
                        matched += 1
                        if matched == path.count { return value }
                    }
                }
                index = max(string.end, index + 1)
            default:
                guard !ASCII.endsKeyWord(byte) else {
                    index += 1
                    continue
                }
                var wordEnd = index
                while wordEnd < end, !ASCII.endsKeyWord(text[wordEnd]) { wordEnd += 1 }
                if depth == matched + 1, let value = separated(text, after: wordEnd, end: end),
                    String(decoding: UnsafeRawBufferPointer(rebasing: text[index..<wordEnd]), as: UTF8.self)
                        == path[matched]
                {
                    matched += 1
                    if matched == path.count { return value }
                }
                index = wordEnd
            }
        }
        return nil
    }

    /// Where the value starts, when a `:` or `=` follows `offset` (after blanks).
    private static func separated(_ text: UnsafeRawBufferPointer, after offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end, ASCII.isHorizontalSpace(text[index]) { index += 1 }
        guard index < end, text[index] == ASCII.colon || text[index] == ASCII.equals else { return nil }
        index += 1
        while index < end, ASCII.isWhitespace(text[index]) { index += 1 }
        return index
    }
}
