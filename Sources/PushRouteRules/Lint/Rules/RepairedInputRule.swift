import PushRouteCore
import PushRouteReader

/// A payload the reader read only after repairing it: a fixture must be strict JSON.
public enum RepairedInputRule: LintRule {
    public static let id = RuleID(LintRuleID.repairedInput)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.inputQuality
    public static let explanation =
        "the payload is not strict JSON and was read only after repairs; one finding per payload, listing them"
    public static let why =
        "APNs takes strict JSON only: the repairs (quotes, commas, the print forms of Swift and Objective-C) are pushroute's reading of a paste, not what a server sends, so a fixture kept in repaired form can differ from the real push; `normalize` writes the strict JSON to keep"

    /// The payload, read after its repairs, is written again as strict JSON, unless text
    /// around it would be lost.
    public static let fix: RuleFix? = RuleFix { _, subject in
        guard subject.payload.status == .repaired, !PayloadText.hasSurroundingText(subject.payload) else { return nil }
        return LintFix("rewrite the payload as strict JSON", [.rewrite])
    }

    /// One finding per payload, at its first repair, listing every repair with its place.
    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard subject.payload.status.wasRepaired else { return [] }
        // The note counting the repairs not listed (a note without a rule) is none; its count is
        // the payload's `unlistedRepairs`.
        let repairs = subject.payload.diagnostics.filter {
            !hasRuleOfItsOwn($0) && !($0.rule == nil && $0.severity == .note)
        }
        guard let first = repairs.first else { return [] }
        return [finding(subject, at: first.location, message(repairs, unlisted: subject.payload.unlistedRepairs))]
    }

    /// Envelopes, array elements and gaps have lint rules of their own.
    static func hasRuleOfItsOwn(_ diagnostic: Diagnostic) -> Bool {
        LenientRule.allCases.contains { ($0.isNote || $0.makesPartial) && diagnostic.rule == RuleID($0) }
    }

    /// How many repairs a finding lists; a minified paste may need thousands.
    static let maxListed = 20

    /// `not strict JSON: REPAIR (rule)` for one repair; for more, up to `maxListed` of them,
    /// `not strict JSON, read after 3 repairs: REPAIR (rule) at 1:5; ...`.
    static func message(_ repairs: [Diagnostic], unlisted: Int = 0) -> String {
        func described(_ repair: Diagnostic) -> String { repair.message + (repair.rule.map { " (\($0))" } ?? "") }
        let count = repairs.count + unlisted
        guard count > 1 else { return "not strict JSON: " + described(repairs[0]) }
        var listed = repairs.prefix(maxListed).map { repair in
            described(repair) + (repair.location.map { " at \($0)" } ?? "")
        }
        if count > maxListed { listed.append("and \(count - maxListed) more") }
        return "not strict JSON, read after \(count) repairs: " + listed.joined(separator: "; ")
    }
}

extension RepairedInputRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them. The lenient reader makes the repairs.
    public static let examples: [RuleExample] = [
        .init("strict JSON is fine", #"{"aps":{"alert":"hi"},"_lpm":1}"#),
        .init(
            "trailing comma", #"{"aps":{"alert":"hi"⟨,},"_lpm":1}"#,
            message: "not strict JSON: trailing ',' before '}' dropped (trailing-comma)",
            fix: .fixed(#"{"aps":{"alert":"hi"},"_lpm":1}"#)),
        .init(
            "a JavaScript object: one finding, listing its repairs", "{⟨aps:{alert:'hi'}, _lpm:1}",
            message:
                "not strict JSON, read after 4 repairs: unquoted key 'aps' read as a string (unquoted-key) at 1:2; "
                + "unquoted key 'alert' read as a string (unquoted-key) at 1:7; string in single quotes 'hi' read as a JSON string "
                + "(single-quotes) at 1:13; unquoted key '_lpm' read as a string (unquoted-key) at 1:20",
            fix: .fixed(#"{"aps":{"alert":"hi"},"_lpm":1}"#)),
    ]
}
