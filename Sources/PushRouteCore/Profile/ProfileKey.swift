/// Every key of an app profile, declared once (docs/routing-model.md §7; pushroute(1), APP
/// PROFILES), in the order `simulate --print-app` writes them. A key path is `section.name`
/// (`leanplum.sdk`), or a top-level name (`sdks`). Declared here, below both, because the
/// simulator's settings table reads and writes them and `app infer` writes them; the
/// settings table is in this order (`ProfileVocabularyTests`).
public enum ProfileKey: String, CaseIterable, Sendable {
    case sdks
    case migration

    case leanplumSDK = "leanplum.sdk"
    case swizzling = "leanplum.swizzling"
    case start = "leanplum.start"
    case firstRun = "leanplum.first_run"
    case presentation = "leanplum.presentation"
    case deliveryTracking = "leanplum.delivery_tracking"
    case shouldHandleNotification = "leanplum.should_handle_notification"
    case handleCleverTapNotification = "leanplum.handle_clevertap_notification"
    case actionManager = "leanplum.action_manager"

    case cleverTapSDK = "clevertap.sdk"
    case plistAccount = "clevertap.plist_account"
    case autoIntegrate = "clevertap.auto_integrate"
    case autoIntegrateAt = "clevertap.auto_integrate_at"
    case instanceAccount = "clevertap.instance_account"
    case openDeepLinksInForeground = "clevertap.open_deep_links_in_foreground"
    case urlDelegateOpens = "clevertap.url_delegate_opens"
    case delegatesOn = "clevertap.delegates_on"
    case appDidReceiveCalls = "clevertap.app_did_receive_calls"
    case appCallsIn = "clevertap.app_calls_in"
    case appCallsOn = "clevertap.app_calls_on"
    case appCallsThrough = "clevertap.app_calls_through"
    case instance = "clevertap.instance"

    case sceneBased = "app.scene_based"
    case remoteNotificationBackgroundMode = "app.remote_notification_background_mode"
    case apsEnvironment = "app.aps_environment"

    case willPresent = "app_delegate.will_present"
    case didReceive = "app_delegate.did_receive"
    case fetch = "app_delegate.fetch"
    case didRegisterToken = "app_delegate.did_register_token"
    case didFinishLaunching = "app_delegate.did_finish_launching"

    case extensionService = "extension.service"
    case extensionCredentials = "extension.credentials"
    case extensionAccount = "extension.account"
    case extensionAllowsHTTP = "extension.allows_http"

    /// The root key that says a JSON file is an app profile, and of which schema version.
    public static let versionKey = "profile"

    /// The section (`leanplum`), nil for a top-level key.
    public var section: String? { rawValue.firstIndex(of: ".").map { String(rawValue[..<$0]) } }
    /// The key inside its section (`sdk`), or the top-level key.
    public var name: String {
        rawValue.firstIndex(of: ".").map { String(rawValue[rawValue.index(after: $0)...]) } ?? rawValue
    }

    /// The root's keys in the order they are written: the version, then each top-level key
    /// or section where its first key is.
    public static let rootKeys: [String] = allCases.reduce(into: [versionKey]) { keys, key in
        let root = key.section ?? key.rawValue
        if !keys.contains(root) { keys.append(root) }
    }

    /// The keys of a section, in order.
    public static func keys(in section: String) -> [ProfileKey] { allCases.filter { $0.section == section } }
}

/// The sections of an app profile: the objects of its root that group keys (`leanplum.sdk` is
/// in `leanplum`). Each is the part before the dot of some `ProfileKey` (`ProfileVocabularyTests`).
public enum ProfileSection: String, CaseIterable, Sendable {
    case leanplum
    case cleverTap = "clevertap"
    case app
    case appDelegate = "app_delegate"
    case `extension`
}
