import PushRouteCore

/// How a push service (Firebase, Expo) turns what a sender wrote into the push APNs delivers,
/// where the two differ (docs/pasted-forms.md §11.2): the question a pasted request asks is what
/// the device gets.
enum SenderTranslation: Sendable {
    /// A legacy HTTP request (`fcm.googleapis.com/fcm/send`), which names no APNs key: FCM builds
    /// the push from its fields (Firebase's legacy HTTP server reference, "Downstream HTTP
    /// messages"): `data`'s members at the top level; `content_available` and `mutable_content`
    /// `true` as `aps`'s `content-available` and `mutable-content` 1; `notification`'s
    /// `title`, `subtitle` and `body` as `aps.alert`, its `sound` and `badge` as `aps`'s, its
    /// `click_action` as `aps.category`.
    case legacyRequest
    /// An HTTP v1 message: its `apns.payload`, with the message's `data` members at the top
    /// level and its `notification`'s `title` and `body` as `aps.alert` unless the payload has
    /// one (Firebase's HTTP v1 reference, `ApnsConfig.payload` overrides `Notification`'s title
    /// and body). Under firebase-admin's `Message` (`apns.payload`, not wrapped in the REST API's
    /// `message`, which passes the payload on as written), firebase-admin renames
    /// `contentAvailable`, `mutableContent` and `threadId` to APNs's keys, sends `true` as 1 and
    /// drops any other value but 1 (firebase-admin-node, `src/messaging/messaging-internal.ts`,
    /// `validateAps`).
    case v1Message
    /// An FCM message as an app prints it on iOS (firebase_messaging's message map, React Native
    /// Firebase's `RemoteMessage`): its `data` without `aps`, which the plugin turned into the
    /// message's own fields (FlutterFire `FLTFirebaseMessagingPlugin.m` and React Native
    /// Firebase `RNFBMessagingSerializer.m`, `remoteMessageUserInfoToDict`): `contentAvailable`
    /// from `aps.content-available`, `mutableContent` when `aps.mutable-content` is 1, `category`,
    /// `threadId` from `thread-id`, `notification`'s `title` and `body` from `aps.alert`. The
    /// push is `data`'s members with that `aps` built again.
    case appMessage
    /// A request to Expo's push service (`exp.host/--/api/v2/push/send`), which names no APNs
    /// key either (`SenderTranslation+Expo.swift`).
    case expoRequest
    /// A request to OneSignal's REST API that creates a notification, which names no APNs key
    /// either (`SenderTranslation+OneSignal.swift`).
    case oneSignalRequest
    /// An Amazon SNS message: its `GCM` part is a legacy FCM message without its address (SNS
    /// adds the device's token; Amazon SNS, "Using platform-specific payloads"), read as FCM
    /// builds its push (`legacyRequest`); its `APNS` parts go to APNs as written.
    case snsMessage

    /// The push the service sends for the envelope `root`, whose push stands at `path`, and what was
    /// translated (for the note); nil when nothing is.
    func push(in root: JSONObject, path: [String]) -> (push: JSONObject, said: String)? {
        switch self {
        case .legacyRequest: return Self.legacyPush(root)
        case .appMessage: return Self.appMessagePush(root)
        case .expoRequest: return Self.expoPush(root)
        case .oneSignalRequest: return Self.oneSignalPush(root)
        case .snsMessage:
            guard path == [Self.snsFCMKey], let message = root[Self.snsFCMKey]?.objectValue else { return nil }
            return Self.legacyPush(message)
        case .v1Message:
            let message = path.count == 3 ? root["message"]?.objectValue : root
            guard let message, var push = message["apns"]?["payload"]?.objectValue else { return nil }
            var said: [String] = []
            if path.count == 2, let renamed = Self.adminRenamed(push) {
                (push, said) = (renamed.push, [renamed.said])
            }
            said += Self.merge(message, into: &push)
            return said.isEmpty ? nil : (push, said.joined(separator: "; "))
        }
    }

    /// The key of an SNS message's FCM part (SNS still names FCM by its old name).
    static let snsFCMKey = "GCM"

    /// The fields by which the legacy HTTP API addresses a request (firebase-admin's `Message`
    /// has `token`, `topic` and `condition`): a request with one is a legacy request, even with
    /// an `apns` block beside them, which that API does not have (`Envelope.Kind.unlessBeside`).
    static let legacyAddresses = ["to", "registration_ids"]

    /// A v1 message's `notification` and `data` added to its APNs payload; what was added.
    private static func merge(_ message: JSONObject, into push: inout JSONObject) -> [String] {
        var said: [String] = []
        var aps = push["aps"]?.objectValue ?? JSONObject()
        if let notification = message["notification"]?.objectValue, aps["alert"] == nil {
            var alert = JSONObject()
            for field in ["title", "body"] { if let value = notification[field] { alert.append(field, value) } }
            if !alert.isEmpty {
                aps.append("alert", .object(alert))
                set("aps", .object(aps), in: &push)
                said.append("notification as aps.alert")
            }
        }
        if let data = message["data"]?.objectValue, !data.isEmpty {
            for member in data.members where push[member.key] == nil { push.append(member.key, member.value) }
            said.append("data at the top level")
        }
        return said
    }

    private static func set(_ key: String, _ value: JSONValue, in object: inout JSONObject) {
        if let index = object.members.firstIndex(where: { $0.key == key }) {
            object.members[index].value = value
        } else {
            object.members.insert(JSONObject.Member(key: key, value: value), at: 0)
        }
    }

    /// The request fields that name a flag of `aps`, and the key each becomes.
    static let legacyFlags = [("content_available", "content-available"), ("mutable_content", "mutable-content")]

