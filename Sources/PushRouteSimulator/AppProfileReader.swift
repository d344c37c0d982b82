import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Reads an app profile's JSON into `SimulationSettings`, collecting every error at the
/// key or value concerned (a profile is checked whole, as a scenario is).
struct AppProfileReader {
    var file: String
    var settings: SimulationSettings
    private var errors: [Diagnostic] = []

    /// The errors, in the order of the text.
    var diagnostics: [Diagnostic] { errors.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element) }

    init(file: String, settings: SimulationSettings) {
        self.file = file
        self.settings = settings
    }

    typealias Member = JSONObject.Member

    mutating func read(_ value: JSONValue, start: SourceLocation) {
        guard let root = object(value, path: nil, at: start, keys: AppProfile.topKeys) else { return }
        guard let version = root.member("profile") else {
            return error(.version, "no 'profile' key: an app profile starts with \"profile\": \(AppProfile.version)", at: start)
        }
        guard case .integer(let number) = version.value else {
            return error(.type, LintText.expected("the schema version \(AppProfile.version)", for: "profile", found: version.value), at: version.valueLocation)
        }
        guard number == AppProfile.version else {
            return error(
                .version, "unknown profile version \(number); this pushroute reads version \(AppProfile.version)", at: version.valueLocation)
        }
        if let member = root.member("migration"), let state = choice(member, path: "migration", of: MigrationState.self) {
            settings.migration = state
        }
        if let section = section(root, "leanplum", keys: AppProfile.leanplumKeys) { readLeanplum(section) }
        if let section = section(root, "clevertap", keys: AppProfile.cleverTapKeys) { readCleverTap(section) }
        if let section = section(root, "app", keys: AppProfile.appKeys) { readApp(section) }
        if let section = section(root, "app_delegate", keys: AppProfile.appDelegateKeys) { readAppDelegate(section) }
        if let section = section(root, "extension", keys: AppProfile.extensionKeys) { readExtension(section) }
    }

    private mutating func readExtension(_ section: JSONObject) {
        for member in section.members where AppProfile.extensionKeys.contains(member.key) {
            let path = "extension." + member.key
            switch member.key {
            case "service":
                if let kind = choice(member, path: path, of: ServiceExtensionKind.self) { settings.serviceExtension.service = kind }
            case "credentials": if let flag = bool(member, path: path) { settings.serviceExtension.credentials = flag }
            case "account": if let account = account(member, path: path) { settings.serviceExtension.account = account }
            default: if let flag = bool(member, path: path) { settings.serviceExtension.allowsHTTP = flag }
            }
        }
    }

    // MARK: Sections

    private mutating func readLeanplum(_ section: JSONObject) {
        for member in section.members where AppProfile.leanplumKeys.contains(member.key) {
            let path = "leanplum." + member.key
            switch member.key {
            case "sdk":
                guard let text = string(member, path: path) else { continue }
                guard let release = LeanplumRelease(text) else {
                    invalid(member, path: path, expected: LeanplumRelease.expected)
                    continue
                }
                settings.leanplumSDK = release
            case "swizzling": if let flag = bool(member, path: path) { settings.swizzling = flag }
            case "start": if let start = choice(member, path: path, of: StartTiming.self) { settings.start = start }
            case "first_run": if let flag = bool(member, path: path) { settings.firstRun = flag }
            case "presentation": if let options = presentation(member, path: path) { settings.presentation = options }
            case "delivery_tracking": if let flag = bool(member, path: path) { settings.pushDeliveryTracking = flag }
            case "should_handle_notification": if let flag = bool(member, path: path) { settings.shouldHandleNotification = flag }
            default:
                if let block = choice(member, path: path, of: CleverTapNotificationBlock.self) { settings.handleCleverTapNotification = block }
            }
        }
    }

    private mutating func readCleverTap(_ section: JSONObject) {
        for member in section.members where AppProfile.cleverTapKeys.contains(member.key) {
            let path = "clevertap." + member.key
            switch member.key {
            case "sdk": readCleverTapSDK(member, path: path)
            case "plist_account": if let account = account(member, path: path) { settings.plistAccount = account }
            case "auto_integrate": if let flag = bool(member, path: path) { settings.autoIntegrate = flag }
            case "auto_integrate_at":
                if let timing = choice(member, path: path, of: AutoIntegrateTiming.self) { settings.autoIntegrateTiming = timing }
            case "instance_account": if let account = account(member, path: path) { settings.cleverTapAccount = account }
            case "open_deep_links_in_foreground": if let flag = bool(member, path: path) { settings.openDeepLinksInForeground = flag }
            case "url_delegate_opens": if let flag = bool(member, path: path) { settings.urlDelegateOpens = flag }
            default: if let instance = choice(member, path: path, of: InstanceReadiness.self) { settings.instance = instance }
            }
        }
    }

    private mutating func readApp(_ section: JSONObject) {
        for member in section.members where AppProfile.appKeys.contains(member.key) {
            if let flag = bool(member, path: "app." + member.key) { settings.remoteNotificationBackgroundMode = flag }
        }
    }

    /// `clevertap.sdk`: a CleverTap release inside the pin of the profile's Leanplum release.
    private mutating func readCleverTapSDK(_ member: Member, path: String) {
        guard let text = string(member, path: path) else { return }
        guard let release = CleverTapRelease(text) else {
            return invalid(member, path: path, expected: "a CleverTap iOS SDK release: " + CleverTapRelease.versions.joined(separator: ", "))
        }
        settings.cleverTapSDK = release
        if let conflict = settings.cleverTapPinConflict {
            error(.value, "invalid value '\(text)' for '\(path)': \(conflict)", at: member.valueLocation)
        }
    }

    private mutating func readAppDelegate(_ section: JSONObject) {
        for member in section.members where AppProfile.appDelegateKeys.contains(member.key) {
            let path = "app_delegate." + member.key
            let keys = AppProfile.methodKeys[member.key]!
            // null: the app does not implement it (didFinishLaunching, which every app has: the default).
            guard member.value != .null else {
                if member.key != "did_finish_launching" { setMethod(member.key, nil) }
                continue
            }
            guard let object = object(member.value, path: path, at: member.valueLocation, keys: keys) else { continue }
            var method = AppDelegateMethods.Method()
            for field in object.members where keys.contains(field.key) {
                let fieldPath = path + "." + field.key
                switch field.key {
                case "options": if let options = presentation(field, path: fieldPath) { method.options = options }
                case "result": if let result = choice(field, path: fieldPath, of: FetchResult.self) { method.result = result }
                case "calls_completion": if let flag = bool(field, path: fieldPath) { method.callsCompletion = flag }
                case "records_viewed": if let flag = bool(field, path: fieldPath) { method.recordsViewed = flag }
                default: if let flag = bool(field, path: fieldPath) { method.callsLeanplum = flag }
                }
            }
            setMethod(member.key, method)
        }
    }

    private mutating func setMethod(_ key: String, _ method: AppDelegateMethods.Method?) {
        switch key {
        case "will_present": settings.appDelegate.willPresent = method
        case "did_receive": settings.appDelegate.didReceive = method
        case "fetch": settings.appDelegate.fetch = method
        case "did_register_token": settings.appDelegate.didRegisterToken = method
        default: settings.appDelegate.didFinishLaunching = method ?? AppDelegateMethods.Method()
        }
    }

    // MARK: Objects

    /// A section of the root: absent or null leaves the defaults.
    private mutating func section(_ root: JSONObject, _ key: String, keys: [String]) -> JSONObject? {
        guard let member = root.member(key), member.value != .null else { return nil }
        return object(member.value, path: key, at: member.valueLocation, keys: keys)
    }

    /// `value` as an object; every key not in `keys`, and every repeated key, is an error,
    /// with a did-you-mean (or the section the key belongs in). Its known keys are read.
    private mutating func object(_ value: JSONValue, path: String?, at location: SourceLocation?, keys: [String]) -> JSONObject? {
        guard let object = value.objectValue else {
            let message = path.map { LintText.expected("an object", for: $0, found: value) }
                ?? "an app profile is a JSON object, found \(value.foundDescription)"
            error(.type, message, at: location)
            return nil
        }
        // Where each key's kept value is, looked up once per key rather than per duplicate.
        let keptAt = object.duplicates.isEmpty ? [:] : Dictionary(object.members.map { ($0.key, $0.valueLocation) }) { first, _ in first }
        for duplicate in object.duplicates {
            let kept = (keptAt[duplicate.key] ?? nil).map { ": the value at \($0) would be used" } ?? ""
            error(.duplicateKey, "key '\(duplicate.key)' given twice in \(place(path))\(kept)", at: duplicate.keyLocation)
        }
        for member in object.members where !keys.contains(member.key) {
            error(.unknownKey, "unknown key '\(member.key)' in \(place(path))" + hint(member.key, keys: keys), at: member.keyLocation)
        }
        return object
    }

    /// `'leanplum'`, or the root's name.
    private func place(_ path: String?) -> String { path.map { "'\($0)'" } ?? "the app profile" }

    /// `; did you mean 'x'?`, or where the key belongs when another object has it.
    private func hint(_ key: String, keys: [String]) -> String {
        let sections: [(String, [String])] = [
            ("the top level", AppProfile.topKeys), ("'leanplum'", AppProfile.leanplumKeys), ("'clevertap'", AppProfile.cleverTapKeys),
            ("'app'", AppProfile.appKeys), ("'app_delegate'", AppProfile.appDelegateKeys),
            ("'extension'", AppProfile.extensionKeys),
        ]
        if let home = sections.first(where: { $0.1.contains(key) && $0.1 != keys }) {
            return "; '\(key)' belongs in \(home.0)"
        }
        return Suggestion.didYouMean(key, among: keys)
    }

    // MARK: Values (nil for null, and for a value in error)

    private mutating func bool(_ member: Member, path: String) -> Bool? {
        switch member.value {
        case .null: return nil
        case .bool(let flag): return flag
        default:
            error(.type, LintText.expected("true, false or null", for: path, found: member.value), at: member.valueLocation)
            return nil
        }
    }

    private mutating func string(_ member: Member, path: String) -> String? {
        switch member.value {
        case .null: return nil
        case .string(let text): return text
        default:
            error(.type, LintText.expected("a string or null", for: path, found: member.value), at: member.valueLocation)
            return nil
        }
    }

    /// An account id: a non-empty string without spaces.
    private mutating func account(_ member: Member, path: String) -> String? {
        guard let text = string(member, path: path) else { return nil }
        guard !text.isEmpty, !text.contains(" ") else {
            invalid(member, path: path, expected: "an account id")
            return nil
        }
        return text
    }

    private mutating func choice<Value: CaseIterable & RawRepresentable<String>>(
        _ member: Member, path: String, of type: Value.Type
    ) -> Value? {
        guard let text = string(member, path: path) else { return nil }
        guard let value = Value(rawValue: text) else {
            invalid(member, path: path, expected: "one of: " + Value.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        return value
    }

    /// A list of presentation option names, `[]` for none.
    private mutating func presentation(_ member: Member, path: String) -> PresentationOptions? {
        switch member.value {
        case .null: return nil
        case .array(let elements):
            var options: PresentationOptions = []
            for element in elements {
                guard let name = element.stringValue, let option = PresentationOptions.names.first(where: { $0.0 == name })?.1 else {
                    error(
                        .value, "invalid element \(element.foundDescription) in '\(path)'; expected banner, sound, badge or list",
                        at: member.valueLocation)
                    return nil
                }
                options.insert(option)
            }
            return options
        default:
            error(
                .type, LintText.expected("an array of banner, sound, badge, list, or null", for: path, found: member.value),
                at: member.valueLocation)
            return nil
        }
    }

    private mutating func invalid(_ member: Member, path: String, expected: String) {
        let text = member.value.stringValue ?? member.value.compactText
        error(.value, "invalid value '\(text)' for '\(path)'; expected \(expected)", at: member.valueLocation)
    }

    private mutating func error(_ rule: AppProfileRule, _ message: String, at location: SourceLocation?) {
        errors.append(Diagnostic(file: file, at: location, severity: .error, rule: rule, message: message))
    }
}
