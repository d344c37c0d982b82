import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// `pushroute simulate`: the calls the notifications manager and both SDKs make for a
/// payload, in every app state, and the hazards they hide.
public enum SimulateCommand: Command {
    public static let name = "simulate"
    public static let summary = "show the calls each payload causes, in each app state"

    /// How results are written.
    public enum Format: String, CaseIterable, Sendable { case text, json, mermaid, html }

    public static let state = Option.choice(
        "state", of: AppState.self, help: "the app's state when the push arrives (without it: every state)"
    ).manual(
        """
        only this state
        """)
    public static let event = Option.choice(
        "event", of: PushEvent.self, help: "the push arrives, or is tapped (without it: both)"
    ).manual(
        """
        only this event: the push arrives, or the user taps it
        """)
    public static let migration = SettingOptions.simulateOption(.migration)
    public static let instance = SettingOptions.simulateOption(.instance)
    public static let start = SettingOptions.simulateOption(.start)
    public static let firstRun = SettingOptions.simulateOption(.firstRun)
    public static let leanplumSDK = SettingOptions.simulateOption(.leanplumSDK)
    public static let cleverTapSDK = SettingOptions.simulateOption(.cleverTapSDK)
    public static let compareSDK = Option.value(
        "compare-sdk", valueName: "A,B",
        help:
            "run every cell under two SDK releases (each a Leanplum release, or a pair LP+CT: 6.5.0+7.0.1, lp@6.5.0+ct@7.0.1, 6.5+7.0; B alone: against the releases the run models otherwise) and print only the cells whose traces differ, side by side",
        completion: .commaSeparated(LeanplumRelease.versions),
        check: { SDKComparison.parse($0).mapError { ExpectedValue($0.message) } }
    ).manual(
        """
        runs every cell under two SDK releases and prints only the cells whose traces, outcomes or warnings differ, side by side.
        With one side *B* alone, *A* is the releases the run models otherwise (`--leanplum-sdk`, `--clevertap-sdk`, the app profile, or the defaults): `--compare-sdk 6.5.0+7.0.1` asks what changes on that pair.
        Each side is a Leanplum release (`6.0.0`, or `lp@6.0.0`), which runs the newest CleverTap release its pin allows, or a Leanplum release with a CleverTap release inside its pin, the pair *LP+CT* (`lp@6.5.0+ct@7.0.1`, or as typed: `lp6.5.0+ct7.0.1`, `LP6.5.0+CT7.0.1`, without the prefixes `6.5.0+7.0.1`; with major.minor versions, `6.5+7.0`).
        In text, two columns aligned call by call, with `|` (different), `<` (only under *A*) or `>` (only under *B*) between them; in JSON or Mermaid, the two results one after the other.
        In text the verdicts come first: a heading naming the payload and the two sides, then one line per cell that differs, with who handled the push under each and the codes each side gains or loses (when only the calls differ, the first step where they part), e.g.
            not-running, open: clevertap twice → once; cold-start-twice gone
        (for a scenario, one line per scenario line that differs).
        The two columns share the width of `COLUMNS`, else of the terminal, else 130 columns (at most 1000).
        In JSON each record of a pair ends with the same `differences` list (see `OUTPUT FIELDS`).
        A payload with no differing cell gets one line saying so.
        Warnings are not repeated on standard error.
        Not with `--leanplum-sdk`, `--clevertap-sdk` or `--legacy`; with `--scenario`, it compares the whole scenario.
        """)
    public static let account = SettingOptions.simulateOption(.cleverTapAccount)
    public static let presentation = SettingOptions.simulateOption(.presentation)
    public static let openDeepLinks = SettingOptions.simulateOption(.openDeepLinksInForeground)
    public static let sceneBased = SettingOptions.simulateOption(.sceneBased)
    public static let token = Option.value(
        "token", valueName: "HEX", help: "register this device token before the push",
        expected: "expected an even number of hexadecimal digits", parse: DeviceToken.init(hex:)
    ).manual(
        """
        registers this device token before the push (right after launch on a cold start): Leanplum caches it, CleverTap gets it with `setPushToken(_:)` and, when its instance is created later, `setPushTokenAs(_:)`.
        Before start Leanplum's token hook does not exist, and no SDK hears of it.
        """)
    public static let legacy = Option.flag("legacy", help: "the manager before the design note (--leanplum-sdk 5.0.0)")
        .manual(
            """
            the same as `--leanplum-sdk 5.0.0`: the manager before the design note, whose hooks drop non-Leanplum pushes.
            """)
    public static let app = Option.text(
        "app", valueName: "FILE|DIR",
        help:
            "the app profile: how the app integrated both SDKs (see pushroute(1), APP PROFILES); the other options override it",
        completion: .file
    ).manual(
        """
        the app profile: how the app integrated the two SDKs (see `APP PROFILES`).
        A directory is an app's repository: its profile is inferred as `app infer` infers it (see `APP INFER`), its warnings reported, and `--print-app` prints it as it prints a file's.
        The other options override the file's settings; without it, every setting is the SDK's default.
        Headings and records name the profile.
        """)
    public static let printApp = Option.flag(
        "print-app", help: "print the effective app profile (the --app file, the options given, every default) and exit"
    ).manual(
        """
        prints the effective profile (the `--app` file, the options given over it, and every default filled in) as JSON, and exits; the output is itself a valid profile.
        No *FILE*, `--scenario` or `--compare-*` with it.
        """)
    public static let compareApp = Option.value(
        "compare-app", valueName: "A,B",
        help: "run every cell under two app profiles and print only the cells whose traces differ, side by side",
        completion: .file, expected: "expected two app profile files, e.g. old.json,new.json",
        parse: ProfilePair.init(parsing:)
    ).manual(
        """
        runs every cell under two app profiles, each with the other options applied over it, and prints only the cells that differ, as `--compare-sdk` does, the columns headed by the profiles' files.
        Not with `--app` or `--compare-sdk`; with `--scenario`, the scenario's settings are read over each profile, and a scenario that names its own profile is an error.
        """)
    public static let scenario = Option.text(
        "scenario", valueName: "FILE", help: "replay a timeline of steps (see pushroute(1), SCENARIO FILES)",
        completion: .file
    ).manual(
        """
        replays a timeline of steps on one device instead of running payloads through cells (see `SCENARIO FILES`); no *FILE*, `--state`, `--event` or `--token` with it.
        The other options are the defaults the scenario's settings override.
        """)
    public static let format = Option.choice(
        "format", short: "f", of: Format.self,
        help:
            "numbered steps, one JSON object per payload per cell, a Mermaid sequenceDiagram, or one HTML page with drawn sequence diagrams",
        default: .text
    ).manual(
        #"""
        `text` (the default) prints, for each payload and cell, a heading *FILE*: *state*, *event* followed by both SDK releases modelled, `(Leanplum 6.6.1, CleverTap 7.7.1)` (`no CleverTap SDK` with Leanplum 5.0.0), and the app profile when there is one, numbered steps *actor* → *call* — *note*, a step where a hazard happens ending with a warning sign (U+26A0) and its warning codes, and a line with the handler, whether the push woke the app, and the warning codes.
        `json` prints one object per payload per cell, one per line (see `OUTPUT FIELDS`).
        `mermaid` prints a `sequenceDiagram` per payload and cell, after a `%%` comment naming them and the Leanplum release (and a `%% repaired (`*N*`)` line for a payload read after repairs); notes hold what the callee decided, and each warning is a note at the step where it happens (warnings of no step close the diagram).
        When the run prints more than one diagram, each is a fenced Markdown block (`\`\`\`mermaid` ... `\`\`\``) after a heading line (`### FILE: state, event (Leanplum release)`) and a blank line, so that the whole output pastes into one Markdown document; a single diagram is printed bare.
        `html` writes one HTML page for the whole run, with a drawn sequence diagram per payload and cell (see `HTML REPORTS`); with `--compare-sdk`, the cells the two releases differ in are drawn side by side, and the page's title names both sides (*A* compared with *B*).
        Several results are separated by a blank line in text and mermaid.
        """#)

    /// Its options, in the order its synopsis names them.
    public static let options: [OptionDeclaration] = synopsis.options

    /// The options of a cell and of the app, then of the output; `--scenario` a form of its own.
    public static let synopsis = Synopsis(
        SynopsisItem.optional(
            each: [
                state.declaration, event.declaration, migration.declaration, instance.declaration, start.declaration,
                firstRun.declaration, account.declaration, presentation.declaration, openDeepLinks.declaration,
                sceneBased.declaration, token.declaration, leanplumSDK.declaration, cleverTapSDK.declaration,
                legacy.declaration, compareSDK.declaration, app.declaration, printApp.declaration,
                compareApp.declaration,
            ] + ServiceExtensionOptions.declarations + [format.declaration, OutputFileOption.output.declaration]
                + ReaderLimitOptions.declarations + [
                    QuietOption.quiet.declaration, VerboseOption.verbose.declaration, ForceOption.force.declaration,
                    InputWalk.noIgnore.declaration,
                ]) + [.inputs],
        [.operand("[options]"), .option(scenario.declaration)])

    public static let discussion = """
        Runs each payload through a model of the app's notifications manager, Leanplum and
        CleverTap, and prints the calls they make, in order, for each app state and event.
        Without --state and --event every payload runs in all six cells. --app FILE
        describes how the app integrated both SDKs (swizzling, CleverTap's Info.plist
        account, autoIntegrate, its own delegate methods); the other options override it.
        A DIR is walked for *.json and *.apns files, leaving out build products,
        dependencies and what git ignores (see pushroute(1), FOLDERS; --no-ignore).
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        context.report(releaseNotes(options))
        try checkCombinations(options)
        let settings: SimulationSettings
        switch AppProfileOption.settings(options[app], context: context, flags: { applyFlags(options, to: &$0) }) {
        case .failure(let stop): return stop.status
        case .success(let loaded): settings = loaded
        }
        // A comparison of two named sides runs neither the run's own releases.
        if let conflict = settings.cleverTapPinConflict, options[compareSDK]?.first == nil {
            throw UsageError(conflict)
        }
        if let outside = settings.outsideModel { throw UsageError(outside) }
        context.report(
            settings.unlistedReleaseNotes.map {
                Diagnostic(file: "pushroute", at: nil, severity: .note, rule: nil, message: $0)
            })
        if options.isSet(printApp) {
            Jansson.encode(AppProfile.json(settings), style: JSONStyle(indent: 2), to: context.standardOutput)
            context.standardOutput.write("\n")
            return .success
        }
        let comparison: SettingsComparison?
        switch try chosenComparison(options, base: settings, context: context) {
        case .failure(let stop): return stop.status
        case .success(let chosen): comparison = chosen
        }
        let output = SimulationOutput(
            format: options[format] ?? .text, compare: comparison, context: context, settings: settings)
        if let scenarioFile = options[scenario] {
            guard options.operands.isEmpty, !options.has(state), !options.has(event), !options.has(token) else {
                throw UsageError(
                    "'--scenario' takes no FILE, '--state', '--event' or '--token': the scenario's steps set them")
            }
            let flags: @Sendable (inout SimulationSettings) -> Void = { applyFlags(options, to: &$0) }
            let status = ScenarioRun(settings: settings, commandLine: flags, output: output).process(
                InputName(scenarioFile))
            output.finish()
            return status
        }
        let cells = Cell.all.filter { cell in
            (options[state].map { $0 == cell.state } ?? true) && (options[event].map { $0 == cell.event } ?? true)
        }
        let run = SimulateRun(
            settings: settings, cells: cells, output: output, limits: ReaderLimitOptions.limits(options))
        let walked = InputWalk.inputs(options, context: context)
        guard !walked.inputs.isEmpty else { return walked.status }
        context.listsRepairs = VerboseOption.listsRepairs(options, inputs: walked.inputs)
        let status = context.forEachInput(names: walked.inputs, run.process)
        output.finish()
        return walked.status.combined(with: status)
    }

