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
    /// (`ProfileKey`, docs/routing-model.md §7) it reads, with the Info.plist's CleverTap token
    /// and region after the account (`reportedOnly`), then those no repository tells.
    public static let keys: [String] =
        read.flatMap { $0 == .plistAccount ? [$0.rawValue] + reportedOnly : [$0.rawValue] } + unknowable.map(\.key)

    /// The profile keys `app infer` reads from a repository, in the order it prints them.
    static let read: [ProfileKey] = [
        .sdks, .leanplumSDK, .cleverTapSDK, .swizzling, .start, .presentation, .deliveryTracking,
        .shouldHandleNotification, .handleCleverTapNotification, .actionManager, .plistAccount, .autoIntegrate,
        .autoIntegrateAt, .openDeepLinksInForeground, .urlDelegateOpens, .delegatesOn, .appDidReceiveCalls, .appCallsIn,
        .appCallsOn, .appCallsThrough, .willPresent, .didReceive, .fetch, .didRegisterToken, .didFinishLaunching,
        .sceneBased, .remoteNotificationBackgroundMode, .apsEnvironment, .extensionService, .extensionCredentials,
        .extensionAllowsHTTP,
    ]

    /// The Info.plist's `CleverTapToken` and `CleverTapRegion`: reported by `app infer` for
    /// the reader, held by no profile (the model does not change for them).
    public static let plistToken = "clevertap.plist_token"
    public static let plistRegion = "clevertap.plist_region"
    public static let reportedOnly = [plistToken, plistRegion]

    /// The fields no repository tells, with the reason: a person fills them.
    public static let unknowable: [(key: String, reason: String)] = [
        (ProfileKey.migration.rawValue, "the migration state is set on Leanplum's server and cached on the device"),
        (ProfileKey.firstRun.rawValue, "whether this launch is the app's first is a fact of the device"),
        (
            ProfileKey.instanceAccount.rawValue,
            "the CleverTap account of Leanplum's instance comes from Leanplum's server"
        ),
        (ProfileKey.instance.rawValue, "when the CleverTap instance exists depends on the cached migration state"),
    ]

    public func field(_ key: String) -> InferredField? { fields.first { $0.key == key } }

    /// The profile (docs/routing-model.md §7) of the fields that are not unknown and whose
    /// key `readable` accepts, sections in the order of their first key.
    public func profileJSON(version: Int64, readable: (String) -> Bool) -> JSONValue {
        var root = JSONObject()
        root.append(ProfileKey.versionKey, .integer(version))
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
