import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The CleverTap SDK: its instances, the account routing of
/// `CleverTap.handlePushNotification(_:openDeepLinksInForeground:)`, and the push token
/// (docs/routing-model.md §3, §5).
final class CleverTapSDK {
    /// An instance; Leanplum's is custom (`instanceWithConfig`), never the shared default.
    struct Instance {
        var account: String?
        var isDefault: Bool
    }

    unowned let device: Device
    private(set) var instances: [Instance] = []

    init(device: Device) { self.device = device }

    private var recorder: Recorder { device.recorder }

    func createInstance(account: String?, from actor: TraceActor) {
        let name = account.map { "account '\($0)'" } ?? "the app's account"
        recorder.call(actor, .cleverTap, "CleverTap.instance(with:)", note: "a custom instance (not the default one) for \(name)")
        instances.append(Instance(account: account, isDefault: false))
    }

    /// `setPushToken(_:)`: formats the `Data` token from its first 32 bytes only.
    func setPushToken(_ token: DeviceToken, from actor: TraceActor, note: String?) {
        let kept = DeviceToken.hex(token.bytes.prefix(32))
        recorder.call(actor, .cleverTap, "setPushToken(_:)", note: join(note, "\(token.bytes.count)-byte token, registered as \"\(kept)\""))
        if token.bytes.count > 32 {
            recorder.warn(
                .tokenTruncated,
                "\(token.bytes.count)-byte device token cut to 32 bytes by 'setPushToken(_:)': CleverTap registers \"\(kept)\"")
        }
    }

    /// `setPushTokenAs(_:)` (`setPushTokenAsString:`): the string is taken as it is.
    func setPushTokenAs(_ hex: String, from actor: TraceActor) {
        recorder.call(actor, .cleverTap, "setPushTokenAs(_:)", note: "the token Leanplum cached, \"\(hex)\"")
    }

    /// The class method both opens and receives go through. `event` is bookkeeping for the
    /// simulator (CleverTap itself cannot tell an open from a receive).
    func handlePushNotification(
        _ push: Push, openDeepLinksInForeground flag: Bool, event: PushEvent, from actor: TraceActor, note: String?
    ) {
        let step = recorder.call(actor, .cleverTap, "CleverTap.handlePushNotification(_:openDeepLinksInForeground: \(flag))", note: note)
        guard !push.classification.cleverTapKeys.isEmpty else {
            return recorder.annotate(step, "not a CleverTap push: dropped (\"push notification not from CleverTap, not processing\")")
        }
        guard let instance = route(push, step: step) else { return }
        device.update(push) { $0.cleverTapHandled = true }
        let preview = CleverTapKeys.previews.filter { push.userInfo[$0] != nil }
        if !preview.isEmpty {
            recorder.annotate(step, "preview push (\(preview.joined(separator: ", "))): the preview handler takes it")
            return
        }
        recorder.annotate(step, "handled by the instance for \(instance.account.map { "account '\($0)'" } ?? "the app's account")")
        recorder.call(
            .cleverTap, .appDelegate, "pushNotificationTapped(withCustomExtras:)",
            note: "the app's CleverTapPushNotificationDelegate, if set, gets the payload without aps")
        openDeepLink(push, flag: flag, step: step)
        recordClick(push, event: event)
    }

    /// The instance whose account is the payload's `wzrk_acct_id`, or the shared default
    /// instance for a payload without it; nil (noted, warned) when there is none.
    private func route(_ push: Push, step: Int?) -> Instance? {
        let account = push.string(CleverTapKeys.accountID)
        guard let account, !instances.isEmpty else {
            if let instance = instances.first(where: \.isDefault) { return instance }
            guard account == nil else {
                recorder.annotate(step, "no CleverTap instance: dropped")
                return nil
            }
            recorder.annotate(step, "no wzrk_acct_id: the shared default instance would take it, and there is none: dropped")
            recorder.warn(
                .cleverTapNoAccount,
                "CleverTap push without 'wzrk_acct_id' is dropped: Leanplum's CleverTap instance is a custom one, not the default")
            return nil
        }
        if let instance = instances.first(where: { $0.account == account }) { return instance }
        let own = Quoting.list(instances.compactMap(\.account), conjunction: nil)
        recorder.annotate(step, "no instance for account '\(account)': silently dropped")
        recorder.warn(
            .cleverTapAccountMismatch,
            "CleverTap push for account '\(account)' is dropped: the app's instance is for \(own.isEmpty ? "another account" : own)")
        return nil
    }

    /// `wzrk_dl` is opened unless the app is active and the flag is false.
    private func openDeepLink(_ push: Push, flag: Bool, step: Int?) {
        guard let link = push.string(CleverTapKeys.deepLink) else { return }
        if device.applicationState == .active && !flag {
            recorder.annotate(step, "deep link '\(link)' not opened: the app is active and the flag is false")
        } else {
            recorder.call(.cleverTap, .iOS, "UIApplication.shared.open(\"\(link)\")", note: "deep link wzrk_dl")
        }
    }

    /// "Notification Clicked" is recorded for every push handled, tapped or not.
    private func recordClick(_ push: Push, event: PushEvent) {
        recorder.call(.cleverTap, .cleverTap, "recordEvent(\"Notification Clicked\")")
        device.countHandling(push, by: .clevertap, event: event)
        guard !device.tapped.contains(push.id) else { return }
        let situation = device.applicationState == .active ? "foreground receive" : "push received in the background"
        recorder.warn(.clickWithoutTap, "\(situation) recorded as 'Notification Clicked': the user did not tap it")
    }
}
