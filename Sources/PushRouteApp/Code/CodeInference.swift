import PushRouteCore

/// The profile fields the app's code decides, from the scanner's findings over its files
/// (the app's, and the service extension's apart).
struct CodeInference {
    var app = CodeFindings()
    var serviceExtension = CodeFindings()
    /// The app's source files scanned (the extension's apart).
    var fileCount = 0
    /// Leanplum starts in the app's JavaScript, TypeScript or Dart (`ScriptStarts`).
    var scriptStarts: [CodeSite] = []
    var fields: [InferredField] = []
    /// The scanner's limits hit (`CodeScanner.diagnostics`), and the sources it could not read.
    var diagnostics: [Diagnostic] = []
    /// The Info.plist's CleverTap account (`clevertap.plist_account`), which tells what an
    /// instance from `CleverTap.instance(with:)` is (`CleverTapInstances.byAccount`).
    var plistAccount: String?

    /// A call found: `certain` outside any `#if`, `likely` under one (the note says which).
    func certainty(_ sites: [CodeSite]) -> Certainty {
        sites.contains { $0.conditions.isEmpty } ? .certain : .likely
    }

    /// Nothing found in the files scanned: the SDK's default, `likely` (a call made through
    /// a wrapper of the app's own is not seen).
    func absent(_ key: ProfileKey, _ value: JSONValue, _ what: String) -> InferredField {
        guard fileCount > 0 else { return .unknown(key, note: "no Swift or Objective-C source files") }
        return InferredField(
            key, value, .likely, note: "no \(what) in \(fileCount) source \(fileCount == 1 ? "file" : "files")")
    }

    /// A value read at `sites`: several calls of one thing (`counted`), or the sites of one fact.
    func found(_ key: ProfileKey, _ value: JSONValue, _ sites: [CodeSite], _ what: String, counted: Bool = true)
        -> InferredField
    {
        let place = sites.first(where: { !$0.conditions.isEmpty }).map(\.conditionNote) ?? ""
        let more = counted && sites.count > 1 ? " (\(sites.count) places)" : ""
        let sure = counted ? certainty(sites) : (sites.allSatisfy { $0.conditions.isEmpty } ? .certain : .likely)
        return InferredField(key, value, sure, sources: sites.map(\.source), note: what + place + more)
    }

    mutating func run() {
        followHelpers()
        resolveInstancesAcrossFiles()
        fields =
            [
                start(), presentation(), deliveryTracking(), shouldHandle(), handleCleverTap(), autoIntegrate(),
                autoIntegrateTiming(),
                openDeepLinks(), urlDelegate(), actionManager(), delegatesOn(),
            ] + ownCleverTapCall()
        for key in ProfileKey.allCases where !key.methodFields.isEmpty { fields.append(method(key)) }
    }

    private func start() -> InferredField {
        if !app.leanplumStartInLaunch.isEmpty {
            return found(
                .start, .string(StartTiming.atLaunch.rawValue), app.leanplumStartInLaunch,
                "Leanplum start in didFinishLaunching")
        }
        if let (start, helper, call) = startThroughHelper() {
            var field = found(
                .start, .string(StartTiming.atLaunch.rawValue), [start, call],
                "Leanplum start in \(helper)(), which didFinishLaunching calls at line \(call.line)", counted: false)
            field.note += field.certainty == .certain ? " (one call deep)" : ""
            field.certainty = .likely
            return field
        }
        if !app.leanplumStart.isEmpty {
            var field = found(
                .start, .string(StartTiming.later.rawValue), app.leanplumStart,
                "Leanplum start outside didFinishLaunching")
            field.certainty = .likely
            return field
        }
        if let script = scriptStarts.first {
            let more = scriptStarts.count > 1 ? " (\(scriptStarts.count) places)" : ""
            return InferredField(
                .start, .string(StartTiming.later.rawValue), .likely,
                sources: scriptStarts.map(\.source),
                note:
                    "Leanplum start from \(script.file.hasSuffix(".dart") ? "Dart" : "JavaScript"): it runs once the script has loaded, after didFinishLaunching\(more)"
            )
        }
        return .unknown(
            ProfileKey.start,
            note:
                "no Leanplum start call in \(fileCount) Swift or Objective-C files, nor in JavaScript, TypeScript or Dart"
        )
    }

