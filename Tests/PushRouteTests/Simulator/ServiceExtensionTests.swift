import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules
@testable import PushRouteSimulator

/// The notification service extension and push impressions, one row per fact modelled,
/// each naming the source it comes from. The expected steps are written here from the
/// sources, not computed by the simulator.
@Suite struct ServiceExtensionTests {
    struct Fact: Sendable, CustomTestStringConvertible {
        var name: String
        /// The SDK file and function (or Apple's page) the fact is read from.
        var source: String
        var payload: String = seed
        var service: ServiceExtensionKind? = .ctMediaViewed
        var credentials = true
        var account: String? = nil
        var allowsHTTP = false
        var media: MediaOutcome? = nil
        var mediaBytes: Int? = nil
        var migration: MigrationState = .leanplumAndCleverTap
        var willPresentRecords = false
        var plistAccount: String? = nil
        var cell = Cell(.foreground, .receive)
        /// The extension's calls, in order (empty: no extension step).
        var calls: [String]
        /// "Notification Viewed" events recorded in the extension, then in the app.
        var viewed = (extension: 0, app: 0)
        var warnings: Set<String> = []
        var absentWarnings: Set<String> = []
        var testDescription: String { name }
    }

    static let seed = """
        {"W$rnv":0,"wzrk_dl":"https:","W$pivot":"wzrk_default","ct_mediaType":"image","wzrk_acct_id":"W84-WW7-123A",\
        "ct_mediaUrl":"https://db7hsdc8829us.cloudfront.net/...","W$dt":"APPLE","W$id":"0_0",\
        "aps":{"alert":{"body":"message","title":"hello"},"badge":3,"mutable-content":1}}
        """
    static let download = #"URLSession.downloadTask(with: "https://db7hsdc8829us.cloudfront.net/...")"#
    static let viewedCalls = [
        "didReceive(_:withContentHandler:)", "CleverTap.sharedInstance()",
        "recordNotificationViewedEvent(withData: userInfo)",
        #"recordEvent("Notification Viewed")"#, "super.didReceive(_:withContentHandler:)",
    ]
    static let okTail = [
        download, "completionHandler(location, response, nil)",
        #"UNNotificationAttachment(identifier: "", url: <tmp>.jpg, options: nil)"#,
        "contentHandler(bestAttemptContent)", "validate attachments",
    ]

