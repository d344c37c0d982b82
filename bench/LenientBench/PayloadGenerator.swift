import PushRouteCore
import PushRouteReader

/// A small deterministic random source (SplitMix64): the same inputs on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Realistic push payloads (Leanplum, CleverTap, plain APNs, Live Activity) as `JSONValue`s,
/// with the text people meet: accents, emoji, quotes, line ends, URLs, big ids, reals.
struct PayloadGenerator {
    var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    static let titles = [
        "Shop", "Deals", "Your order shipped", "50% off, today only", "Café ☕ opens at 8",
        "Say \"hi\" to Anna", "🎉 Party time", "Line one\nLine two", "Über-Angebot für dich", "Reminder",
    ]
    static let bodies = [
        "Your parcel is on its way and arrives tomorrow between 9:00 and 12:00.",
        "Only today: every jacket 50% off. Tap to see the deals before they are gone!",
        "Anna sent you a message: \"See you at the café at 8?\"",
        "Ваш заказ отправлен", "注文が発送されました", "Back in stock: the shoes you liked 👟",
        "message", "Tap to continue where you left off.",
    ]
    static let sounds = ["default", "chime.caf", "bingbong.aiff"]
    static let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]

    mutating func payload() -> JSONValue {
        switch random.below(4) {
        case 0: leanplum()
        case 1: cleverTap()
        case 2: plainAPNs()
        default: liveActivity()
        }
    }

    mutating func alert() -> JSONValue {
        var members: [JSONObject.Member] = [
            .init(key: "title", value: .string(random.pick(Self.titles))),
            .init(key: "body", value: .string(random.pick(Self.bodies))),
        ]
        if random.chance(30) { members.append(.init(key: "subtitle", value: .string(random.pick(Self.titles)))) }
        if random.chance(20) {
            members.append(.init(key: "loc-key", value: "ORDER_SHIPPED"))
            members.append(.init(key: "loc-args", value: .array([.string(random.pick(Self.words)), .string(String(random.below(100)))])))
        }
        return .object(JSONObject(members))
    }

    mutating func leanplum() -> JSONValue {
        var aps: [JSONObject.Member] = [.init(key: "alert", value: alert()), .init(key: "sound", value: .string(random.pick(Self.sounds)))]
        if random.chance(50) { aps.append(.init(key: "badge", value: .integer(Int64(random.below(20))))) }
        if random.chance(60) { aps.append(.init(key: "content-available", value: 1)) }
        return object([
            ("aps", .object(JSONObject(aps))),
            ("_lpm", .integer(Int64(6_021_945_811_681_280 + random.below(1_000_000)))),
            ("_lpx", object([("URL", .string("shop://product/\(random.below(100_000))")), ("__name__", "Open URL")])),
            ("lp_occurrence_id", .string(uuid())),
            ("_lpn", .integer(Int64(random.below(1 << 30)))),
        ])
    }

    mutating func cleverTap() -> JSONValue {
        object([
            ("aps", object([("alert", alert()), ("mutable-content", 1), ("sound", .string(random.pick(Self.sounds)))])),
            ("wzrk_acct_id", "W84-WW7-123A"),
            ("wzrk_pivot", "wzrk_default"),
            ("wzrk_dl", .string("shop://deal/\(random.below(1000))")),
            ("wzrk_id", .string("1700000000_2026112\(random.below(10))")),
            ("W$id", "0_0"),
            ("ct_mediaUrl", .string("https://db7hsdc8829us.cloudfront.net/dist/1700000000/i/\(random.below(1 << 20)).jpg")),
            ("wzrk_ttl", .integer(Int64(1_701_234_567 + random.below(86_400)))),
            ("wzrk_rnv", .bool(random.chance(50))),
        ])
    }

    mutating func plainAPNs() -> JSONValue {
        let items: [JSONValue] = (0..<(1 + random.below(4))).map { _ in
            object([
                ("sku", .string("SKU-\(random.below(99_999))")),
                ("qty", .integer(Int64(1 + random.below(5)))),
                ("price", .real(Double(random.below(10_000)) / 100 + 0.25)),
            ])
        }
        return object([
            ("aps", object([
                ("alert", alert()), ("thread-id", "orders"), ("category", "ORDER_UPDATE"),
                ("relevance-score", .real(Double(random.below(100)) / 100 + 0.005)),
                ("interruption-level", "time-sensitive"),
            ])),
            ("order", object([
                ("id", .integer(Int64(random.below(1_000_000)))), ("items", .array(items)),
                ("total", .real(Double(random.below(100_000)) / 100 + 0.5)), ("gift", .bool(random.chance(20))),
                ("note", random.chance(50) ? .null : .string(random.pick(Self.bodies))),
            ])),
        ])
    }

    mutating func liveActivity() -> JSONValue {
        let time = Int64(1_764_400_000 + random.below(86_400))
        return object([
            ("aps", object([
                ("timestamp", .integer(time)), ("event", "update"),
                ("content-state", object([
                    ("driverName", .string(random.pick(Self.words))), ("minutesAway", .integer(Int64(random.below(60)))),
                    ("progress", .real(Double(random.below(1000)) / 1000 + 0.0005)),
                ])),
                ("stale-date", .integer(time + 3600)), ("dismissal-date", .integer(time + 7200)),
                ("alert", object([("title", .string(random.pick(Self.titles))), ("body", .string(random.pick(Self.bodies)))])),
            ])),
        ])
    }

    mutating func uuid() -> String {
        let hex = Array("0123456789abcdef")
        let groups = [8, 4, 4, 4, 12]
        return groups.map { length in String((0..<length).map { _ in hex[random.below(16)] }) }.joined(separator: "-")
    }

    private func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}
