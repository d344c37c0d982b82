import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The "Notification Viewed" event CleverTap iOS 7.7.0 builds for
/// `recordNotificationViewedEvent(withData:)` (`CTEventBuilder.m`,
/// `buildPushNotificationEvent:forNotification:completionHandler:`), and what recording it
/// means: it checks nothing (not the account, not whether the push is CleverTap's) and
/// records on the instance it is called on (`CleverTap.m`, `_recordPushNotificationEvent:forNotification:`).
enum NotificationViewed {
    static let eventName = "Notification Viewed"

    /// `evtData`: one dictionary (`notif` in CleverTap 7.7.0 `CTEventBuilder.m`,
    /// `buildPushNotificationEvent:forNotification:completionHandler:`): the top-level keys
    /// starting with `W$` or `wzrk_`, every `W$` in the key replaced by `wzrk_`, each key once;
    /// then `wzrk_cts`, the time it is built, which replaces a payload's `wzrk_cts`.
    /// Keys in the order they first occur in the payload, `wzrk_cts` last.
    static func eventData(_ push: Push) -> String {
        var order: [String] = []
        var values: [String: [String]] = [:]
        var rawKeys: [String: [String]] = [:]
        for member in push.userInfo.objectValue?.members ?? []
        where member.key.hasPrefix("W$") || member.key.hasPrefix("wzrk_") {
            let key = eventKey(member.key)
            guard key != clickedTag else { continue }
            if values[key] == nil { order.append(key) }
            let value = member.value.compactText
            // One userInfo key holds one value: a key written twice keeps its last.
            if let index = rawKeys[key, default: []].firstIndex(of: member.key) {
                values[key, default: []][index] = value
            } else {
                rawKeys[key, default: []].append(member.key)
                values[key, default: []].append(value)
            }
        }
        var members = order.map { key in JSONValue.string(key).compactText + ":" + eventValue(values[key] ?? []) }
        members.append("\"\(clickedTag)\":<now>")
        return "{" + members.joined(separator: ",") + "}"
    }

    /// What the trace says when `evtData` is not the payload's keys one for one: two payload
    /// keys made one (`W$id` and `wzrk_id`), or the payload's `wzrk_cts` replaced.
    static func mergeNote(_ push: Push) -> String {
        let keys = push.keys.filter { $0.hasPrefix("W$") || $0.hasPrefix("wzrk_") }
        var notes: [String] = []
        let merged = Dictionary(grouping: keys, by: eventKey).filter { Set($0.value).count > 1 }
        for key in merged.keys.sorted() {
            let sources = (merged[key] ?? []).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            notes.append(
                "\(sources.joined(separator: " and ")) are one key \(key) (CTEventBuilder.m builds one dictionary; with two values, the one enumerated last, an order NSDictionary does not define)"
            )
        }
        if keys.contains(clickedTag) {
            notes.append("the payload's wzrk_cts is replaced by the build time (CTEventBuilder.m sets it last)")
        }
        return notes.map { "; " + $0 }.joined()
    }

    /// `CLTAP_NOTIFICATION_CLICKED_TAG` (`CTConstants.h`): set last, to the build time.
    static let clickedTag = "wzrk_cts"

    /// `stringByReplacingOccurrencesOfString:@"W$" withString:@"wzrk_"`: every occurrence.
    static func eventKey(_ key: String) -> String {
        key.split(separator: "W$", omittingEmptySubsequences: false).joined(separator: "wzrk_")
    }

    /// The value of a key two payload keys map to (`W$id` and `wzrk_id`): the one written
    /// last while enumerating `[notification allKeys]`, an order NSDictionary does not define.
    private static func eventValue(_ candidates: [String]) -> String {
        let distinct = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.count == 1 ? distinct[0] : "<" + distinct.joined(separator: " or ") + ">"
    }

    /// `W$id` (or `wzrk_id`) `0_0`: a dashboard test push, whose impression the server does
    /// not count (CleverTap/clevertap-react-native#364).
    static func isTestPush(_ push: Push) -> Bool {
        (push.string("W$id") ?? push.string("wzrk_id")) == "0_0"
    }
}

/// A "Notification Viewed" the extension queued, waiting for its flush.
struct Impression {
    var account: String?
}

