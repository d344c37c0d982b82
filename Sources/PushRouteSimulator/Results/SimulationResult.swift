import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What one push did in one cell (or in one step of a scenario).
public struct PushResult: Equatable, Sendable {
    /// The payload's source, e.g. `samples/seed-leanplum.json`.
    public var input: String
    public var location: SourceLocation
    /// The app's state when the push arrived or was tapped.
    public var state: AppState
    public var event: PushEvent
    /// Who handled it: `none` when nobody did (not woken, dropped, ignored).
    public var handler: Handler
    /// Whether iOS ran any app code for it.
    public var woken: Bool
    /// The scenario line of the step; nil in a cell.
    public var scenarioLine: Int?
    /// How many times `handler` handled the push's event (0 for `none`; 2 for a push
    /// handled twice): the verdicts of a comparison say it.
    public var handledTimes: Int = 0
    /// The steps of the result's trace at which `handler` handled it, one per handling counted
    /// (the last step recorded then); empty in a scenario, whose trace is every push's.
    public var handledAt: [Int] = []
    /// Why the push did not wake the app though it has a content-available of the wrong
    /// type (`FlagValueNote`): `"1" is a string; APNs wants the number 1`.
    public var wokenNote: String? = nil
    /// How many repairs the reader made to read the push (`Push.repairs`).
    public var repairs = 0
}

/// The outcome of a cell or a scenario: the calls, in order, and the hazards met.
public struct SimulationResult: Sendable {
    /// The payload file, or the scenario file.
    public var input: String
    /// The Leanplum iOS SDK release simulated.
    public var leanplumSDK: LeanplumRelease
    /// The push of a cell, or every push and tap of a scenario, in order.
    public var pushes: [PushResult]
    public var trace: [TraceStep]
    /// Scenario steps, as headings over the trace (empty for a cell).
    public var sections: [TraceSection]
    public var warnings: [RaisedWarning]
    /// True for a scenario.
    public var isScenario: Bool
    /// The app profile simulated (`--app`, a scenario's `app`); nil without one.
    public var profile: String?
    /// The CleverTap release chosen (`--clevertap-sdk`, `clevertap.sdk`, a `--compare-sdk`
    /// side); nil: the newest inside the Leanplum release's pin.
    public var cleverTapSDK: CleverTapRelease? = nil
    /// The SDKs the app links (`sdks`): a CleverTap-only app runs no Leanplum release.
    public var sdks: AppSDKs = .leanplumAndCleverTap

    /// `Leanplum 6.6.1`, or `no Leanplum SDK` in a CleverTap-only app: for headings.
    public var leanplumName: String { sdks.hasLeanplum ? "Leanplum \(leanplumSDK)" : "no Leanplum SDK" }

    /// The cell's push (the first push of a scenario).
    public var push: PushResult? { pushes.first }

    /// The CleverTap release modelled: the one chosen, else the newest the Leanplum
    /// release's pin allows; nil when the Leanplum release links no CleverTap SDK (5.0.0).
    public var modelledCleverTap: CleverTapRelease? {
        cleverTapSDK ?? (sdks.hasLeanplum ? leanplumSDK.cleverTapPin?.newest : CleverTapRelease.all.last)
    }

    /// The warnings and errors, in the order raised: what counts.
    public var hazards: [RaisedWarning] { warnings.filter(\.warning.isHazard) }
    /// The notes (`Severity.note`), in the order raised: shown apart, never counted.
    public var notes: [RaisedWarning] { warnings.filter { !$0.warning.isHazard } }

    /// The warnings raised at each step of the trace, by its index, in the order raised:
    /// grouped once, for the formats that write them beside their steps.
    public var warningsByStep: [Int: [RaisedWarning]] {
        var grouped: [Int: [RaisedWarning]] = [:]
        for raised in warnings { if let step = raised.step { grouped[step, default: []].append(raised) } }
        return grouped
    }

    /// Warnings as diagnostics: at the payload of a cell (with the cell named), or at the
    /// scenario line that raised them; the trace step where the hazard happens is named.
    /// The notes come after the warnings and errors.
    public func diagnostics() -> [Diagnostic] {
        (hazards + notes).map { raised in
            let step = raised.step.map { "step \($0 + 1)" }
            if isScenario {
                let line = raised.line ?? 1
                return raised.warning.diagnostic(file: input, at: SourceLocation(line: line, column: 1), context: step)
            }
            let push = pushes[0]
            let cell = "\(push.state.rawValue), \(push.event.rawValue)"
            return raised.warning.diagnostic(
                file: push.input, at: push.location, context: step.map { cell + ", " + $0 } ?? cell)
        }
    }
}
