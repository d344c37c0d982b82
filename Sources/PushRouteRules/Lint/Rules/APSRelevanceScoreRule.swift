import PushRouteCore
import PushRouteReader

/// `aps.relevance-score`: a number from 0 to 1, any number for a Live Activity.
public enum APSRelevanceScoreRule: LintRule {
    public static let id = RuleID(LintRuleID.apsRelevanceScore)
    public static let severity = Severity.error
    public static let explanation =
        "'aps.relevance-score' is a number from 0 to 1; any number for a Live Activity ('--push-type liveactivity', or an 'aps' with 'event' or 'content-state')"

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let score = subject.aps?.member("relevance-score") else { return [] }
        let path = "aps.relevance-score"
        guard let number = score.value.numberValue else {
            return [finding(subject, at: score.valueLocation, LintText.expected("a number", for: path, found: score.value))]
        }
        if subject.isLiveActivity || (0...1).contains(number) { return [] }
        return [finding(subject, at: score.valueLocation, LintText.expected("a number from 0 to 1", for: path, found: score.value))]
    }
}
