import PushRouteCore
import PushRouteReader

/// Within 10 % of APNs' size limit: one more field and it is refused.
public enum PayloadNearLimitRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadNearLimit)
    public static let severity = Severity.warning
    public static let explanation = "the payload, as sent, is at 90 % or more of its size limit"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let limit = subject.options.sizeLimit
        guard let size = subject.sentBytes, size <= limit, size * 10 >= limit * 9 else { return [] }
        let percent = size * 100 / limit
        return [finding(subject, at: subject.start, "payload is \(size) bytes as sent, \(percent) % of the \(PayloadSize.limitText(subject.options))")]
    }
}
