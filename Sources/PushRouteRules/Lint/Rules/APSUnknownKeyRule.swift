import PushRouteCore
import PushRouteReader

/// Keys inside `aps` that APNs does not define: APNs ignores them.
public enum APSUnknownKeyRule: LintRule {
    public static let id = RuleID(LintRuleID.apsUnknownKey)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps' has a key APNs does not define; APNs ignores it (custom keys go beside 'aps', not inside)"
    public static let why =
        "APNs ignores custom keys inside 'aps', and the SDKs read theirs only at the top level (Leanplum's '_lpm', CleverTap's 'W$' and 'wzrk_' prefixes): a key put inside 'aps' is lost, which can change who handles the push"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let aps = subject.aps else { return [] }
        return aps.members.filter { !APSSchema.keys.contains($0.key) }.map { member in
            finding(subject, at: member.keyLocation, message(member.key))
        }
    }

    static func message(_ key: String) -> String {
        let text = "unknown key '\(key)' in 'aps' is ignored by APNs"
        if Classifier.isLeanplumKey(key) || Classifier.isCleverTapKey(key) || LeanplumKeys.secondary.contains(key) {
            return text + "; the SDKs read only top-level keys: move it beside 'aps'"
        }
        let suggestion = Suggestion.didYouMean(key, among: APSSchema.keys)
        if !suggestion.isEmpty { return text + suggestion }
        return text + "; custom keys go beside 'aps'"
    }
}

extension APSUnknownKeyRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("only known keys", #"{"aps":{"alert":"a","badge":1,"sound":"default","thread-id":"t"},"custom":1}"#),
        .init(
            "typo", #"{"aps":{⟨"bagde":1}}"#,
            message: "unknown key 'bagde' in 'aps' is ignored by APNs; did you mean 'badge'?"),
        .init(
            "underscore for hyphen", #"{"aps":{⟨"content_available":1}}"#,
            message: "unknown key 'content_available' in 'aps' is ignored by APNs; did you mean 'content-available'?"),
        .init(
            "custom key inside aps", #"{"aps":{"alert":"a",⟨"order":"8812"}}"#,
            message: "unknown key 'order' in 'aps' is ignored by APNs; custom keys go beside 'aps'"),
        .init(
            "SDK key inside aps", "{\"aps\":{\n  \"alert\":\"a\",\n  ⟨\"_lpm\":1,\n  ⟨\"wzrk_acct_id\":\"A\"\n}}",
            message:
                "unknown key '_lpm' in 'aps' is ignored by APNs; the SDKs read only top-level keys: move it beside 'aps'"
        ),
    ]
}
