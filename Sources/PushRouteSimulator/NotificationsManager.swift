import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Leanplum's `NotificationsManager` (docs/routing-model.md §3, §5): handles pushes with a
/// message id and ignores the rest. With `--legacy` it is the manager itself; otherwise
/// `LPCTNotificationsManager` extends it.
class NotificationsManager {
    unowned let device: Device

    init(device: Device) { self.device = device }

    var recorder: Recorder { device.recorder }
    var leanplum: LeanplumSDK { device.leanplum }

    static let defaultPushAction = "Open action"

    // MARK: Entry points (recorded here, routed by `routeOpen`/`routeReceive`)

    func notificationOpened(_ push: Push, fromLaunch: Bool, from caller: TraceActor) {
        let step = recorder.call(caller, .notificationsManager, "notificationOpened(userInfo:action:fromLaunch: \(fromLaunch))")
        routeOpen(push, fromLaunch: fromLaunch, step: step)
    }

    func notificationReceived(_ push: Push, isForeground: Bool, from caller: TraceActor) {
        let step = recorder.call(caller, .notificationsManager, "notificationReceived(userInfo:isForeground: \(isForeground))")
        routeReceive(push, isForeground: isForeground, step: step)
    }

    func didRegisterForRemoteNotificationsWithDeviceToken(_ token: DeviceToken, from caller: TraceActor) {
        let step = recorder.call(caller, .notificationsManager, "didRegisterForRemoteNotificationsWithDeviceToken(_:)")
        cacheLeanplumToken(token, step: step)
    }

    func routeOpen(_ push: Push, fromLaunch: Bool, step: Int?) { open(push, step: step) }

    func routeReceive(_ push: Push, isForeground: Bool, step: Int?) { receive(push, isForeground: isForeground, step: step) }

    // MARK: Leanplum's handling

    /// `notificationOpened(userInfo:action:)`: runs the open action once start is issued.
    final func open(_ push: Push, step: Int?) {
        guard let messageId = accept(push, step: step) else { return }
        if !LeanplumSDK.areActionsEmbedded(push) {
            recorder.call(
                .notificationsManager, .leanplum, "requireMessageContentWithMessageId(_:withCompletionBlock:)",
                note: "no _lpx or _lpc: downloads message \(messageId) first")
        }
        let label = "ActionContext.runTrackedAction(name: \"\(Self.defaultPushAction)\")"
        leanplum.onStartIssued(from: .notificationsManager, label: label) { [unowned self] note in
            let step = recorder.call(.notificationsManager, .leanplum, label, note: join(note, leanplum.requestsNote))
            device.countHandling(push, by: .leanplum, event: .open)
            leanplum.runOpenAction(of: push, step: step)
        }
    }

    /// `notificationReceived(userInfo:isForeground:)`: tracks delivery; in the foreground shows
    /// a confirm message unless muted, in the background prefetches the message.
    final func receive(_ push: Push, isForeground: Bool, step: Int?) {
        guard let messageId = accept(push, step: step) else { return }
        trackDelivery(push, step: step)
        if isForeground {
            showNotificationInForeground(push, step: step)
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
        recorder.annotate(step, "Leanplum caches \"\(hex)\" in UserDefaults (__leanplum_push_token_<appId>-<userId>-<deviceId>)")
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
        device.update(push) { $0.leanplumHandled = true }
        return id.value.compactText
    }

    private func trackDelivery(_ push: Push, step: Int?) {
        guard push.userInfo[LeanplumKeys.local] == nil else {
            recorder.annotate(step, "local notification: delivery not tracked")
            return
        }
        var params = "message id \(leanplum.messageIdFromUserInfo(push)?.value.compactText ?? "null")"
        if let occurrence = push.userInfo[LeanplumKeys.occurrenceID] { params += ", occurrence id \(occurrence.compactText)" }
        recorder.call(
            .notificationsManager, .leanplum, "Leanplum.track(\"Push Delivered\", params:)",
            note: join(params, leanplum.requestsNote))
        device.countHandling(push, by: .leanplum, event: .receive)
    }

    private func showNotificationInForeground(_ push: Push, step: Int?) {
        if let key = LeanplumSDK.muteKey(push) {
            recorder.annotate(step, "muted (\(key)): no confirm message")
        } else if let text = LeanplumSDK.notificationText(push) {
            recorder.call(
                .notificationsManager, .iOS, "LPUIAlert.show(withTitle:message:cancelButtonTitle:otherButtonTitles:)",
                note: "confirm \"\(text)\" with Cancel and View; View opens the push")
        } else {
            recorder.annotate(step, "no alert text: no confirm message")
        }
    }
}

/// Joins the parts of a note that are present with "; ".
func join(_ parts: String?...) -> String? {
    let present = parts.compactMap { $0 }
    return present.isEmpty ? nil : present.joined(separator: "; ")
}
