import PushRouteCore
import PushRouteReader
import PushRouteRules

/// What is wrong with an app profile (`simulate --app FILE`): each is an error.
public enum AppProfileRule: String, DiagnosticRule {
    /// No `"profile"` key, or a schema version this pushroute does not read.
    case version = "profile-version"
    /// A key the schema does not have.
    case unknownKey = "profile-unknown-key"
    /// A value of the wrong JSON type.
    case type = "profile-type"
    /// A value of the right type that is not allowed (an unknown release, option or state).
    case value = "profile-value"
    /// A key given twice in one object.
    case duplicateKey = "profile-duplicate-key"
}

/// An app profile: how the app integrated the two SDKs, as a versioned JSON file
/// (pushroute(1), APP PROFILES; docs/routing-model.md §7). Every key may be left out or
/// `null`, which means the SDK's default; `AppProfile.json` writes the effective profile
/// with every default filled in.
public enum AppProfile {
    /// The schema version this pushroute reads and writes.
    public static let version: Int64 = 1

    /// The keys of each object, in the order `json` writes them.
    /// The key that says a JSON file is an app profile, and of which schema version.
    public static let versionKey = "profile"
    static let topKeys = [versionKey, "migration", "leanplum", "clevertap", "app", "app_delegate", "extension"]
    /// The app's own Info.plist settings that are no SDK's.
    static let appKeys = ["remote_notification_background_mode"]
    static let leanplumKeys = [
        "sdk", "swizzling", "start", "first_run", "presentation", "delivery_tracking", "should_handle_notification",
        "handle_clevertap_notification",
    ]
    static let cleverTapKeys = [
        "sdk", "plist_account", "auto_integrate", "auto_integrate_at", "instance_account", "open_deep_links_in_foreground",
        "url_delegate_opens", "instance",
    ]
    /// The app's notification service extension (`ServiceExtensionSettings`).
    static let extensionKeys = ["service", "credentials", "account", "allows_http"]
    static let appDelegateKeys = ["will_present", "did_receive", "fetch", "did_register_token", "did_finish_launching"]
    static let methodKeys: [String: [String]] = [
        "will_present": ["options", "calls_completion", "calls_leanplum", "records_viewed"],
        "did_receive": ["calls_completion", "calls_leanplum"],
        "fetch": ["result", "calls_completion", "calls_leanplum"],
        "did_register_token": ["calls_leanplum"],
        "did_finish_launching": ["calls_leanplum"],
    ]

    /// Every key path a profile may hold (`migration`, `leanplum.sdk`, `app_delegate.fetch`), in
    /// the order `json` writes them: what `app infer` may put in the profile it prints.
    public static var keyPaths: [String] {
        let sections = [
            ("leanplum", leanplumKeys), ("clevertap", cleverTapKeys), ("app", appKeys), ("app_delegate", appDelegateKeys),
            ("extension", extensionKeys),
        ]
        return ["migration"] + sections.flatMap { section in section.1.map { section.0 + "." + $0 } }
    }

    /// The settings a profile describes, starting from `base`; nil with the errors that
    /// refuse it. `start` is where the profile's text begins (for an error about the whole).
    public static func settings(
        from value: JSONValue, file: String, start: SourceLocation, base: SimulationSettings = SimulationSettings()
    ) -> (settings: SimulationSettings?, diagnostics: [Diagnostic]) {
        var reader = AppProfileReader(file: file, settings: base)
        reader.read(value, start: start)
        return (reader.diagnostics.isEmpty ? reader.settings : nil, reader.diagnostics)
    }

    // MARK: Writing

