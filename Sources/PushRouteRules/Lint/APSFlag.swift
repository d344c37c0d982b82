import PushRouteCore
import PushRouteReader

/// The check the two flag rules share.
enum APSFlag {
    static func check(
        _ key: String, _ subject: LintSubject,
        _ finding: (LintSubject, SourceLocation?, String) -> Diagnostic
    ) -> [Diagnostic] {
        guard let flag = subject.aps?.member(key), !Classifier.isOne(flag.value) else { return [] }
        var message = LintText.expected("the integer 1", for: "aps." + key, found: flag.value)
        if flag.value == .integer(0) { message += "; leave the key out instead" }
        return [finding(subject, flag.valueLocation, message)]
    }
}
