import PushRouteCore
import PushRouteReader

/// What `lint --fix` and `normalize --write` never rewrite: a file holding several
/// payloads, a payload that could not be read whole (invalid, or partial), a push read from
/// inside an envelope or an array (docs/pasted-forms.md §11), and text around a payload (a
/// log line's prefix, a ticket's prose): a rewrite would lose what is around the push.
public enum RewriteGuard {
    /// Why a file holding `payloads` may not be rewritten, if it may not.
    public static func refusal(_ payloads: [ReadPayload]) -> String? {
        if payloads.count > 1 {
            return "the file holds \(payloads.count) payloads; only a file holding one is rewritten"
        }
        guard let payload = payloads.first, isWhole(payload) else { return "its payload could not be read whole" }
        if payload.logEntry != nil { return "its push was read from a device log, which a rewrite would lose" }
        if payload.envelope != nil {
            return "its push is inside an envelope, which a rewrite would lose; fix the push itself"
        }
        if isArrayElement(payload) { return "its push is an element of an array, which a rewrite would lose" }
        if PayloadText.hasSurroundingText(payload) { return "the text around its payload would be lost" }
        return nil
    }

    /// Whether a file whose only payload is this one may be rewritten: for a file read
    /// payload by payload.
    public static func mayRewrite(_ payload: ReadPayload) -> Bool {
        isWhole(payload) && payload.logEntry == nil && payload.envelope == nil && !isArrayElement(payload)
            && !PayloadText.hasSurroundingText(payload)
    }

    private static func isArrayElement(_ payload: ReadPayload) -> Bool {
        payload.diagnostics.contains { $0.rule == RuleID(LenientRule.arrayElement) }
    }

    /// Read whole: valid, or repaired; not invalid, nor anything a later reader may add.
    private static func isWhole(_ payload: ReadPayload) -> Bool {
        payload.status == .valid || payload.status == .repaired
    }
}

/// What a rewrite reports beyond the findings.
public enum RewriteRule: String, ExplainedRule {
    /// A file with fixes, or not normalized, that is not rewritten, and why.
    case refused = "rewrite-refused"
    /// `normalize --check`: a file that `normalize --write` would change.
    case notNormalized = "not-normalized"

    public static let reportedBy = "lint --fix, normalize --write and normalize --check"

    public var meaning: String {
        switch self {
        case .refused:
            "a file with fixes, or not normalized, left as it is: a rewrite would lose what is around its push (several payloads, a payload not read whole, a device log, an envelope or an array, text around it)"
        case .notNormalized: "normalize --check: a file that 'normalize --write' would change; exit status 1"
        }
    }
}
