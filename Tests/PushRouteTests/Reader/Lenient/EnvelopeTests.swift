import PushRouteCore
import Testing

@testable import PushRouteReader

/// `Envelope.mayWrap` looks for the envelopes' first keys on jansson's tree through a list of
/// literals; it must name exactly the first keys of the envelopes the reader knows.
struct EnvelopeTests {
    @Test func firstKeysAreThoseOfTheKinds() {
        let fromKinds = Set(
            Envelope.kinds.flatMap { kind in kind.paths.flatMap { $0.first.map { [$0] } ?? Array(kind.siblings) } })
        let listed = Envelope.firstKeys.map { $0.description }
        #expect(Set(listed) == fromKinds)
        #expect(listed.count == Set(listed).count)
    }
}

/// What Firebase, Expo and OneSignal send for a request, as the reader builds it (`SenderTranslation`,
/// docs/pasted-forms.md §11.2): the envelope's object in, the push and the note's words out.
struct SenderTranslationTests {
    static let cases: [(String, JSONValue, JSONValue?, String?)] = [
        (
            "legacy: content_available true, data at the top level",
            ["to": "t", "content_available": true, "data": ["k": "v"]],
            ["aps": ["content-available": 1], "k": "v"],
            "content_available as aps.content-available, data at the top level"
        ),
        (
            "legacy: false flags build nothing; notification's fields",
            [
                "to": "t", "content_available": false, "mutable_content": true,
                "notification": ["title": "T", "body": "B", "badge": 2, "click_action": "C", "icon": "i"],
            ],
            ["aps": ["mutable-content": 1, "alert": ["title": "T", "body": "B"], "badge": 2, "category": "C"]],
            "mutable_content as aps.mutable-content, notification as aps.alert and aps.badge and aps.category"
        ),
        ("legacy: nothing FCM sends", ["to": "t", "priority": "high"], nil, nil),
        (
            "SNS: its GCM object is a legacy message without its address",
            ["default": "d", "GCM": ["notification": ["title": "T"], "data": ["k": "v"]]],
            ["aps": ["alert": ["title": "T"]], "k": "v"], "notification as aps.alert, data at the top level"
        ),
        (
            "firebase-admin: camelCase renamed, true as 1, false dropped",
            [
                "token": "t",
                "apns": ["payload": ["aps": ["contentAvailable": true, "mutableContent": false, "threadId": "x"]]],
            ],
            ["aps": ["content-available": 1, "thread-id": "x"]],
            "as firebase-admin sends it: contentAvailable as content-available, mutableContent dropped (firebase-admin sends only true), threadId as thread-id"
        ),
        (
            "legacy addressing beside apns: a legacy request, its apns block left out as FCM leaves it",
            [
                "to": "t", "content_available": true, "data": ["k": "v"],
                "apns": ["payload": ["aps": ["alert": "from apns"]]],
            ],
            ["aps": ["content-available": 1], "k": "v"],
            "content_available as aps.content-available, data at the top level"
        ),
        (
            "legacy addressing beside apns: camelCase is no legacy field",
            [
                "registration_ids": ["t"], "contentAvailable": true, "data": ["wzrk_pn": true],
                "apns": ["payload": ["aps": ["contentAvailable": true]]],
            ],
            ["wzrk_pn": true], "data at the top level"
        ),
        (
            "REST v1: camelCase passed on as written; notification and data merged",
            [
                "message": [
                    "notification": ["title": "T"], "data": ["k": "v"],
                    "apns": ["payload": ["aps": ["contentAvailable": true]]],
                ]
            ],
            ["aps": ["contentAvailable": true, "alert": ["title": "T"]], "k": "v"],
            "notification as aps.alert; data at the top level"
        ),
        (
            "v1: the payload's own alert and keys win",
            [
                "notification": ["title": "T"], "data": ["k": "data"],
                "apns": ["payload": ["aps": ["alert": "A"], "k": "own"]],
            ],
            ["aps": ["alert": "A"], "k": "own"], "data at the top level"
        ),
        (
            "an app's print of a message: aps rebuilt from contentAvailable, category, threadId, notification",
            [
                "contentAvailable": true, "mutableContent": false, "category": "C", "threadId": "x",
                "notification": ["title": "T", "body": "B", "apple": .null], "data": ["wzrk_pn": true],
                "messageId": "1",
            ],
            [
                "aps": [
                    "content-available": 1, "category": "C", "thread-id": "x", "alert": ["title": "T", "body": "B"],
                ],
                "wzrk_pn": true,
            ],
            "its aps rebuilt from the message's fields: contentAvailable as aps.content-available, category as aps.category, threadId as aps.thread-id, notification as aps.alert"
        ),
        (
            "an app's print of a message: false flags and null fields build nothing",
            [
                "contentAvailable": false, "mutableContent": false, "category": .null, "notification": .null,
                "data": ["wzrk_pn": true], "from": "1",
            ],
            ["wzrk_pn": true], nil
        ),
        (
            "an app's print of a message: data with no SDK key, woken by contentAvailable",
            ["contentAvailable": true, "data": ["screen": "deals"], "messageId": "1"],
            ["aps": ["content-available": 1], "screen": "deals"],
            "its aps rebuilt from the message's fields: contentAvailable as aps.content-available"
        ),
        (
            "Expo: the alert and flags in aps, data under body",
            [
                "to": "ExponentPushToken[x]", "title": "T", "body": "B", "_contentAvailable": true,
                "mutableContent": false, "sound": "default", "badge": 1, "categoryId": "C",
                "data": ["wzrk_pn": true], "priority": "high",
            ],
            [
                "aps": [
                    "alert": ["title": "T", "body": "B"], "sound": "default", "badge": 1, "category": "C",
                    "content-available": 1,
                ],
                "body": ["wzrk_pn": true],
            ],
            "title and body as aps.alert, sound as aps.sound, badge as aps.badge, categoryId as aps.category, _contentAvailable as aps.content-available, data under 'body'"
        ),
        (
            "Expo: any token beside an Expo field; several tokens",
            ["to": ["a", "b"], "channelId": "default", "title": "T", "sound": .null],
            ["aps": ["alert": ["title": "T"]]], "title as aps.alert"
        ),
        (
            "Expo: data alone builds no push, and no Firebase push either",
            ["to": "ExpoPushToken[x]", "data": ["k": "v"]], nil, nil
        ),
        (
            "OneSignal: the alert in English, mutable-content as OneSignal sets it, data under custom.a",
            [
                "app_id": "a", "include_subscription_ids": ["s"], "headings": ["fr": "Titre", "en": "T"],
                "contents": ["es": "Cuerpo"], "ios_sound": "ping.caf", "ios_badgeType": "SetTo",
                "ios_badgeCount": 3, "data": ["wzrk_pn": true],
            ],
            [
                "aps": [
                    "alert": ["title": "T", "body": "Cuerpo"], "sound": "ping.caf", "badge": 3, "mutable-content": 1,
                ],
                "custom": ["a": ["wzrk_pn": true]],
            ],
            "headings and contents as aps.alert, ios_sound as aps.sound, ios_badgeCount as aps.badge, aps.mutable-content as OneSignal sets it, data under 'custom.a'"
        ),
        (
            "OneSignal: content_available alone wakes the app; Increase is counted by OneSignal",
            ["app_id": "a", "content_available": true, "ios_badgeType": "Increase", "ios_badgeCount": 1],
            ["aps": ["content-available": 1]], "content_available as aps.content-available"
        ),
        (
            "OneSignal: mutable_content false is kept",
            ["app_id": "a", "contents": ["en": "B"], "mutable_content": false],
            ["aps": ["alert": ["body": "B"]]], "contents as aps.alert"
        ),
        ("OneSignal: data alone builds no push", ["app_id": "a", "data": ["k": "v"]], nil, nil),
        (
            "not Expo: a Firebase legacy request with an Expo field beside notification",
            ["to": "t", "channelId": "c", "notification": ["title": "T"]],
            ["aps": ["alert": ["title": "T"]]], "notification as aps.alert"
        ),
    ]

