import PushRouteCore
import PushRouteReader

/// Leanplum keys without a message id: the Leanplum SDK does not take the push.
public enum LeanplumNoMessageIDRule: LintRule {
    public static let id = RuleID(LintRuleID.leanplumNoMessageID)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "the payload has Leanplum keys (_lpx, _lpc, lp_occurrence_id, lp_sent_time, _lpl, LP_URL) but no message id (_lpm, _lpu, _lpn or _lpv), so Leanplum does not handle it"
    public static let why =
        "Leanplum takes a push as its own only by '_lpm', '_lpu', '_lpn' or '_lpv' (Utilities.messageIdFromUserInfo): without one the manager forwards it to CleverTap, which drops what is not its own, so the open action never runs and no Push Delivered is tracked"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, subject.classification?.handler != .leanplum else { return [] }
        let keys = object.keys.filter(LeanplumKeys.secondary.contains)
        guard let first = keys.first else { return [] }
        let goesTo = subject.classification?.handler == .clevertap ? "it goes to CleverTap" : "no SDK handles it"
        let message =
            "Leanplum \(keys.count == 1 ? "key" : "keys") \(Quoting.list(keys)) without a message id "
            + "(\(Quoting.list(LeanplumKeys.messageIDNames.sorted(), conjunction: "or"))): \(goesTo)"
        return [finding(subject, at: object.member(first)?.keyLocation, message)]
    }
}

extension LeanplumNoMessageIDRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("with a message id", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":"Open URL"},"lp_occurrence_id":"o"}"#),
        .init("muted message id counts too", #"{"aps":{},"_lpv":1,"_lpx":{"__name__":""}}"#),
        .init(
            "open action without message id", #"{"aps":{},⟨"_lpx":{"__name__":"Open URL"},"lp_occurrence_id":"o"}"#,
            message:
                "Leanplum keys '_lpx' and 'lp_occurrence_id' without a message id ('_lpm', '_lpn', '_lpu' or '_lpv'): no SDK handles it"
        ),
        .init(
            "goes to CleverTap instead", #"{"aps":{},"wzrk_acct_id":"A",⟨"LP_URL":"shop://x"}"#,
            message:
                "Leanplum key 'LP_URL' without a message id ('_lpm', '_lpn', '_lpu' or '_lpv'): it goes to CleverTap"),
        .init("message id in the wrong case", #"{"aps":{},"_LPM":1,⟨"lp_sent_time":1795948862}"#),
        .init("no Leanplum keys at all", #"{"aps":{},"gcm.message_id":"1"}"#),
    ]
}
