import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --scenario FILE`: reads the scenario, replays it, writes one result.
struct ScenarioRun {
    var settings: SimulationSettings
    /// The command line's options, applied again over a profile the scenario names.
    var commandLine: @Sendable (inout SimulationSettings) -> Void = { _ in }
    var output: SimulationOutput

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = output.context.read(input) else { return .unreadableInput }
        let limits = ReaderLimits.withoutOptions
        if bytes.count > limits.maxPayloadBytes {
            output.context.report(
                PayloadReader.tooLarge(file: input.displayName, limits: limits).diagnostics, showRule: true)
            return .failure
        }
        return bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            return process(input, text: String(decoding: text, as: UTF8.self)) { lines.lineText($0) }
        }
    }

    private func process(_ input: InputName, text: String, sourceLine: (Int) -> String?) -> ExitStatus {
        if let compare = output.compare, compare.replacesSettings {
            return compareProfiles(compare, input, text: text, sourceLine: sourceLine)
        }
        guard let scenario = parse(input, text: text, settings: settings, sourceLine: sourceLine) else {
            return .failure
        }
        if let compare = output.compare {
            output.beginScenario(input.displayName, settings: scenario.settings)
            var failure: ScenarioError?
            let (first, second) = compare.sides(scenario.settings)
            let results = [first, second].map { settings in
                var scenario = scenario
                scenario.settings.leanplumSDK = settings.leanplumSDK
                scenario.settings.cleverTapSDK = settings.cleverTapSDK
                return run(scenario, input, failure: &failure)
            }
            return finishComparison(
                compare, input, results: (results[0], results[1]), failure: failure, sourceLine: sourceLine)
        }
        var failure: ScenarioError?
        guard let result = run(scenario, input, failure: &failure) else {
            return finishComparison(nil, input, results: (nil, nil), failure: failure, sourceLine: sourceLine)
        }
        output.beginScenario(input.displayName, settings: scenario.settings)
        output.emit(result)
        return .success
    }

    /// `--compare-app`: the scenario read on top of each profile, and run under each.
    private func compareProfiles(
        _ compare: SettingsComparison, _ input: InputName, text: String, sourceLine: (Int) -> String?
    ) -> ExitStatus {
        let (first, second) = compare.sides(settings)
        guard let a = parse(input, text: text, settings: first, sourceLine: sourceLine, allowsProfile: false),
            let b = parse(input, text: text, settings: second, sourceLine: sourceLine, allowsProfile: false)
        else { return .failure }
        output.beginScenario(input.displayName, settings: a.settings)
        var failure: ScenarioError?
        let results = (run(a, input, failure: &failure), run(b, input, failure: &failure))
        return finishComparison(compare, input, results: results, failure: failure, sourceLine: sourceLine)
    }

    /// The scenario read with `settings` under its own, or nil after reporting its errors.
    private func parse(
        _ input: InputName, text: String, settings: SimulationSettings, sourceLine: (Int) -> String?,
        allowsProfile: Bool = true
    ) -> Scenario? {
        let parser = ScenarioParser(
            file: input.displayName, directory: directory(of: input), settings: settings, commandLine: commandLine,
            allowsProfile: allowsProfile)
        let parsed = parser.parse(text)
        if parsed.scenario == nil {
            report(parsed.diagnostics, scenarioFile: input.displayName, sourceLine: sourceLine)
        }
        return parsed.scenario
    }

    private func run(_ scenario: Scenario, _ input: InputName, failure: inout ScenarioError?) -> SimulationResult? {
        switch ScenarioSimulator.run(scenario, file: input.displayName) {
        case .failure(let error):
            failure = failure ?? error
            return nil
        case .success(let result): return result
        }
    }

    /// Reports a step that cannot happen, or writes the comparison of the two results.
    private func finishComparison(
        _ compare: SettingsComparison?, _ input: InputName, results: (SimulationResult?, SimulationResult?),
        failure: ScenarioError?,
        sourceLine: (Int) -> String?
    ) -> ExitStatus {
        if let failure {
            output.context.report([failure.diagnostic], showRule: true, sourceLine: sourceLine)
            return .failure
        }
        if let compare, let first = results.0, let second = results.1 {
            output.emitComparison(compare, [(first, second)], label: input.displayName)
        }
        return .success
    }

    /// Scenario errors show their line; a payload's or profile's own errors show nothing
    /// more (a profile's, their rule).
    private func report(_ diagnostics: [Diagnostic], scenarioFile: String, sourceLine: (Int) -> String?) {
        for diagnostic in diagnostics {
            let mine = diagnostic.file == scenarioFile
            let profile = diagnostic.rule.map { AppProfileRule(rawValue: $0.rawValue) != nil } ?? false
            output.context.report([diagnostic], showRule: mine || profile) { mine ? sourceLine($0) : nil }
        }
    }

    private func directory(of input: InputName) -> String {
        guard !input.isStandardInput, let slash = input.path.lastIndex(of: "/") else { return "" }
        return String(input.path[..<slash])
    }
}