    /// react-native-push-notification's object: `data` is the push beside its own fields, and
    /// only there (an object with `data` alone is no such envelope).
    @Test func reactNativePushNotification() throws {
        let object: JSONValue = ["userInteraction": false, "data": ["wzrk_pn": true], "badge": 1]
        let found = Envelope.pushes(in: try #require(object.objectValue))
        #expect(found.map(\.kind.name) == ["react-native-push-notification"])
        #expect(found.first?.value == ["wzrk_pn": true])
        let alone: JSONValue = ["data": ["wzrk_pn": true], "badge": 1]
        #expect(Envelope.pushes(in: try #require(alone.objectValue)).isEmpty)
    }

    @Test(arguments: cases)
    func translated(_ what: String, _ envelope: JSONValue, _ push: JSONValue?, _ said: String?) throws {
        let object = try #require(envelope.objectValue)
        let found = Envelope.pushes(in: object).first
        #expect(found?.value == push, "\(what)")
        #expect(found?.translated == said, "\(what)")
    }
}

/// firebase-admin's legacy call read as the request it sends (`AdminLegacyCall`): a payload of
/// `data` and `notification` only, and options of `MessagingOptions`' keys only, renamed.
struct AdminLegacyCallTests {
    static let cases: [(String, JSONValue, JSONValue, JSONValue?)] = [
        (
            "options renamed and added; notification's clickAction renamed",
            ["notification": ["title": "T", "clickAction": "C"], "data": ["k": "v"]],
            ["contentAvailable": true, "mutableContent": true, "priority": "high", "timeToLive": 60],
            [
                "notification": ["title": "T", "click_action": "C"], "data": ["k": "v"], "content_available": true,
                "mutable_content": true, "priority": "high", "time_to_live": 60,
            ]
        ),
        (
            "the request's own spelling", ["data": ["k": "v"]], ["content_available": true],
            ["data": ["k": "v"], "content_available": true]
        ),
        ("a payload with another key", ["data": ["k": "v"], "to": "t"], ["contentAvailable": true], nil),
        ("a payload whose data is no object", ["data": "v"], ["contentAvailable": true], nil),
        ("options with another key", ["data": ["k": "v"]], ["contentAvailable": true, "apns": [:]], nil),
        ("empty options", ["data": ["k": "v"]], [:], nil),
    ]

