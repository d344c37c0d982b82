import PushRouteCore

/// The fields of how the app itself uses CleverTap's push API and Leanplum's ActionManager
/// (issue 35, items 1 and 2; docs/app-infer.md): its own calls in its notification methods,
/// the instance it sets CleverTap's delegates on, the state it leaves the ActionManager in.
/// The value words are the profile's (`AppCleverTapCall`, `AppCallSite`, `DelegateInstance`,
/// `ActionManagerState`).
extension CodeInference {
    /// The order the profile's one call is chosen in when the app makes several: a tap's
    /// (didReceive), a background push's (fetch), a foreground push's (willPresent).
    static let callSiteOrder: [AppCallSite] = [.didReceive, .fetch, .willPresent]

    /// How a note names each of the app's methods.
    static func methodName(_ site: AppCallSite) -> String {
        switch site {
        case .didReceive: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
        case .willPresent: "userNotificationCenter(_:willPresent:withCompletionHandler:)"
        case .fetch: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        }
    }

    /// How a note names each of CleverTap's calls (CleverTap 7.7.0 `CleverTap.h`, Swift names).
    static func callName(_ call: AppCleverTapCall) -> String {
        switch call {
        case .handlePushNotification: "CleverTap.handlePushNotification(_:openDeepLinksInForeground:)"
        case .handleNotificationWithData: "handleNotification(withData:)"
        case .recordClicked: "recordNotificationClickedEvent(withData:)"
        }
    }

    static func instanceName(_ instance: DelegateInstance) -> String {
        instance == .shared ? "CleverTap.sharedInstance()" : "Leanplum's instance"
    }

    /// `clevertap.app_did_receive_calls`, `clevertap.app_calls_in`, `clevertap.app_calls_on`,
    /// `clevertap.app_calls_through`.
    func ownCleverTapCall() -> [InferredField] {
        let keys = [
            ProfileKey.appDidReceiveCalls, ProfileKey.appCallsIn, ProfileKey.appCallsOn,
            ProfileKey.appCallsThrough,
        ]
        let calls = Self.callSiteOrder.flatMap { site in app.ownCleverTapCalls.filter { $0.method == site } }
        guard let chosen = calls.first else {
            let what =
                "call of CleverTap's push API (handleNotification(withData:), handlePushNotification, recordNotificationClickedEvent(withData:)) from didReceive, willPresent or the fetch callback"
            return [absent(keys[0], .null, what)]
                + keys.dropFirst().map {
                    .unknown($0, note: "the app makes no call of its own to CleverTap's push API: nothing reads it")
                }
        }
        let others = calls.dropFirst().filter { $0.call != chosen.call || $0.method != chosen.method }
        let also = others.map {
            "; also \($0.call.rawValue) in \(Self.methodName($0.method)) at \($0.site.source): the profile holds one call"
        }.joined()
        let through = Self.throughNote(chosen.via)
        let sites = [chosen.site] + chosen.via.map(\.call)
        var call = found(
            keys[0], .string(chosen.call.rawValue), sites,
            "the app's own " + Self.callName(chosen.call) + through + also, counted: false)
        var site = found(
            keys[1], .string(chosen.method.rawValue), sites, "in " + Self.methodName(chosen.method) + through,
            counted: false)
        if !others.isEmpty || chosen.via.contains(where: { $0.doubt != nil }) {
            call.certainty = .likely
            site.certainty = .likely
        }
        return [call, site, instanceField(keys[2], chosen), throughField(keys[3], chosen, certainty: site.certainty)]
    }

    /// The app's own functions the chosen call is made in, from the method down (null: the
    /// method makes it), as certain as the method is.
    private func throughField(_ key: ProfileKey, _ call: OwnCleverTapCall, certainty: Certainty) -> InferredField {
        guard !call.via.isEmpty else {
            return InferredField(
                key, .null, certainty, sources: [call.site.source], note: "the call is in the method itself")
        }
        return InferredField(
            key, .string(Self.helperPath(call.via)), certainty, sources: call.via.map(\.call.source),
            note: "the functions followed to the call")
    }

    /// The instance the chosen call is made on: none for the class method.
    private func instanceField(_ key: ProfileKey, _ call: OwnCleverTapCall) -> InferredField {
        guard let reading = call.instance else {
            return .unknown(
                key,
                note:
                    "CleverTap.handlePushNotification is the class method: it routes by wzrk_acct_id, on no one instance",
                sources: [call.site.source])
        }
        guard let instance = reading.instance else {
            return .unknown(
                key, note: "made on \(reading.note ?? "an instance that is not read")",
                sources: ([call.site] + reading.origins).map(\.source))
        }
        return found(
            key, .string(instance.rawValue), [call.site] + reading.origins, "made on " + Self.instanceName(instance),
            counted: false
        )
        .doubted(reading.note)
    }

    /// `clevertap.delegates_on`: the one instance every delegate setter is called on.
    func delegatesOn() -> InferredField {
        let key = ProfileKey.delegatesOn
        let settings = app.delegateSettings
        guard !settings.isEmpty else {
            return absent(key, .null, "CleverTap setPushNotificationDelegate or setUrlDelegate")
        }
        // Two setters on one name share its origins: each place once.
        let sources = settings.flatMap { [$0.site] + $0.instance.origins }.map(\.source).firstOccurrences()
        if let unread = settings.first(where: { $0.instance.instance == nil }) {
            return .unknown(
                key, note: "\(unread.setter) on \(unread.instance.note ?? "an instance that is not read")",
                sources: sources)
        }
        let instances = Set(settings.compactMap(\.instance.instance))
        guard instances.count == 1, let instance = instances.first else {
            return .unknown(
                key,
                note: "delegates set on both CleverTap.sharedInstance() and Leanplum's instance: the profile holds one",
                sources: sources)
        }
        let setters = settings.map(\.setter).firstOccurrences()
        var field = found(
            key, .string(instance.rawValue), settings.map(\.site),
            setters.joined(separator: ", ") + " on " + Self.instanceName(instance))
        field.sources = sources
        return field.doubted(settings.compactMap(\.instance.note).first)
    }

    /// `leanplum.action_manager`: `isEnabled = false` disables it, else `isPaused = true`
    /// pauses it; a write back to the default elsewhere makes it `likely` (which runs last
    /// when a push arrives is not read).
    func actionManager() -> InferredField {
        let key = ProfileKey.actionManager
        let writes = app.actionManager
        guard !writes.isEmpty else {
            return absent(
                key, .string(ActionManagerState.enabled.rawValue), "ActionManager isPaused or isEnabled write")
        }
        if let loose = writes.first(where: { $0.value == nil }) {
            return .unknown(
                key, note: "ActionManager \(loose.property) set to a value that is not a literal",
                sources: [loose.site.source])
        }
        let sets: [(state: ActionManagerState, property: String, value: Bool)] = [
            (.disabled, "isEnabled", false), (.paused, "isPaused", true),
        ]
        for (state, property, value) in sets {
            let away = writes.filter { $0.property == property && $0.value == value }
            guard !away.isEmpty else { continue }
            let back = writes.filter { $0.property == property && $0.value == !value }
            var field = found(key, .string(state.rawValue), away.map(\.site), "ActionManager \(property) = \(value)")
            if let undo = back.first {
                field.certainty = .likely
                field.note +=
                    "; set back to \(!value) at \(undo.site.source): which holds when a push arrives is not read"
                field.sources += back.map(\.site.source)
            }
            return field
        }
        return found(
            key, .string(ActionManagerState.enabled.rawValue), writes.map(\.site),
            "ActionManager left enabled and running")
    }
}
