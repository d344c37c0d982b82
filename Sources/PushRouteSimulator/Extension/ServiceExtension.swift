import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The app's notification service extension, in its own process, before iOS shows a push
/// (docs/routing-model.md, "The notification service extension"): iOS runs it only for a
/// push with an alert and `mutable-content: 1`, in every app state. Its steps follow
/// CTNotificationService 0.1.7 (`CTNotificationServiceExtension.m`) and, for the
/// impression, CleverTap iOS 7.7.0 (`CleverTap.m`, `recordNotificationViewedEventWithData:`).
final class ServiceExtension {
    unowned let device: Device
    /// Pushes the extension has already run for (a tap on a delivered push runs it no more).
    private var ran: Set<Int> = []

    init(device: Device) { self.device = device }

    var recorder: Recorder { device.recorder }
    private var settings: ServiceExtensionSettings { device.settings.serviceExtension }

    @discardableResult
    private func step(
        _ actor: TraceActor, _ target: TraceActor, _ call: @autoclosure () -> String,
        note: @autoclosure () -> String? = nil, reply: Bool = false
    ) -> Int? {
        recorder.call(actor, target, call(), note: note(), reply: reply, process: .extension)
    }

    /// iOS delivers `push`: the extension runs first when the push is eligible.
    func run(_ push: Push) {
        guard ran.insert(push.id).inserted, push.hasAlert, push.mutableContent else { return }
        guard settings.kind != .none else { return warnNoExtension(push) }
        let kind = settings.kind
        let entry = step(
            .iOS, .serviceExtension, "didReceive(_:withContentHandler:)",
            note:
                "alert and mutable-content: 1: iOS starts (or reuses) the extension's process; about 30 s to call contentHandler; "
                + (kind == .ctMedia
                    ? "principal class CTNotificationServiceExtension"
                    : "the app's subclass of CTNotificationServiceExtension"))
        var impression: Impression?
        if kind.recordsViewed {
            impression = recordViewed(push)
            step(
                .serviceExtension, .serviceExtension, "super.didReceive(_:withContentHandler:)",
                note: "CTNotificationServiceExtension")
        } else if !push.classification.cleverTapKeys.isEmpty {
            recorder.warn(
                .impressionNotRecorded,
                "impression not recorded: the extension is CTNotificationServiceExtension alone, which links no CleverTap SDK, so no 'Notification Viewed' is sent for this CleverTap push",
                at: .step(entry))
        }
        attachMedia(push)
        if let impression { flush(impression) }
    }

    /// A tap on a push this simulation never delivered: it was delivered before, so the
    /// extension ran then.
    func runBeforeTap(_ push: Push) {
        guard device.pushes.shown[push.id] == nil else { return }
        run(push)
    }

    // MARK: No extension

    private func warnNoExtension(_ push: Push) {
        guard settings.service == ServiceExtensionKind.none, hasMediaKeys(push) else { return }
        recorder.warn(
            .richMediaNotShown,
            "rich media not shown: the push has mutable-content: 1 and '\(NotificationMedia.urlKey)', but the app has no notification service extension to download it",
            at: .nowhere)
    }

    private func hasMediaKeys(_ push: Push) -> Bool {
        push.userInfo[NotificationMedia.urlKey] != nil || push.userInfo[NotificationMedia.typeKey] != nil
    }

    // MARK: The media

