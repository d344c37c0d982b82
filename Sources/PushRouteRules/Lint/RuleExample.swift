import PushRouteCore

/// One example of a rule, declared beside it as SwiftLint keeps its examples: a payload text
/// where `⟨` marks each place a finding must point to (and `⟩` closes it, for the eye), the
/// sending options it is linted with, and the message its first finding carries. An example
/// without a mark is one where the rule stays quiet. An example a rule with a fix fires on
/// also declares what `lint --fix` makes of it (`ExampleFix`). The rule's tests check every
/// example; `lint --explain` shows one that fires and one that does not.
public struct RuleExample: Sendable {
    public var name: String
    /// The text with its marks.
    public var fixture: String
    public var options: LintOptions
    public var message: String?
    /// What `lint --fix` makes of the text, for an example that fires of a rule with a fix;
    /// nil otherwise.
    public var fix: ExampleFix?

    public init(
        _ name: String, _ fixture: String, options: LintOptions = LintOptions(), message: String? = nil,
        fix: ExampleFix? = nil
    ) {
        self.name = name
        self.fixture = fixture
        self.options = options
        self.message = message
        self.fix = fix
    }

    /// Whether the rule fires on it: the text has a mark.
    public var fires: Bool { fixture.contains("⟨") }

    /// The payload text, marks removed.
    public var text: String { fixture.replacing("⟨", with: "").replacing("⟩", with: "") }
}

/// What `lint --fix` makes of an example its rule fires on, declared beside the example.
public enum ExampleFix: Sendable, Equatable {
    /// The whole text once the rule's fix has been made (marks removed).
    case fixed(String)
    /// No fix is offered: none keeps the meaning, or several would and none is chosen; the reason.
    case notFixed(String)
}

/// What the sending rules' examples share: payloads of an exact size as sent, and the
/// options of a background push.
enum SizeExamples {
    static let background = LintOptions(pushType: .background)

    /// A payload of exactly `bytes` bytes as sent, marked at its start; `{"aps":{"alert":""}}` is 20.
    static func payload(bytes: Int, alert: Character = "x") -> String {
        let filler = String(repeating: alert, count: (bytes - 20) / alert.utf8.count)
        return #"⟨{"aps":{"alert":""# + filler + #""}}"#
    }
}
