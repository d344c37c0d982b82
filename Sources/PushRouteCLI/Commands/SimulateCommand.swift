import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `pushroute simulate`: the calls the notifications manager and both SDKs make for a
/// payload, in every app state, and the hazards they hide.
public enum SimulateCommand: Command {
    public static let name = "simulate"
    public static let summary = "show the calls each payload causes, in each app state"
    public static let options: [OptionSpec] = [
        OptionSpec("format", .choice(["text", "json", "mermaid"])),
        OptionSpec("state", .choice(AppState.allCases.map(\.rawValue))),
        OptionSpec("event", .choice(PushEvent.allCases.map(\.rawValue))),
        OptionSpec("migration", .choice(MigrationState.allCases.map(\.rawValue))),
        OptionSpec("ct-instance", .choice(InstanceReadiness.allCases.map(\.rawValue))),
        OptionSpec("ct-account", .value),
        OptionSpec("presentation", .value),
        OptionSpec("open-deep-links-in-foreground", .choice(["true", "false"])),
        OptionSpec("token", .value),
        OptionSpec("legacy"),
        OptionSpec("scenario", .value),
    ]

    public static let help = """
        usage: pushroute simulate [options] [FILE...]
               pushroute simulate [options] --scenario FILE

        Runs each payload through a model of the app's notifications manager, Leanplum and
        CleverTap, and prints the calls they make, in order, for each app state and event.
        Without --state and --event every payload runs in all six cells.

        options:
          --state not-running|background|foreground   the app's state (default: all)
          --event receive|open                         the push arrives, or is tapped (default: both)
          --migration undefined|lp|lp+ct|ct            the migration state (default: lp+ct)
          --ct-instance ready|at-start                 the CleverTap instance exists when the push
                                                       arrives, or is created at Leanplum start
                                                       (default: ready)
          --ct-account ID                              the account of the app's CleverTap instance
                                                       (default: the payload's wzrk_acct_id)
          --presentation none|banner,sound,badge,list  Leanplum's foreground presentation option
                                                       (default: none)
          --open-deep-links-in-foreground true|false   the deep-link flag (default: unset)
          --token HEX                                  register this device token before the push
          --legacy                                     the manager before the design note
          --scenario FILE                              replay a timeline of steps (see pushroute(1))
          --format text|json|mermaid                   numbered steps (default), one JSON object
                                                       per payload per cell, or a sequenceDiagram

        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        let settings = try SimulateOptions.settings(options)
        let format = SimulationFormat(rawValue: options.value("format") ?? "text")!
        let output = SimulationOutput(format: format, context: context)
        if let scenario = options.value("scenario") {
            guard options.operands.isEmpty, !["state", "event", "token"].contains(where: options.has) else {
                throw UsageError("'--scenario' takes no FILE, '--state', '--event' or '--token': the scenario's steps set them")
            }
            return ScenarioRun(settings: settings, output: output).process(InputName(scenario))
        }
        let cells = Cell.all.filter { cell in
            options.value("state").map { $0 == cell.state.rawValue } ?? true
                && options.value("event").map { $0 == cell.event.rawValue } ?? true
        }
        let run = SimulateRun(settings: settings, cells: cells, output: output)
        return CommandContext.forEachInput(options.operands, run.process)
    }
}

/// Turns the parsed options into the model's settings; bad values are usage errors.
enum SimulateOptions {
    static func settings(_ options: ParsedOptions) throws(UsageError) -> SimulationSettings {
        var settings = SimulationSettings()
        if let migration = options.value("migration") { settings.migration = MigrationState(rawValue: migration)! }
        if let instance = options.value("ct-instance") { settings.instance = InstanceReadiness(rawValue: instance)! }
        settings.cleverTapAccount = options.value("ct-account")
        if let text = options.value("presentation") {
            guard let presentation = PresentationOptions(parsing: text) else {
                throw UsageError("invalid value '\(text)' for '--presentation'; expected none, or a comma-separated list of banner, sound, badge, list")
            }
            settings.presentation = presentation
        }
        settings.openDeepLinksInForeground = options.value("open-deep-links-in-foreground").map { $0 == "true" }
        if let hex = options.value("token") {
            guard let token = DeviceToken(hex: hex) else {
                throw UsageError("invalid value '\(hex)' for '--token'; expected an even number of hexadecimal digits")
            }
            settings.token = token
        }
        settings.legacy = options.has("legacy")
        return settings
    }
}

enum SimulationFormat: String {
    case text, json, mermaid
}

/// Writes results in the chosen format, a blank line between results in text and mermaid;
/// in text and mermaid, warnings also go to standard error as diagnostics.
final class SimulationOutput {
    let format: SimulationFormat
    let context: CommandContext
    private var written = false

    init(format: SimulationFormat, context: CommandContext) {
        self.format = format
        self.context = context
    }

    func emit(_ result: SimulationResult) {
        if written && format != .json { context.standardOutput.write("\n") }
        written = true
        switch format {
        case .text:
            context.standardOutput.write(SimulationTextFormat(style: ANSIStyle(enabled: context.colorOutput)).render(result))
        case .json:
            Jansson.encode(SimulationJSONFormat.object(result), style: .record, to: context.standardOutput)
            context.standardOutput.write("\n")
        case .mermaid:
            context.standardOutput.write(SimulationMermaidFormat.render(result))
        }
        if format != .json { context.report(result.diagnostics(), showRule: true) }
    }
}

/// One simulate invocation over payload files: every payload, every chosen cell.
struct SimulateRun {
    var settings: SimulationSettings
    var cells: [Cell]
    var output: SimulationOutput

    func process(_ input: InputName) -> ExitStatus {
        guard let bytes = output.context.read(input) else { return .unreadableInput }
        var status = ExitStatus.success
        var pushID = 0
        bytes.withUnsafeBytes { text in
            var lines = SourceLines(text)
            PayloadReader(locateKeys: false).readDocument(text, file: input.displayName) { payload in
                output.context.report(payload.diagnostics) { lines.line($0) }
                guard let value = payload.value else { return status = .failure }
                pushID += 1
                let push = Push(id: pushID, userInfo: value, source: payload.file, location: payload.start)
                simulate(push)
            }
        }
        return status
    }

    private func simulate(_ push: Push) {
        for cell in cells {
            output.emit(CellSimulator.run(push, in: cell, settings: settings))
        }
    }
}