    /// `notification`'s fields that become `aps.alert`'s, then those that become `aps`'s.
    static let legacyAlert = ["title", "subtitle", "body"]
    static let legacyAps = [("sound", "sound"), ("badge", "badge"), ("click_action", "category")]

    private static func legacyPush(_ request: JSONObject) -> (push: JSONObject, said: String)? {
        // Expo's request is addressed with `to` too; what Expo sends is not what FCM builds.
        guard !isExpoRequest(request) else { return nil }
        var aps = JSONObject()
        var said: [String] = []
        for (field, key) in legacyFlags where request[field] == .bool(true) {
            aps.append(key, 1)
            said.append("\(field) as aps.\(key)")
        }
        if let notification = request["notification"]?.objectValue {
            let flags = aps.members.count
            var alert = JSONObject()
            for field in legacyAlert { if let value = notification[field] { alert.append(field, value) } }
            if !alert.isEmpty { aps.append("alert", .object(alert)) }
            for (field, key) in legacyAps { if let value = notification[field] { aps.append(key, value) } }
            let built = aps.members[flags...].map { "aps.\($0.key)" }
            if !built.isEmpty { said.append("notification as " + built.joined(separator: " and ")) }
        }
        var push = JSONObject()
        if !aps.isEmpty { push.append("aps", .object(aps)) }
        if let data = request["data"]?.objectValue {
            push.members += data.members
            said.append("data at the top level")
        }
        guard !push.isEmpty else { return nil }
        return (push, said.joined(separator: ", "))
    }

    /// Whether `object` is an FCM message as an app prints it (React Native Firebase's
    /// `RemoteMessage`, FlutterFire's `RemoteMessage.toMap()`): a `messageId` string beside
    /// `sentTime`, `from` or `senderId`, and a `data` or `notification` dictionary. Only a
    /// message that arrived has these fields: its data is a push, whatever it holds.
    static func isPrintedMessage(_ object: JSONObject) -> Bool {
        object["messageId"]?.stringValue != nil
            && LogPushFinder.printedMessageFields.contains { object[$0.description] != nil }
            && (object["data"]?.objectValue != nil || object["notification"]?.objectValue != nil)
    }

    /// The message's fields the plugins read out of `aps`, and the key each came from; the
    /// flags only when `true` (the plugins set `mutableContent` only from 1).
    static let appMessageFlags = [("contentAvailable", "content-available"), ("mutableContent", "mutable-content")]
    static let appMessageFields = [("category", "category"), ("threadId", "thread-id")]

    private static func appMessagePush(_ message: JSONObject) -> (push: JSONObject, said: String)? {
        guard let data = message["data"]?.objectValue, data["aps"] == nil else { return nil }
        var aps = JSONObject()
        var said: [String] = []
        for (field, key) in appMessageFlags where message[field] == .bool(true) {
            aps.append(key, 1)
            said.append("\(field) as aps.\(key)")
        }
        for (field, key) in appMessageFields {
            guard let value = message[field], value.stringValue != nil else { continue }
            aps.append(key, value)
            said.append("\(field) as aps.\(key)")
        }
        if let notification = message["notification"]?.objectValue {
            var alert = JSONObject()
            for field in ["title", "body"] {
                if let value = notification[field], value.stringValue != nil { alert.append(field, value) }
            }
            if !alert.isEmpty {
                aps.append("alert", .object(alert))
                said.append("notification as aps.alert")
            }
        }
        guard !aps.isEmpty else { return nil }
        var push = JSONObject()
        push.append("aps", .object(aps))
        push.members += data.members
        return (push, "its aps rebuilt from the message's fields: " + said.joined(separator: ", "))
    }

    /// firebase-admin's spellings in `aps` and the key APNs reads for each: Node's camelCase
    /// (firebase-admin-node, `validateAps`) and Python's keyword arguments of `messaging.Aps`
    /// (firebase-admin-python, `firebase_admin/_messaging_encoder.py`, `encode_aps`).
    static let adminKeys = [
        ("contentAvailable", "content-available"), ("mutableContent", "mutable-content"), ("threadId", "thread-id"),
        ("content_available", "content-available"), ("mutable_content", "mutable-content"), ("thread_id", "thread-id"),
    ]

    private static func adminRenamed(_ payload: JSONObject) -> (push: JSONObject, said: String)? {
        guard let aps = payload["aps"]?.objectValue, let (renamed, said) = adminAps(aps, python: false) else {
            return nil
        }
        var push = payload
        set("aps", .object(renamed), in: &push)
        return (push, "as firebase-admin sends it: " + said)
    }

    /// `aps` with firebase-admin's spellings renamed to APNs's keys, and what was renamed; nil
    /// when it has none. `python`: only firebase-admin-python's spellings (`messaging.Aps`'s
    /// keyword arguments), whose encoder sets a flag only for `True` (`if
    /// aps.content_available is True`); Node's takes `true` or 1.
    static func adminAps(_ aps: JSONObject, python: Bool) -> (aps: JSONObject, said: String)? {
        var aps = aps
        var said: [String] = []
        for (spelled, key) in adminKeys where !python || spelled.contains("_") {
            // Both spellings: firebase-admin refuses the message ("Multiple specifications").
            guard aps[key] == nil, let index = aps.members.firstIndex(where: { $0.key == spelled }) else { continue }
            let value = aps.members[index].value
            aps.members.remove(at: index)
            let flag = key != "thread-id"
            let snake = spelled.contains("_")
            if !flag || value == .bool(true) || (value == .integer(1) && !snake) {
                aps.append(key, flag ? 1 : value)
                said.append("\(spelled) as \(key)")
            } else {
                said.append("\(spelled) dropped (firebase-admin sends only true)")
            }
        }
        return said.isEmpty ? nil : (aps, said.joined(separator: ", "))
    }
}