    /// Options that cannot go together.
    private static func checkCombinations(_ options: ParsedOptions) throws {
        // `--compare-sdk B` alone compares B with the release the other options choose.
        let bothSides = options[compareSDK].map { $0.first != nil } ?? false
        let releaseOptions = [options.has(leanplumSDK), options.isSet(legacy), bothSides].filter { $0 }
        guard releaseOptions.count <= 1 else {
            throw UsageError(
                "'--leanplum-sdk', '--legacy' and '--compare-sdk A,B' each choose the release: give one of them ('--compare-sdk B' alone compares B with the release the others choose)"
            )
        }
        if options.has(cleverTapSDK) && bothSides {
            throw UsageError(
                "'--clevertap-sdk' and '--compare-sdk' each choose the CleverTap release: name it in the pair, e.g. lp@6.5.0+ct@7.0.1"
            )
        }
        if options.has(compareApp) {
            guard !options.has(app) else {
                throw UsageError("'--app' and '--compare-app' each choose the profile: give one of them")
            }
            guard !options.has(compareSDK) else {
                throw UsageError("'--compare-sdk' and '--compare-app': compare one thing at a time")
            }
        }
        if options.isSet(printApp) {
            guard options.operands.isEmpty, !options.has(scenario), !options.has(compareApp), !options.has(compareSDK)
            else {
                throw UsageError(
                    "'--print-app' prints the profile and exits: no FILE, '--scenario' or '--compare-*' with it")
            }
        }
    }