    static let facts: [Fact] = [
        Fact(
            name: "no mutable-content: no extension step",
            source: "Apple, UNNotificationServiceExtension: mutable-content 1 required",
            payload:
                #"{"aps":{"alert":"hi"},"ct_mediaUrl":"https://x.example/a.jpg","ct_mediaType":"image","wzrk_acct_id":"A"}"#,
            calls: []),
        Fact(
            name: "no alert: no extension step", source: "Apple, modifying content: only pushes that display an alert",
            payload:
                #"{"aps":{"badge":1,"mutable-content":1},"ct_mediaUrl":"https://x.example/a.jpg","ct_mediaType":"image"}"#,
            calls: []),
        Fact(
            name: "no extension stated: nothing, no warning",
            source: "docs/routing-model.md: the default app has no extension",
            service: nil, calls: [], absentWarnings: ["rich-media-not-shown"]),
        Fact(
            name: "extension none: rich media not shown",
            source: "CTNotificationService README: the app must add the extension",
            service: ServiceExtensionKind.none, calls: [], warnings: ["rich-media-not-shown"]),
        Fact(
            name: "ct-media: download, .jpg attachment, no impression",
            source:
                "CTNotificationServiceExtension.m didReceiveNotificationRequest:withContentHandler:, Package.swift (no dependencies)",
            service: .ctMedia, calls: ["didReceive(_:withContentHandler:)"] + okTail,
            warnings: ["impression-not-recorded"]),
        Fact(
            name: "ct-media+viewed: Viewed before super.didReceive, flush after contentHandler",
            source:
                "SwiftStarter NotificationService.swift didReceive; CleverTap.m recordNotificationViewedEventWithData:, scheduleQueueFlush",
            calls: viewedCalls + okTail + ["flushQueue()"], viewed: (1, 0),
            warnings: ["impression-elsewhere", "test-push-impression"]),
        Fact(
            name: "runs when the app is not running",
            source: "Apple: the extension is launched on demand, in its own process",
            cell: Cell(.notRunning, .receive), calls: viewedCalls + okTail + ["flushQueue()"], viewed: (1, 0)),
        Fact(
            name: "a tap's cell begins with the delivery's extension steps",
            source: "Apple: the extension runs before the push is shown",
            service: .ctMedia, cell: Cell(.background, .open), calls: ["didReceive(_:withContentHandler:)"] + okTail),
        Fact(
            name: "no credentials: sharedInstance is nil, nothing recorded",
            source: "CleverTap.m _sharedInstanceWithCleverTapID: (nil without plist account and token)",
            credentials: false,
            calls: [
                "didReceive(_:withContentHandler:)", "CleverTap.sharedInstance()",
                "recordNotificationViewedEvent(withData: userInfo)",
                "super.didReceive(_:withContentHandler:)",
            ] + okTail,
            warnings: ["impression-not-recorded"], absentWarnings: ["test-push-impression"]),
        Fact(
            name: "another account in the extension's plist",
            source: "CleverTap.m _recordPushNotificationEvent:forNotification: (no account check)",
            account: "TEST-ACCOUNT", migration: .ct, calls: viewedCalls + okTail + ["flushQueue()"], viewed: (1, 0),
            warnings: ["impression-elsewhere"]),
        Fact(
            name:
                "a push without CleverTap keys: the Viewed is recorded all the same, no campaign's impression is misplaced",
            source: "CleverTap.m _recordPushNotificationEvent:forNotification: (no check of the payload)",
            payload: #"{"aps":{"alert":"hi","mutable-content":1},"_lpm":1}"#, service: .ctMediaViewed,
            calls: [
                "didReceive(_:withContentHandler:)", "CleverTap.sharedInstance()",
                "recordNotificationViewedEvent(withData: userInfo)",
                #"recordEvent("Notification Viewed")"#, "super.didReceive(_:withContentHandler:)",
                "contentHandler(bestAttemptContent)",
                "flushQueue()",
            ],
            viewed: (1, 0), absentWarnings: ["impression-elsewhere"]),
        Fact(
            name: "ct state, same account: the profile matches",
            source: "MigrationManager.swift useCustomCleverTapId: state != .cleverTap",
            migration: .ct, calls: viewedCalls + okTail + ["flushQueue()"], viewed: (1, 0),
            absentWarnings: ["impression-elsewhere"]),
        Fact(
            name: "http URL blocked by ATS", source: "Apple NSAppTransportSecurity: covers app extensions; error -1022",
            payload:
                #"{"aps":{"alert":"hi","mutable-content":1},"ct_mediaUrl":"http://x.example/a.jpg","ct_mediaType":"image","wzrk_acct_id":"A"}"#,
            service: .ctMedia,
            calls: [
                "didReceive(_:withContentHandler:)", #"URLSession.downloadTask(with: "http://x.example/a.jpg")"#,
                "completionHandler(nil, nil, error)", "contentHandler(bestAttemptContent)",
            ],
            warnings: ["media-blocked"]),
        Fact(
            name: "http URL allowed by the extension's plist",
            source: "CTNotificationService README: Allow Arbitrary Loads in the extension",
            payload:
                #"{"aps":{"alert":"hi","mutable-content":1},"ct_mediaUrl":"http://x.example/a.png","ct_mediaType":"image"}"#,
            service: .ctMedia, allowsHTTP: true,
            calls: [
                "didReceive(_:withContentHandler:)", #"URLSession.downloadTask(with: "http://x.example/a.png")"#,
                "completionHandler(location, response, nil)",
                #"UNNotificationAttachment(identifier: "", url: <tmp>.jpg, options: nil)"#,
                "contentHandler(bestAttemptContent)", "validate attachments",
            ],
            absentWarnings: ["media-blocked"]),
        Fact(
            name: "not a URL",
            source: "CTNotificationServiceExtension.m loadAttachmentForUrlString: ([NSURL URLWithString:] unguarded)",
            payload: #"{"aps":{"alert":"hi","mutable-content":1},"ct_mediaUrl":"not a url","ct_mediaType":"image"}"#,
            service: .ctMedia,
            calls: [
                "didReceive(_:withContentHandler:)", #"URLSession.downloadTask(with: "not a url")"#,
                "contentHandler(bestAttemptContent)",
            ],
            warnings: ["media-blocked"]),
        Fact(
            name: "gif type goes by the MIME type",
            source: "CTNotificationServiceExtension.m fileExtensionForMediaType:mimeType:",
            payload:
                #"{"aps":{"alert":"hi","mutable-content":1},"ct_mediaUrl":"https://x.example/a.gif","ct_mediaType":"gif"}"#,
            service: .ctMedia,
            calls: [
                "didReceive(_:withContentHandler:)", #"URLSession.downloadTask(with: "https://x.example/a.gif")"#,
                "completionHandler(location, response, nil)",
                #"UNNotificationAttachment(identifier: "", url: <tmp>.gif, options: nil)"#,
                "contentHandler(bestAttemptContent)", "validate attachments",
            ]),
        Fact(
            name: "unknown type without a known MIME type: no attachment",
            source: "CTNotificationServiceExtension.m fileExtensionForMediaType:mimeType: (\".\")",
            payload:
                #"{"aps":{"alert":"hi","mutable-content":1},"ct_mediaUrl":"https://x.example/media","ct_mediaType":"gif"}"#,
            service: .ctMedia,
            calls: [
                "didReceive(_:withContentHandler:)", #"URLSession.downloadTask(with: "https://x.example/media")"#,
                "completionHandler(location, response, nil)",
                #"UNNotificationAttachment(identifier: "", url: <tmp>., options: nil)"#,
                "contentHandler(bestAttemptContent)",
            ],
            warnings: ["media-blocked"]),
        Fact(
            name: "an image over 10 MB is not attached",
            source: "Apple UNNotificationAttachment: supported types and sizes (image 10 MB)",
            service: .ctMedia, mediaBytes: 10_000_001,
            calls: [
                "didReceive(_:withContentHandler:)", download, "completionHandler(location, response, nil)",
                #"UNNotificationAttachment(identifier: "", url: <tmp>.jpg, options: nil)"#,
                "contentHandler(bestAttemptContent)",
            ],
            warnings: ["media-blocked"]),
        Fact(
            name: "an image of 10 MB is attached",
            source: "Apple UNNotificationAttachment: supported types and sizes (image 10 MB)",
            service: .ctMedia, mediaBytes: 10_000_000, calls: ["didReceive(_:withContentHandler:)"] + okTail,
            absentWarnings: ["media-blocked"]),
        Fact(
            name: "media keys missing: contentHandler at once",
            source: "CTNotificationServiceExtension.m didReceiveNotificationRequest: (mediaUrl == nil)",
            payload: #"{"aps":{"alert":"hi","mutable-content":1},"wzrk_acct_id":"A"}"#, service: .ctMedia,
            calls: ["didReceive(_:withContentHandler:)", "contentHandler(bestAttemptContent)"]),
        Fact(
            name: "HTTP error: the body is offered, iOS refuses it",
            source: "CTNotificationServiceExtension.m loadAttachmentForUrlString: (status never checked)",
            service: .ctMedia, media: .httpError,
            calls: [
                "didReceive(_:withContentHandler:)", download, "completionHandler(location, response, nil)",
                #"UNNotificationAttachment(identifier: "", url: <tmp>.jpg, options: nil)"#,
                "contentHandler(bestAttemptContent)",
                "validate attachments",
            ],
            warnings: ["rich-media-not-shown"]),
        Fact(
            name: "transport error: no attachment",
            source: "CTNotificationServiceExtension.m loadAttachmentForUrlString: (error branch)",
            service: .ctMedia, media: .transportError,
            calls: [
                "didReceive(_:withContentHandler:)", download, "completionHandler(nil, nil, error)",
                "contentHandler(bestAttemptContent)",
            ],
            warnings: ["rich-media-not-shown"]),
        Fact(
            name: "timeout: serviceExtensionTimeWillExpire delivers without media",
            source: "CTNotificationServiceExtension.m serviceExtensionTimeWillExpire",
            service: .ctMedia, media: .timeout,
            calls: [
                "didReceive(_:withContentHandler:)", download, "serviceExtensionTimeWillExpire()",
                "contentHandler(bestAttemptContent)",
                "completionHandler(location, response, nil)",
            ],
            warnings: ["rich-media-not-shown"]),
        Fact(
            name: "the app's willPresent records a second Viewed",
            source: "SwiftStarter AppDelegate.swift userNotificationCenter(_:willPresent:)",
            willPresentRecords: true, plistAccount: "W84-WW7-123A", calls: viewedCalls + okTail + ["flushQueue()"],
            viewed: (1, 1)),
        Fact(
            name: "the app's willPresent without a plist account records nothing",
            source: "CleverTap.m _sharedInstanceWithCleverTapID:",
            service: nil, willPresentRecords: true, calls: [], viewed: (0, 0), warnings: ["impression-not-recorded"]),
    ]

