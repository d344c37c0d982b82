import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// Settings the log itself states (man page, "FACTS"): what ran wins over the profile and
/// over the defaults, and an explanation never changes a setting the log decided.
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

    /// `settings` with every fact applied, and, for each fact that changed its setting, the
    /// value it had (the profile's or the default), to be said.
    public func applied(to settings: SimulationSettings) -> (
        settings: SimulationSettings, overridden: [String: JSONValue]
    ) {
        var result = settings
        var overridden: [String: JSONValue] = [:]
        for fact in facts {
            guard let setting = SimulationSetting.named(fact.key), let assignment = setting.parse(fact.text) else {
                continue
            }
            let was = setting.json(result)
            assignment.apply(to: &result)
            if setting.json(result) != was { overridden[fact.key] = was }
        }
        return (result, overridden)
    }
}
