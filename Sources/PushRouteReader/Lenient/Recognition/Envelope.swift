import PushRouteCore

/// What senders and SDKs wrap around a push (docs/pasted-forms.md §11.2). When a top-level
/// object is no push itself (no `aps`, no SDK key) but one of these holds one, the push is
/// what a person reads: the reader gives it, and says where it stood.
public enum Envelope {
    struct Kind {
        /// The name records give it (`envelope`).
        var name: String
        /// What a message calls it.
        var label: String
        /// Where the push may stand, tried in order; `all`: every path that holds one is a push.
        var paths: [[String]]
        var all = false
        /// Keys of which the wrapper holds one at least beside the path (none: any wrapper).
        var siblings: Set<String> = []
        /// Keys beside the path that make the wrapper another kind (none: any wrapper).
        var unlessBeside: [String] = []
        /// How the sender's spelling becomes the push APNs delivers, where it differs.
        var translation: SenderTranslation?
        /// Whether the translation adds the wrapper's fields to the dictionary at the path (an
        /// HTTP v1 message's `data` and `notification` to its `apns.payload`) rather than
        /// building the push from the whole wrapper.
        var translatedInPlace = false
        /// A request to a push service: the push the service sends for it is answered at the
        /// request's place, as one built from the whole request is, even where the request's
        /// own fields change nothing (docs/pasted-forms.md §11.2).
        var request = false
        /// The service that sends the push of a whole request (path []), for the note.
        var service = "FCM"
        /// An FCM message as an app prints it: its `data` is the push whatever it holds when the
        /// message has the fields only a message that arrived has (`SenderTranslation.isPrintedMessage`).
        var printedMessage = false
    }

    static let kinds: [Kind] = [
        Kind(
            name: "sns", label: "an Amazon SNS message",
            // The FCM part first: its push stands for the whole message (it is answered at the
            // message's place), so the records go in the text's order.
            paths: [[SenderTranslation.snsFCMKey], ["APNS"], ["APNS_SANDBOX"], ["APNS_VOIP"]], all: true,
            translation: .snsMessage),
        Kind(
            name: "fcm-v1", label: "a Firebase HTTP v1 request",
            paths: [["message", "apns", "payload"], ["apns", "payload"]],
            // A request addressed as the legacy API addresses it (`to`, `registration_ids`) is a
            // legacy request, whose API has no `apns` field: FCM leaves that block out.
            unlessBeside: SenderTranslation.legacyAddresses, translation: .v1Message, translatedInPlace: true,
            request: true),
        // The whole request (path []), beside the field that addresses it. Expo's before
        // Firebase's: both address it with `to` (the translation refuses a request not Expo's).
        Kind(
            name: "expo", label: "an Expo push request", paths: [[]], siblings: ["to"], translation: .expoRequest,
            service: "Expo"),
        Kind(
            name: "fcm-legacy", label: "a Firebase legacy HTTP request", paths: [[]],
            siblings: ["to", "registration_ids", "condition"], translation: .legacyRequest),
        Kind(
            name: "onesignal-api", label: "a OneSignal create-notification request", paths: [[]],
            siblings: [SenderTranslation.oneSignalAppField], translation: .oneSignalRequest, service: "OneSignal"),
        Kind(
            name: "onesignal", label: "a OneSignal notification",
            paths: [["notification", "payload", "rawPayload"], ["payload", "rawPayload"], ["rawPayload"]]),
        Kind(name: "clevertap-react-native", label: "a CleverTap React Native event", paths: [["customExtras"]]),
        // react-native-push-notification's notification object (`onNotification`): the push's
        // keys but `aps` under `data` (PushNotificationIOS keeps them so), beside its own fields.
        Kind(
            name: "react-native-push-notification", label: "a react-native-push-notification object",
            paths: [["data"]], siblings: ["userInteraction", "foreground"]),
        Kind(name: "payload", label: "a record that keeps the push under 'payload'", paths: [["payload"]]),
        // firebase_messaging's message map and React Native Firebase's RemoteMessage keep an
        // SDK's keys under `data`, beside the message's own fields (docs/pasted-forms.md §11.2).
        Kind(
            name: fcmMessage, label: "an FCM message as an app prints it", paths: [["data"]],
            siblings: [
                "notification", "from", "messageId", "messageType", "collapseKey", "sentTime", "ttl", "senderId",
                "collapse_key", "google.message_id",
            ], translation: .appMessage, printedMessage: true),
    ]

