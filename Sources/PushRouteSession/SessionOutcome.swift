/// What happened to a push, observed or predicted, in the fields the two are compared on:
/// each SDK's handled count and whether a deep link opened; nil is unknown.
public struct SessionOutcome: Sendable, Equatable, CustomStringConvertible {
    public var leanplumHandled: Int?
    public var cleverTapHandled: Int?
    public var deepLinkOpened: Bool?

    public init(leanplumHandled: Int?, cleverTapHandled: Int?, deepLinkOpened: Bool?) {
        self.leanplumHandled = leanplumHandled
        self.cleverTapHandled = cleverTapHandled
        self.deepLinkOpened = deepLinkOpened
    }

    /// The fields by name, in output order (`leanplum`, `clevertap`, `deep_link_opened`).
    var compared: [(name: String, value: String?)] {
        [
            ("leanplum.handled", leanplumHandled.map(String.init)),
            ("clevertap.handled", cleverTapHandled.map(String.init)),
            ("deep_link_opened", deepLinkOpened.map(String.init)),
        ]
    }

    /// `leanplum handled 1, clevertap handled unknown, deep link opened no`.
    public var description: String {
        func count(_ value: Int?) -> String { value.map(String.init) ?? "unknown" }
        return "leanplum handled \(count(leanplumHandled)), clevertap handled \(count(cleverTapHandled)), "
            + "deep link opened \(deepLinkOpened.map { $0 ? "yes" : "no" } ?? "unknown")"
    }
}
