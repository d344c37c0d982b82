import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Reads a scenario: one step or setting per line, `#` comments, blank lines ignored.
/// Settings come before the first step and override the command-line options; an `app`
/// setting, first of them, names the app profile, which the command-line options then
/// override. Payload and profile files are read relative to the scenario's directory.
public struct ScenarioParser {
    /// The scenario's display name, for diagnostics.
    public var file: String
    /// Where relative payload paths start ("" for the current directory).
    public let directory: String
    public var settings: SimulationSettings
    /// Applies the command-line options to the settings of a profile the scenario names.
    public var commandLine: @Sendable (inout SimulationSettings) -> Void
    /// Whether the scenario may name its profile (not when two profiles are compared).
    public var allowsProfile: Bool

    public init(
        file: String, directory: String, settings: SimulationSettings,
        commandLine: @escaping @Sendable (inout SimulationSettings) -> Void = { _ in }, allowsProfile: Bool = true
    ) {
        self.file = file
        self.directory = directory
        self.settings = settings
        self.commandLine = commandLine
        self.allowsProfile = allowsProfile
        folder = ScenarioFolder(directory: directory)
    }

    /// What the scenario's files must be inside.
    let folder: ScenarioFolder

    /// The settings a scenario line may set: the profile, those of `SimulationSetting.all`
    /// with a scenario key (`start VALUE` is told from the step `start` by its value), and
    /// two that are no profile's: `legacy` (a Leanplum release) and `media` (a download's end).
    static let settingWords =
        ["app"] + SimulationSetting.all.compactMap(\.scenarioKey).filter { $0 != "start" } + ["legacy", "media"]
    static let stepWords = [
        "launch", "token", "start", "push", "tap", "action", "dismiss", "background", "foreground", "terminate",
    ]
    /// Most steps in one scenario (pushroute(1), LIMITS): a device's session is tens of steps,
    /// and each step's trace takes memory and output (a 400,000-tap scenario took 3.2 GB; 100,000
    /// pushes and taps written as HTML took 18 s and 824 MiB); 10,000 steps are read in every
    /// format within a hostile file's bounds (ScenarioLimitTests, LargeSettingsTests).
    public static let maxSteps = 10_000

    /// The scenario, or nil with the reasons it cannot run (every line is checked, up to the
    /// first step past `maxSteps`).
    public func parse(_ text: String) -> (scenario: Scenario?, diagnostics: [Diagnostic]) {
        var state = ParseState(settings: settings)
        // Lines split at line feed bytes: as characters, CR LF is one and would not split (and
        // telling characters apart costs more than reading the whole scenario).
        for (index, bytes) in text.utf8.split(separator: ASCII.newline, omittingEmptySubsequences: false).enumerated() {
            if state.tooManySteps { break }
            let raw = Substring(bytes)
            parseLine(bytes.last == ASCII.carriageReturn ? raw.dropLast() : raw, number: index + 1, into: &state)
        }
        checkPin(&state)
        guard state.diagnostics.isEmpty else { return (nil, state.diagnostics) }
        return (Scenario(settings: state.settings, steps: state.steps), [])
    }

    private struct ParseState {
        var settings: SimulationSettings
        var steps: [ScenarioStep] = []
        var diagnostics: [Diagnostic] = []
        /// Pushes by the text that names them: the same file or JSON is the same push.
        var pushes: [String: Push] = [:]
        /// A step word was seen (valid or not): settings may no longer follow.
        var sawStep = false
        /// A setting was seen: `app` may no longer follow.
        var sawSetting = false
        /// The step past `maxSteps` was reported: the steps after it are not read.
        var tooManySteps = false
        /// The line and column of the last setting that chose a release (`leanplum-sdk`,
        /// `clevertap-sdk`, `legacy`): the two releases are checked together once all
        /// settings are read, so their order does not matter.
        var releaseAt: SourceLocation?
    }