    /// The name of an FCM message as an app prints it, whose `data` may be a push with no SDK key.
    static let fcmMessage = "fcm-message"

    /// One push found in an envelope.
    struct Found {
        var kind: Kind
        var path: [String]
        /// The push: an object, or a string that holds one as JSON text.
        var value: JSONValue
        /// What `Kind.translation` changed, for the note.
        var translated: String?
    }

    /// The pushes `object` wraps: none when it is a push itself.
    static func pushes(in object: JSONObject) -> [Found] {
        // Most objects have none of the keys an envelope starts with: one pass over them.
        guard object.members.contains(where: { firstKeyNames.contains($0.key) }), !PushShape.isPush(object) else {
            return []
        }
        for kind in kinds
        where (kind.siblings.isEmpty || object.members.contains(where: { kind.siblings.contains($0.key) }))
            && !kind.unlessBeside.contains(where: { object[$0] != nil })
        {
            var found: [Found] = []
            for path in kind.paths {
                guard var value = value(at: path, in: object) else { continue }
                var translated: String?
                if let translation = kind.translation, value.objectValue != nil,
                    let (push, said) = translation.push(in: object, path: path)
                {
                    (value, translated) = (.object(push), said)
                }
                guard
                    holdsPush(value)
                        || (kind.printedMessage && value.objectValue != nil
                            && SenderTranslation.isPrintedMessage(object))
                else { continue }
                found.append(Found(kind: kind, path: path, value: value, translated: translated))
                if !kind.all { break }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// firebase-admin's legacy call: its payload and options, joined (`AdminLegacyCall`).
    static let adminLegacy = Kind(
        name: "fcm-legacy", label: "a firebase-admin legacy call", paths: [[]], translation: .legacyRequest)

    /// The push FCM sends for `request`, a legacy call's payload and the options at `options`
    /// joined (or the options alone, the payload the variable `payloadVariable`); none when FCM
    /// would build nothing from it.
    static func adminLegacyPushes(in request: JSONObject, options: SourceLocation, payloadVariable: String? = nil)
        -> [Found]
    {
        guard let (push, said) = SenderTranslation.legacyRequest.push(in: request, path: []) else { return [] }
        let joined =
            payloadVariable.map { "its options, the payload '\($0)' a variable not in the paste (partial), " }
            ?? "its payload and the options at \(options) as one request, "
        return [Found(kind: adminLegacy, path: [], value: .object(push), translated: joined + said)]
    }

    private static func value(at path: [String], in object: JSONObject) -> JSONValue? {
        var current = JSONValue.object(object)
        for key in path {
            guard let next = current.objectValue?[key] else { return nil }
            current = next
        }
        return current
    }

    /// An object that is a push, or a string that starts like a JSON object (read later).
    private static func holdsPush(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let inner): return PushShape.isPush(inner)
        case .string(let text): return text.utf8.first(where: { !ASCII.isWhitespace($0) }) == ASCII.openBrace
        default: return false
        }
    }
}

extension Envelope {
    /// Whether a value read by jansson has a member an envelope keeps its push under (the
    /// first key of a path): such a line must be read whole to be classified.
    static func mayWrap<Value: JSONView>(_ value: Value) -> Bool {
        firstKeys.contains { value.member($0) != nil }
    }

    /// The first key of every path in `kinds`, and a whole-object kind's siblings, as literals
    /// jansson reads in place (`EnvelopeTests` checks that the two lists agree).
    static let firstKeyNames = Set(firstKeys.map(\.description))

    static let firstKeys: [StaticString] = [
        "GCM", "APNS", "APNS_SANDBOX", "APNS_VOIP", "message", "apns", "to", "registration_ids", "condition",
        "notification",
        "payload", "rawPayload", "customExtras", "data", "app_id",
    ]
}