    @Test(arguments: cases)
    func request(_ name: String, _ payload: JSONValue, _ options: JSONValue, _ expected: JSONValue?) {
        #expect(
            AdminLegacyCall.request(payload: payload, options: options).map(JSONValue.object) == expected, "\(name)")
    }

    /// The payload passed as a variable before an options object (`{` ends each text): the
    /// call's second argument, a name; nil when the text is no such call.
    @Test(
        arguments: [
            ("admin.messaging().sendToDevice(tokens, message, {", "message"),
            ("sendToTopic( topic , this.payload , {", "this.payload"),
            ("fcm.sendToDeviceGroup(groups[0], $payload,{", "$payload"),
            ("sendToCondition(cond(a, b), p, {", "p"),
            ("sendToDevice(tokens, {", nil),
            ("sendToDevice(tokens, buildPayload(x), {", nil),
            ("sendToDevice(a, b, c, {", nil),
            ("send(tokens, message, {", nil),
            ("sendToDevice(tokens,\n  message, {", nil),
            ("sendToDevice(tokens, 42, {", nil),
        ] as [(String, String?)])
    func variablePayload(_ text: String, _ expected: String?) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(AdminLegacyCall.variablePayload(buffer, before: bytes.count - 1) == expected, "\(text)")
        }
    }
}
