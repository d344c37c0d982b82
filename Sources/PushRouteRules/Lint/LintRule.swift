import PushRouteCore
import PushRouteReader

/// One lint rule, in the manner of swift-format: its id, default severity and
/// explanation are declared beside the code that checks them, one rule per file.
public protocol LintRule: Sendable {
    /// The stable id users name with `--enable` and `--disable`, e.g. `aps-badge`.
    static var id: RuleID { get }
    static var severity: Severity { get }
    /// Its group in `--list-rules`, SARIF and the manual (`LintRules.groups`).
    static var group: LintRuleGroup.Name { get }
    /// One sentence for `--list-rules`, SARIF and the manual.
    static var explanation: String { get }
    /// Why it matters, for `lint --explain`: what APNs, iOS or the SDKs do with a payload it
    /// fires on (docs/apns-rules.md, docs/routing-model.md), without the final period.
    static var why: String { get }
    /// False for rules that run only when named with `--enable`.
    static var enabledByDefault: Bool { get }
    /// Where it fires and where it stays quiet (`RuleExample`).
    static var examples: [RuleExample] { get }
    /// The findings for one payload.
    static func check(_ subject: LintSubject) -> [Diagnostic]
    /// How `lint --fix` fixes its findings, declared beside the check; nil (the default) for a
    /// rule whose findings are fixed by hand.
    static var fix: RuleFix? { get }
}

extension LintRule {
    public static var enabledByDefault: Bool { true }
    public static var examples: [RuleExample] { [] }
    public static var fix: RuleFix? { nil }

    /// A finding of this rule at `location`, or at the payload's start when it is unknown.
    static func finding(_ subject: LintSubject, at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(
            file: subject.file, at: location ?? subject.start, severity: severity, rule: id, message: message)
    }

    /// The rule as the registry holds it.
    public static var info: LintRuleInfo {
        LintRuleInfo(
            id: id, severity: severity, group: group, explanation: explanation, why: why,
            enabledByDefault: enabledByDefault,
            makeExamples: { examples }, check: { check($0) }, fix: fix)
    }
}

/// A rule's description and check, without its type.
public struct LintRuleInfo: Sendable {
    public var id: RuleID
    public var severity: Severity
    public var group: LintRuleGroup.Name
    public var explanation: String
    public var why: String
    public var enabledByDefault: Bool
    /// Builds the examples only when asked (`--explain`, the tests): some are payloads of
    /// several kilobytes, and every run of every command builds the rule list.
    var makeExamples: @Sendable () -> [RuleExample]
    public var check: @Sendable (LintSubject) -> [Diagnostic]
    /// How `--fix` fixes its findings, if it does (`LintRule.fix`).
    public var fix: RuleFix?

    /// Where the rule fires and where it stays quiet (`RuleExample`).
    public var examples: [RuleExample] { makeExamples() }
}

extension LintRuleInfo {
    /// Whether `--fix` fixes findings of this rule (those it can convert or rewrite).
    public var fixable: Bool { fix != nil }
}
