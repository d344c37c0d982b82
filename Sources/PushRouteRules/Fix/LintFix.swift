import PushRouteCore
import PushRouteReader

/// What `lint --fix` changes for one finding, stated for the user (`summary`) and as
/// changes to the payload. Each change has a meaning on the payload's value (`apply`) and on
/// its text (`FixEdits`); a file is written only when its text, read back, gives the value.
public struct LintFix: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// The value at the path becomes this one (in the text: the occurrence a reader uses).
        case set(JSONPath, JSONValue)
        /// A repeated key keeps the value readers use, in the place of its first occurrence;
        /// the other occurrences are removed. The payload's value does not change.
        case keepUsedValue(object: JSONPath, key: String)
        /// The payload, read after repairs, is written again as strict JSON.
        case rewrite
    }

    /// What the fix does, in the imperative: `replace "1" with 1`.
    public var summary: String
    public var changes: [Change]
    /// The rule of the finding it fixes.
    public var rule: RuleID?

    public init(_ summary: String, _ changes: [Change]) {
        self.summary = summary
        self.changes = changes
    }

    /// The payload's value once the fix is made.
    public func apply(to value: JSONValue) -> JSONValue {
        changes.reduce(value) { value, change in
            if case .set(let path, let replacement) = change { return value.replacing(at: path, with: replacement) }
            return value
        }
    }

    /// Replaces `old` with `new` at `path`: `replace "1" with 1`.
    static func replacing(_ old: JSONValue, with new: JSONValue, at path: JSONPath) -> LintFix {
        LintFix("replace \(literal(old)) with \(literal(new))", [.set(path, new)])
    }

    /// A value as compact JSON, cut short as messages quote values.
    static func literal(_ value: JSONValue) -> String {
        if let text = value.stringValue { return Quoting.jsonString(text) }
        return Quoting.short(Jansson.encode(value, style: .record))
    }
}
