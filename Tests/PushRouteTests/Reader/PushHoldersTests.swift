import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Where a dictionary holds a push, at any depth (docs/pasted-forms.md §11.6,
/// docs/device-logs.md §3): the path `PushHolders` finds, and the strict path's screen agrees
/// with it on jansson's tree.
@Suite struct PushHoldersTests {
    static let cases: [(String, JSONValue, [String]?)] = [
        ("a holder's key with an SDK key", ["userInfo": ["_lpm": 1]], ["userInfo"]),
        ("any key with aps", ["x": ["y": ["aps": ["badge": 1]]]], ["x", "y"]),
        ("any key without aps is no holder", ["x": ["_lpm": 1]], nil),
        (
            "aps wins over nearer SDK keys (Expo)",
            [
                "request": [
                    "content": ["data": ["wzrk_pn": true]], "trigger": ["payload": ["aps": [:], "wzrk_pn": true]],
                ]
            ],
            ["request", "trigger", "payload"]
        ),
        (
            "the launch options' key holds whatever it holds",
            ["UIApplicationLaunchOptionsRemoteNotificationKey": ["k": 1]],
            ["UIApplicationLaunchOptionsRemoteNotificationKey"]
        ),
        ("nothing held", ["a": ["b": ["c": 1]]], nil),
        (
            "an FCM message's data under remoteMessage, whatever it holds (Expo on Android)",
            ["request": ["trigger": ["remoteMessage": ["sentTime": 1, "data": ["_sid": "SFMC"]], "type": "push"]]],
            ["request", "trigger", "remoteMessage", "data"]
        ),
        ("remoteMessage without data holds nothing", ["remoteMessage": ["sentTime": 1, "data": .null]], nil),
    ]

    @Test(arguments: cases)
    func finds(_ what: String, _ value: JSONValue, _ path: [String]?) throws {
        let object = try #require(value.objectValue)
        #expect(PushHolders.push(in: object)?.path == path, "\(what)")
        #expect(PushHolders.holdsPush(value) == (path != nil), "\(what)")
        let text = Jansson.encode(value, style: .record)
        let onJansson = Array(text.utf8).withUnsafeBytes { bytes in
            var held = false
            _ = Jansson.parse(bytes, allowTrailing: false) { view, _ in held = PushHolders.holdsPush(view) }
            return held
        }
        #expect(onJansson == (path != nil), "\(what)")
    }
}
