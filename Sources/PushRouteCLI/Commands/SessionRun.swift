import PushRouteCore
import PushRouteReader
import PushRouteSession
import PushRouteSimulator

/// `session`'s reading of its log and its notes (pushroute(1), SESSION).
enum SessionRun {
    /// One log, read a line at a time (never whole in memory): nil after reporting why it
    /// cannot be opened; `failed` after reporting a read error part way (what came before it
    /// is kept). `keepingLines`: the text of the pushes' and events' lines is kept too (HTML).
    static func read(_ input: InputName, context: CommandContext, keepingLines: Bool = false) -> (
        read: SessionLogReading.Read, failed: Bool
    )? {
        start(input, context: context).map { read($0, context: context, keepingLines: keepingLines) }
    }

    /// The input opened and its start read; nil after reporting why it cannot be.
    static func start(_ input: InputName, context: CommandContext) -> InputStart? {
        switch InputStart.read(input, standardInput: context.standardInput) {
        case .success(let started): return started
        case .failure(let error):
            context.report(error)
            return nil
        }
    }

    /// A log whose start was read, read to its end.
    static func read(_ start: InputStart, context: CommandContext, keepingLines: Bool = false) -> (
        read: SessionLogReading.Read, failed: Bool
    ) {
        var lines = start.lines(maxLineBytes: LogReader.maxLineBytes)
        defer { lines.release() }
        var reader = SessionLogReader(file: start.input.displayName, keepingLines: keepingLines)
        let failure = lines.forEachLine { bytes, number in reader.add(bytes, number: number) }
        let read = reader.finish()
        if let failure { context.report(failure) }
        return (read, failure != nil)
    }

    /// What the log could not show; the settings the log states (and the value each replaced);
    /// and, without `--app`, the SDK defaults the predictions used for the rest.
    /// `flagged`: the keys of the settings' options given.
    static func notes(_ analysis: SessionAnalysis, file: String, appGiven: Bool, flagged: Set<String>) -> [Diagnostic] {
        var notes = analysis.levels.hints.map {
            Diagnostic(file: file, at: nil, severity: .note, rule: nil, message: $0)
        }
        notes += analysis.merge.map { mergeNotes($0, file: file) } ?? []
        notes += releaseNotes(analysis, file: file)
        if !analysis.stated.isEmpty {
            let stated = analysis.stated.map { fact in
                "\(fact.key) \(fact.text) (line \(fact.line)\(fact.file == file ? "" : " of " + fact.file)"
                    + (analysis.overridden[fact.key].flatMap { $0 == .null ? nil : ", not \(text($0))" } ?? "") + ")"
            }
            notes.append(
                Diagnostic(
                    file: file, at: nil, severity: .note, rule: nil,
                    message: "the predictions use what the log states: " + stated.joined(separator: ", ")))
        }
        if !appGiven {
            let stated = Set(analysis.stated.map(\.key))
            let defaults = SimulationSetting.all.filter { !stated.contains($0.key) && !flagged.contains($0.key) }
                .map { "\($0.key) \(text($0.json(analysis.settings)))" }.joined(separator: ", ")
            notes.append(
                Diagnostic(
                    file: "pushroute", at: nil, severity: .note, rule: nil,
                    message:
                        "no --app: \(flagged.isEmpty ? "" : "apart from the options given, ")the predictions use the SDK defaults: \(defaults)"
                ))
        }
        return notes
    }

