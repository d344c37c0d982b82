import PushRouteCore
import PushRouteReader

/// The rules a run uses: the defaults, changed by `--enable` and `--disable`.
public struct RuleSelection: Sendable {
    /// An unknown rule, or a rule both enabled and disabled: the command line reports it as
    /// a usage error.
    public struct Error: Swift.Error, Equatable, Sendable {
        public var message: String
    }

    public private(set) var enabled: Set<String>
    /// The rules named by `--enable` and `--disable`: they win over a configuration file.
    public private(set) var enable: [String] = []
    public private(set) var disable: [String] = []

    /// Each list holds rule ids, possibly several separated by commas (spaces and
    /// empty items are ignored).
    public init(enable: [String] = [], disable: [String] = []) throws(RuleSelection.Error) {
        let enable = try Self.ids(enable, option: "enable")
        let disable = try Self.ids(disable, option: "disable")
        if let both = enable.first(where: disable.contains) {
            throw Error(message: "rule '\(both)' is both enabled and disabled")
        }
        enabled = Set(Self.defaultRules.map(\.id.rawValue)).union(enable).subtracting(disable)
        self.enable = enable
        self.disable = disable
    }

    /// The rules enabled when the user names none.
    public static var defaultRules: [LintRuleInfo] { LintRules.all.filter(\.enabledByDefault) }

    /// The enabled rules, in registry order.
    public var rules: [LintRuleInfo] { LintRules.all.filter { enabled.contains($0.id.rawValue) } }

    private static func ids(_ values: [String], option: String) throws(RuleSelection.Error) -> [String] {
        var ids: [String] = []
        for value in values {
            for part in value.split(separator: ",") {
                let id = String(part).trimmingSpaces
                if id.isEmpty { continue }
                guard LintRules.rule(id) != nil else {
                    var message = "unknown rule '\(id)' for '--\(option)'"
                    message += Suggestion.didYouMean(id, among: LintRules.ids)
                    throw Error(message: message + (message.hasSuffix("?") ? "" : "; see '--list-rules'"))
                }
                ids.append(id)
            }
        }
        return ids
    }
}
