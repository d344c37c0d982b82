import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --scenario FILE`: reads the scenario, replays it, writes one result.
struct ScenarioRun {
    var settings: SimulationSettings
    var output: SimulationOutput

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = output.context.read(input) else { return .unreadableInput }
        return bytes.withUnsafeBytes { text in
            var lines = TextLocator(text)
            return process(input, text: String(decoding: text, as: UTF8.self)) { lines.lineText($0) }
        }
    }

    private func process(_ input: InputName, text: String, sourceLine: (Int) -> String?) -> ExitStatus {
        let parser = ScenarioParser(file: input.displayName, directory: directory(of: input), settings: settings)
        let parsed = parser.parse(text)
        guard let scenario = parsed.scenario else {
            report(parsed.diagnostics, scenarioFile: input.displayName, sourceLine: sourceLine)
            return .failure
        }
        if let compare = output.compare {
            output.beginScenario(input.displayName, settings: scenario.settings)
            var failure: ScenarioError?
            let differs = output.emitComparison(compare, { settings in
                var scenario = scenario
                scenario.settings.leanplumSDK = settings.leanplumSDK
                switch ScenarioSimulator.run(scenario, file: input.displayName) {
                case .failure(let error):
                    failure = failure ?? error
                    return nil
                case .success(let result): return result
                }
            }, base: scenario.settings)
            if let failure {
                output.context.report([failure.diagnostic], showRule: true, sourceLine: sourceLine)
                return .failure
            }
            if !differs { output.noDifference(input.displayName, compare) }
            return .success
        }
        switch ScenarioSimulator.run(scenario, file: input.displayName) {
        case .failure(let error):
            output.context.report([error.diagnostic], showRule: true, sourceLine: sourceLine)
            return .failure
        case .success(let result):
            output.beginScenario(input.displayName, settings: scenario.settings)
            output.emit(result)
            return .success
        }
    }

    /// Scenario errors show their line; a payload file's own errors show nothing more.
    private func report(_ diagnostics: [Diagnostic], scenarioFile: String, sourceLine: (Int) -> String?) {
        for diagnostic in diagnostics {
            let mine = diagnostic.file == scenarioFile
            output.context.report([diagnostic], showRule: mine) { mine ? sourceLine($0) : nil }
        }
    }

    private func directory(of input: InputName) -> String {
        guard !input.isStandardInput, let slash = input.path.lastIndex(of: "/") else { return "" }
        return String(input.path[..<slash])
    }
}