    /// The effective profile of `settings`, every default filled in: what
    /// `simulate --print-app` prints. Reading it back gives the same settings.
    public static func json(_ settings: SimulationSettings) -> JSONValue {
        let leanplum: JSONValue = [
            "sdk": .string(settings.leanplumSDK.version),
            "swizzling": .bool(settings.swizzling),
            "start": .string(settings.startTiming.rawValue),
            "first_run": .bool(settings.firstRun),
            "presentation": names(settings.presentation),
            "delivery_tracking": .bool(settings.pushDeliveryTracking),
            "should_handle_notification": .bool(settings.shouldHandleNotification),
            "handle_clevertap_notification": settings.handleCleverTapNotification.map { .string($0.rawValue) } ?? .null,
        ]
        let cleverTap: JSONValue = [
            "sdk": settings.cleverTapRelease.map { .string($0.version) } ?? .null,
            "plist_account": settings.plistAccount.map(JSONValue.string) ?? .null,
            "auto_integrate": .bool(settings.autoIntegrate),
            "auto_integrate_at": .string(settings.autoIntegrateTiming.rawValue),
            "instance_account": settings.cleverTapAccount.map(JSONValue.string) ?? .null,
            "open_deep_links_in_foreground": settings.openDeepLinksInForeground.map(JSONValue.bool) ?? .null,
            "url_delegate_opens": settings.urlDelegateOpens.map(JSONValue.bool) ?? .null,
            "instance": settings.instance.map { .string($0.rawValue) } ?? .null,
        ]
        let methods = settings.appDelegate
        let appDelegate: JSONValue = [
            "will_present": method(methods.willPresent, "will_present", settings),
            "did_receive": method(methods.didReceive, "did_receive", settings),
            "fetch": method(methods.fetch, "fetch", settings),
            "did_register_token": method(methods.didRegisterToken, "did_register_token", settings),
            "did_finish_launching": method(methods.didFinishLaunching, "did_finish_launching", settings),
        ]
        let service = settings.serviceExtension
        let serviceExtension: JSONValue = [
            "service": service.service.map { .string($0.rawValue) } ?? .null,
            "credentials": .bool(service.credentials),
            "account": service.account.map(JSONValue.string) ?? .null,
            "allows_http": .bool(service.allowsHTTP),
        ]
        return [
            "profile": .integer(version), "migration": .string(settings.migration.rawValue), "leanplum": leanplum,
            "clevertap": cleverTap,
            "app": ["remote_notification_background_mode": .bool(settings.remoteNotificationBackgroundMode)],
            "app_delegate": appDelegate, "extension": serviceExtension,
        ]
    }

    private static func names(_ options: PresentationOptions) -> JSONValue {
        .array(PresentationOptions.names.filter { options.contains($0.1) }.map { .string($0.0) })
    }

    private static func method(_ method: AppDelegateMethods.Method?, _ key: String, _ settings: SimulationSettings) -> JSONValue {
        guard let method else { return .null }
        var object = JSONObject()
        for field in methodKeys[key]! {
            switch field {
            case "options": object.append(field, names(method.options))
            case "result": object.append(field, .string(method.result.rawValue))
            case "calls_completion": object.append(field, .bool(method.callsCompletion))
            case "records_viewed": object.append(field, .bool(method.recordsViewed))
            default: object.append(field, .bool(settings.callsLeanplum(method)))
            }
        }
        return .object(object)
    }
}

extension AppProfile {
    /// A profile's text: its one JSON value (read leniently, repairs reported as warnings)
    /// as settings starting from `base`; nil with the errors that refuse it.
    public static func load(
        _ text: UnsafeRawBufferPointer, file: String, base: SimulationSettings = SimulationSettings()
    ) -> (settings: SimulationSettings?, diagnostics: [Diagnostic]) {
        var payloads: [ReadPayload] = []
        PayloadReader(locateKeys: true, recognizePushes: false).readDocument(text, file: file) { payloads.append($0) }
        let first = payloads[0]
        var diagnostics = first.diagnostics
        if payloads.count > 1 {
            diagnostics.append(
                Diagnostic(
                    file: file, at: payloads[1].start, severity: .error, rule: AppProfileRule.type,
                    message: "a second JSON value: an app profile is one JSON object"))
        }
        if first.status == .partial {
            diagnostics.append(
                Diagnostic(
                    file: file, at: first.start, severity: .error, rule: AppProfileRule.type,
                    message: "the profile is cut off: an app profile is read only when it is whole"))
        }
        guard let value = first.value, payloads.count == 1, first.status != .partial else { return (nil, diagnostics) }
        var named = base
        named.profileName = file
        let read = settings(from: value, file: file, start: first.start, base: named)
        return (read.settings, diagnostics + read.diagnostics)
    }

    /// The profile at `path`: nil with the reasons when it cannot be read or is refused.
    public static func load(path: String, base: SimulationSettings = SimulationSettings()) -> (
        settings: SimulationSettings?, diagnostics: [Diagnostic]
    ) {
        switch InputFile.readAll(InputName(path)) {
        case .failure(let failure): return (nil, [failure.diagnostic])
        case .success(let bytes): return bytes.withUnsafeBytes { load($0, file: path, base: base) }
        }
    }
}
