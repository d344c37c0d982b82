import PushRouteCore

/// Where a dictionary in a log holds a push, at any depth (docs/device-logs.md §3;
/// docs/logs.md): under a holder's key (`SDKLogLines.holders`) when what it holds has `aps` or
/// an SDK's key, or under any key when what it holds has an `aps` dictionary. Looked for level
/// by level, so the push nearest the top wins.
enum PushHolders {
    /// How deep a push is looked for (`notification.request.content.userInfo` is four levels).
    static let maxDepth = 8

    /// The push `object` holds, and the keys that lead to it; nil when it holds none.
    static func push(in object: JSONObject) -> (path: [String], value: JSONValue)? {
        var level: [(path: [String], object: JSONObject)] = [([], object)]
        for _ in 0..<maxDepth where !level.isEmpty {
            var next: [(path: [String], object: JSONObject)] = []
            for (path, object) in level {
                for member in object.members {
                    guard let inner = member.value.objectValue else { continue }
                    if isPush(inner, under: member.key) { return (path + [member.key], member.value) }
                    next.append((path + [member.key], inner))
                }
            }
            level = next
        }
        return nil
    }

    /// Whether `inner`, under `key`, is a push. The launch options' key holds the push whatever
    /// it holds (Leanplum prints it before anything is decided).
    private static func isPush(_ inner: JSONObject, under key: String) -> Bool {
        if inner["aps"]?.objectValue != nil { return true }
        guard SDKLogLines.holders.contains(key) else { return false }
        return key == SDKLogLines.holders[0] || PushShape.isPush(inner)
    }
}