    /// A word and its argument on one line, with their columns.
    private struct Words {
        var word: String
        var column: Int
        /// `action ID PAYLOAD`'s `ID`, which comes before the argument; empty for other words.
        var identifier: String
        var argument: String
        var argumentColumn: Int
    }

    private func parseLine(_ line: Substring, number: Int, into state: inout ParseState) {
        let trimmed = line.drop(while: Self.isBlank)
        guard let first = trimmed.first, first != "#" else { return }
        let column = line.count - trimmed.count + 1
        let word = trimmed.prefix { !Self.isBlank($0) }
        let rest = trimmed.dropFirst(word.count).drop(while: Self.isBlank)
        // `action ID` comes before its payload. Inline JSON ends where jansson says; anything
        // else ends at a comment.
        let identifier = word == "action" ? rest.prefix { !Self.isBlank($0) } : rest.prefix(0)
        let payload = rest.dropFirst(identifier.count).drop(while: Self.isBlank)
        let argument = Self.trimmingEnd(payload.hasPrefix("{") ? payload : Self.withoutComment(payload))
        let words = Words(
            word: String(word), column: column, identifier: String(identifier), argument: String(argument),
            argumentColumn: line.count - payload.count + 1)
        // The step's text: the word and its argument, without the comment (which the word,
        // holding no blank, cannot start).
        let text = String(Self.trimmingEnd(trimmed[..<argument.endIndex]))
        // `start` alone is a step; `start VALUE` is the setting, before the steps.
        if words.word == "start" && !words.argument.isEmpty && state.sawStep
            && StartTiming(rawValue: words.argument) == nil
        {
            return error(
                "'start' takes no argument; the setting 'start at-launch|later|never' goes before the steps", number,
                words.argumentColumn, &state)
        }
        if Self.settingWords.contains(words.word) || (words.word == "start" && !words.argument.isEmpty) {
            guard !state.sawStep else {
                return error(
                    "setting '\(words.word)' after the first step; settings go before the steps", number, column, &state
                )
            }
            applySetting(words, line: number, into: &state)
            state.sawSetting = true
        } else if Self.stepWords.contains(words.word) {
            state.sawStep = true
            guard state.steps.count < Self.maxSteps else {
                if !state.tooManySteps {
                    error(
                        "more than \(Self.maxSteps) steps; a scenario holds at most \(Self.maxSteps)", number, column,
                        &state)
                }
                state.tooManySteps = true
                return
            }
            guard let action = action(words, line: number, into: &state) else { return }
            state.steps.append(
                ScenarioStep(line: number, column: column, text: text, action: action, response: Self.response(words)))
        } else {
            let message =
                "unknown step '\(words.word)'"
                + Suggestion.didYouMean(words.word, among: Self.stepWords + Self.settingWords)
            error(message, number, column, &state)
        }
    }

    private func applySetting(_ words: Words, line: Int, into state: inout ParseState) {
        func invalid(_ expected: String) { invalidValue(words, expected: expected, line: line, into: &state) }
        let value = words.argument
        switch words.word {
        case "app":
            applyProfile(words, line: line, into: &state)
        case "legacy":
            guard value.isEmpty else { return error("'legacy' takes no value", line, words.argumentColumn, &state) }
            state.settings.legacy = true
            state.releaseAt = SourceLocation(line: line, column: words.column)
        case "media":
            guard let media = MediaOutcome(rawValue: value) else {
                return invalid(MediaOutcome.allCases.map(\.rawValue).joined(separator: ", "))
            }
            state.settings.serviceExtension.media = media
        default:
            guard let setting = SimulationSetting.all.first(where: { $0.scenarioKey == words.word }) else { return }
            if setting.isSwitch && !value.isEmpty {
                return error("'\(words.word)' takes no value", line, words.argumentColumn, &state)
            }
            guard let assignment = setting.parse(value) else { return invalid(setting.scenarioExpected) }
            assignment.apply(to: &state.settings)
            if setting.hasConflictCheck {
                state.releaseAt = SourceLocation(line: line, column: words.argumentColumn)
            }
        }
    }

