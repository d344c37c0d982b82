/// A rule of the checks around the payloads (a configuration, a baseline, a rewrite, an app
/// profile, a scenario, the input itself): its code is printed in brackets or in JSON like a
/// lint rule's, so `pushroute explain CODE` says what it means (docs/commands.md, "explain").
public protocol ExplainedRule: DiagnosticRule {
    /// What reports it, as `explain` names it after the code.
    static var reportedBy: String { get }
    /// What it means, a sentence without its final full stop.
    var meaning: String { get }
}

extension ExplainedRule {
    /// Every code of the rule, with what reports it and what it means.
    public static var explanations: [(code: String, reportedBy: String, meaning: String)] {
        allCases.map { ($0.rawValue, reportedBy, $0.meaning) }
    }
}
