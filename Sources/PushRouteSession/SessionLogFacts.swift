import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Settings the log itself states (man page, "FACTS"): what ran wins over the profile and
/// over the defaults, and an explanation never changes a setting the log decided. Most lines
/// state a setting alone (`facts`); what Leanplum's forward prints of the deep-link flag and
/// what the app answered iOS's `willPresent` say which setting only with the app's release
/// and code (`stated(for:)`).
public struct SessionLogFacts: Sendable {
    /// One setting the log states, as a profile key and its text form, with the first line
    /// that says it.
    public struct Fact: Sendable, Equatable {
        public var key: String
        public var text: String
        public var file: String
        public var line: Int
    }

    /// The facts in the order their keys appear in the settings table; the first line wins.
    public var facts: [Fact] { SimulationSetting.all.compactMap { found[$0.key] } }

    /// The keys the log decided.
    public var keys: Set<String> { Set(facts.map(\.key)) }

    /// Each key stated so far, with its first line.
    private var found: [String: Fact] = [:]
    /// The first line of each flag and event Leanplum's forward printed (`[Wrapper] Calling
    /// CleverTap.handlePushNotification:openDeepLinksInForeground: <flag> for Push <event>`),
    /// in order: at most four.
    private var deepLinkFlags: [(flag: Bool, event: PushEvent, file: String, line: Int)] = []
    /// The first of iOS's `Received response <options> for willPresentNotification` lines.
    private var presentation: (options: PresentationOptions, file: String, line: Int)?
    /// The CleverTap accounts the SDKs' lines name, in the order they first do: Leanplum's
    /// `CleverTap instance created with accountId:` and the instance CleverTap's own lines
    /// print themselves as (`CleverTap.<accountId>:`). With the payloads' `wzrk_acct_id`, the
    /// values an explanation tries for an account (man page, "EXPLANATIONS").
    public private(set) var accounts: [String] = []

    /// No line read yet: no fact.
    public init() {}

    /// The facts of `events`, read in order.
    public init(_ events: [LogEvent]) {
        for event in events { add(event) }
    }

    /// The facts with one more event, read after the others: a key it is the first to state.
    public mutating func add(_ event: LogEvent) {
        for (key, text) in Self.states(event) where found[key] == nil {
            found[key] = Fact(key: key, text: text, file: event.file, line: event.location.line)
        }
        let line = event.location.line
        let account = event.kind == .instanceCreated ? event.value : event.instance
        if let account, !account.isEmpty, !accounts.contains(account) { accounts.append(account) }
        switch (event.source, event.kind) {
        case (.leanplum, .forwarded):
            guard let flag = event.flag, let value = event.value else { break }
            let pushEvent: PushEvent = value.contains("Open") ? .open : .receive
            if !deepLinkFlags.contains(where: { $0.flag == flag && $0.event == pushEvent }) {
                deepLinkFlags.append((flag, pushEvent, event.file, line))
            }
        case (_, .willPresentAnswered) where presentation == nil:
            if let options = event.value.flatMap(Int.init).flatMap(PresentationOptions.init(userNotificationsBits:)) {
                presentation = (options, event.file, line)
            }
        default: break
        }
    }

    /// The key of the options the app's own `willPresent` returns, a field of the profile's
    /// `app_delegate.will_present` (where the app implements it, Leanplum's option is unused).
    public static let appPresentationKey = "app_delegate.will_present.options"

    /// Every fact, for the app's `settings` (its profile and options), in the order of the
    /// settings table: `facts`, and, where the lines decide it, the deep-link flag at the
    /// settings' Leanplum release (`deepLinkFact`) and the presentation options the app
    /// returned: Leanplum's option, or the app's own `willPresent`'s where it implements one.
    public func stated(for settings: SimulationSettings) -> [Fact] {
        var all = found
        if let fact = deepLinkFact(at: settings.leanplumSDK) { all[fact.key] = fact }
        if let presentation {
            let key =
                settings.appDelegate.willPresent == nil ? SimulationSetting.presentation.key : Self.appPresentationKey
            all[key] = Fact(key: key, text: presentation.options.text, file: presentation.file, line: presentation.line)
        }
        return SimulationSetting.all.flatMap { setting in
            all.values.filter { $0.key == setting.key || $0.key.hasPrefix(setting.key + ".") }
        }
    }

    /// The deep-link flag the app set, from the first forward whose flag is not the one
    /// `release` passes when the app set none; nil when every flag printed is that one (it fits
    /// the flag unset and set alike), or when `release` passes a constant (before 6.1.0).
    func deepLinkFact(at release: LeanplumRelease) -> Fact? {
        let deciding = deepLinkFlags.first { line in
            release.unsetDeepLinkFlag(for: line.event).map { $0 != line.flag } ?? false
        }
        return deciding.map {
            Fact(
                key: SimulationSetting.openDeepLinksInForeground.key, text: String($0.flag), file: $0.file,
                line: $0.line)
        }
    }

    /// What one event says of the settings: each as a profile key and a value's text.
    static func states(_ event: LogEvent) -> [(String, String)] {
        var says: [(String, String)] = []
        switch (event.source, event.kind) {
        // Leanplum's CleverTap wrapper (`CTWrapper.swift`, 6.0.0 on) runs: the app links both.
        case (.leanplum, .wrapperCreated):
            says.append((ProfileKey.sdks.rawValue, AppSDKs.leanplumAndCleverTap.rawValue))
        // `Method swizzling is disabled` (Leanplum's `LPSwizzle`); a `Called swizzled …` line.
        case (.leanplum, .swizzlingOff): says.append((ProfileKey.swizzling.rawValue, "false"))
        case (.leanplum, .fetchCallback), (.leanplum, .responseCallback), (.leanplum, .willPresentCallback):
            says.append((ProfileKey.swizzling.rawValue, "true"))
        case (.leanplum, .deliveryTrackingOff): says.append((ProfileKey.deliveryTracking.rawValue, "false"))
        // `[Wrapper] CleverTap instance created with accountId: …` (`CTWrapper.swift`).
        case (.leanplum, .instanceCreated):
            says.append((ProfileKey.sdks.rawValue, AppSDKs.leanplumAndCleverTap.rawValue))
            if let account = event.value, !account.isEmpty {
                says.append((ProfileKey.instanceAccount.rawValue, account))
            }
        case (.clevertap, .autoIntegrate): says.append((ProfileKey.autoIntegrate.rawValue, "true"))
        default: break
        }
        return says
    }

    /// `settings` with every fact applied (`stated(for:)`), and, for each fact that changed its
    /// setting, the value it had (the profile's or the default), to be said.
    public func applied(to settings: SimulationSettings) -> (
        settings: SimulationSettings, overridden: [String: JSONValue], stated: [Fact]
    ) {
        var result = settings
        var overridden: [String: JSONValue] = [:]
        let stated = stated(for: settings)
        for fact in stated {
            if fact.key == Self.appPresentationKey, let options = PresentationOptions(parsing: fact.text),
                let was = result.appDelegate.willPresent?.options
            {
                result.appDelegate.willPresent?.options = options
                var before = SimulationSettings()
                before.presentation = was
                if options != was { overridden[fact.key] = SimulationSetting.presentation.json(before) }
                continue
            }
            guard let setting = SimulationSetting.named(fact.key), let assignment = setting.parse(fact.text) else {
                continue
            }
            let was = setting.json(result)
            assignment.apply(to: &result)
            if setting.json(result) != was { overridden[fact.key] = was }
        }
        return (result, overridden, stated)
    }
}