    /// `didReceiveNotificationRequest:withContentHandler:` from the media keys on.
    private func attachMedia(_ push: Push) {
        let base = "CTNotificationServiceExtension"
        guard let url = push.userInfo[NotificationMedia.urlKey], let type = push.userInfo[NotificationMedia.typeKey]
        else {
            let missing =
                push.userInfo[NotificationMedia.urlKey] == nil ? NotificationMedia.urlKey : NotificationMedia.typeKey
            return deliver(attached: false, note: "\(base): \(missing) is nil, so no download: the original content")
        }
        if let reason = NotificationMedia.notFetchable(url) {
            step(
                .serviceExtension, .iOS, "URLSession.downloadTask(with: \(url.compactText))",
                note: "[NSURL URLWithString:] gives no URL it can fetch: \(reason)")
            recorder.warn(
                .mediaBlocked,
                "media not downloaded: '\(NotificationMedia.urlKey)' \(url.compactText) is no URL (\(reason))")
            return deliver(attached: false, note: "no attachment: the original content")
        }
        let text = url.stringValue ?? ""
        let download = step(
            .serviceExtension, .iOS, "URLSession.downloadTask(with: \"\(text)\")",
            note: "\(NotificationMedia.typeKey) \(type.compactText)")
        if NotificationMedia.isHTTP(url) && !settings.allowsHTTP {
            step(
                .iOS, .serviceExtension, "completionHandler(nil, nil, error)",
                note:
                    "NSURLErrorAppTransportSecurityRequiresSecureConnection (-1022): App Transport Security blocks http:// in the extension, whose Info.plist does not allow arbitrary loads",
                reply: true)
            recorder.warn(
                .mediaBlocked,
                "media not downloaded: '\(text)' is http://, which App Transport Security blocks unless the extension's own Info.plist allows arbitrary loads"
            )
            return deliver(attached: false, note: "no attachment: the original content")
        }
        switch settings.media ?? .ok {
        case .ok: downloaded(push, url: text, type: type)
        case .httpError:
            step(
                .iOS, .serviceExtension, "completionHandler(location, response, nil)",
                note: "HTTP 4xx/5xx: not an error for a download task; the status is never checked", reply: true)
            let name =
                type.stringValue.map { NotificationMedia.fileExtension(mediaType: $0, mimeType: "text/html") } ?? "."
            step(
                .serviceExtension, .iOS, "UNNotificationAttachment(identifier: \"\", url: <tmp>\(name), options: nil)",
                note: "the error page is saved and offered as the attachment")
            deliver(attached: true, note: "attachments: 1 (the error page)")
            step(
                .iOS, .iOS, "validate attachments",
                note:
                    "the file is not a valid \(type.stringValue ?? "media") file: iOS drops it and shows the text alone"
            )
            warnNotShown(
                "the download answered with an HTTP error, whose body iOS refuses as the attachment", at: download)
        case .transportError:
            step(
                .iOS, .serviceExtension, "completionHandler(nil, nil, error)",
                note: "no answer (offline, unknown host): \"unable to add attachment\" (logged in DEBUG builds only)",
                reply: true)
            deliver(attached: false, note: "no attachment: the original content")
            warnNotShown("the download failed", at: download)
        case .timeout:
            step(
                .iOS, .serviceExtension, "serviceExtensionTimeWillExpire()",
                note: "the download outlasts the extension's time (about 30 s)")
            deliver(
                attached: false,
                note:
                    "CTNotificationServiceExtension hands back the content without the attachment; the download is not cancelled"
            )
            step(
                .iOS, .serviceExtension, "completionHandler(location, response, nil)",
                note: "the late download ends: contentHandler is called a second time, which iOS ignores", reply: true)
            warnNotShown("the download outlasted the extension's time", at: download)
        }
    }

    /// A 200 answer: the file is named by `fileExtensionForMediaType:mimeType:` and iOS
    /// reads its type from that name.
    private func downloaded(_ push: Push, url: String, type: JSONValue) {
        let mime = NotificationMedia.mimeType(forURL: url)
        step(
            .iOS, .serviceExtension, "completionHandler(location, response, nil)",
            note: "200, MIME type \(mime ?? "unknown")", reply: true)
        let mediaType = type.stringValue ?? type.compactText
        let name = NotificationMedia.fileExtension(mediaType: mediaType, mimeType: mime)
        let kind = NotificationMedia.attachmentKind(name)
        let rule =
            NotificationMedia.typeExtensions.contains { $0.type == mediaType }
            ? "\(NotificationMedia.typeKey) \(type.compactText) always gives \(name)"
            : "\(NotificationMedia.typeKey) \(type.compactText) is none of image, video, audio: the MIME type gives \(name)"
        guard let kind else {
            step(
                .serviceExtension, .iOS, "UNNotificationAttachment(identifier: \"\", url: <tmp>\(name), options: nil)",
                note: "\(rule); iOS reads no supported type from '\(name)': error, no attachment")
            recorder.warn(
                .mediaBlocked,
                "media not attached: \(NotificationMedia.typeKey) \(type.compactText) is not one CTNotificationServiceExtension names (image, video, audio), and the MIME type \(mime ?? "of the answer") gives no file extension iOS reads"
            )
            return deliver(attached: false, note: "no attachment: the original content")
        }
        let attachment = step(
            .serviceExtension, .iOS, "UNNotificationAttachment(identifier: \"\", url: <tmp>\(name), options: nil)",
            note: "\(rule); iOS takes it as \(kind.name) by the file extension (at most \(kind.maxMegabytes) MB)")
        if let bytes = settings.mediaBytes, bytes > kind.maxMegabytes * 1_000_000 {
            recorder.annotate(attachment, "\(bytes) bytes: over the limit, error, no attachment")
            recorder.warn(
                .mediaBlocked,
                "media not attached: the \(kind.name) is \(bytes) bytes, over Apple's limit of \(kind.maxMegabytes) MB for an attachment of its type"
            )
            return deliver(attached: false, note: "no attachment: the original content")
        }
        deliver(attached: true, note: "attachments: 1")
        step(.iOS, .iOS, "validate attachments", note: "the \(kind.name) is shown with the notification")
    }

    private func deliver(attached: Bool, note: String) {
        step(.serviceExtension, .iOS, "contentHandler(bestAttemptContent)", note: note, reply: true)
    }

    private func warnNotShown(_ reason: String, at step: Int?) {
        recorder.warn(
            .richMediaNotShown, "rich media not shown: \(reason); iOS shows the notification without it",
            at: .step(step))
    }
}
