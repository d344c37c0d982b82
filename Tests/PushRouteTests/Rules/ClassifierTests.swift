import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// The ownership rules of docs/routing-model.md §1, one row each.
@Suite struct ClassifierTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var payload: String
        var handler: Handler
        var matched: [String]
        var testDescription: String { name }
    }

    static let ownership: [Row] = [
        Row(name: "_lpm decides", payload: #"{"_lpm":1,"aps":{}}"#, handler: .leanplum, matched: ["_lpm"]),
        Row(name: "_lpu decides", payload: #"{"_lpu":1}"#, handler: .leanplum, matched: ["_lpu"]),
        Row(name: "_lpn decides", payload: #"{"_lpn":1}"#, handler: .leanplum, matched: ["_lpn"]),
        Row(name: "_lpv decides", payload: #"{"_lpv":1}"#, handler: .leanplum, matched: ["_lpv"]),
        Row(name: "value does not matter", payload: #"{"_lpm":null}"#, handler: .leanplum, matched: ["_lpm"]),
        Row(name: "_lpx alone is not Leanplum", payload: #"{"_lpx":{"__name__":"x"}}"#, handler: .none, matched: []),
        Row(
            name: "lp_occurrence_id alone is not Leanplum", payload: #"{"lp_occurrence_id":"a"}"#, handler: .none,
            matched: []),
        Row(
            name: "_lpc, _lpl, LP_URL, lp_sent_time alone",
            payload: #"{"_lpc":{},"_lpl":1,"LP_URL":"x","lp_sent_time":1}"#, handler: .none, matched: []),
        Row(name: "W$ prefix", payload: #"{"W$id":"0_0"}"#, handler: .clevertap, matched: ["W$id"]),
        Row(name: "wzrk_ prefix", payload: #"{"wzrk_acct_id":"A"}"#, handler: .clevertap, matched: ["wzrk_acct_id"]),
        Row(
            name: "every CleverTap key, in order", payload: #"{"wzrk_dl":"x","a":1,"W$rnv":0}"#, handler: .clevertap,
            matched: ["wzrk_dl", "W$rnv"]),
        Row(name: "prefix alone counts", payload: #"{"wzrk_":1}"#, handler: .clevertap, matched: ["wzrk_"]),
        Row(name: "WZRK_ upper case does not count", payload: #"{"WZRK_acct_id":"A"}"#, handler: .none, matched: []),
        Row(name: "w$ lower case does not count", payload: #"{"w$id":"A"}"#, handler: .none, matched: []),
        Row(name: "_LPM upper case does not count", payload: #"{"_LPM":1}"#, handler: .none, matched: []),
        Row(name: "wzrk without underscore does not count", payload: #"{"wzrkid":1}"#, handler: .none, matched: []),
        Row(name: "nested Leanplum key does not count", payload: #"{"data":{"_lpm":1}}"#, handler: .none, matched: []),
        Row(
            name: "nested CleverTap key does not count", payload: #"{"aps":{"wzrk_acct_id":"A"}}"#, handler: .none,
            matched: []),
        Row(name: "both: Leanplum wins", payload: #"{"wzrk_id":"1","_lpm":1}"#, handler: .leanplum, matched: ["_lpm"]),
        Row(name: "not an object", payload: #"[1,2]"#, handler: .none, matched: []),
        Row(name: "empty object", payload: #"{}"#, handler: .none, matched: []),
    ]

    @Test(arguments: ownership)
    func ownershipRule(_ row: Row) throws {
        let result = Classifier.classify(try Jansson.decode(row.payload).get())
        #expect(result.handler == row.handler)
        #expect(result.matchedKeys == row.matched)
    }

    @Test func bothSDKsReportsTheShadowedKeys() throws {
        let result = Classifier.classify(try Jansson.decode(#"{"wzrk_id":"1","_lpm":1,"W$x":2}"#).get())
        #expect(result.shadowedKeys == ["wzrk_id", "W$x"])
    }

    /// Only the integer 1 counts, for content-available and mutable-content alike.
    @Test(arguments: [
        ("1", true), ("0", false), (#""1""#, false), ("true", false), ("1.0", false), ("2", false), ("null", false),
    ])
    func flagIsTheInteger1(_ literal: String, _ expected: Bool) throws {
        let payload = try Jansson.decode(#"{"aps":{"content-available":\#(literal),"mutable-content":\#(literal)}}"#)
            .get()
        let result = Classifier.classify(payload)
        #expect(result.contentAvailable == expected)
        #expect(result.mutableContent == expected)
    }

    @Test(arguments: [
        (#"{"aps":{"content-available":1}}"#, true),
        (#"{"aps":{"content-available":1,"alert":"hi"}}"#, false),
        (#"{"aps":{"content-available":1,"badge":0}}"#, false),
        (#"{"aps":{"content-available":1,"sound":"default"}}"#, false),
        (#"{"aps":{"alert":"hi"}}"#, false),
        (#"{"aps":{"content-available":1},"custom":"beside aps is fine"}"#, true),
    ])
    func silent(_ payload: String, _ expected: Bool) throws {
        #expect(Classifier.classify(try Jansson.decode(payload).get()).silent == expected)
    }

    @Test(arguments: [
        (#"{"gcm.message_id":"1"}"#, "firebase", ["gcm.message_id"]),
        (#"{"google.c.a.e":"1","google.c.sender.id":"2"}"#, "firebase", ["google.c.a.e", "google.c.sender.id"]),
        (#"{"ab":{"c":"x"}}"#, "braze", ["ab"]),
        (#"{"ab_uri":"x"}"#, "braze", ["ab_uri"]),
        (#"{"custom":{"i":"x"}}"#, "onesignal", ["custom"]),
        (#"{"com.urbanairship.metadata":"x"}"#, "airship", ["com.urbanairship.metadata"]),
        (#"{"_":"x"}"#, "airship", ["_"]),
        (#"{"itbl":{}}"#, "iterable", ["itbl"]),
        (#"{"_lpx":{},"lp_occurrence_id":"x"}"#, "leanplum", ["_lpx", "lp_occurrence_id"]),
        (#"{"WZRK_acct_id":"x"}"#, "clevertap", ["WZRK_acct_id"]),
    ])
    func lookalike(_ payload: String, _ sdk: String, _ keys: [String]) throws {
        let result = Classifier.classify(try Jansson.decode(payload).get())
        #expect(result.handler == .none)
        #expect(result.lookalike?.sdk == sdk)
        #expect(result.lookalike?.keys == keys)
    }

    @Test(arguments: [#"{"ab":"not an object"}"#, #"{"custom":{"x":1}}"#, #"{"aps":{}}"#])
    func noLookalike(_ payload: String) throws {
        #expect(Classifier.classify(try Jansson.decode(payload).get()).lookalike == nil)
    }

    /// The strict path's classification, on jansson's own tree, says what the Swift value's
    /// says, and declines (nil) exactly when a flag is given as anything but the integer 1.
    @Test(arguments: [
        (#"{"_lpm":1,"aps":{"content-available":1,"mutable-content":1,"alert":"a"}}"#, true),
        (#"{"wzrk_id":"1","aps":{"content-available":1}}"#, true),
        (#"{"wzrk_id":"1","aps":{"content-available":"1"}}"#, false),
        (#"{"aps":{"mutable-content":true}}"#, false),
        (#"{"aps":{"content-available":0}}"#, false),
        (#"{"aps":{"content-available":null,"badge":1}}"#, false),
        (#"{"aps":{"content-available":1.0}}"#, false),
        (#"{"aps":{"sound":"x","content-available":1}}"#, true),
        (#"{"aps":"not an object","_lpu":1}"#, true),
        (#"{"aps":[{"content-available":"1"}]}"#, true),
        (#"{"data":{"aps":{"content-available":"1"}},"custom":{"i":"x"}}"#, true),
        (#"{}"#, true),
    ])
    func strictClassificationMatchesTheValue(_ payload: String, _ taken: Bool) throws {
        let value = try Jansson.decode(payload).get()
        let strict = try payload.utf8CString.withUnsafeBytes { raw in
            try Jansson.withParsed(UnsafeRawBufferPointer(rebasing: raw.dropLast()), allowTrailing: false) { view, _ in
                (Classifier.classify(view), Classifier.classifyStrictly(view))
            }.get()
        }
        #expect(strict.0 == Classifier.classify(value))
        #expect(strict.1 == (taken ? strict.0 : nil))
    }

    /// An object whose members repeat a key (the lenient reader keeps the last in `members`,
    /// the others in `duplicates`; a value built so has both): the first counts, in `aps` and
    /// at the top level, as `JSONView.member` finds it.
    @Test func theFirstOfARepeatedKeyCounts() {
        let aps: JSONValue = .object(
            JSONObject([
                .init(key: "content-available", value: 1), .init(key: "content-available", value: "1"),
                .init(key: "mutable-content", value: 0), .init(key: "mutable-content", value: 1),
            ]))
        let payload: JSONValue = .object(JSONObject([.init(key: "aps", value: aps), .init(key: "aps", value: [:])]))
        let result = Classifier.classify(payload)
        #expect(result.contentAvailable)
        #expect(!result.mutableContent)
        #expect(result.silent)
    }
}

/// The byte checks of the hot path say exactly what the lists of keys say.
@Suite struct SDKKeysTests {
    /// A lookalike's CleverTap prefix ignores ASCII case only, compared on the bytes.
    @Test(arguments: [
        ("WZRK_acct_id", true), ("Wzrk_x", true), ("wzrk_", true), ("w$x", true), ("W$", true), ("wzrk", false),
        ("wzrkx", false), ("w", false), ("", false), ("xw$", false), ("ẅzrk_", false),
    ])
    func cleverTapPrefixIgnoringCase(_ key: String, _ expected: Bool) {
        #expect(CleverTapKeys.hasPrefixIgnoringCase(key) == expected)
    }

    /// A message-id key's name is one of the list's, whatever bytes it was found in.
    @Test(arguments: LeanplumKeys.messageIDNames)
    func messageIDNameIsTheListed(_ name: String) {
        var key = name
        key.withUTF8 { #expect(LeanplumKeys.messageIDName($0) == name) }
    }
    @Test(arguments: [
        "_lpm", "_lpu", "_lpn", "_lpv", "_lpx", "_lp", "_lpmm", "_LPM", "lpm", "",
        "W$", "W$id", "w$id", "wzrk_", "wzrk_acct_id", "wzrk", "WZRK_id", "xwzrk_", "W", "Wx",
    ])
    func byteChecksFollowTheLists(_ key: String) {
        var key = key
        key.withUTF8 { bytes in
            #expect(
                LeanplumKeys.isMessageID(bytes)
                    == LeanplumKeys.messageIDNames.contains(String(decoding: bytes, as: UTF8.self)))
            #expect(CleverTapKeys.hasPrefix(bytes) == CleverTapKeys.prefixes.contains { bytes.hasASCIIPrefix($0) })
        }
    }
}
