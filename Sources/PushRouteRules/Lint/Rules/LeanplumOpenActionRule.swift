import PushRouteCore
import PushRouteReader

/// `_lpx`, Leanplum's open action: an object naming its action in `__name__`.
public enum LeanplumOpenActionRule: LintRule {
    public static let id = RuleID(LintRuleID.leanplumOpenAction)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.sdks
    public static let explanation =
        "'_lpx' (Leanplum's open action) is not an object, or has no '__name__' string naming the action"
    public static let why =
        "Leanplum builds the open action from '_lpx' and its '__name__' (\"Open URL\"); without a usable '_lpx' it first downloads the message by id, which needs the network and a started Leanplum, so the open (a deep link, an in-app message) comes late or not at all"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let action = subject.object?.member(LeanplumKeys.openAction) else { return [] }
        guard let object = action.value.objectValue else {
            return [
                finding(
                    subject, at: action.valueLocation, LintText.expected("an object", for: "_lpx", found: action.value))
            ]
        }
        guard let name = object.member("__name__") else {
            return [
                finding(
                    subject, at: action.keyLocation, "'_lpx' has no '__name__': the open action has no action to run")
            ]
        }
        if name.value.stringValue != nil { return [] }
        return [
            finding(
                subject, at: name.valueLocation, LintText.expected("a string", for: "_lpx.__name__", found: name.value))
        ]
    }
}

extension LeanplumOpenActionRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("named action", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":"Open URL","URL":"shop://x"}}"#),
        .init("empty name, as in the seed", #"{"aps":{},"_lpn":1,"_lpx":{"__name__":""}}"#),
        .init("no _lpx", #"{"aps":{},"_lpm":1}"#),
        .init(
            "not an object", #"{"aps":{},"_lpm":1,"_lpx":⟨"Open URL"}"#,
            message: "expected an object for '_lpx', found string \"Open URL\""),
        .init(
            "no __name__", "{\"aps\":{},\"_lpm\":1,\n ⟨\"_lpx\":{\"URL\":\"shop://x\"}}",
            message: "'_lpx' has no '__name__': the open action has no action to run"),
        .init(
            "__name__ not a string", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":⟨null}}"#,
            message: "expected a string for '_lpx.__name__', found null"),
    ]
}
