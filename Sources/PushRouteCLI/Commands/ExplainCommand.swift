import PushRouteApp
import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `pushroute explain CODE`: what a lint rule or a simulator warning means, why it matters,
/// and an example, all from their declarations: a rule's explanation, `why` and examples (as
/// `lint --explain`), a warning's `meaning`, severity and `example`, run here through the
/// simulator so that what is shown is what `simulate` says.
public enum ExplainCommand: Command {
    public static let name = "explain"
    public static let summary = "say what a lint rule or a simulator warning means, why it matters, and show an example"
    public static let options = [
        OutputFileOption.output.declaration.manual("Write the explanation to *FILE* instead of standard output.")
    ]
    public static let synopsis = Synopsis.options(options, then: "CODE")
    public static var operandCompletion: ValueCompletion { .choices(codes) }

    /// Every code it explains: the lint rules, the simulator's warnings, app infer's, those of
    /// the checks around the payloads, then the paste reader's (but `parse-error`, a lint rule).
    static var codes: [String] {
        LintRules.ids + WarningCode.allCases.map(\.rawValue) + AppInferenceRule.allCases.map(\.rawValue)
            + otherCodes.map(\.code) + LenientRule.allCases.map(\.rawValue).filter { LintRules.rule($0) == nil }
    }

    /// The codes a configuration, a baseline, a rewrite, an app profile, a scenario or the
    /// input is reported with.
    static var otherCodes: [(code: String, reportedBy: String, meaning: String)] {
        let rules: [any ExplainedRule.Type] = [
            ConfigRule.self, BaselineRule.self, RewriteRule.self, SimulatorFileRule.self, AppProfileRule.self,
            ScenarioRule.self, InputRule.self,
        ]
        return rules.flatMap { $0.explanations }
    }

    public static let discussion = """
        Explains CODE, a lint rule id ('pushroute lint --list-rules') or a warning code
        of 'simulate' (see pushroute(1), WARNINGS): what it means, why it matters, and an
        example. For a rule, the same as 'lint --explain RULE'. For a warning, its
        severity, and a payload and the 'simulate' options of one cell that raise it, run
        through the simulator as 'simulate' runs it, with what it reports; a warning that
        needs an app profile or several pushes has no example here. For a warning id of
        'app infer' (app-stale-lock, app-two-releases, ...), or a code of a
        configuration, a baseline, a rewrite, an app profile, a scenario or the input
        (config-type, profile-unknown-key, ...), what it means. For a rule of the paste
        reader (smart-quote, swift-print, cut-off, ...: the codes of repairs, notes and
        errors in brackets after lint's repaired-input and in every JSON record's
        'repairs'), what reports it, its kind, what it means, a message it is reported
        with, and its section of docs/pasted-forms.md.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        guard options.operands.count == 1, let code = options.operands.first else {
            throw UsageError("expected one CODE, found \(options.operands.count)")
        }
        if let rule = LintRules.rule(code) {
            context.standardOutput.write(RuleExplanation.render(rule))
            if rule.id == RuleID(RoutingRule.bothSDKs) {
                context.standardOutput.write("\n'simulate' warns about such a push with the same code.\n")
            }
            return .success
        }
        if let warning = AppInferenceRule(rawValue: code) {
            context.standardOutput.write(
                "\(code): app infer warning (also simulate --app DIR)\n\nWhat it means: \(warning.meaning).\n")
            return .success
        }
        if let rule = LenientRule(rawValue: code) {
            context.standardOutput.write(render(rule))
            return .success
        }
        if let other = otherCodes.first(where: { $0.code == code }) {
            context.standardOutput.write("\(code): \(other.reportedBy)\n\nWhat it means: \(other.meaning).\n")
            return .success
        }
        guard let warning = WarningCode(rawValue: code) else {
            throw UsageError(
                "unknown code '\(TerminalEscaping.escaped(code))'" + Suggestion.didYouMean(code, among: codes))
        }
        context.standardOutput.write(try render(warning))
        return .success
    }

    /// A rule of the paste reader, from its declaration (`LenientRule.explanation`).
    static func render(_ rule: LenientRule) -> String {
        let explanation = rule.explanation
        let sections = explanation.sections.map { "§" + $0 }.joined(separator: ", ")
        return "\(rule.rawValue): \(rule.kind.rawValue) by \(LenientRule.reportedBy)\n"
            + "\nWhat it means: \(explanation.meaning).\n"
            + "\nReported as: \(rule.kind.consequence).\n"
            + "\nExample: \(rule.severity.rawValue): \(explanation.message)\n"
            + "\nSee: docs/pasted-forms.md \(sections)\n"
    }

    static func render(_ code: WarningCode) throws -> String {
        var text = "\(code.rawValue): simulate warning, severity \(code.severity.rawValue)\n"
        text += "\nWhat it means: \(code.meaning).\n"
        text += "\nWhy it matters: \(code.consequence).\n"
        guard let example = code.example else {
            return text
                + "\nExample: it arises only with an app profile (--app) or in a scenario of several pushes; see man pushroute, WARNINGS.\n"
        }
        text +=
            "\nExample:\n    echo '\(example.payload)' | pushroute simulate \(example.options.joined(separator: " "))\n"
        for diagnostic in try raised(code, by: example) {
            text += "  → \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        }
        return text
    }

    /// What `simulate` with the example's options reports about its payload, for `code`.
    static func raised(_ code: WarningCode, by example: WarningExample) throws -> [Diagnostic] {
        let parsed = try OptionParser(SimulateCommand.options).parse(example.options)
        let settings = SimulateCommand.settings(parsed)
        guard let state = parsed[SimulateCommand.state], let event = parsed[SimulateCommand.event] else { return [] }
        var diagnostics: [Diagnostic] = []
        Array(example.payload.utf8).withUnsafeBytes { bytes in
            PayloadReader(locateKeys: false).readDocument(bytes, file: "-") { payload in
                guard let value = payload.value else { return }
                let push = Push(id: 1, userInfo: value, source: payload.file, location: payload.start)
                diagnostics += CellSimulator.run(push, in: Cell(state, event), settings: settings).diagnostics()
            }
        }
        return diagnostics.filter { $0.rule == RuleID(code) }
    }
}
