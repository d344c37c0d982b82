import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `pushroute lint`: checks payload fixtures against APNs' rules and the SDKs' routing.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let summary = "check payload fixtures for APNs and routing mistakes (a CI gate)"

    public static let format = Option.choice(
        "format", short: "f", of: LintFormat.self,
        help: "text (gcc style), json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations)", default: .text
    ).manual(
        """
        `text` (the default) prints each finding in compiler style, *FILE*:*LINE*:*COLUMN*: *severity*: *message* [*rule*], followed by the source line and a caret under the column.
        `json` prints one document, `{"findings": [...]}` (see `OUTPUT FIELDS`).
        `sarif` prints a SARIF 2.1.0 log for code-scanning tools: every rule is described in `tool.driver.rules`, with its summary as `shortDescription`, the summary and why it matters (what `--explain` shows) as `fullDescription` and as `help` (text and Markdown), and `helpUri` `man:pushroute(1)`, this page, where LINT RULES lists every rule; each finding is a result with its `ruleId`, `level` (`info` is `note`), message and location; columns count characters (`columnKind` `unicodeCodePoints`).
        `github` prints GitHub Actions workflow commands, `::error file=`*FILE*`,line=`*LINE*`,col=`*COLUMN*`,title=`*RULE*`::`*message*, with `::warning` for warnings and `::notice` for info; `%`, carriage return and line feed are percent-encoded, and in the properties also `:` and `,`.
        """)
    public static let failOn = Option.choice(
        "fail-on", of: Severity.self, only: [.error, .warning, .info],
        help: "exit 1 when a finding is at or above this severity", default: .error
    ).manual("The lowest severity that makes the exit status 1 (default: `\(Severity.error.rawValue)`).")
    public static let enable = Option.text(
        "enable", valueName: "RULE,...", help: "turn rules on (some are off by default)",
        completion: .commaSeparated(LintRules.ids)
    ).manual(
        """
        Turn rules on; some are off by default.
        May be repeated.
        An unknown rule id is a usage error.
        """)
    public static let disable = Option.text(
        "disable", valueName: "RULE,...", help: "turn rules off", completion: .commaSeparated(LintRules.ids)
    ).manual(
        """
        Turn rules off.
        May be repeated.
        Naming a rule in both options is a usage error.
        """)
    public static let listRules = Option.flag("list-rules", help: "print every rule with its severity and explanation")
        .manual(
            """
            Print every rule with its id, default severity and explanation, \u{201C}(off by default)\u{201D} and \u{201C}(fixable)\u{201D} for the rules `--fix` fixes, and exit.
            With `--format json`, one JSON object, `{"rules": [...]}`, each rule an object with `id`, `severity`, `enabled_by_default`, `fixable`, `summary` and `why`.
            """)
    public static let explain = Option.text(
        "explain", valueName: "RULE",
        help: "print what RULE checks, an example it fires on (with the fix) and one it stays quiet on, and exit",
        completion: .commaSeparated(LintRules.ids)
    ).manual(
        """
        Print what *RULE* checks, its severity, whether it is on by default and whether `--fix` fixes it, why it matters (what APNs, iOS or the SDKs do with a payload it fires on, declared beside the rule as its `why`), then one payload it fires on with the finding (and the fix, for a fixable rule) and one it stays quiet on, and exit.
        The payloads are the rule's examples, declared beside the rule in the source; the rule's tests check every one of them, so the page cannot show an example the rule does not give.
        An unknown *RULE* is a usage error with a did-you-mean.
        """)
    public static let pushType = Option.choice(
        "push-type", of: APNsPushType.self, valueName: "TYPE",
        help: "the apns-push-type header the payloads are sent with: "
            + APNsPushType.allCases.map(\.rawValue).joined(separator: ", ")
    ).manual(
        """
        The `apns-push-type` header the payloads are sent with: \(pushTypeWords).
        `voip` raises the size limit to 5120 bytes; `background` enables the background-push rules; `liveactivity` lifts the range of `relevance-score`.
        """)
    /// The push types as the manual lists them: `alert`, ... or `widgets`.
    private static var pushTypeWords: String {
        let words = APNsPushType.allCases.map { "`\($0.rawValue)`" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
    public static let priority = Option.choice(
        "priority", ["10": 10, "5": 5, "1": 1], help: "the apns-priority header the payloads are sent with"
    ).manual(
        """
        The `apns-priority` header.
        Priority 10 with a background push is an error.
        """)
    public static let config = Option.text(
        "config", valueName: "FILE",
        help: "read the settings from this configuration file instead of the .pushroute.json found above each file",
        completion: .file
    ).manual(
        """
        Read the settings of every input from this configuration file instead of the `.pushroute.json` found above each file (see `CONFIGURATION`).
        """)
    public static let noConfig = Option.flag("no-config", help: "ignore every .pushroute.json").manual(
        "Ignore every configuration file.")
    public static let printConfig = Option.text(
        "print-config", valueName: "FILE", help: "print the settings FILE is linted with, as JSON, and exit",
        completion: .file
    ).manual(
        """
        Print, as JSON, the settings *FILE* is linted with: its configuration, the overrides applied, whether it is excluded, `fail_on`, `push_type`, `priority` and the setting of every rule; and exit.
        """)
    public static let baseline = Option.text(
        "baseline", valueName: "FILE",
        help:
            "report only the findings this baseline does not record; its entries no finding matches are reported as info",
        completion: .file
    ).manual(
        """
        Report only the findings the baseline does not record; its entries that no finding matches any more are reported as `info` findings, `stale-baseline-entry`.
        Cannot be combined with `--write-baseline`.
        """)
    public static let writeBaseline = Option.text(
        "write-baseline", valueName: "FILE", help: "record the findings in FILE, a baseline, instead of reporting them",
        completion: .file
    ).manual(
        """
        Record every finding in *FILE*, a baseline, instead of reporting them (exit status 0 unless an input cannot be read or the baseline written); see `BASELINE`.
        A *FILE* the run read, an input or a configuration found on the way, is not written over (\u{201C}baseline not written: the run read it as '.pushroute.json'\u{201D}, status 74).
        """)
    public static let fix = Option.flag(
        "fix", help: "fix what can be fixed, rewriting each file in place, and report the findings left"
    ).manual(
        """
        Fix every finding that can be fixed (see `FIXES`), rewriting each file in place, and report the findings left: the exit status is 0 when each of them is below the threshold.
        Standard input is not rewritten.
        """)
    public static let diff = Option.flag(
        "diff", help: "print the unified diff of what --fix would change, and write nothing"
    ).manual(
        """
        Print the unified diff of what `--fix` would change, and write nothing (the findings are not printed; the exit status is the one `lint` gives without `--diff`, from the findings of the files as they are, so that a CI step showing the fix still fails).
        Only with `--format text`.
        """)
    /// `--output` as `lint` reads it.
    static let output = OutputFileOption.output.manual(
        """
        Write the findings (or the diff, or the rules) to *FILE* instead of standard output, as `classify` does.
        """)
    /// `--exit-zero` as `lint` reads it.
    static let exitZero = ExitZeroOption.option(statusOne: "findings are at or above --fail-on").manual(
        """
        Exit 0 even when findings are at or above the `--fail-on` severity, as ruff's `--exit-zero`: the findings are printed as without it, so a CI step that uploads a SARIF log needs no `|| [ $? -eq 1 ]`.
        An input that could not be read (2), a usage error, a configuration or baseline with errors (64) and a failed write (74) keep their status (see `EXIT STATUS`).
        """)
    /// `--jobs` as `lint` reads it.
    static let jobs = JobsOption.jobs.manual(
        """
        As for `classify`: the files (of every directory walked) are shared out among the workers, and the findings, reports and exit status are the same whatever *N*.
        With `--fix` one worker rewrites the files, one after another.
        """)

    /// Its options, in the order its synopsis names them.
    public static let options: [OptionDeclaration] = synopsis.options

    /// Linting, then the forms that print and exit: `--print-config`, `--list-rules`, `--explain`.
    public static let synopsis = Synopsis(
        SynopsisItem.optional(
            each: [
                format.declaration, failOn.declaration, enable.declaration, disable.declaration,
                pushType.declaration, priority.declaration,
            ]) + [
                .optional(.oneOf(.option(config.declaration), .option(noConfig.declaration))),
                .optional(.oneOf(.option(baseline.declaration), .option(writeBaseline.declaration))),
            ]
            + SynopsisItem.optional(
                each: [
                    fix.declaration, diff.declaration, output.declaration, exitZero.declaration, jobs.declaration,
                ] + ReaderLimitOptions.declarations + [
                    QuietOption.quiet.declaration, ForceOption.force.declaration, InputWalk.noIgnore.declaration,
                ]) + [.inputs],
        [.option(printConfig.declaration)], [.option(listRules.declaration)], [.option(explain.declaration)])

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
            discovery: ConfigDiscovery(
                workingDirectory: WorkingDirectory.path, home: context.environment[ConfigDiscovery.homeVariable]
            ) { context.report([$0]) })
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
