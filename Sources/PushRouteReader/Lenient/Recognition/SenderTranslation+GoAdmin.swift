import PushRouteCore

/// The types of firebase-admin-go's `messaging` package that a message is built from, each with
/// the JSON name its encoder gives each field (firebase-admin-go, `messaging/messaging.go`:
/// the `json` tags, and `Aps.standardFields`, `APNSPayload.MarshalJSON`,
/// `CriticalSound.MarshalJSON` for the fields it writes by hand).
enum GoAdminType: String, Sendable {
    case message = "Message"
    case notification = "Notification"
    case apnsConfig = "APNSConfig"
    case apnsPayload = "APNSPayload"
    case aps = "Aps"
    case apsAlert = "ApsAlert"
    case criticalSound = "CriticalSound"
    case apnsFCMOptions = "APNSFCMOptions"
    case fcmOptions = "FCMOptions"

    /// Each field's JSON name. `CustomData` (of `Aps` and `APNSPayload`) has none: its members
    /// are written beside the others, and win over them.
    var fields: [String: String] {
        switch self {
        case .message:
            [
                "Data": "data", "Notification": "notification", "Android": "android", "Webpush": "webpush",
                "APNS": "apns", "FCMOptions": "fcm_options", "Token": "token", "Topic": "topic",
                "Condition": "condition",
            ]
        case .notification: ["Title": "title", "Body": "body", "ImageURL": "image"]
        case .apnsConfig:
            [
                "Headers": "headers", "Payload": "payload", "FCMOptions": "fcm_options",
                "LiveActivityToken": "live_activity_token",
            ]
        case .apnsPayload: ["Aps": "aps"]
        case .aps:
            [
                "AlertString": "alert", "Alert": "alert", "Badge": "badge", "Sound": "sound",
                "CriticalSound": "sound", "ContentAvailable": "content-available",
                "MutableContent": "mutable-content", "Category": "category", "ThreadID": "thread-id",
            ]
        case .apsAlert:
            [
                "Title": "title", "SubTitle": "subtitle", "Body": "body", "LocKey": "loc-key", "LocArgs": "loc-args",
                "TitleLocKey": "title-loc-key", "TitleLocArgs": "title-loc-args",
                "SubTitleLocKey": "subtitle-loc-key", "SubTitleLocArgs": "subtitle-loc-args",
                "ActionLocKey": "action-loc-key", "LaunchImage": "launch-image",
            ]
        case .criticalSound: ["Critical": "critical", "Name": "name", "Volume": "volume"]
        case .apnsFCMOptions: ["AnalyticsLabel": "analytics_label", "ImageURL": "image"]
        case .fcmOptions: ["AnalyticsLabel": "analytics_label"]
        }
    }

    /// The `bool` fields the encoder writes as 1 when `true` and leaves out when `false`.
    var flags: Set<String> {
        switch self {
        case .aps: ["ContentAvailable", "MutableContent"]
        case .criticalSound: ["Critical"]
        default: []
        }
    }

    /// Fields that yield their JSON name to another field set beside them (`Aps`: an `Alert`
    /// struct wins over `AlertString`, a `CriticalSound` over `Sound`).
    var yields: [String: String] {
        self == .aps ? ["AlertString": "Alert", "Sound": "CriticalSound"] : [:]
    }
}

extension SenderTranslation {
    /// firebase-admin's types that, pasted alone, are one member of what is sent, and its key
    /// there: an `Aps` is the push's `aps`, an `APNSConfig` an HTTP v1 message's `apns`
    /// (firebase-admin-python `messaging.py` and firebase-admin-go `messaging/messaging.go`:
    /// `Message.apns`, `APNSPayload.aps`).
    static let adminAloneKeys: [String: String] = ["Aps": "aps", "APNSConfig": "apns"]

    /// `object`, firebase-admin's `type` pasted alone, under its key in what is sent, and what a
    /// note says of it (`an Aps alone is the push's aps`); nil when `type` is none of
    /// `adminAloneKeys`.
    static func adminAlone(_ type: String, _ object: JSONObject) -> (object: JSONObject, said: String)? {
        guard let key = adminAloneKeys[type] else { return nil }
        let whole = key == "aps" ? "the push's" : "a message's"
        return (JSONObject([.init(key: key, value: .object(object))]), "an \(type) alone is \(whole) \(key)")
    }

    /// The name of the field whose members firebase-admin-go writes beside the struct's own.
    static let goCustomData = "CustomData"

    /// A literal of firebase-admin-go's `type`, read with its Go field names, as its encoder
    /// writes it: each field under its JSON name, a flag `true` as 1 and `false` left out, an
    /// empty string left out (every field is `omitempty`), `CustomData`'s members beside the
    /// others; a field it does not know is kept as written. What was not a plain renaming is said.
    static func goAdminStruct(_ type: GoAdminType, _ object: JSONObject) -> (object: JSONObject, said: [String]) {
        let (fields, flags, yields) = (type.fields, type.flags, type.yields)
        var result = JSONObject()
        var said: [String] = []
        var custom: [JSONObject.Member] = []
        for member in object.members {
            if member.key == goCustomData, let data = member.value.objectValue {
                custom += data.members
                said.append("\(goCustomData)'s members beside the others")
                continue
            }
            guard let name = fields[member.key] else {
                result.members.append(member)
                continue
            }
            if let winner = yields[member.key], object[winner] != nil {
                said.append("\(member.key) dropped (\(winner) is set)")
                continue
            }
            var renamed = member
            renamed.key = name
            if flags.contains(member.key) {
                guard member.value != .bool(false) else {
                    said.append("\(member.key) false left out")
                    continue
                }
                if member.value == .bool(true) {
                    renamed.value = 1
                    said.append("\(member.key) true as \(name) 1")
                }
            } else if member.value == .string("") {
                continue
            } else if name.lowercased() != member.key.lowercased() {
                said.append("\(member.key) as \(name)")
            }
            result.members.append(renamed)
        }
        for member in custom {
            if let index = result.members.firstIndex(where: { $0.key == member.key }) {
                result.members[index] = member
            } else {
                result.members.append(member)
            }
        }
        return (result, said)
    }
}
