import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// What an episode's own lines show (man page, "OBSERVED"), each field with the lines that
/// decide it; nil where they decide nothing.
public struct SessionObservation: Sendable {
    public var state: AppState?
    public var event: PushEvent?
    public var outcome: SessionOutcome
    /// iOS said it did not deliver the push (`NOT delivering …`, a refused message, a filtered one).
    public var notDelivered: Bool
    /// In the foreground, whether the options the app answered iOS's `willPresent` with show
    /// the push (a banner or a list entry); nil where no line says.
    public var presented: Bool? { answered?.showsNotification }
    /// The options iOS says the app answered its `willPresent` with (`Received response N for
    /// willPresentNotification`); nil where no line says. The push's replay uses them.
    public var answered: PresentationOptions? = nil
    /// The lines that decided a field, by field (`state`, `event`, `leanplum.handled`, …).
    public var evidence: [(field: String, lines: [SessionLogLine])]

    /// The lines that decide each field, in order, without repeats.
    public var evidenceLines: [SessionLogLine] { Array(Set(evidence.flatMap(\.lines))).sorted() }
}

/// A line of one of the session's logs.
public struct SessionLogLine: Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        (self.file, self.line) = (file, line)
    }

    public init(_ event: LogEvent) {
        self.init(file: event.file, line: event.location.line)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
}

/// Reads an episode's lines (man page, "OBSERVED").
public enum SessionObserver {
    static let notRunning: Set<LogEventKind> = [.launchedWithPush, .launchPushFound, .leftToLeanplum]
    static let foreground: Set<LogEventKind> = [
        .willPresentCallback, .willPresentSent, .willPresentAnswered, .willPresentDelivered,
    ]
    static let opens: Set<LogEventKind> = [
        .tapped, .responseCallback, .opened, .launchedWithPush, .responseSent, .launchForAction,
    ]
    static let receives: Set<LogEventKind> = [
        .received, .willPresentCallback, .fetchCallback, .willPresentSent, .delivered, .requestReceived,
    ]
    static let refusals: Set<LogEventKind> = [.notDelivered, .deliveryRefused, .extensionFiltered]

    /// `earlierPIDs`: the app's process ids on lines before the episode (a tap whose app lines
    /// come from a process not seen before is a cold start).
    public static func observe(_ episode: SessionEpisode, levels: SessionLevels, earlierPIDs: Set<Int>)
        -> SessionObservation
    {
        var evidence: [(String, [SessionLogLine])] = []
        let event = self.event(episode, &evidence)
        let state = self.state(episode, event: event, earlierPIDs: earlierPIDs, &evidence)
        let phase = event == .open ? tapPhase(episode) : episode
        let outcome = SessionOutcome(
            leanplumHandled: leanplumHandled(phase, event: event, levels: levels, &evidence),
            cleverTapHandled: cleverTapHandled(phase, levels: levels, &evidence),
            deepLinkOpened: deepLink(phase, levels: levels, &evidence), extensionRan: extensionRan(episode, &evidence))
        let answered = self.answered(episode, &evidence)
        let refused = episode.events(refusals)
        if !refused.isEmpty { evidence.append(("delivered", refused.map(SessionLogLine.init))) }
        return SessionObservation(
            state: state, event: event, outcome: outcome, notDelivered: !refused.isEmpty, answered: answered,
            evidence: evidence)
    }

    /// iOS's `Received response <options> for willPresentNotification`: the options the app
    /// returned (`PresentationOptions(userNotificationsBits:)`), which show the push or not.
    private static func answered(_ episode: SessionEpisode, _ evidence: inout [(String, [SessionLogLine])])
        -> PresentationOptions?
    {
        guard let answer = episode.events([.willPresentAnswered]).first,
            let options = answer.value.flatMap(Int.init).flatMap(PresentationOptions.init(userNotificationsBits:))
        else { return nil }
        evidence.append(("presented", [SessionLogLine(answer)]))
        return options
    }

