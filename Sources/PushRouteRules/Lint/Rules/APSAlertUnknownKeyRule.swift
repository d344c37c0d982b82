import PushRouteCore
import PushRouteReader

/// Keys of the `aps.alert` object that APNs does not know.
public enum APSAlertUnknownKeyRule: LintRule {
    public static let id = RuleID(LintRuleID.apsAlertUnknownKey)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation = "the 'aps.alert' object has a key APNs does not know and ignores"
    public static let why =
        "APNs ignores the keys of 'alert' it does not define: a misspelt 'tittle' or 'bdy' silently drops the text the user should have read"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let alert = subject.aps?["alert"]?.objectValue else { return [] }
        return alert.members.filter { !APSSchema.alertKeys.contains($0.key) }.map { member in
            finding(subject, at: member.keyLocation, message(member.key))
        }
    }

    static func message(_ key: String) -> String {
        "unknown key '\(key)' in 'aps.alert' is ignored by APNs"
            + Suggestion.didYouMean(key, among: APSSchema.alertKeys)
    }
}

extension APSAlertUnknownKeyRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("known keys", #"{"aps":{"alert":{"title":"t","body":"b"}}}"#),
        .init(
            "typo", #"{"aps":{"alert":{⟨"titel":"t","body":"b"}}}"#,
            message: "unknown key 'titel' in 'aps.alert' is ignored by APNs; did you mean 'title'?"),
        .init(
            "unrelated key", #"{"aps":{"alert":{"body":"b",⟨"image":"x"}}}"#,
            message: "unknown key 'image' in 'aps.alert' is ignored by APNs"),
        .init("string alert has no keys", #"{"aps":{"alert":"titel"}}"#),
    ]
}
