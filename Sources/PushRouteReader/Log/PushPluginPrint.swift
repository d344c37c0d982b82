import PushRouteCore

/// PushPlugin's print of a push on iOS (phonegap-build/PushPlugin, src/ios/PushPlugin.m,
/// `parseDictionary:intoJSON:`, then `NSLog(@"Msg: %@", jsonStr)`): the keys of every
/// dictionary brought up to one level, every value written as a string, and the plugin's own
/// `foreground` added. The push's `aps` keys are among them: `content-available` and
/// `mutable-content` "1" were its flags; `alert`, `badge`, `sound` and `category` its own.
/// The push is rebuilt from them (docs/device-logs.md §3).
enum PushPluginPrint {
    static let apsFlags = ["content-available", "mutable-content"]
    static let apsFields = ["alert", "badge", "sound", "category"]
    /// What the plugin adds: never the push's.
    static let pluginFields = ["foreground"]

    /// The push `printed` came from, and what was rebuilt (for the note); nil when nothing was.
    static func push(from printed: JSONObject) -> (push: JSONObject, said: String)? {
        var aps = JSONObject()
        var push = JSONObject()
        for member in printed.members where !pluginFields.contains(member.key) {
            if apsFlags.contains(member.key) {
                if member.value == .string("1") || member.value == .integer(1) { aps.append(member.key, 1) }
            } else if apsFields.contains(member.key) {
                aps.append(member.key, member.value)
            } else {
                push.append(member.key, member.value)
            }
        }
        guard !aps.isEmpty, printed["aps"] == nil else { return nil }
        push.members.insert(JSONObject.Member(key: "aps", value: .object(aps)), at: 0)
        let keys = aps.members.map(\.key).joined(separator: ", ")
        return (push, "PushPlugin's flattened print of a push: aps rebuilt from its keys (\(keys))")
    }
}
