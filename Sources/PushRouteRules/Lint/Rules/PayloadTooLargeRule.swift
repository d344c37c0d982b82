import PushRouteCore
import PushRouteReader

/// Over APNs' size limit, counted as sent.
public enum PayloadTooLargeRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadTooLarge)
    public static let severity = Severity.error
    public static let explanation =
        "the payload, as sent (compact JSON, UTF-8), is over 4096 bytes (5120 with '--push-type voip'); APNs refuses it with PayloadTooLarge"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let limit = subject.options.sizeLimit
        guard let size = subject.sentBytes, size > limit else { return [] }
        return [finding(subject, at: subject.start, "payload is \(size) bytes as sent, over the \(PayloadSize.limitText(subject.options))")]
    }
}