    /// The releases the log's lines allow, where a difference was explained; and a warning when
    /// the predictions' release is not one of them.
    static func releaseNotes(_ analysis: SessionAnalysis, file: String) -> [Diagnostic] {
        let clues = analysis.releaseClues
        func place(_ bound: SessionReleaseClues.Bound) -> String {
            "line \(bound.line)\(bound.file == file ? "" : " of " + bound.file): \(bound.what)"
        }
        /// `6.1.0 or later (line 3: …) and before 7.0.2 (line 9: …)`; nil when the lines bound nothing.
        func range(_ since: SessionReleaseClues.Bound?, _ until: SessionReleaseClues.Bound?) -> String? {
            let parts = [
                since.map { "\($0.release) or later (\(place($0)))" },
                until.map { "before \($0.release) (\(place($0)))" },
            ].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        }
        let differs = analysis.pushes.contains { $0.verdict == .differs }
        var notes: [Diagnostic] = []
        if analysis.settings.sdks.hasLeanplum, let range = range(clues.since, clues.until) {
            notes += releaseNotes(
                "Leanplum", range: range, explained: differs,
                ruledOut: clues.allows(analysis.settings.leanplumSDK.version)
                    ? nil : analysis.settings.leanplumSDK.version, option: "--leanplum-sdk", file: file)
        }
        if let range = range(clues.cleverTapSince, clues.cleverTapUntil), let used = analysis.settings.cleverTapRelease
        {
            notes += releaseNotes(
                "CleverTap", range: range, explained: differs,
                ruledOut: clues.allowsCleverTap(used.version) ? nil : used.version, option: "--clevertap-sdk",
                file: file)
        }
        if let since = clues.cleverTapSince, analysis.settings.sdks.hasLeanplum,
            analysis.settings.cleverTapRelease == nil
        {
            notes.append(
                noCleverTapWarning(analysis.settings.leanplumSDK, since: since, place: place(since), file: file))
        }
        return notes
    }

    /// The predictions' Leanplum release links no CleverTap (before 6.0.0) while a CleverTap
    /// line bounds CleverTap's release: a CleverTap ran, so the release is wrong.
    private static func noCleverTapWarning(
        _ leanplum: LeanplumRelease, since: SessionReleaseClues.Bound, place: String, file: String
    ) -> Diagnostic {
        Diagnostic(
            file: file, at: nil, severity: .warning, rule: nil,
            message:
                "the predictions use Leanplum \(leanplum), which links no CleverTap (before 6.0.0), but the log's CleverTap lines show CleverTap \(since.release) or later running (\(place)): the app's profile or --leanplum-sdk names the wrong release"
        )
    }

    /// One SDK's: the releases its lines allow, where a difference was explained; a warning
    /// naming the release the predictions use when the lines rule it out.
    private static func releaseNotes(
        _ sdk: String, range: String, explained: Bool, ruledOut: String?, option: String, file: String
    ) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if explained {
            notes.append(
                Diagnostic(
                    file: file, at: nil, severity: .note, rule: nil,
                    message: "the log's \(sdk) lines allow \(sdk) " + range + "; no explanation names another release"))
        }
        if let used = ruledOut {
            notes.append(
                Diagnostic(
                    file: file, at: nil, severity: .warning, rule: nil,
                    message:
                        "the predictions use \(sdk) \(used), which the log's lines rule out: the app's profile or \(option) names the wrong release"
                ))
        }
        return notes
    }

    /// How several logs were merged: how precisely their times compare, and the logs with none.
    static func mergeNotes(_ merge: SessionLogMerge.Summary, file: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if let precision = merge.precision {
            let how =
                switch precision {
                case .instant: "by their entries' dates, times and zones"
                case .localDate:
                    "by their entries' dates and clock times (a log without a zone: every log is taken to be in one zone)"
                case .timeOfDay:
                    "by their entries' clock times alone (a log without dates: a session past midnight is merged wrongly)"
                }
            notes.append(
                Diagnostic(file: file, at: nil, severity: .note, rule: nil, message: "the logs are merged " + how))
        }
        for log in merge.untimed {
            notes.append(
                Diagnostic(
                    file: log, at: nil, severity: .warning, rule: nil,
                    message:
                        "no entry has a time, so its lines cannot be merged with the other logs': they are read after them"
                ))
        }
        return notes
    }

    private static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): String(flag)
        case .null: "none"
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