    /// A start in a function that `didFinishLaunching` calls (one call deep, any of the app's
    /// files): the start, the function's name, the call.
    private func startThroughHelper() -> (CodeSite, String, CodeSite)? {
        for (start, helper) in app.leanplumStartHelpers {
            if let call = app.launchCalls[helper] { return (start, helper, call) }
        }
        return nil
    }

    private func presentation() -> InferredField {
        guard let last = app.presentation.last else {
            return absent(.presentation, [], "setPushNotificationPresentationOption")
        }
        return found(
            .presentation, .array(last.map(JSONValue.string)), app.presentation.sites,
            "setPushNotificationPresentationOption")
    }

    private func deliveryTracking() -> InferredField {
        literal(
            .deliveryTracking, app.deliveryTracking, "setPushDeliveryTrackingEnabled",
            absent: .bool(true))
    }

    private func openDeepLinks() -> InferredField {
        literal(
            .openDeepLinksInForeground, app.openDeepLinksInForeground,
            "setCleverTapOpenDeepLinksInForeground", absent: .null)
    }

    private func literal(_ key: ProfileKey, _ calls: SetterCalls<Bool?>, _ what: String, absent value: JSONValue)
        -> InferredField
    {
        guard let last = calls.last, let site = calls.sites.last else { return absent(key, value, what) }
        guard let flag = last else {
            return .unknown(key, note: "\(what) with a value that is not a literal", sources: [site.source])
        }
        return found(key, .bool(flag), calls.sites, what + "(\(flag))")
    }

    private func shouldHandle() -> InferredField {
        let key = ProfileKey.shouldHandleNotification
        guard let handler = app.shouldHandleNotification.last else {
            return absent(key, .bool(false), "setShouldOpenNotificationHandler")
        }
        let sites = app.shouldHandleNotification.sites
        return handler
            ? found(key, .bool(true), sites, "setShouldOpenNotificationHandler")
            : found(key, .bool(false), sites, "setShouldOpenNotificationHandler(nil): no handler")
    }

    private func handleCleverTap() -> InferredField {
        let key = ProfileKey.handleCleverTapNotification
        guard let last = app.handleCleverTapNotification.last else {
            return absent(key, .null, "setHandleCleverTapNotification")
        }
        let sites = app.handleCleverTapNotification.sites
        var field = handleCleverTap(last, sites)
        if app.handleCleverTapNotification.disagree, field.certainty == .certain {
            // Rondo-iOS sets a block or nil from a switch in its UI: the file's last call is
            // not the last to run.
            field.certainty = .likely
            field.note +=
                "; calls in different blocks pass nil and a block: which runs last depends on the code path, the last in the files is read"
        }
        return field
    }

    private func handleCleverTap(_ last: String, _ sites: [CodeSite]) -> InferredField {
        let key = ProfileKey.handleCleverTapNotification
        switch last {
        case "nil": return found(key, .null, sites, "setHandleCleverTapNotification(nil): no block")
        case "always":
            return found(
                key, .string(CleverTapNotificationBlock.callDefault.rawValue), sites,
                "the block calls its default handler")
        case "opens":
            var field = found(
                key, .string(CleverTapNotificationBlock.callDefault.rawValue), sites,
                "the block calls its default handler only for opens")
            field.certainty = .likely
            return field
        default:
            return found(
                key, .string(CleverTapNotificationBlock.swallow.rawValue), sites,
                "the block never calls its default handler")
        }
    }

    private func autoIntegrate() -> InferredField {
        app.autoIntegrate.isEmpty
            ? absent(.autoIntegrate, .bool(false), "CleverTap.autoIntegrate()")
            : found(.autoIntegrate, .bool(true), app.autoIntegrate, "CleverTap.autoIntegrate()")
    }