extension ServiceExtension {
    /// `CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: request.content.userInfo)`
    /// in the extension: the default instance comes from the extension's own Info.plist
    /// (`CleverTap.m`, `_sharedInstanceWithCleverTapID:`); nil without credentials.
    func recordViewed(_ push: Push) -> Impression? {
        let settings = device.settings.serviceExtension
        let instance = recorder.call(
            .serviceExtension, .extensionCleverTap, "CleverTap.sharedInstance()", process: .extension)
        guard settings.credentials else {
            recorder.annotate(
                instance,
                "nil: no CleverTapAccountID and CleverTapToken in the extension's Info.plist (\"Unable to initialize default CleverTap SDK instance\")"
            )
            recorder.call(
                .serviceExtension, .extensionCleverTap, "recordNotificationViewedEvent(withData: userInfo)",
                note: "called on nil (sharedInstance()?.…): nothing recorded", process: .extension)
            recorder.warn(
                .impressionNotRecorded,
                "impression not recorded: the extension calls recordNotificationViewedEvent on CleverTap.sharedInstance(), which is nil without CleverTap credentials in the extension's own Info.plist"
            )
            return nil
        }
        let account = settings.account ?? device.instanceAccount
        recorder.annotate(
            instance,
            "the extension's default instance, from its own Info.plist (account \(account.map { "'\($0)'" } ?? "in that plist")); CleverTap ID -v<idfv>: the extension's own, no ID is shared with the app"
        )
        recorder.call(
            .serviceExtension, .extensionCleverTap, "recordNotificationViewedEvent(withData: userInfo)",
            note: "no check of the account or the payload", process: .extension)
        recorder.call(
            .extensionCleverTap, .extensionCleverTap, "recordEvent(\"\(NotificationViewed.eventName)\")",
            note:
                "evtData \(NotificationViewed.eventData(push))\(NotificationViewed.mergeNote(push)); queued on notificationsQueue, flush scheduled in 1 s",
            process: .extension)
        warnWhereItLands(push, account: account)
        return Impression(account: account)
    }

    /// The impression goes to the extension plist's account, under the extension's own
    /// CleverTap ID: another account, or another profile than a migrating app's. A
    /// CleverTap-only app's default instance has the extension's ID (`-v` + IDFV,
    /// `CTDeviceInfo.m`; docs/routing-model.md §6), as Leanplum's wrapper has in the `ct` state.
    private func warnWhereItLands(_ push: Push, account: String?) {
        let payloadAccount = push.string(CleverTapKeys.accountID)
        if push.classification.cleverTapKeys.isEmpty {
            // Not CleverTap's push: no campaign's impression to land anywhere.
        } else if let account, let payloadAccount, account != payloadAccount {
            recorder.warn(
                .impressionElsewhere,
                "impression on another account: the extension's Info.plist account '\(account)' is not the push's wzrk_acct_id '\(payloadAccount)', and recordNotificationViewedEvent does not compare them"
            )
        } else if device.settings.hasLeanplum && (!device.release.hasMigration || device.settings.migration != .ct) {
            let why =
                device.release.hasMigration
                ? "in migration state \(device.settings.migration.rawValue) Leanplum's wrapper uses a custom CleverTap ID from Leanplum's device and user ids"
                : "Leanplum \(device.release) has no CleverTap in the app"
            recorder.warn(
                .impressionElsewhere,
                "impression on another profile: the extension records under its own CleverTap ID (-v<idfv>), and \(why)"
            )
        }
        if NotificationViewed.isTestPush(push) { warnTestPush() }
    }

    func warnTestPush() {
        recorder.warn(
            .testPushImpression,
            "test push (W$id \"0_0\"): the SDK sends its 'Notification Viewed', but CleverTap's server does not count test pushes as impressions"
        )
    }

    /// The 1 s timer on the main run loop (`scheduleQueueFlush`, `CLTAP_PUSH_DELAY_SECONDS`):
    /// it fires only if iOS keeps the extension's process after `contentHandler`.
    func flush(_ impression: Impression) {
        let account = impression.account ?? "<account>"
        recorder.call(
            .extensionCleverTap, .extensionCleverTap, "flushQueue()",
            note:
                "1 s after the event, only if iOS keeps the extension's process after contentHandler (not guaranteed; the queue is never written to disk in an extension): "
                + "GET https://clevertap-prod.com/hello, then POST https://spiky.clevertap-prod.com/a1?os=iOS&z=\(account) with appex: 1; otherwise the impression is lost, or sent with a later push by a reused process",
            process: .extension)
    }
}

extension CleverTapSDK {
    /// The app's own `willPresent` calls
    /// `CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)`, as the
    /// SwiftStarter does (SwiftStarter/SwiftStarter/AppDelegate.swift): the app's default
    /// instance, from the app's Info.plist.
    func recordViewedFromApp(_ push: Push) {
        let call = device.recorder.call(
            .appDelegate, .cleverTap, "CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: userInfo)")
        guard sharedInstance(step: call) != nil, let account = device.settings.plistAccount else {
            device.recorder.annotate(
                call, "sharedInstance() is nil: no CleverTapAccountID in the app's Info.plist, nothing recorded")
            device.recorder.warn(
                .impressionNotRecorded,
                "impression not recorded: the app's willPresent calls recordNotificationViewedEvent on CleverTap.sharedInstance(), which is nil without CleverTapAccountID in the app's Info.plist"
            )
            return
        }
        device.recorder.call(
            .cleverTap, .cleverTap, "recordEvent(\"\(NotificationViewed.eventName)\")",
            note:
                "on account '\(account)'; evtData \(NotificationViewed.eventData(push))\(NotificationViewed.mergeNote(push)); queued on notificationsQueue, flush scheduled in 1 s"
        )
        if NotificationViewed.isTestPush(push) { device.serviceExtension.warnTestPush() }
    }
}
