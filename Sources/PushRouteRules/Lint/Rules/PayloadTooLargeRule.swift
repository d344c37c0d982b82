import PushRouteCore
import PushRouteReader

/// Over APNs' size limit, counted as sent.
public enum PayloadTooLargeRule: LintRule {
    public static let id = RuleID(LintRuleID.payloadTooLarge)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.size
    public static let explanation =
        "the payload, as sent (compact JSON, UTF-8), is over 4096 bytes (5120 with '--push-type voip'); APNs refuses it with PayloadTooLarge"
    public static let why =
        "APNs refuses a payload over its limit with PayloadTooLarge, counting the UTF-8 bytes as sent: the push never reaches any device"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        let limit = subject.options.sizeLimit
        guard let size = subject.sentBytes, size > limit else { return [] }
        return [
            finding(
                subject, at: subject.start,
                "payload is \(size) bytes as sent, over the \(PayloadSize.limitText(subject.options))")
        ]
    }
}

extension PayloadTooLargeRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("4096 bytes is the limit", SizeExamples.payload(bytes: 4096).replacing("⟨", with: "")),
        .init(
            "4097 bytes", SizeExamples.payload(bytes: 4097),
            message: "payload is 4097 bytes as sent, over the 4096-byte limit"),
        .init("two-byte characters count twice", SizeExamples.payload(bytes: 4098, alert: "é")),
        .init(
            "VoIP allows 5120", SizeExamples.payload(bytes: 5120).replacing("⟨", with: ""),
            options: LintOptions(pushType: .voip)),
        .init(
            "VoIP over 5120", SizeExamples.payload(bytes: 5121), options: LintOptions(pushType: .voip),
            message: "payload is 5121 bytes as sent, over the 5120-byte limit of VoIP pushes"),
        .init(
            "escapes count as the encoder writes them",
            SizeExamples.payload(bytes: 4096, alert: "é").replacing("é", with: #"\u00e9"#).replacing("⟨", with: "")),
        .init(
            "whitespace is not sent",
            "{\"aps\":{\"alert\":\"" + String(repeating: "x", count: 4000) + "\"}" + String(repeating: " ", count: 500)
                + "}"),
        .init("the second payload of a file", #"{"aps":{}}"# + "\n" + SizeExamples.payload(bytes: 5000)),
    ]
}