    /// `before-start` or `after-start`: autoIntegrate's place against Leanplum start in one file.
    private func autoIntegrateTiming() -> InferredField {
        let key = ProfileKey.autoIntegrateAt
        guard let integrate = app.autoIntegrate.first else {
            return .unknown(key, note: "no CleverTap.autoIntegrate()")
        }
        guard !app.leanplumStart.isEmpty || !scriptStarts.isEmpty else {
            return .unknown(
                key, note: "no Leanplum start call: autoIntegrate has nothing to come before or after",
                sources: [integrate.source])
        }
        guard let start = app.leanplumStart.first(where: { $0.file == integrate.file }) else {
            return .unknown(
                key, note: "autoIntegrate and Leanplum start are not in one file", sources: [integrate.source])
        }
        let timing = integrate.offset < start.offset ? AutoIntegrateTiming.beforeStart : AutoIntegrateTiming.afterStart
        return found(
            key, .string(timing.rawValue), [integrate, start],
            "autoIntegrate at line \(integrate.line), Leanplum start at line \(start.line)", counted: false)
    }

    private func urlDelegate() -> InferredField {
        let key = ProfileKey.urlDelegateOpens
        guard !app.urlDelegate.isEmpty else { return absent(key, .null, "CleverTap setUrlDelegate") }
        let answers = app.urlDelegateAnswers.reduce(into: Set<Bool>()) { $0.formUnion($1.answers) }
        guard answers.count == 1, let answer = answers.first else {
            return .unknown(
                key, note: "shouldHandleCleverTapURL answers depend on the URL, or are not literals",
                sources: app.urlDelegate.map(\.source))
        }
        return found(
            key, .bool(answer), app.urlDelegate + app.urlDelegateAnswers.map(\.site),
            "the url delegate answers \(answer)", counted: false)
    }

    private func method(_ key: ProfileKey) -> InferredField {
        guard let method = app.methods[key] else {
            if key == .didFinishLaunching {
                return .unknown(key, note: "no application(_:didFinishLaunchingWithOptions:)")
            }
            return absent(key, .null, "implementation")
        }
        var object = JSONObject()
        for field in key.methodFields {
            switch field {
            case .options: object.append(field.rawValue, .array((method.options ?? []).map(JSONValue.string)))
            case .result: if let result = method.result { object.append(field.rawValue, .string(result)) }
            case .callsCompletion: object.append(field.rawValue, .bool(method.callsCompletion))
            case .callsLeanplum: object.append(field.rawValue, .bool(method.callsLeanplum))
            case .recordsViewed: if method.recordsViewed { object.append(field.rawValue, .bool(true)) }
            }
        }
        let delegate = key == .willPresent || key == .didReceive ? app.notificationDelegate.first : nil
        let note = "implemented" + (delegate.map { "; the notification-center delegate is set at \($0.source)" } ?? "")
        if let (name, declaration) = method.optionsVariable {
            guard let declaration else {
                return .unknown(
                    key,
                    note:
                        "implemented; its completion passes the variable '\(name)', whose options the file does not declare",
                    sources: [method.site.source])
            }
            return InferredField(
                key, .object(object), .likely, sources: [method.site.source, declaration.source],
                note: note
                    + "; its completion passes the variable '\(name)': the options it is declared with at \(declaration.source), which other code may change"
            )
        }
        return found(key, .object(object), [method.site], note)
    }

    /// The extension's kind, from its principal class and its code.
    func serviceExtensionField(principalClass: String?) -> InferredField? {
        let key = ProfileKey.extensionService
        let classes = serviceExtension.cleverTapServiceClasses
        guard let cleverTap = classes.first(where: { $0.name == principalClass }) ?? classes.first else {
            return .unknown(
                key, note: "a service extension whose principal class is not CleverTap's CTNotificationServiceExtension"
            )
        }
        let viewed = serviceExtension.recordsNotificationViewed
        if viewed.isEmpty {
            return found(
                key, .string(ServiceExtensionKind.ctMedia.rawValue), [cleverTap.site],
                "\(cleverTap.name): CTNotificationServiceExtension")
        }
        return found(
            key, .string(ServiceExtensionKind.ctMediaViewed.rawValue), [cleverTap.site] + viewed,
            "\(cleverTap.name): CTNotificationServiceExtension, recordNotificationViewedEvent", counted: false)
    }
}
