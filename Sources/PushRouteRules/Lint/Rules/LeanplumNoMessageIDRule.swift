import PushRouteCore
import PushRouteReader

/// Leanplum keys without a message id: the Leanplum SDK does not take the push.
public enum LeanplumNoMessageIDRule: LintRule {
    public static let id = RuleID(LintRuleID.leanplumNoMessageID)
    public static let severity = Severity.error
    public static let explanation =
        "the payload has Leanplum keys (_lpx, _lpc, lp_occurrence_id, lp_sent_time, _lpl, LP_URL) but no message id (_lpm, _lpu, _lpn or _lpv), so Leanplum does not handle it"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let object = subject.object, subject.classification?.handler != .leanplum else { return [] }
        let keys = object.keys.filter(LeanplumKeys.secondary.contains)
        guard let first = keys.first else { return [] }
        let goesTo = subject.classification?.handler == .clevertap ? "it goes to CleverTap" : "no SDK handles it"
        let message = "Leanplum \(keys.count == 1 ? "key" : "keys") \(Quoting.list(keys)) without a message id "
            + "(\(Quoting.list(LeanplumKeys.messageIDNames.sorted(), conjunction: "or"))): \(goesTo)"
        return [finding(subject, at: object.member(first)?.keyLocation, message)]
    }
}
