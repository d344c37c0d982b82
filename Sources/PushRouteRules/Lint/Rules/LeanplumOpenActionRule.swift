import PushRouteCore
import PushRouteReader

/// `_lpx`, Leanplum's open action: an object naming its action in `__name__`.
public enum LeanplumOpenActionRule: LintRule {
    public static let id = RuleID(LintRuleID.leanplumOpenAction)
    public static let severity = Severity.error
    public static let explanation = "'_lpx' (Leanplum's open action) is not an object, or has no '__name__' string naming the action"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let action = subject.object?.member(LeanplumKeys.openAction) else { return [] }
        guard let object = action.value.objectValue else {
            return [finding(subject, at: action.valueLocation, LintText.expected("an object", for: "_lpx", found: action.value))]
        }
        guard let name = object.member("__name__") else {
            return [finding(subject, at: action.keyLocation, "'_lpx' has no '__name__': the open action has no action to run")]
        }
        if name.value.stringValue != nil { return [] }
        return [finding(subject, at: name.valueLocation, LintText.expected("a string", for: "_lpx.__name__", found: name.value))]
    }
}
