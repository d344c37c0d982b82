import PushRouteCore
import PushRouteReader

/// The check of a string member limited to a few values, shared by the enum rules.
enum APSEnum {
    static func check(
        _ member: JSONObject.Member, path: String, values: [String], _ finding: (String) -> Diagnostic
    ) -> [Diagnostic] {
        if let text = member.value.stringValue, values.contains(text) { return [] }
        var message = LintText.expected("one of " + values.joined(separator: ", "), for: path, found: member.value)
        if let text = member.value.stringValue { message += Suggestion.didYouMean(text, among: values) }
        return [finding(message)]
    }
}
