import PushRouteCore

/// In a paste that holds a push, a dictionary beside it that is no push (no `aps`, no SDK
/// key, no envelope), read after repairs, whole, is the text around the push (a JavaScript
/// object an app logged first, a response body): it is skipped, each with a `non-push` note,
/// instead of being answered as a push owned by nobody (docs/pasted-forms.md §11.5). A paste
/// of one dictionary, strict JSON and lint's fixtures are read as they are.
///
/// In a paste without a push, a dictionary that is none of those, holds no key of a message
/// FCM delivered (`PushShape.deliveredMessagePrefixes`), and stands after a label whose words
/// name no message (`SDKLogLines.messagePrintWords`) nor `aps` (`for addSubscriptionObserver :
/// {…}`, `settings: {…}`) is what an app printed about something else: it is skipped so too,
/// with a note, and the paste holds no push (docs/pasted-forms.md §11.7). A push service's
/// answer to a send request (`ServiceResponse`) is skipped so wherever it stands (§11.8).
///
/// The payloads of a text are held to its end to know whether it holds a push, at most
/// `maxHeld` of them with at most `maxHeldDiagnostics` repairs in all: a text of more is no
/// paste a person made, and is read whole, each payload handed on as it comes.
struct PastePushFilter {
    static let maxHeld = 64
    static let maxHeldDiagnostics = 10_000

    private var held: [ReadPayload] = []
    private var heldDiagnostics = 0
    private var passing = false

    mutating func take(_ payload: ReadPayload, _ body: (ReadPayload) -> Void) {
        if passing { return body(payload) }
        held.append(payload)
        heldDiagnostics += payload.diagnostics.count
        guard held.count > Self.maxHeld || heldDiagnostics > Self.maxHeldDiagnostics else { return }
        passing = true
        held.forEach(body)
        held = []
    }

    /// Hands on what was held; the dictionaries beside a push, and the empty ones (`{}`) beside
    /// any other payload, go to `skipped`, as notes.
    mutating func finish(
        _ body: (ReadPayload) -> Void, text: UnsafeRawBufferPointer, skipped: (Diagnostic) -> Void
    ) {
        guard !passing else { return }
        let push = held.first(where: Self.isPush)
        let filled = held.first { !Self.isEmpty($0) }
        for payload in held {
            if let response = Self.serviceResponse(payload) {
                skipped(Self.note(payload, response: response))
            } else if let push, Self.isBeside(payload) {
                skipped(Self.note(payload, beside: push, "the push"))
            } else if let filled, Self.isEmpty(payload) {
                skipped(Self.note(payload, beside: filled, push == nil ? "the payload" : "the push"))
            } else if push == nil, let label = Self.unnamedLabel(of: payload, in: text) {
                skipped(Self.note(payload, label: label))
            } else {
                body(payload)
            }
        }
        held = []
    }

    /// An empty dictionary read whole (`{}` in an app's log prefix, an empty `data`).
    private static func isEmpty(_ payload: ReadPayload) -> Bool {
        payload.value?.objectValue?.isEmpty == true && payload.gaps.isEmpty && payload.envelope == nil
    }

    private static func isPush(_ payload: ReadPayload) -> Bool {
        payload.envelope != nil || payload.value?.objectValue.map(PushShape.isPush) == true
    }

    /// A whole dictionary read after repairs that is no push.
    private static func isBeside(_ payload: ReadPayload) -> Bool {
        guard let object = payload.value?.objectValue, payload.gaps.isEmpty, payload.envelope == nil,
            !PushShape.isPush(object)
        else { return false }
        return payload.diagnostics.contains { $0.severity == .warning }
    }

    /// Where the label before a dictionary that is no push starts, when its words name no
    /// message; nil for any other payload.
    static func unnamedLabel(of payload: ReadPayload, in text: UnsafeRawBufferPointer) -> SourceLocation? {
        guard let value = payload.value, value.objectValue != nil, payload.envelope == nil,
            !PushShape.looksLikePush(value), !PushShape.holdsDeliveredMessageKey(value),
            let label = payload.diagnostics.first(where: { $0.rule == RuleID(LenientRule.logPrefix) })?.location,
            let start = TextLocator.offset(of: label, in: text),
            var end = TextLocator.offset(of: payload.start, in: text), start < end
        else { return nil }
        // The name a map built in code is made by (`messaging.Message(`) is part of its label.
        while end < text.count, !ASCII.isBracket(text[end]), !ASCII.isWhitespace(text[end]) { end += 1 }
        let words = UnsafeRawBufferPointer(rebasing: text[start..<end])
        return LogPushFinder.labelNamesMessage(words) || LogPushFinder.hasWord(words, "aps") ? nil : label
    }

    /// What a dictionary read whole is when it is a push service's answer (`ServiceResponse`).
    private static func serviceResponse(_ payload: ReadPayload) -> String? {
        guard let object = payload.value?.objectValue, payload.gaps.isEmpty, payload.envelope == nil else {
            return nil
        }
        return ServiceResponse.label(of: object)
    }

    private static func note(_ payload: ReadPayload, response: String) -> Diagnostic {
        Diagnostic(
            file: payload.file, at: payload.start, severity: .note, rule: LenientRule.nonPush,
            message: "dictionary skipped: \(response), no push")
    }

    private static func note(_ payload: ReadPayload, label: SourceLocation) -> Diagnostic {
        let cut = payload.gaps.isEmpty ? "" : ", cut off"
        let message =
            "dictionary skipped: no push (no 'aps', no SDK key, no envelope\(cut)), and the text before it at \(label) names no message"
        return Diagnostic(
            file: payload.file, at: payload.start, severity: .note, rule: LenientRule.nonPush, message: message)
    }

    private static func note(_ payload: ReadPayload, beside push: ReadPayload, _ what: String) -> Diagnostic {
        let message =
            "dictionary skipped: no push (no 'aps', no SDK key, no envelope) beside \(what) at \(push.start)"
        return Diagnostic(
            file: payload.file, at: payload.start, severity: .note, rule: LenientRule.nonPush, message: message)
    }
}
