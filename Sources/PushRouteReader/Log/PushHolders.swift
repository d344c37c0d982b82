import PushRouteCore

/// Where a dictionary in a log holds a push, at any depth (docs/device-logs.md §3;
/// docs/logs.md): under a holder's key (`SDKLogLines.holders`) when what it holds has `aps` or
/// an SDK's key, or under any key when what it holds has an `aps` dictionary. Looked for level
/// by level, so the push nearest the top wins (one with `aps` before one without).
enum PushHolders {
    /// How deep a push is looked for (`notification.request.content.userInfo` is four levels).
    static let maxDepth = 8

    /// The push `object` holds, and the keys that lead to it; nil when it holds none.
    /// A push with an `aps` dictionary wins over one held for its SDK keys alone, whatever
    /// their depths: an Expo notification holds the push's data without `aps` in
    /// `request.content.data` and the whole push in `request.trigger.payload`.
    static func push(in object: JSONObject, extras: Bool = false) -> (path: [String], value: JSONValue)? {
        var level: [(path: [String], object: JSONObject)] = [([], object)]
        var withoutAps: (path: [String], value: JSONValue)?
        for _ in 0..<maxDepth where !level.isEmpty {
            var next: [(path: [String], object: JSONObject)] = []
            for (path, object) in level {
                for member in object.members {
                    guard let inner = member.value.objectValue else { continue }
                    if member.key == deliveredMessageKey, let data = inner["data"], data.objectValue != nil,
                        withoutAps == nil
                    {
                        withoutAps = (path + [member.key, "data"], data)
                    }
                    if isPush(inner, under: member.key, extras: extras) {
                        if inner["aps"]?.objectValue != nil { return (path + [member.key], member.value) }
                        if withoutAps == nil { withoutAps = (path + [member.key], member.value) }
                    }
                    next.append((path + [member.key], inner))
                }
            }
            level = next
        }
        return withoutAps
    }

    /// Whether a value holds a push at any depth, on any view of it (jansson's tree too): the
    /// strict path's screen (`PayloadReader.needsRecognition`), asked of objects that are no
    /// push themselves. Depth first; `push(in:)` then finds the nearest.
    static func holdsPush<Value: JSONView>(_ value: Value, depth: Int = 0) -> Bool {
        guard depth < maxDepth else { return false }
        var found = false
        value.forEachMember { key, inner in
            guard !found, inner.isObject else { return }
            if inner.member("aps")?.isObject == true { return found = true }
            if let holder = holderIndex(key), holder == 0 || PushShape.isPush(inner) { return found = true }
            if deliveredMessageKey.utf8.elementsEqual(key), inner.member("data")?.isObject == true {
                return found = true
            }
            if holdsPush(inner, depth: depth + 1) { found = true }
        }
        return found
    }

    /// The key under which expo-notifications keeps the FCM message that triggered a
    /// notification on Android (`request.trigger.remoteMessage`: expo-notifications'
    /// `FirebaseNotificationTrigger`, serialized by `RemoteMessageSerializer`): its `data` is
    /// what FCM delivered, the push whatever it holds, as a printed FCM message's is.
    static let deliveredMessageKey = "remoteMessage"

    /// The index of `key` in `SDKLogLines.holders`, if it is one.
    private static func holderIndex(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        SDKLogLines.holders.firstIndex { holder in holder.utf8.elementsEqual(key) }
    }

    /// Whether `inner`, under `key`, is a push. The launch options' key holds the push whatever
    /// it holds (Leanplum prints it before anything is decided). With `extras` (a device log's
    /// dictionaries), under any key, the extras of a message FCM delivered are one too
    /// (OneSignal's `NotificationGenerationJob{jsonPayload={…}` in logcat); a paste's object
    /// beside them (a Cordova plugin's `additionalData`) is the push there.
    private static func isPush(_ inner: JSONObject, under key: String, extras: Bool) -> Bool {
        if inner["aps"]?.objectValue != nil { return true }
        if extras, PushShape.hasDeliveredMessageKey(inner) { return true }
        guard SDKLogLines.holders.contains(key) else { return false }
        return key == SDKLogLines.holders[0] || PushShape.isPush(inner)
    }
}
