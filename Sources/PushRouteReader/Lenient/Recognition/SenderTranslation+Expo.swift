import PushRouteCore

/// A request to Expo's push service, as Expo sends it to APNs (docs/pasted-forms.md §11.2).
/// Expo's push API reference, "Message request format": `title`, `subtitle` and `body` are the
/// alert's, `sound`, `badge`, `categoryId` and `interruptionLevel` are `aps`'s,
/// `_contentAvailable: true` wakes the iOS app ("the notification will cause the iOS app to
/// start in the background"), `mutableContent: true` lets its service extension change it. The
/// request's `data` reaches the app under the push's `body` key (expo-notifications reads its
/// `data` from there), so its keys are never the push's top-level keys.
extension SenderTranslation {
    /// Fields only a request to Expo has, beside `to` (a Firebase legacy request spells its
    /// flags in snake case and keeps its alert in `notification`).
    static let expoFields: Set<String> = [
        "_contentAvailable", "mutableContent", "categoryId", "interruptionLevel", "channelId", "richContent",
    ]
    /// The token forms Expo's push service addresses (`ExponentPushToken[…]`, `ExpoPushToken[…]`).
    static let expoTokenPrefixes = ["ExponentPushToken[", "ExpoPushToken["]
    /// Fields of a Firebase message: a request holding one is not Expo's.
    static let firebaseFields: Set<String> = [
        "notification", "message", "apns", "content_available", "mutable_content",
    ]

    static let expoAlert = ["title", "subtitle", "body"]
    static let expoAps = [
        ("sound", "sound"), ("badge", "badge"), ("categoryId", "category"), ("interruptionLevel", "interruption-level"),
    ]
    static let expoFlags = [("_contentAvailable", "content-available"), ("mutableContent", "mutable-content")]

    /// Whether `request` is a request to Expo's push service: addressed with `to` to an Expo
    /// token, or to any token with one of Expo's own fields, and with none of Firebase's.
    static func isExpoRequest(_ request: JSONObject) -> Bool {
        guard let to = request["to"], !request.members.contains(where: { firebaseFields.contains($0.key) }) else {
            return false
        }
        let tokens: [JSONValue] = if case .array(let elements) = to { elements } else { [to] }
        guard !tokens.isEmpty, tokens.allSatisfy({ $0.stringValue != nil }) else { return false }
        let expoToken = tokens.contains { token in
            expoTokenPrefixes.contains { token.stringValue?.hasPrefix($0) == true }
        }
        return expoToken || request.members.contains { expoFields.contains($0.key) }
    }

    static func expoPush(_ request: JSONObject) -> (push: JSONObject, said: String)? {
        guard isExpoRequest(request) else { return nil }
        var aps = JSONObject()
        var said: [String] = []
        var alert = JSONObject()
        for field in expoAlert {
            if let value = request[field], value.stringValue != nil { alert.append(field, value) }
        }
        if !alert.isEmpty {
            aps.append("alert", .object(alert))
            said.append("\(alert.members.map(\.key).joined(separator: " and ")) as aps.alert")
        }
        for (field, key) in expoAps {
            guard let value = request[field], value != .null else { continue }
            aps.append(key, value)
            said.append("\(field) as aps.\(key)")
        }
        for (field, key) in expoFlags where request[field] == .bool(true) {
            aps.append(key, 1)
            said.append("\(field) as aps.\(key)")
        }
        var push = JSONObject()
        if !aps.isEmpty { push.append("aps", .object(aps)) }
        if let data = request["data"], data.objectValue != nil {
            push.append("body", data)
            said.append("data under 'body'")
        }
        guard !push.isEmpty else { return nil }
        return (push, said.joined(separator: ", "))
    }
}
