import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `pushroute lint`: checks payload fixtures against APNs' rules and the SDKs' routing.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let summary = "check payload fixtures for APNs and routing mistakes (a CI gate)"
    public static let operands = "[FILE|DIR...]"

    public static let format = Option.choice(
        "format", of: LintFormat.self,
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
    public static let pushType = Option.choice(
        "push-type", of: APNsPushType.self, valueName: "TYPE",
        help: "the apns-push-type header the payloads are sent with: "
            + APNsPushType.allCases.map(\.rawValue).joined(separator: ", "))
    public static let priority = Option.choice(
        "priority", ["10": 10, "5": 5, "1": 1], help: "the apns-priority header the payloads are sent with")

    public static let options = [
        format.declaration, failOn.declaration, enable.declaration, disable.declaration, listRules.declaration,
        pushType.declaration, priority.declaration, JobsOption.jobs.declaration,
    ]

    /// File extensions read when a directory is walked.
    public static let extensions: Set<String> = ["json", "apns", "txt", "payload"]

    public static let discussion = """
        Checks each payload against APNs' payload rules (structure, every aps key, size)
        and the Leanplum and CleverTap routing rules, and reports each finding with its
        file, line and column, severity and rule id. A DIR is walked recursively for
        *.json, *.apns, *.txt and *.payload files (hidden entries skipped). With no
        FILE, or with -, standard input is read.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let selection: RuleSelection
        do {
            selection = try RuleSelection(enable: options.all(enable), disable: options.all(disable))
        } catch {
            throw UsageError(error.message)
        }
        if options.isSet(listRules) {
            context.standardOutput.write(RuleList.render(LintRules.all))
            return .success
        }
        let lintOptions = LintOptions(
            pushType: options[pushType], priority: options[priority])
        let settings = LintRun.Settings(
            linter: Linter(rules: selection.rules, options: lintOptions), format: options[format] ?? .text,
            failOn: options[failOn] ?? .error, jobs: JobsOption.jobs(options))
        let run = LintRun(settings: settings, context: context)
        return run.lint(options.operands.isEmpty ? ["-"] : options.operands)
    }
}

/// `--list-rules`: one line per rule, `id  severity  explanation`, and `(off by default)`
/// for the rules `--enable` turns on.
public enum RuleList {
    public static func render(_ rules: [LintRuleInfo]) -> String {
        let width = (rules.map(\.id.rawValue.count).max() ?? 0) + 2
        return rules.map { rule in
            let state = rule.enabledByDefault ? "" : " (off by default)"
            return rule.id.rawValue.padding(width) + rule.severity.rawValue.padding(9) + rule.explanation + state + "\n"
        }.joined()
    }
}