    /// `--compare-sdk` or `--compare-app`, if given; a profile that cannot be used ends the run,
    /// and one outside the model (a Leanplum-only app before 6.0.0) is a usage error, as with `--app`.
    private static func chosenComparison(
        _ options: ParsedOptions, base: SimulationSettings, context: CommandContext
    ) throws -> Result<SettingsComparison?, AppProfileOption.Stop> {
        if let releases = options[compareSDK] { return .success(releases.settingsComparison(base: base)) }
        guard let pair = options[compareApp] else { return .success(nil) }
        var sides: [SimulationSettings] = []
        for path in [pair.first, pair.second] {
            switch AppProfileOption.settings(path, context: context, flags: { applyFlags(options, to: &$0) }) {
            case .failure(let stop): return .failure(stop)
            case .success(let loaded): sides.append(loaded)
            }
        }
        if let outside = sides.lazy.compactMap(\.outsideModel).first { throw UsageError(outside) }
        return .success(SettingsComparison.profiles(sides[0], sides[1]))
    }

    /// A note for each version typed as a major.minor, naming the release it stands for:
    /// `--leanplum-sdk 6.5: Leanplum 6.5.0, the newest 6.5 release modelled`.
    static func releaseNotes(_ options: ParsedOptions) -> [Diagnostic] {
        var notes: [String?] = []
        let leanplum = { (typed: String, option: String) in
            ReleaseNote.resolved(
                typed, as: LeanplumRelease(resolving: typed)?.version ?? typed, sdk: "Leanplum", option: option)
        }
        let cleverTap = { (typed: String, option: String) in
            ReleaseNote.resolved(
                typed, as: CleverTapRelease(resolving: typed)?.version ?? typed, sdk: "CleverTap", option: option)
        }
        if let typed = options.texts[leanplumSDK.name] { notes.append(leanplum(typed, leanplumSDK.declaration.flag)) }
        if let typed = options.texts[cleverTapSDK.name] {
            notes.append(cleverTap(typed, cleverTapSDK.declaration.flag))
        }
        if let typed = options.texts[compareSDK.name] {
            for side in typed.split(separator: ",") {
                let words = SDKReleases.versions(side).map(String.init)
                notes.append(leanplum(words[0], compareSDK.declaration.flag))
                if words.count == 2 { notes.append(cleverTap(words[1], compareSDK.declaration.flag)) }
            }
        }
        return notes.compactMap { $0 }.map {
            Diagnostic(file: "pushroute", at: nil, severity: .note, rule: nil, message: $0)
        }
    }

    /// The model's settings from the options alone, without a profile.
    static func settings(_ options: ParsedOptions) -> SimulationSettings {
        var settings = SimulationSettings()
        applyFlags(options, to: &settings)
        return settings
    }

    /// Applies the options given (and only those) over a profile's settings.
    static func applyFlags(_ options: ParsedOptions, to settings: inout SimulationSettings) {
        SettingOptions.apply(options, to: &settings)
        if let value = options[token] { settings.token = value }
        if options.isSet(legacy) { settings.legacy = true }
        ServiceExtensionOptions.apply(options, to: &settings)
    }
}

/// `--compare-app A,B`: two profile files.
public struct ProfilePair: Sendable, Equatable {
    public var first: String
    public var second: String

    /// `A,B`: two non-empty paths; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        first = String(parts[0])
        second = String(parts[1])
    }
}
