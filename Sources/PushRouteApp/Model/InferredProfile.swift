import PushRouteCore

/// What `app infer` read from an app's repository: one field per profile key it looked for,
/// in the order of `InferredProfile.keys`, and the located messages about files it could not
/// read. It knows nothing of the simulator: the command line turns the fields the profile
/// reader knows into a profile (`profileJSON(readable:)`).
public struct InferredProfile: Equatable, Sendable {
    public var fields: [InferredField]
    public var diagnostics: [Diagnostic]

    public init(fields: [InferredField], diagnostics: [Diagnostic]) {
        self.fields = fields
        self.diagnostics = diagnostics
    }

    /// Every key `app infer` reports, in the order it prints them: the profile's keys
    /// (docs/routing-model.md §7), then the ones this branch adds (`clevertap.sdk`, the app's
    /// facts, the extension's), then those no repository tells.
    public static let keys =
        [
            "sdks", "leanplum.sdk", "clevertap.sdk", "leanplum.swizzling", "leanplum.start", "leanplum.presentation",
            "leanplum.delivery_tracking", "leanplum.should_handle_notification",
            "leanplum.handle_clevertap_notification",
            "leanplum.action_manager", "clevertap.plist_account", "clevertap.plist_token", "clevertap.plist_region",
            "clevertap.auto_integrate",
            "clevertap.auto_integrate_at", "clevertap.open_deep_links_in_foreground", "clevertap.url_delegate_opens",
            "clevertap.delegates_on", "clevertap.app_did_receive_calls", "clevertap.app_calls_in",
            "clevertap.app_calls_on",
            "clevertap.app_calls_through",
            "app_delegate.will_present", "app_delegate.did_receive", "app_delegate.fetch",
            "app_delegate.did_register_token",
            "app_delegate.did_finish_launching", "app.scene_based", "app.remote_notification_background_mode",
            "app.aps_environment",
            "extension.service", "extension.credentials", "extension.allows_http",
        ] + unknowable.map(\.key)

    /// The fields no repository tells, with the reason: a person fills them.
    public static let unknowable: [(key: String, reason: String)] = [
        ("migration", "the migration state is set on Leanplum's server and cached on the device"),
        ("leanplum.first_run", "whether this launch is the app's first is a fact of the device"),
        ("clevertap.instance_account", "the CleverTap account of Leanplum's instance comes from Leanplum's server"),
        ("clevertap.instance", "when the CleverTap instance exists depends on the cached migration state"),
    ]

    public func field(_ key: String) -> InferredField? { fields.first { $0.key == key } }

    /// The profile (docs/routing-model.md §7) of the fields that are not unknown and whose
    /// key `readable` accepts, sections in the order of their first key.
    public func profileJSON(version: Int64, readable: (String) -> Bool) -> JSONValue {
        var root = JSONObject()
        root.append("profile", .integer(version))
        for field in fields where field.certainty != .unknown && readable(field.key) {
            let path = field.key.split(separator: ".", maxSplits: 1).map(String.init)
            guard path.count == 2 else {
                root.append(field.key, field.value)
                continue
            }
            var section = root[path[0]]?.objectValue ?? JSONObject()
            section.append(path[1], field.value)
            if let index = root.members.firstIndex(where: { $0.key == path[0] }) {
                root.members[index].value = .object(section)
            } else {
                root.append(path[0], .object(section))
            }
        }
        return .object(root)
    }
}