    /// `app FILE`: the profile's settings replace those of the command line (whose options
    /// are applied again on top), before the scenario's other settings.
    private func applyProfile(_ words: Words, line: Int, into state: inout ParseState) {
        guard allowsProfile else {
            return error(
                "'app' with '--compare-app': the scenario's profile would replace both", line, words.column, &state)
        }
        guard !state.sawSetting else {
            return error("'app' after another setting; the app profile comes first", line, words.column, &state)
        }
        guard !words.argument.isEmpty else {
            return invalidValue(words, expected: "an app profile file", line: line, into: &state)
        }
        let path =
            words.argument.hasPrefix("/") || directory.isEmpty ? words.argument : directory + "/" + words.argument
        if let refusal = folder.refusal(path) {
            return error("app profile '\(words.argument)' not read: \(refusal)", line, words.argumentColumn, &state)
        }
        let loaded = AppProfile.load(path: path, regularOnly: true)
        state.diagnostics += loaded.diagnostics.filter { $0.severity == .error || loaded.settings == nil }
        guard var profile = loaded.settings else {
            return error("app profile '\(words.argument)' cannot be used", line, words.argumentColumn, &state)
        }
        commandLine(&profile)
        // The command line's release over the profile's CleverTap release may leave its pin.
        if let conflict = profile.cleverTapPinConflict { error(conflict, line, words.argumentColumn, &state) }
        state.settings = profile
    }

    private func action(_ words: Words, line: Int, into state: inout ParseState) -> ScenarioAction? {
        switch words.word {
        case "push", "tap":
            guard !words.argument.isEmpty else {
                error("'\(words.word)' needs a payload: a file or inline JSON", line, words.column, &state)
                return nil
            }
            guard let push = push(words, line: line, into: &state) else { return nil }
            return words.word == "push" ? .push(push) : .tap(push)
        case "dismiss":
            guard !words.argument.isEmpty else {
                error("'dismiss' needs a payload: a file or inline JSON", line, words.column, &state)
                return nil
            }
            return push(words, line: line, into: &state).map { .tap($0) }
        case "action":
            return actionButton(words, line: line, into: &state)
        case "token":
            guard let token = DeviceToken(hex: words.argument) else {
                invalidValue(words, expected: "an even number of hexadecimal digits", line: line, into: &state)
                return nil
            }
            return .token(token)
        default:
            guard words.argument.isEmpty else {
                error("'\(words.word)' takes no argument", line, words.argumentColumn, &state)
                return nil
            }
            if words.word == "start" && state.settings.startTiming == .never {
                error(
                    "'start' step, but the app never calls Leanplum.start ('start never')", line, words.column, &state)
                return nil
            }
            let simple: [String: ScenarioAction] = [
                "launch": .launch, "start": .start, "background": .background, "foreground": .foreground,
                "terminate": .terminate,
            ]
            return simple[words.word]
        }
    }

    /// What the user does with the push a step names: `action ID` taps the action button
    /// `ID`, `dismiss` dismisses it; every other step is a tap (or names no push).
    private static func response(_ words: Words) -> NotificationResponse {
        switch words.word {
        case "dismiss": .dismiss
        case "action": .custom(words.identifier)
        default: .defaultAction
        }
    }

    /// `action ID PAYLOAD`: the action button `ID` of the push's category.
    private func actionButton(_ words: Words, line: Int, into state: inout ParseState) -> ScenarioAction? {
        guard !words.identifier.isEmpty, !words.argument.isEmpty else {
            error(
                "'action' needs an action identifier and a payload: 'action ID FILE' or 'action ID {…}'", line,
                words.column, &state)
            return nil
        }
        return push(words, line: line, into: &state).map { .tap($0) }
    }

    /// The push an argument names: inline JSON (starting with `{`) or a payload file.
    private func push(_ words: Words, line: Int, into state: inout ParseState) -> Push? {
        if let known = state.pushes[words.argument] { return known }
        let loaded: Push?
        if words.argument.hasPrefix("{") {
            loaded = inlinePush(words, line: line, id: state.pushes.count + 1, into: &state)
        } else {
            loaded = filePush(words, line: line, id: state.pushes.count + 1, into: &state)
        }
        if let loaded { state.pushes[words.argument] = loaded }
        return loaded
    }

