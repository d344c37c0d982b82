import PushRouteCore
import PushRouteReader

/// Within 10 % of APNs' size limit: one more field and it is refused.
public enum PayloadNearLimitRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadNearLimit)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.size
    public static let explanation = "the payload, as sent, is at 90 % or more of its size limit"
    public static let why =
        "a payload within 10 % of the limit breaks with the next longer title or one more key: APNs then refuses it (PayloadTooLarge), and personalised text or an escape such as \\u00e9 (6 bytes where 'é' is 2) adds bytes at send time"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let limit = subject.options.sizeLimit
        guard let size = subject.sentBytes, size <= limit, size * 10 >= limit * 9 else { return [] }
        let percent = size * 100 / limit
        return [
            finding(
                subject, at: subject.start,
                "payload is \(size) bytes as sent, \(percent) % of the \(PayloadSize.limitText(subject.options))")
        ]
    }
}

extension PayloadNearLimitRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("under 90 %", SizeExamples.payload(bytes: 3686).replacing("⟨", with: "")),
        .init(
            "at 90 %", SizeExamples.payload(bytes: 3687),
            message: "payload is 3687 bytes as sent, 90 % of the 4096-byte limit"),
        .init(
            "at the limit", SizeExamples.payload(bytes: 4096),
            message: "payload is 4096 bytes as sent, 100 % of the 4096-byte limit"),
        .init("over the limit is another rule", SizeExamples.payload(bytes: 4097).replacing("⟨", with: "")),
        .init("VoIP: 4608 is 90 % of 5120", SizeExamples.payload(bytes: 4608), options: LintOptions(pushType: .voip)),
        .init(
            "VoIP: 4607 is under", SizeExamples.payload(bytes: 4607).replacing("⟨", with: ""),
            options: LintOptions(pushType: .voip)),
    ]
}
