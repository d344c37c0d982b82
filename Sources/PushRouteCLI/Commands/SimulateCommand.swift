import PushRouteReader
import PushRouteSimulator

/// `pushroute simulate`: the calls the notifications manager and both SDKs make for a
/// payload, in every app state, and the hazards they hide.
public enum SimulateCommand: Command {
    public static let name = "simulate"
    public static let summary = "show the calls each payload causes, in each app state"
    public static let otherForms = ["[options] --scenario FILE"]

    /// How results are written.
    public enum Format: String, CaseIterable, Sendable { case text, json, mermaid, html }

    public static let state = Option.choice(
        "state", of: AppState.self, help: "the app's state when the push arrives (without it: every state)")
    public static let event = Option.choice(
        "event", of: PushEvent.self, help: "the push arrives, or is tapped (without it: both)")
    public static let migration = Option.choice(
        "migration", of: MigrationState.self, help: "the migration state Leanplum has cached, or fetches at start",
        default: .leanplumAndCleverTap)
    public static let instance = Option.choice(
        "ct-instance", of: InstanceReadiness.self,
        help: "ready: the app creates the CleverTap instance at launch, before start (Leanplum 6.0.2 on); at-start: Leanplum creates it when start is issued (without --start: start after the push)",
        default: nil)
    public static let start = Option.choice(
        "start", of: StartTiming.self, help: "when the app calls Leanplum.start: in didFinishLaunching, after the push, or never",
        default: .atLaunch)
    public static let firstRun = Option.flag(
        "first-run", help: "no migration state cached yet: start is issued only when the asynchronous fetch answers")
    public static let leanplumSDK = Option.value(
        "leanplum-sdk", valueName: "VERSION", help: "the Leanplum iOS SDK release whose push path is simulated",
        default: LeanplumRelease.newest.version, completion: .choices(LeanplumRelease.versions),
        expected: "expected " + LeanplumRelease.expected, parse: LeanplumRelease.init)
    public static let compareSDK = Option.value(
        "compare-sdk", valueName: "A,B",
        help: "run every cell under two Leanplum SDK releases and print only the cells whose traces differ, side by side",
        completion: .commaSeparated(LeanplumRelease.versions),
        expected: "expected two different Leanplum iOS SDK releases, e.g. 6.0.0,6.6.1",
        parse: SDKComparison.releases(parsing:))
    public static let account = Option.text(
        "ct-account", valueName: "ID", help: "the account of the app's CleverTap instance",
        default: "the payload's wzrk_acct_id")
    public static let presentation = Option.value(
        "presentation", valueName: "none|banner,sound,badge,list", help: "Leanplum's foreground presentation option",
        default: "none", completion: .commaSeparated(["none"] + PresentationOptions.names.map(\.0)),
        expected: "expected none, or a comma-separated list of banner, sound, badge, list",
        parse: PresentationOptions.init(parsing:))
    public static let openDeepLinks = Option.choice(
        "open-deep-links-in-foreground", ["true": true, "false": false],
        help: "the deep-link flag the app set, from Leanplum 6.1.0 (without it, from 6.1.1: true for an open, false for a receive)")
    public static let token = Option.value(
        "token", valueName: "HEX", help: "register this device token before the push",
        expected: "expected an even number of hexadecimal digits", parse: DeviceToken.init(hex:))
    public static let legacy = Option.flag("legacy", help: "the manager before the design note (--leanplum-sdk 5.0.0)")
    public static let scenario = Option.text(
        "scenario", valueName: "FILE", help: "replay a timeline of steps (see pushroute(1), SCENARIO FILES)",
        completion: .file)
    public static let format = Option.choice(
        "format", of: Format.self,
        help: "numbered steps, one JSON object per payload per cell, a Mermaid sequenceDiagram, or one HTML page with drawn sequence diagrams",
        default: .text)

    public static let options = [
        state.declaration, event.declaration, migration.declaration, instance.declaration, start.declaration,
        firstRun.declaration, account.declaration, presentation.declaration, openDeepLinks.declaration, token.declaration,
        leanplumSDK.declaration, legacy.declaration, compareSDK.declaration, scenario.declaration, format.declaration,
        OutputFileOption.output.declaration,
    ]

    public static let discussion = """
        Runs each payload through a model of the app's notifications manager, Leanplum and
        CleverTap, and prints the calls they make, in order, for each app state and event.
        Without --state and --event every payload runs in all six cells.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let settings = try SimulateCommand.settings(options)
        let output = SimulationOutput(
            format: options[format] ?? .text, compare: options[compareSDK], context: context, settings: settings)
        if let scenarioFile = options[scenario] {
            guard options.operands.isEmpty, !options.has(state), !options.has(event), !options.has(token) else {
                throw UsageError("'--scenario' takes no FILE, '--state', '--event' or '--token': the scenario's steps set them")
            }
            let status = ScenarioRun(settings: settings, output: output).process(InputName(scenarioFile))
            output.finish()
            return status
        }
        let cells = Cell.all.filter { cell in
            (options[state].map { $0 == cell.state } ?? true) && (options[event].map { $0 == cell.event } ?? true)
        }
        let run = SimulateRun(settings: settings, cells: cells, output: output)
        let status = context.forEachInput(options.operands, run.process)
        output.finish()
        return status
    }

    /// The model's settings from the options.
    static func settings(_ options: ParsedOptions) throws -> SimulationSettings {
        let releaseOptions = [options.has(leanplumSDK), options.isSet(legacy), options.has(compareSDK)].filter { $0 }
        guard releaseOptions.count <= 1 else {
            throw UsageError("'--leanplum-sdk', '--legacy' and '--compare-sdk' each choose the release: give one of them")
        }
        var settings = SimulationSettings()
        settings.migration = options[migration] ?? settings.migration
        settings.instance = options[instance]
        settings.start = options[start]
        settings.firstRun = options.isSet(firstRun)
        settings.cleverTapAccount = options[account]
        settings.presentation = options[presentation] ?? settings.presentation
        settings.openDeepLinksInForeground = options[openDeepLinks]
        settings.token = options[token]
        settings.leanplumSDK = options[leanplumSDK] ?? settings.leanplumSDK
        if options.isSet(legacy) { settings.legacy = true }
        return settings
    }
}
