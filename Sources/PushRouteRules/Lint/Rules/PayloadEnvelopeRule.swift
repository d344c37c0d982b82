import PushRouteCore
import PushRouteReader

/// A push read from inside an envelope (an SNS message, a Firebase request...): a fixture
/// should be the push itself (docs/pasted-forms.md §11.2).
public enum PayloadEnvelopeRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadEnvelope)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.structure
    public static let explanation =
        "the push is wrapped in an envelope (Amazon SNS, Firebase HTTP v1 or legacy, OneSignal, a 'payload' key, an FCM message's 'data'); a fixture should be the push itself"
    public static let why =
        "the device never sees the envelope: Amazon SNS, Firebase or OneSignal unwrap it and APNs delivers only the push inside, so checking or simulating the envelope checks keys no SDK reads"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.envelope != nil else { return [] }
        return subject.payload.diagnostics.filter { $0.rule == RuleID(LenientRule.envelope) }.map { note in
            finding(subject, at: note.location, "\(note.message); a fixture should be the push itself")
        }
    }
}

extension PayloadEnvelopeRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("the push itself", #"{"aps":{},"payload":{"aps":{}}}"#),
        .init(
            "Amazon SNS", #"{"default":"x","APNS":⟨"{\"aps\":{}}"}"#,
            message:
                "push read from inside an Amazon SNS message, at 'APNS' (a JSON string); a fixture should be the push itself"
        ),
        .init("Firebase HTTP v1", #"{"message":{"token":"t","apns":{"payload":⟨{"aps":{}}}}}"#),
        .init(
            "Firebase legacy, as FCM sends it", #"⟨{"to":"t","content_available":true,"data":{"k":"v"}}"#,
            message:
                "push FCM sends for a Firebase legacy HTTP request: content_available as aps.content-available, data at the top level; a fixture should be the push itself"
        ),
        .init(
            "firebase-admin's spelling", #"{"token":"t","apns":{"payload":⟨{"aps":{"contentAvailable":true}}}}"#,
            message:
                "push read from inside a Firebase HTTP v1 request, at 'apns.payload', as firebase-admin sends it: contentAvailable as content-available; a fixture should be the push itself"
        ),
        .init("a payload key that holds no push", #"{"token":"t","payload":{"x":1}}"#),
    ]
}
