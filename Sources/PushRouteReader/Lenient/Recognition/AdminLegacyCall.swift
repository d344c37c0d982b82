import PushRouteCore

/// firebase-admin's legacy calls (`sendToDevice(tokens, payload, options)`, `sendToTopic`,
/// `sendToCondition`, `sendToDeviceGroup`), pasted as code: the payload and its options are
/// two objects, one after the other, which firebase-admin joins into one legacy HTTP request
/// (docs/pasted-forms.md §11.2; firebase-admin-node, `src/messaging/messaging.ts`: the payload
/// copied, the options' camelCase keys renamed and added to it). The push is what FCM builds
/// from that request (`SenderTranslation.legacyRequest`): `contentAvailable: true` in the
/// options is what makes it wake the app.
enum AdminLegacyCall {
    /// A `MessagingPayload`'s keys: firebase-admin refuses any other.
    static let payloadKeys: Set<String> = ["data", "notification"]

    /// `MessagingOptions`' keys and the request field each becomes (`CAMELCASE_OPTIONS_KEYS_MAP`);
    /// `priority` keeps its name.
    static let optionFields = [
        ("contentAvailable", "content_available"), ("mutableContent", "mutable_content"), ("dryRun", "dry_run"),
        ("timeToLive", "time_to_live"), ("collapseKey", "collapse_key"),
        ("restrictedPackageName", "restricted_package_name"), ("priority", "priority"),
    ]

    /// The keys an options object may have: both spellings (the request's own pass unrenamed).
    static let optionKeys = Set(optionFields.flatMap { [$0.0, $0.1] })

    /// `notification`'s camelCase key that names a field FCM turns into an `aps` key
    /// (`CAMELCASED_NOTIFICATION_PAYLOAD_KEYS_MAP`).
    static let notificationRenames = [("clickAction", "click_action")]

    /// The request firebase-admin sends for `payload` and `options`, when the two are such
    /// objects; nil otherwise.
    static func request(payload: JSONValue?, options: JSONValue?) -> JSONObject? {
        guard var request = payload?.objectValue, let options = options?.objectValue, !request.isEmpty,
            !options.isEmpty,
            request.members.allSatisfy({ payloadKeys.contains($0.key) && $0.value.objectValue != nil }),
            options.members.allSatisfy({ optionKeys.contains($0.key) })
        else { return nil }
        if var notification = request["notification"]?.objectValue {
            for (spelled, field) in notificationRenames {
                if let index = notification.members.firstIndex(where: { $0.key == spelled }) {
                    notification.members[index].key = field
                }
            }
            if let index = request.members.firstIndex(where: { $0.key == "notification" }) {
                request.members[index].value = .object(notification)
            }
        }
        for member in options.members {
            let field = optionFields.first { $0.0 == member.key }?.1 ?? member.key
            guard request[field] == nil else { continue }
            request.append(field, member.value)
        }
        return request
    }
}
