import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Leanplum's `NotificationsManager` (docs/routing-model.md §3, §5): handles pushes with a
/// message id and ignores the rest. Before 6.0.0 it is the manager itself; from 6.0.0
/// `LPCTNotificationsManager` extends it.
class NotificationsManager {
    unowned let device: Device

    init(device: Device) { self.device = device }

    var recorder: Recorder { device.recorder }
    var leanplum: LeanplumSDK { device.leanplum }

    static let defaultPushAction = "Open action"

    // MARK: Entry points (recorded here, routed by `routeOpen`/`routeReceive`)

    /// `notificationOpened(userInfo:action:fromLaunch:)`; before 6.0.2 there is no `fromLaunch`.
    func notificationOpened(_ push: Push, fromLaunch: Bool, from caller: TraceActor) {
        let name =
            device.release.launchPathReturnsEarly
            ? "notificationOpened(userInfo:action:fromLaunch: \(fromLaunch))" : "notificationOpened(userInfo:action:)"
        let step = recorder.call(caller, .notificationsManager, name)
        routeOpen(push, fromLaunch: fromLaunch, step: step)
    }

    func notificationReceived(_ push: Push, isForeground: Bool, from caller: TraceActor) {
        let step = recorder.call(
            caller, .notificationsManager, "notificationReceived(userInfo:isForeground: \(isForeground))")
        routeReceive(push, isForeground: isForeground, step: step)
    }

    func didRegisterForRemoteNotificationsWithDeviceToken(_ token: DeviceToken, from caller: TraceActor) {
        let step = recorder.call(caller, .notificationsManager, "didRegisterForRemoteNotificationsWithDeviceToken(_:)")
        cacheLeanplumToken(token, step: step)
    }

    func routeOpen(_ push: Push, fromLaunch: Bool, step: Int?) { open(push, step: step) }

    func routeReceive(_ push: Push, isForeground: Bool, step: Int?) {
        receive(push, isForeground: isForeground, step: step)
    }

    // MARK: Leanplum's handling

    /// `notificationOpened(userInfo:action:)`: runs the open action once start is issued;
    /// without `_lpx` or `_lpc`, first waits for the message (the start response).
    /// An action button's identifier names the action run instead (`notificationOpened(userInfo:
    /// action:)`, its `_lpc` entry when the push embeds actions).
    final func open(_ push: Push, step: Int?) {
        guard let messageId = accept(push, step: step) else { return }
        let button: String? = if case .custom(let name) = device.response { name } else { nil }
        let label = "ActionContext.runTrackedAction(name: \"\(button ?? Self.defaultPushAction)\")"
        let runAction: (String?) -> Void = { [unowned self] note in
            let step = recorder.call(.notificationsManager, .leanplum, label, note: join(note, leanplum.requestsNote))
            device.pushes.countHandling(push, by: .leanplum, event: .open)
            leanplum.runOpenAction(of: push, button: button, step: step)
        }
        guard LeanplumSDK.areActionsEmbedded(push) else {
            recorder.call(
                .notificationsManager, .leanplum, "requireMessageContentWithMessageId(_:withCompletionBlock:)",
                note: "no _lpx or _lpc: the action comes from message \(messageId)")
            leanplum.onceVariablesChanged(
                from: .leanplum, label: "Leanplum.createActionContext(forMessageId: \(messageId))"
            ) {
                [unowned self] note in
                recorder.call(
                    .leanplum, .leanplum, "Leanplum.createActionContext(forMessageId: \(messageId))", note: note)
                leanplum.onStartIssued(from: .notificationsManager, label: label, runAction)
            }
            return
        }
        leanplum.onStartIssued(from: .notificationsManager, label: label, runAction)
    }

