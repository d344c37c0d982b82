import PushRouteCore
import PushRouteReader

/// How a rule's findings are fixed (docs/lint.md, "Fixing"), declared by the rule beside its
/// check (`LintRule.fix`); `FixFinder` asks the rule of each finding.
public struct RuleFix: Sendable {
    /// The fix of one finding, at the JSON path it concerns, or nil when none keeps its meaning.
    let make: @Sendable (JSONPath, LintSubject) -> LintFix?

    init(_ make: @escaping @Sendable (JSONPath, LintSubject) -> LintFix?) {
        self.make = make
    }

    /// A value of the type Apple's schema does not want becomes the one it wants, where the
    /// conversion keeps its meaning (`Retype`).
    static let retype = RuleFix { path, subject in Retype.fix(path, subject) }
}
