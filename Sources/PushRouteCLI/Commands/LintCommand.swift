import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `pushroute lint`: checks payload fixtures against APNs' rules and the SDKs' routing.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let summary = "check payload fixtures for APNs and routing mistakes (a CI gate)"
    public static let options: [OptionSpec] = [
        OptionSpec("format", .choice(LintFormat.allCases.map(\.rawValue))),
        OptionSpec("fail-on", .choice(["error", "warning", "info"])),
        OptionSpec("enable", .value),
        OptionSpec("disable", .value),
        OptionSpec("list-rules"),
        OptionSpec("push-type", .choice(APNsPushType.allCases.map(\.rawValue))),
        OptionSpec("priority", .choice(["10", "5", "1"])),
    ]

    /// File extensions read when a directory is walked.
    public static let extensions: Set<String> = ["json", "apns", "txt", "payload"]

    public static let help = """
        usage: pushroute lint [--format text|json|sarif|github] [--fail-on error|warning|info]
                              [--enable RULE,...] [--disable RULE,...] [--list-rules]
                              [--push-type TYPE] [--priority 10|5|1] [FILE|DIR...]

        Checks each payload against APNs' payload rules (structure, every aps key, size)
        and the Leanplum and CleverTap routing rules, and reports each finding with its
        file, line and column, severity and rule id. A DIR is walked recursively for
        *.json, *.apns, *.txt and *.payload files (hidden entries skipped). With no
        FILE, or with -, standard input is read.

        options:
          --format FORMAT      text (gcc style, default), json, sarif (SARIF 2.1.0) or
                               github (GitHub Actions annotations)
          --fail-on SEVERITY   exit 1 when a finding is at or above it (default: error)
          --enable RULE,...    turn rules on (some are off by default)
          --disable RULE,...   turn rules off
          --list-rules         print every rule with its severity and explanation
          --push-type TYPE     the apns-push-type header the payloads are sent with:
                               alert, background, complication, controls,
                               fileprovider, liveactivity, location, mdm,
                               pushtotalk, voip or widgets
          --priority N         the apns-priority header: 10, 5 or 1

        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let selection: RuleSelection
        do {
            selection = try RuleSelection(enable: options.values["enable"] ?? [], disable: options.values["disable"] ?? [])
        } catch {
            throw UsageError(error.message)
        }
        if options.has("list-rules") {
            context.standardOutput.write(RuleList.render(LintRules.all))
            return .success
        }
        let lintOptions = LintOptions(
            pushType: options.value("push-type").flatMap(APNsPushType.init), priority: options.integer("priority"))
        let run = LintRun(
            linter: Linter(rules: selection.rules, options: lintOptions),
            format: options.value("format").flatMap(LintFormat.init) ?? .text,
            failOn: options.value("fail-on").flatMap(Severity.init) ?? .error,
            context: context)
        return run.lint(options.operands.isEmpty ? ["-"] : options.operands)
    }
}

/// `--list-rules`: one line per rule, `id  severity  explanation`, and `(off by default)`
/// for the rules `--enable` turns on.
public enum RuleList {
    public static func render(_ rules: [LintRuleInfo]) -> String {
        let width = (rules.map(\.id.count).max() ?? 0) + 2
        return rules.map { rule in
            let state = rule.enabledByDefault ? "" : " (off by default)"
            return rule.id.padding(width) + rule.severity.rawValue.padding(9) + rule.explanation + state + "\n"
        }.joined()
    }
}
