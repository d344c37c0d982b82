import PushRouteCore
import PushRouteReader

/// A CleverTap push without `wzrk_acct_id` reaches only CleverTap's default instance.
public enum CleverTapNoAccountRule: LintRule {
    public static let id = RuleID(LintRuleID.clevertapNoAccount)
    public static let severity = Severity.warning
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "a CleverTap push has no 'wzrk_acct_id'; it goes to the default CleverTap instance, which Leanplum's custom instance is not, so without Info.plist credentials it is dropped"
    public static let why =
        "CleverTap picks the instance by 'wzrk_acct_id'; without it the push goes to the shared default instance, and the instance Leanplum creates (instanceWithConfig) is never the default one: unless the app's Info.plist holds CleverTapAccountID and CleverTapToken, CleverTap silently drops the push (no Notification Clicked, no deep link)"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, let classification = subject.classification,
            classification.handler == .clevertap, object.member(CleverTapKeys.accountID) == nil
        else { return [] }
        let first = classification.matchedKeys.first.flatMap(object.member)
        return [
            finding(
                subject, at: first?.keyLocation,
                "CleverTap push without 'wzrk_acct_id': only a default CleverTap instance takes it; Leanplum's custom instance drops it"
            )
        ]
    }
}

extension CleverTapNoAccountRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("with account", #"{"aps":{},"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"1"}"#),
        .init(
            "without", #"{"aps":{},⟨"wzrk_id":"1","W$rnv":0}"#,
            message:
                "CleverTap push without 'wzrk_acct_id': only a default CleverTap instance takes it; Leanplum's custom instance drops it"
        ),
        .init("Leanplum wins, so CleverTap never sees it", #"{"aps":{},"_lpm":1,"wzrk_id":"1"}"#),
        .init("account id nested in aps does not count", #"{"aps":{"wzrk_acct_id":"A"},⟨"W$id":"1"}"#),
    ]
}