    static func settings(_ fact: Fact) -> SimulationSettings {
        var settings = SimulationSettings()
        settings.serviceExtension.service = fact.service
        settings.serviceExtension.credentials = fact.credentials
        settings.serviceExtension.account = fact.account
        settings.serviceExtension.allowsHTTP = fact.allowsHTTP
        settings.serviceExtension.media = fact.media
        settings.serviceExtension.mediaBytes = fact.mediaBytes
        settings.migration = fact.migration
        settings.plistAccount = fact.plistAccount
        if fact.willPresentRecords {
            var method = AppDelegateMethods.Method()
            method.recordsViewed = true
            method.options = [.banner]
            settings.appDelegate.willPresent = method
        }
        return settings
    }

    @Test(arguments: facts)
    func fact(_ fact: Fact) throws {
        let push = Push(id: 1, userInfo: try Jansson.decode(fact.payload).get(), source: "fact")
        let result = CellSimulator.run(push, in: fact.cell, settings: Self.settings(fact))
        let inExtension = result.trace.filter { $0.process == .extension }
        #expect(inExtension.map(\.call) == fact.calls)
        // The extension's steps come first, before any step of the app's process.
        let firstApp = result.trace.firstIndex { $0.process == .app } ?? result.trace.count
        #expect(result.trace[..<firstApp].count == inExtension.count)
        #expect(inExtension.allSatisfy { $0.actor.isExtension || $0.target.isExtension || $0.actor == .iOS })
        let viewed = #"recordEvent("Notification Viewed")"#
        #expect(inExtension.filter { $0.call == viewed }.count == fact.viewed.extension)
        #expect(result.trace.filter { $0.process == .app && $0.call == viewed }.count == fact.viewed.app)
        let codes = Set(result.warnings.map(\.warning.code.rawValue))
        #expect(fact.warnings.isSubset(of: codes), "warnings: \(codes)")
        #expect(fact.absentWarnings.isDisjoint(with: codes), "warnings: \(codes)")
    }