    /// `notificationReceived(userInfo:isForeground:)`: tracks delivery; in the foreground shows
    /// a confirm message unless muted, in the background prefetches the message.
    final func receive(_ push: Push, isForeground: Bool, step: Int?) {
        guard let messageId = accept(push, step: step) else { return }
        device.pushes.countHandling(push, by: .leanplum, event: .receive)
        trackDelivery(push, step: step)
        if isForeground {
            if let key = LeanplumSDK.muteKey(push) {
                recorder.annotate(step, "muted (\(key)): no confirm message")
            } else {
                showNotificationInForeground(push, messageId: messageId, step: step)
            }
        } else if !LeanplumSDK.areActionsEmbedded(push) {
            recorder.call(
                .notificationsManager, .leanplum, "requireMessageContentWithMessageId(_:)",
                note: "prefetches message \(messageId)")
        }
    }

    /// Leanplum's token handling: cache it, send it as `iosPushToken` once start succeeds.
    final func cacheLeanplumToken(_ token: DeviceToken, step: Int?) {
        let hex = token.hex
        guard leanplum.cachedPushToken != hex else {
            recorder.annotate(step, "same token as the one Leanplum cached: not sent again")
            return
        }
        leanplum.cachedPushToken = hex
        recorder.annotate(
            step, "Leanplum caches \"\(hex)\" in UserDefaults (__leanplum_push_token_<appId>-<userId>-<deviceId>)")
        let label = "LPRequestFactory.setDeviceAttributesWithParams(_:)"
        leanplum.onStartResponse(from: .notificationsManager, label: label) { [unowned self] note in
            recorder.call(
                .notificationsManager, .leanplum, label,
                note: join(note, "iosPushToken \"\(hex)\"", leanplum.requestsNote))
        }
    }

    /// The message id, or nil (noted) for a payload Leanplum ignores.
    private func accept(_ push: Push, step: Int?) -> String? {
        guard let id = leanplum.messageIdFromUserInfo(push) else {
            recorder.annotate(step, "no message id: ignored")
            return nil
        }
        recorder.annotate(step, "Leanplum message id \(id.value.compactText) (\(id.key))")
        device.pushes.update(push) { $0.leanplumHandled = true }
        return id.value.compactText
    }

    /// `trackDelivery(userInfo:)`: "Push Delivered" through `Leanplum.track`, which waits for
    /// start issued; not for a local notification, nor with delivery tracking off.
    private func trackDelivery(_ push: Push, step: Int?) {
        guard device.settings.pushDeliveryTracking else {
            return recorder.annotate(step, "push delivery tracking is off: no Push Delivered")
        }
        guard push.userInfo[LeanplumKeys.local] == nil else {
            return recorder.annotate(step, "local notification: delivery not tracked")
        }
        var params = "message id \(leanplum.messageIdFromUserInfo(push)?.value.compactText ?? "null")"
        if let occurrence = push.userInfo[LeanplumKeys.occurrenceID] {
            params += ", occurrence id \(occurrence.compactText)"
        }
        leanplum.track("Push Delivered", params: params, from: .notificationsManager)
    }

    /// `showNotificationInForeground(userInfo:)`: the app's `shouldHandleNotificationBlock`
    /// when set; otherwise, with alert text, the Confirm in-app message through the action
    /// manager ("View" runs the open action).
    private func showNotificationInForeground(_ push: Push, messageId: String, step: Int?) {
        if device.settings.shouldHandleNotification {
            recorder.call(
                .notificationsManager, .appDelegate, "shouldHandleNotificationBlock(userInfo, response)",
                note: "the app's block replaces the confirm message; calling response() opens the push")
            return
        }
        guard let text = LeanplumSDK.notificationText(push) else {
            return recorder.annotate(step, "no alert text: no confirm message")
        }
        let trigger = recorder.call(
            .notificationsManager, .leanplum,
            "ActionManager.shared.trigger(contexts: [Confirm], priority: .high, trigger: nil)",
            note:
                "the Confirm action of message \(messageId): \"\(text)\" with Cancel and View; View runs the open action"
        )
        _ = leanplum.actionManagerRuns(
            "the Confirm message", warned: "the foreground push's Confirm message (View and Cancel)", trigger: trigger)
    }
}

/// Joins the parts of a note that are present with "; ".
func join(_ parts: String?...) -> String? {
    let present = parts.compactMap { $0 }
    return present.isEmpty ? nil : present.joined(separator: "; ")
}
