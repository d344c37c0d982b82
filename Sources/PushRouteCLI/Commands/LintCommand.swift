import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `pushroute lint`: checks payload fixtures against APNs' rules and the SDKs' routing.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let summary = "check payload fixtures for APNs and routing mistakes (a CI gate)"

    public static let format = Option.choice(
        "format", short: "f", of: LintFormat.self,
        help: "text (gcc style), json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations)", default: .text)
    public static let failOn = Option.choice(
        "fail-on", of: Severity.self, only: [.error, .warning, .info],
        help: "exit 1 when a finding is at or above this severity", default: .error)
    public static let enable = Option.text(
        "enable", valueName: "RULE,...", help: "turn rules on (some are off by default)",
        completion: .commaSeparated(LintRules.ids))
    public static let disable = Option.text(
        "disable", valueName: "RULE,...", help: "turn rules off", completion: .commaSeparated(LintRules.ids))
    public static let listRules = Option.flag("list-rules", help: "print every rule with its severity and explanation")
    public static let explain = Option.text(
        "explain", valueName: "RULE",
        help: "print what RULE checks, an example it fires on (with the fix) and one it stays quiet on, and exit",
        completion: .commaSeparated(LintRules.ids))
    public static let pushType = Option.choice(
        "push-type", of: APNsPushType.self, valueName: "TYPE",
        help: "the apns-push-type header the payloads are sent with: "
            + APNsPushType.allCases.map(\.rawValue).joined(separator: ", "))
    public static let priority = Option.choice(
        "priority", ["10": 10, "5": 5, "1": 1], help: "the apns-priority header the payloads are sent with")
    public static let config = Option.text(
        "config", valueName: "FILE",
        help: "read the settings from this configuration file instead of the .pushroute.json found above each file",
        completion: .file)
    public static let noConfig = Option.flag("no-config", help: "ignore every .pushroute.json")
    public static let printConfig = Option.text(
        "print-config", valueName: "FILE", help: "print the settings FILE is linted with, as JSON, and exit",
        completion: .file)
    public static let baseline = Option.text(
        "baseline", valueName: "FILE",
        help:
            "report only the findings this baseline does not record; its entries no finding matches are reported as info",
        completion: .file)
    public static let writeBaseline = Option.text(
        "write-baseline", valueName: "FILE", help: "record the findings in FILE, a baseline, instead of reporting them",
        completion: .file)
    public static let fix = Option.flag(
        "fix", help: "fix what can be fixed, rewriting each file in place, and report the findings left")
    public static let diff = Option.flag(
        "diff", help: "print the unified diff of what --fix would change, and write nothing")

    public static let options =
        [
            format.declaration, failOn.declaration, enable.declaration, disable.declaration, listRules.declaration,
            explain.declaration,
            pushType.declaration, priority.declaration, config.declaration, noConfig.declaration,
            printConfig.declaration,
            baseline.declaration, writeBaseline.declaration, fix.declaration, diff.declaration,
            OutputFileOption.output.declaration,
            ExitZeroOption.exitZero.declaration, JobsOption.jobs.declaration,
            QuietOption.quiet.declaration, ForceOption.force.declaration, InputWalk.noIgnore.declaration,
        ] + ReaderLimitOptions.declarations

    public static let discussion = """
        Checks each payload against APNs' payload rules (structure, every aps key, size)
        and the Leanplum and CleverTap routing rules, and reports each finding with its
        file, line and column, severity and rule id. With no FILE, or with -, standard
        input is read. A DIR is walked for *.json and *.apns files, leaving out build products,
        dependencies and what git ignores (see pushroute(1), FOLDERS; --no-ignore).

        Settings come from the nearest .pushroute.json above each file (rules,
        fail_on, push_type, priority, exclude and overrides; see pushroute(1),
        CONFIGURATION); options given on the command line win over it.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let selection: RuleSelection
        do {
            selection = try RuleSelection(enable: options.all(enable), disable: options.all(disable))
        } catch {
            throw UsageError(error.message)
        }
        if let id = options[explain] {
            guard let rule = LintRules.all.first(where: { $0.id.rawValue == id }) else {
                throw UsageError("unknown rule '\(id)'" + Suggestion.didYouMean(id, among: LintRules.ids))
            }
            context.standardOutput.write(RuleExplanation.render(rule))
            return .success
        }
        if options.isSet(listRules) {
            switch options[format] ?? .text {
            case .text: context.standardOutput.write(RuleList.render(LintRules.all))
            case .json:
                Jansson.encode(
                    RuleList.document(LintRules.all), style: JSONStyle(indent: 2), to: context.standardOutput)
                context.standardOutput.write("\n")
            case let other: throw UsageError("option '--list-rules' prints text or json, not '\(other.rawValue)'")
            }
            return .success
        }
        try checkCombinations(options)
        let flags = LintFlags(
            selection: selection, failOn: options[failOn], pushType: options[pushType], priority: options[priority])
        let source = LintSettingsSource(
            flags: flags, configFile: options[config], ignoreConfigs: options.isSet(noConfig),
            discovery: ConfigDiscovery(workingDirectory: WorkingDirectory.path) { context.report([$0]) })
        if let file = options[printConfig] { return source.printSettings(of: file, context: context) }
        var baselineFile: LoadedBaseline?
        if let path = options[baseline] {
            guard let loaded = LoadedBaseline.load(path, discovery: source.discovery, context: context) else {
                return .usage
            }
            baselineFile = loaded
        }
        let run = LintRun(
            source: source, format: options[format] ?? .text,
            fixing: options.isSet(diff) ? .diff : options.isSet(fix) ? .write : nil,
            baseline: baselineFile, writeBaseline: options[writeBaseline], jobs: JobsOption.jobs(options),
            limits: ReaderLimitOptions.limits(options), context: context)
        return ExitZeroOption.apply(run.lint(options.operands, options: options), options)
    }

    /// Options that cannot be used together, found before anything is read.
    private static func checkCombinations(_ options: ParsedOptions) throws(UsageError) {
        let pairs: [(OptionDeclaration, OptionDeclaration)] = [
            (config.declaration, noConfig.declaration), (baseline.declaration, writeBaseline.declaration),
            (diff.declaration, writeBaseline.declaration),
        ]
        for (first, second) in pairs where options.values[first.name] != nil && options.values[second.name] != nil {
            throw UsageError("options '\(first.flag)' and '\(second.flag)' cannot be used together")
        }
        if options.isSet(diff), let chosen = options[format], chosen != .text {
            throw UsageError(
                "option '--diff' prints a diff, not findings; it cannot be used with '--format \(chosen.rawValue)'")
        }
        if options.isSet(fix), !options.isSet(diff) { try StandardInputRewrite.refuse("--fix", options.operands) }
        if options.has(printConfig), !options.operands.isEmpty {
            throw UsageError("option '--print-config' prints the settings of its one FILE; give no other FILE")
        }
    }
}

/// `--list-rules`: one line per rule, `id  severity  explanation`, `(off by default)` for
/// the rules `--enable` turns on, and `(fixable)` for those `--fix` fixes.
public enum RuleList {
    public static func render(_ rules: [LintRuleInfo]) -> String {
        let width = (rules.map(\.id.rawValue.count).max() ?? 0) + 2
        return rules.map { rule in
            let state = rule.enabledByDefault ? "" : " (off by default)"
            let fixable = rule.fixable ? " (fixable)" : ""
            return rule.id.rawValue.padding(width) + rule.severity.rawValue.padding(9) + rule.explanation + state
                + fixable + "\n"
        }.joined()
    }

    /// `--list-rules --format json`: `{"rules": [{"id", "severity", "enabled_by_default",
    /// "fixable", "summary", "why"}, ...]}` (docs/schemas/rules.schema.json).
    public static func document(_ rules: [LintRuleInfo]) -> JSONValue {
        let list = rules.map { rule -> JSONValue in
            var object = JSONObject()
            object.append("id", .string(rule.id.rawValue))
            object.append("severity", .string(rule.severity.rawValue))
            object.append("enabled_by_default", .bool(rule.enabledByDefault))
            object.append("fixable", .bool(rule.fixable))
            object.append("summary", .string(rule.explanation))
            object.append("why", .string(rule.why))
            return .object(object)
        }
        return ["rules": .array(list)]
    }
}
