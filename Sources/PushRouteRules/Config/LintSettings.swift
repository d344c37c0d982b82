import PushRouteCore
import PushRouteReader

/// What the command line says about the settings: it wins over any configuration file.
public struct LintFlags: Sendable {
    public var selection: RuleSelection
    public var failOn: Severity?
    public var pushType: APNsPushType?
    public var priority: Int?

    public init(selection: RuleSelection, failOn: Severity? = nil, pushType: APNsPushType? = nil, priority: Int? = nil)
    {
        self.selection = selection
        self.failOn = failOn
        self.pushType = pushType
        self.priority = priority
    }
}

/// The settings one file is linted with: the defaults, then its configuration's, then those
/// of each override whose globs match it, in order, and last the command line's.
public struct LintSettings: Equatable, Sendable {
    /// The configuration used, as messages name it; nil without one.
    public var configFile: String?
    /// The indices of the overrides that apply.
    public var overrides: [Int] = []
    /// Whether an `exclude` glob matches the file: it is not linted.
    public var excluded = false
    /// Whether an `include` glob matches the file: a paste a walk of a folder takes.
    public var included = false
    public var failOn: Severity = .error
    public var options = LintOptions()
    /// The severity of each enabled rule, by id.
    public var rules: [String: Severity]

    /// - Parameter path: the file's absolute, normalized path; nil for standard input,
    ///   which no glob matches.
    public static func resolve(path: String?, config: LintConfig?, flags: LintFlags) -> LintSettings {
        var enabled = Set(RuleSelection.defaultRules.map(\.id.rawValue))
        var severities: [String: Severity] = [:]
        var settings = LintSettings(configFile: config?.file, rules: [:])
        func apply(_ layer: LintConfig.Settings) {
            for rule in layer.rules {
                switch rule.setting {
                case .off: enabled.remove(rule.id)
                case .on: enabled.insert(rule.id)
                case .severity(let severity):
                    enabled.insert(rule.id)
                    severities[rule.id] = severity
                }
            }
            settings.failOn = layer.failOn ?? settings.failOn
            settings.options.pushType = layer.pushType ?? settings.options.pushType
            settings.options.priority = layer.priority ?? settings.options.priority
        }
        if let config {
            let relative = path.map { FilePath.relative($0, to: config.directory) }
            func inside(_ relative: String) -> Bool { relative != ".." && !relative.hasPrefix("../") }
            func matches(_ globs: [Glob]) -> Bool {
                guard let relative, inside(relative) else { return false }
                return globs.contains { $0.matches(relative) }
            }
            apply(config.settings)
            settings.excluded = relative.map { inside($0) && config.excludes.matchesAny($0) } ?? false
            settings.included = path.map(config.includes) ?? false
            let matched = relative.map { inside($0) ? config.overrides(matching: $0) : [] } ?? []
            for index in matched {
                let override = config.overrides[index]
                apply(override.settings)
                settings.overrides.append(index)
                settings.excluded = settings.excluded || matches(override.settings.exclude)
            }
        }
        enabled.formUnion(flags.selection.enable)
        enabled.subtract(flags.selection.disable)
        settings.failOn = flags.failOn ?? settings.failOn
        settings.options.pushType = flags.pushType ?? settings.options.pushType
        settings.options.priority = flags.priority ?? settings.options.priority
        for rule in LintRules.all where enabled.contains(rule.id.rawValue) {
            settings.rules[rule.id.rawValue] = severities[rule.id.rawValue] ?? rule.severity
        }
        return settings
    }

    /// A linter with these rules, severities and sending options.
    public var linter: Linter {
        let enabled = LintRules.all.filter { rules[$0.id.rawValue] != nil }
        var severities: [RuleID: Severity] = [:]
        for rule in enabled where rules[rule.id.rawValue] != rule.severity {
            severities[rule.id] = rules[rule.id.rawValue]
        }
        return Linter(rules: enabled, options: options, severities: severities)
    }
}
