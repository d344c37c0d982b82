import PushRouteCore

/// A request to OneSignal's REST API that creates a notification (`POST /notifications`), as
/// OneSignal sends it to APNs (docs/pasted-forms.md §11.2). OneSignal's reference, "Push
/// Notification Content": `headings`, `subtitle` and `contents` are maps of language codes to
/// text, the alert's `title`, `subtitle` and `body` (English, which the reference requires, else
/// the first language); `content_available: true` wakes the app; `ios_sound`, `ios_category`
/// and `thread_id` are `aps`'s `sound`, `category` and `thread-id`; `ios_badgeCount` with
/// `ios_badgeType` `SetTo` is `aps.badge` (`Increase` is counted by OneSignal, not in the
/// request). A push with an alert gets `mutable-content` 1 unless the request says
/// `mutable_content: false` (OneSignal's "Confirmed Delivery" page: it is set to 1
/// automatically, for its service extension). The request's `data` reaches the app as
/// OneSignal's additional data under the push's `custom.a` (OneSignal-iOS-SDK,
/// `OSNotificationPayload.m`, `parseOriginalPayload`), never at its top level.
extension SenderTranslation {
    /// The field only a OneSignal request has, beside the push's.
    static let oneSignalAppField = "app_id"

    static let oneSignalAlert = [("headings", "title"), ("subtitle", "subtitle"), ("contents", "body")]
    static let oneSignalAps = [("ios_sound", "sound"), ("ios_category", "category"), ("thread_id", "thread-id")]

    static func oneSignalPush(_ request: JSONObject) -> (push: JSONObject, said: String)? {
        guard request[oneSignalAppField]?.stringValue != nil else { return nil }
        var aps = JSONObject()
        var said: [String] = []
        var alert = JSONObject()
        for (field, key) in oneSignalAlert {
            if let text = request[field].flatMap(englishText) { alert.append(key, .string(text)) }
        }
        if !alert.isEmpty {
            aps.append("alert", .object(alert))
            said.append(
                "\(oneSignalAlert.filter { alert[$0.1] != nil }.map(\.0).joined(separator: " and ")) as aps.alert")
        }
        for (field, key) in oneSignalAps {
            guard let value = request[field], value.stringValue != nil else { continue }
            aps.append(key, value)
            said.append("\(field) as aps.\(key)")
        }
        if request["ios_badgeType"]?.stringValue == "SetTo", let count = request["ios_badgeCount"],
            case .integer = count
        {
            aps.append("badge", count)
            said.append("ios_badgeCount as aps.badge")
        }
        if request["content_available"] == .bool(true) {
            aps.append("content-available", 1)
            said.append("content_available as aps.content-available")
        }
        if !alert.isEmpty, request["mutable_content"] != .bool(false) {
            aps.append("mutable-content", 1)
            said.append("aps.mutable-content as OneSignal sets it")
        }
        guard !aps.isEmpty else { return nil }
        var push = JSONObject()
        push.append("aps", .object(aps))
        if let data = request["data"], data.objectValue != nil {
            push.append("custom", .object(JSONObject([.init(key: "a", value: data)])))
            said.append("data under 'custom.a'")
        }
        return (push, said.joined(separator: ", "))
    }

    /// A language map's English text (`en`), else its first; a plain string as it is.
    private static func englishText(_ value: JSONValue) -> String? {
        if let text = value.stringValue { return text }
        guard let languages = value.objectValue else { return nil }
        return languages["en"]?.stringValue ?? languages.members.first?.value.stringValue
    }
}
