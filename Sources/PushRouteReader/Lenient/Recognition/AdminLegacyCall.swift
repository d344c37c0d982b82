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

    /// The calls, by the names they end with.
    static let callNames: [StaticString] = ["sendToDevice(", "sendToTopic(", "sendToCondition(", "sendToDeviceGroup("]

    /// The name of the variable passed as the payload when the object at `offset` is a legacy
    /// call's options and its payload a variable (`sendToDevice(tokens, message, {`): the
    /// payload is then not in the paste. nil when the text before the object on its line is not
    /// such a call's first two arguments.
    static func variablePayload(_ text: UnsafeRawBufferPointer, before offset: Int) -> String? {
        var index = skipSpaces(text, before: offset)
        guard index > 0, text[index - 1] == ASCII.comma else { return nil }
        index = skipSpaces(text, before: index - 1)
        let end = index
        while index > 0, end - index < 64, isNameByte(text[index - 1]) { index -= 1 }
        guard index < end, !ASCII.isDigit(text[index]) else { return nil }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: text[index..<end]), as: UTF8.self)
        index = skipSpaces(text, before: index)
        guard index > 0, text[index - 1] == ASCII.comma, let paren = argumentStart(text, before: index - 1),
            callNames.contains(where: { name in
                let from = paren + 1 - name.utf8CodeUnitCount
                return from >= 0 && text.hasPrefix(name, at: from, end: paren + 1)
            })
        else { return nil }
        return name
    }

    /// Where the `(` is that opens the first argument ending at `end`: none when a `,` outside
    /// brackets or the line's start comes first.
    private static func argumentStart(_ text: UnsafeRawBufferPointer, before end: Int) -> Int? {
        var depth = 0
        var index = end
        while index > 0, end - index < 256 {
            index -= 1
            switch text[index] {
            case ASCII.newline: return nil
            case ASCII.comma where depth == 0: return nil
            case ASCII.closeParen, ASCII.closeBracket: depth += 1
            case ASCII.openParen where depth == 0: return index
            case ASCII.openParen, ASCII.openBracket: depth -= 1
            default: break
            }
        }
        return nil
    }

    private static func skipSpaces(_ text: UnsafeRawBufferPointer, before offset: Int) -> Int {
        var index = offset
        while index > 0, ASCII.isHorizontalSpace(text[index - 1]) { index -= 1 }
        return index
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        ASCII.isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: ".")
    }

    /// The request firebase-admin sends for `options` alone, its payload a variable not in the
    /// paste: the options' fields renamed (the first of two spellings of one field kept); nil
    /// when the object is no options object.
    static func request(options: JSONValue?) -> JSONObject? {
        guard let options = options?.objectValue, !options.isEmpty,
            options.members.allSatisfy({ optionKeys.contains($0.key) })
        else { return nil }
        var request = JSONObject()
        for member in options.members {
            let field = optionFields.first { $0.0 == member.key }?.1 ?? member.key
            if request[field] == nil { request.append(field, member.value) }
        }
        return request
    }

    /// The request firebase-admin sends for `payload` and `options`, when the two are such
    /// objects; nil otherwise.
    static func request(payload: JSONValue?, options: JSONValue?) -> JSONObject? {
        guard var request = payload?.objectValue, !request.isEmpty,
            request.members.allSatisfy({ payloadKeys.contains($0.key) && $0.value.objectValue != nil }),
            let fields = Self.request(options: options)
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
        for member in fields.members where request[member.key] == nil { request.append(member.key, member.value) }
        return request
    }
}
