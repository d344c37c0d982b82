import PushRouteCore
import PushRouteReader

/// Small text helpers for lint messages.
public enum LintText {
    /// `expected <what> for '<path>', found <value>`: the shape of every type finding.
    public static func expected(_ what: String, for path: String, found value: JSONValue) -> String {
        "expected \(what) for '\(path)', found \(value.foundDescription)"
    }
}
