import PushRouteCore
import PushRouteReader

/// A payload with both SDKs' keys goes to Leanplum only.
public enum BothSDKsRule: LintRule {
    public static let id = RuleID(RoutingRule.bothSDKs)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "the payload has both a Leanplum message id and CleverTap keys; it goes to Leanplum only and CleverTap never sees it"
    public static let why =
        "Leanplum's notifications manager asks the Leanplum question first (LPCTNotificationsManager): a payload with a Leanplum message id goes to Leanplum only, so CleverTap never records its open or Notification Clicked and never opens its 'wzrk_dl'"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let classification = subject.classification, let first = classification.shadowedKeys.first else {
            return []
        }
        let message =
            "CleverTap's \(Quoting.list(classification.shadowedKeys)) ignored: Leanplum's "
            + "\(Quoting.list(classification.matchedKeys)) routes this push to Leanplum only"
        return [finding(subject, at: subject.object?.member(first)?.keyLocation, message)]
    }
}

extension BothSDKsRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("Leanplum only", #"{"aps":{},"_lpm":1,"lp_occurrence_id":"o"}"#),
        .init("CleverTap only", #"{"aps":{},"wzrk_acct_id":"A","W$id":"1"}"#),
        .init(
            "both", "{\n  \"aps\": {},\n  \"_lpm\": 1,\n  ⟨\"wzrk_acct_id\": \"A\",\n  \"W$id\": \"1\"\n}",
            message:
                "CleverTap's 'wzrk_acct_id' and 'W$id' ignored: Leanplum's '_lpm' routes this push to Leanplum only"),
        .init(
            "CleverTap key first", #"{"aps":{},⟨"wzrk_dl":"shop://x","_lpu":1}"#,
            message: "CleverTap's 'wzrk_dl' ignored: Leanplum's '_lpu' routes this push to Leanplum only"),
        .init("nested CleverTap key does not count", #"{"aps":{},"_lpm":1,"data":{"wzrk_id":"1"}}"#),
    ]
}