    /// Inline JSON, optionally followed by a comment.
    private func inlinePush(_ words: Words, line: Int, id: Int, into state: inout ParseState) -> Push? {
        var bytes = Array(words.argument.utf8)
        let decoded = bytes.withUnsafeMutableBytes { Jansson.decode(UnsafeRawBufferPointer($0), allowTrailing: true) }
        switch decoded {
        case .success(let read):
            let after = String(decoding: bytes[read.consumed...], as: UTF8.self)
            let trailing = after.drop(while: Self.isBlank)
            guard trailing.isEmpty || (trailing.hasPrefix("#") && after.first.map(Self.isBlank) == true) else {
                let column = words.argumentColumn + String(decoding: bytes[..<read.consumed], as: UTF8.self).count
                error("unexpected text after the payload; a comment starts with ' #'", line, column, &state)
                return nil
            }
            let location = SourceLocation(line: line, column: words.argumentColumn)
            return Push(id: id, userInfo: read.value, source: "\(file):\(line)", location: location)
        case .failure(let failure):
            error(failure.message, line, words.argumentColumn + failure.column - 1, &state)
            return nil
        }
    }

    private func filePush(_ words: Words, line: Int, id: Int, into state: inout ParseState) -> Push? {
        let path =
            words.argument.hasPrefix("/") || directory.isEmpty ? words.argument : directory + "/" + words.argument
        if let refusal = folder.refusal(path) {
            error("payload '\(words.argument)' not read: \(refusal)", line, words.argumentColumn, &state)
            return nil
        }
        switch InputFile.readAll(InputName(path), regularOnly: true) {
        case .failure(let failure):
            error("cannot read payload '\(words.argument)': \(failure.reason)", line, words.argumentColumn, &state)
            return nil
        case .success(let bytes):
            var first: ReadPayload?
            bytes.withUnsafeBytes { text in
                PayloadReader(limits: .withoutOptions, locateKeys: false).readDocument(text, file: path) {
                    first = first ?? $0
                }
            }
            guard let payload = first, let value = payload.value else {
                state.diagnostics += first?.diagnostics ?? []
                error("no valid payload in '\(words.argument)'", line, words.argumentColumn, &state)
                return nil
            }
            return Push(id: id, userInfo: value, source: path, location: payload.start)
        }
    }

    private func invalidValue(_ words: Words, expected: String, line: Int, into state: inout ParseState) {
        if words.argument.isEmpty {
            error("'\(words.word)' needs a value; expected \(expected)", line, words.column, &state)
        } else {
            error(
                "invalid value '\(words.argument)' for '\(words.word)'; expected \(expected)", line,
                words.argumentColumn, &state)
        }
    }

    static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    static func trimmingEnd(_ text: Substring) -> Substring {
        text[..<(text.lastIndex { !isBlank($0) }.map(text.index(after:)) ?? text.startIndex)]
    }

    /// The text before a `#` that follows a blank.
    static func withoutComment(_ text: Substring) -> Substring {
        var previous: Character = " "
        for index in text.indices {
            if text[index] == "#" && isBlank(previous) { return text[..<index] }
            previous = text[index]
        }
        return text
    }

    /// A CleverTap release outside the Leanplum release's pin, at the last release setting.
    private func checkPin(_ state: inout ParseState) {
        guard let at = state.releaseAt, let conflict = state.settings.cleverTapPinConflict else { return }
        error(conflict, at.line, at.column, &state)
        state.diagnostics.sort { $0.position < $1.position }
    }

    private func error(_ message: String, _ line: Int, _ column: Int, _ state: inout ParseState) {
        state.diagnostics.append(
            Diagnostic(
                file: file, at: SourceLocation(line: line, column: column), severity: .error,
                rule: ScenarioRule.scenario,
                message: message))
    }
}