    /// The event data as `CTEventBuilder.m` `buildPushNotificationEvent:` builds it: only
    /// `W$`/`wzrk_` keys, `W$` renamed, `wzrk_cts` last.
    @Test func viewedEventData() throws {
        let push = Push(id: 1, userInfo: try Jansson.decode(Self.seed).get(), source: "seed")
        #expect(
            NotificationViewed.eventData(push)
                == #"{"wzrk_rnv":0,"wzrk_dl":"https:","wzrk_pivot":"wzrk_default","wzrk_acct_id":"W84-WW7-123A","wzrk_dt":"APPLE","wzrk_id":"0_0","wzrk_cts":<now>}"#
        )
        #expect(NotificationViewed.isTestPush(push))
    }

    /// `fileExtensionForMediaType:mimeType:` and Apple's attachment types.
    @Test(
        arguments: [
            ("image", "image/png", ".jpg", "image"), ("video", nil, ".mp4", "movie"), ("audio", nil, ".mp3", "audio"),
            ("gif", "image/gif", ".gif", "image"), ("gif", "image/jpeg", ".jpeg", "image"), ("carousel", nil, ".", nil),
        ] as [(String, String?, String, String?)])
    func fileExtension(_ type: String, _ mime: String?, _ expected: String, _ kind: String?) {
        let name = NotificationMedia.fileExtension(mediaType: type, mimeType: mime)
        #expect(name == expected)
        #expect(NotificationMedia.attachmentKind(name)?.name == kind)
    }
}