    /// The app's own lines of a push it received before any tap: iOS asked it how to present
    /// the push, or woke it for one, and an SDK's callback or handling ran.
    static let receivedByApp: Set<LogEventKind> = [
        .willPresentCallback, .willPresentSent, .willPresentAnswered, .fetchCallback, .received,
    ]

    /// A push the app received (in the foreground, or woken in the background) and that was
    /// then tapped: the episode from its first open line on, what the tap did, which is what
    /// the model's open cell counts (its receive is a cell of its own); the whole episode for
    /// any other push.
    static func tapPhase(_ episode: SessionEpisode) -> SessionEpisode {
        guard let tap = episode.events.firstIndex(where: { isOpen($0.event) }),
            episode.events[..<tap].contains(where: { receivedByApp.contains($0.event.kind) })
        else { return episode }
        var phase = episode
        phase.events = Array(episode.events[tap...])
        return phase
    }

    /// A line of a tap: iOS's, Leanplum's response callback or open, or its forward for an open.
    private static func isOpen(_ event: LogEvent) -> Bool {
        opens.contains(event.kind) || (event.kind == .forwarded && event.value?.contains("Open") == true)
    }

    private static func event(_ episode: SessionEpisode, _ evidence: inout [(String, [SessionLogLine])]) -> PushEvent? {
        let open = episode.events.map(\.event).filter(isOpen)
        if !open.isEmpty {
            evidence.append(("event", open.map(SessionLogLine.init)))
            return .open
        }
        let receive = episode.events.map(\.event).filter {
            receives.contains($0.kind) || ($0.kind == .forwarded && $0.value?.contains("Receive") == true)
        }
        guard !receive.isEmpty else { return nil }
        evidence.append(("event", receive.map(SessionLogLine.init)))
        return .receive
    }

    /// Not running: a launch with the push (never iOS's `Launch application in foreground …
    /// for action` alone, logged for a running app too), or a tap whose app lines come from a
    /// process id not seen before. Foreground: iOS asked the app how to present it, or
    /// Leanplum says `Foreground`. Background: Leanplum says `Background`, or a tap whose app
    /// lines come from the process seen before with no presentation asked.
    private static func state(
        _ episode: SessionEpisode, event: PushEvent?, earlierPIDs: Set<Int>,
        _ evidence: inout [(String, [SessionLogLine])]
    ) -> AppState? {
        let launch = episode.events(notRunning)
        if !launch.isEmpty {
            evidence.append(("state", launch.map(SessionLogLine.init)))
            return .notRunning
        }
        let asked =
            episode.events(foreground)
            + episode.events([.received]).filter { $0.value?.hasPrefix("Foreground") == true }
        if !asked.isEmpty {
            evidence.append(("state", asked.map(SessionLogLine.init).sorted()))
            return .foreground
        }
        let background = episode.events([.received]).filter { $0.value?.hasPrefix("Background") == true }
        if !background.isEmpty {
            evidence.append(("state", background.map(SessionLogLine.init)))
            return .background
        }
        if let fetch = episode.events([.fetchCallback]).first, let state = fetchState(fetch, earlierPIDs: earlierPIDs) {
            evidence.append(("state", [SessionLogLine(fetch)]))
            return state
        }
        guard event == .open, let pid = episode.appPID, !earlierPIDs.isEmpty,
            let appLine = episode.push.map({ SessionLogLine(file: $0.file, line: $0.start.line) })
                ?? episode.events.first(where: { $0.event.source.isApp }).map({ SessionLogLine($0.event) })
        else { return nil }
        evidence.append(("state", [appLine]))
        return earlierPIDs.contains(pid) ? .background : .notRunning
    }

