/// What happened to a push, observed or predicted, in the fields the two are compared on:
/// each SDK's handled count, whether a deep link opened, and whether the service extension ran;
/// nil is unknown. `extensionRan` is compared only where the log shows it (iOS prints its lines
/// for a push that may be modified alone), so it is nil on both sides elsewhere.
public struct SessionOutcome: Sendable, Equatable, CustomStringConvertible {
    public var leanplumHandled: Int?
    public var cleverTapHandled: Int?
    public var deepLinkOpened: Bool?
    public var extensionRan: Bool?

    public init(leanplumHandled: Int?, cleverTapHandled: Int?, deepLinkOpened: Bool?, extensionRan: Bool? = nil) {
        self.leanplumHandled = leanplumHandled
        self.cleverTapHandled = cleverTapHandled
        self.deepLinkOpened = deepLinkOpened
        self.extensionRan = extensionRan
    }

    /// The fields by name, in output order (`leanplum`, `clevertap`, `deep_link_opened`).
    public var compared: [(name: String, value: String?)] {
        [
            ("leanplum.handled", leanplumHandled.map(String.init)),
            ("clevertap.handled", cleverTapHandled.map(String.init)),
            ("deep_link_opened", deepLinkOpened.map(String.init)),
        ] + (extensionRan.map { [("extension_ran", String($0))] } ?? [])
    }

    /// `leanplum handled 1, clevertap handled unknown, deep link opened no`.
    public var description: String {
        func count(_ value: Int?) -> String { value.map(String.init) ?? "unknown" }
        return "leanplum handled \(count(leanplumHandled)), clevertap handled \(count(cleverTapHandled)), "
            + "deep link opened \(deepLinkOpened.map { $0 ? "yes" : "no" } ?? "unknown")"
            + (extensionRan.map { ", extension ran \($0 ? "yes" : "no")" } ?? "")
    }
}