    /// Leanplum's fetch callback prints `UIApplication.State`'s raw value: 0 active (foreground);
    /// 1 or 2 in the background, in a process seen before (background) or a new one (not
    /// running: launched in the background); unknown when no earlier process is in the log.
    private static func fetchState(_ fetch: LogEvent, earlierPIDs: Set<Int>) -> AppState? {
        switch fetch.value?.filter({ !$0.isWhitespace }) {
        case "0": return .foreground
        case "1", "2":
            guard let pid = fetch.entry.pid, !earlierPIDs.isEmpty else { return nil }
            return earlierPIDs.contains(pid) ? .background : .notRunning
        default: return nil
        }
    }

    private static func leanplumHandled(
        _ episode: SessionEpisode, event: PushEvent?, levels: SessionLevels,
        _ evidence: inout [(String, [SessionLogLine])]
    ) -> Int? {
        guard levels.leanplumPushLines, let event else { return nil }
        let handled = episode.events(event == .open ? [.opened] : [.received])
        if !handled.isEmpty { evidence.append(("leanplum.handled", handled.map(SessionLogLine.init))) }
        return handled.count
    }

    private static func cleverTapHandled(
        _ episode: SessionEpisode, levels: SessionLevels, _ evidence: inout [(String, [SessionLogLine])]
    ) -> Int? {
        guard levels.cleverTap else { return nil }
        let handled = episode.events([.handled])
        if !handled.isEmpty { evidence.append(("clevertap.handled", handled.map(SessionLogLine.init))) }
        return handled.count
    }

    static let extensionRuns: Set<LogEventKind> = [
        .extensionMutated, .extensionNotMutated, .extensionFiltered, .extensionKilled, .attachmentFailed,
    ]

    /// True on iOS's lines of what the extension gave back (or that it was killed) and on
    /// CTNotificationService's own; false on iOS's `no service extension is available`; else
    /// unknown.
    private static func extensionRan(_ episode: SessionEpisode, _ evidence: inout [(String, [SessionLogLine])]) -> Bool?
    {
        let ran = episode.events(extensionRuns)
        if !ran.isEmpty {
            evidence.append(("extension_ran", ran.map(SessionLogLine.init)))
            return true
        }
        let none = episode.events([.noServiceExtension])
        guard !none.isEmpty else { return nil }
        evidence.append(("extension_ran", none.map(SessionLogLine.init)))
        return false
    }

    /// True on CleverTap's `Firing deep link` or iOS's request to open a URL; false on
    /// CleverTap's refusal, or when both SDKs' lines show and neither opened one; else unknown.
    private static func deepLink(
        _ episode: SessionEpisode, levels: SessionLevels, _ evidence: inout [(String, [SessionLogLine])]
    ) -> Bool? {
        let opened = episode.events([.deepLinkOpened, .appOpenRequested])
        if !opened.isEmpty {
            evidence.append(("deep_link_opened", opened.map(SessionLogLine.init)))
            return true
        }
        let refused = episode.events([.deepLinkNotOpened, .deepLinkFailed])
        if !refused.isEmpty {
            evidence.append(("deep_link_opened", refused.map(SessionLogLine.init)))
            return false
        }
        guard levels.leanplumShows && levels.cleverTap else { return nil }
        return !levels.ios && mayOpenSilently(episode) ? nil : false
    }

    /// A Leanplum push opened whose action may open a URL with no SDK line: the `Open URL`
    /// action of `_lpx` (`LPOpenUrlMessageTemplate`), or, without `_lpx` and `_lpc`, the
    /// downloaded message's action, which the payload does not show. Only iOS's lines could
    /// then say no URL opened.
    static func mayOpenSilently(_ episode: SessionEpisode) -> Bool {
        guard let userInfo = episode.push?.value?.objectValue,
            LeanplumKeys.messageIDNames.contains(where: { userInfo[$0] != nil }),
            episode.events(opens).isEmpty == false
        else { return false }
        guard let action = userInfo[LeanplumKeys.openAction]?.objectValue else {
            return userInfo[LeanplumKeys.customActions] == nil
        }
        return action["__name__"]?.stringValue == "Open URL"
    }
}
