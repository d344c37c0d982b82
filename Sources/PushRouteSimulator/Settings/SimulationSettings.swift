import PushRouteCore
import PushRouteReader
import PushRouteRules

extension MigrationState {
    /// Whether the CleverTap instance is created and queued CleverTap actions run.
    public var usesCleverTap: Bool { self == .leanplumAndCleverTap || self == .ct }
    /// Whether Leanplum's requests are sent.
    public var usesLeanplum: Bool { self != .ct }
}

/// `UNNotificationPresentationOptions`, as `Leanplum.setPushNotificationPresentationOption` sets them.
public struct PresentationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let banner = PresentationOptions(rawValue: 1)
    public static let sound = PresentationOptions(rawValue: 2)
    public static let badge = PresentationOptions(rawValue: 4)
    public static let list = PresentationOptions(rawValue: 8)

    /// Each option's name in a profile, in the vocabulary's order (`PresentationOptionName`).
    public static let names: [(String, PresentationOptions)] = PresentationOptionName.allCases.map {
        ($0.rawValue, option($0))
    }

    private static func option(_ name: PresentationOptionName) -> PresentationOptions {
        switch name {
        case .banner: .banner
        case .sound: .sound
        case .badge: .badge
        case .list: .list
        }
    }

    /// Parses `none` or a comma-separated list such as `banner,sound`; nil when invalid.
    public init?(parsing text: String) {
        self = []
        if text == "none" { return }
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let option = Self.names.first(where: { $0.0 == word })?.1 else { return nil }
            insert(option)
        }
    }

    /// The options as `UNNotificationPresentationOptions`' bits (iOS's `Received response %ld
    /// for willPresentNotification`, docs/logs.md "Facts"): badge 1, sound 2, alert 4 (a
    /// banner and a list entry), list 8, banner 16; nil for a value with other bits.
    public init?(userNotificationsBits bits: Int) {
        guard bits >= 0, bits < 32 else { return nil }
        let meanings: [(Int, PresentationOptions)] = [
            (1, .badge), (2, .sound), (4, [.banner, .list]), (8, .list), (16, .banner),
        ]
        self = []
        for (bit, options) in meanings where bits & bit != 0 { formUnion(options) }
    }

    /// `none` or the names, comma-separated (`banner,sound`): the text `init(parsing:)` reads.
    public var text: String {
        isEmpty ? "none" : Self.names.filter { contains($0.1) }.map(\.0).joined(separator: ",")
    }

    /// Whether iOS shows the notification, so that the user can tap it, in the foreground.
    public var showsNotification: Bool { contains(.banner) || contains(.list) }

    /// Swift's spelling, e.g. `[.banner, .sound]` or `[]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ") + "]"
    }
}

/// Everything about the app and the SDKs that a simulation is run with. Each setting is
/// one of the app's integration choices (docs/routing-model.md §7); an optional one is nil
/// when the app leaves the SDK's default. How each is given (profile key, option, scenario
/// key) and its declared default are in `SimulationSetting.all`.
public struct SimulationSettings: Sendable {
    /// The SDKs the app links itself (default: both, a migration).
    public var sdks: AppSDKs = .leanplumAndCleverTap
    /// The Leanplum iOS SDK release (with the CleverTap release it pulls in).
    public var leanplumSDK: LeanplumRelease = .newest
    /// The CleverTap iOS SDK release the app's lock file resolved; nil: the newest inside
    /// the Leanplum release's pin (`cleverTapRelease`).
    public var cleverTapSDK: CleverTapRelease?
    /// The migration state Leanplum fetches (or has cached).
    public var migration: MigrationState = .leanplumAndCleverTap
    /// When the app calls `Leanplum.start`; nil: at launch, or later with `instance == .atStart`.
    public var start: StartTiming?
    /// No migration state cached yet: start is issued only when the asynchronous fetch answers.
    public var firstRun = false
    /// When the CleverTap instance is created; nil: when start is issued.
    public var instance: InstanceReadiness?
    /// The account id of the app's CleverTap instance; nil: the payload's `wzrk_acct_id`.
    public var cleverTapAccount: String?
    /// Leanplum's foreground presentation option (default: none).
    public var presentation: PresentationOptions = []
    /// `Leanplum.setCleverTapOpenDeepLinksInForeground`; nil when the app never set it.
    public var openDeepLinksInForeground: Bool?
    /// `Leanplum.setPushDeliveryTrackingEnabled` (default true): "Push Delivered" is tracked.
    public var pushDeliveryTracking = true
    /// The app set `Leanplum.setShouldOpenNotificationHandler` (the
    /// `shouldHandleNotificationBlock`), which replaces the foreground confirm.
    public var shouldHandleNotification = false
    /// A device token registered before the push.
    public var token: DeviceToken?
    /// Info.plist `LeanplumSwizzlingEnabled` (default true): Leanplum's launch observer and
    /// hooks exist; false, the app calls Leanplum's notification methods itself.
    public var swizzling = true
    /// The state the app leaves Leanplum's `ActionManager` in (default: enabled).
    public var actionManager: ActionManagerState = .enabled
    /// The block the app set with `Leanplum.setHandleCleverTapNotification` (6.1.0 on); nil: none.
    public var handleCleverTapNotification: CleverTapNotificationBlock?
    /// Info.plist `CleverTapAccountID` (with `CleverTapToken`): CleverTap's default instance;
    /// nil: none.
    public var plistAccount: String?
    /// The app calls `CleverTap.autoIntegrate()` in `didFinishLaunching`.
    public var autoIntegrate = false
    /// When it calls it, relative to `Leanplum.start`.
    public var autoIntegrateTiming: AutoIntegrateTiming = .beforeStart
    /// Info.plist `UIBackgroundModes` has `remote-notification` (default true): a push with
    /// `content-available: 1` wakes the app when it is not running or in the background.
    public var remoteNotificationBackgroundMode = true
    /// Info.plist `UIApplicationSceneManifest`: the app is scene-based; nil: not stated (taken
    /// as not). UIKit hands the push a tap launched a scene-based app with to the scene's
    /// `connectionOptions.notificationResponse`, not to `launchOptions`, so no launch observer
    /// sees it and only `didReceive` handles the tap (docs/routing-model.md §2, "Scene-based apps").
    public var sceneBased: Bool?
    /// The entitlements' `aps-environment`; nil: not stated. Informational: the model does not
    /// change for it.
    public var apsEnvironment: APSEnvironment?
    /// The app's CleverTap `urlDelegate` implements `shouldHandleCleverTapURL(_:forChannel:)`
    /// and answers this for every push link; nil: no such delegate.
    public var urlDelegateOpens: Bool?
    /// The instance the app's CleverTap delegates are set on; nil: not stated, taken as the
    /// instance that handles the push.
    public var delegatesOn: DelegateInstance?
    /// The app's own call to CleverTap's push API in its `didReceive` (or the method
    /// `appCleverTapCallIn` names); nil: none.
    public var appCleverTapCall: AppCleverTapCall?
    /// The app delegate method that makes that call (didReceive unless stated); the method
    /// must be one the app implements (`app_delegate`).
    public var appCleverTapCallIn: AppCallSite = .didReceive
    /// The instance that call is made on (the instance methods only): `CleverTap.sharedInstance()`
    /// or the one `Leanplum.addCleverTapInstance(callback:)` handed over.
    public var appCleverTapCallOn: DelegateInstance = .shared
    /// The app's own functions that call lead to, from its delegate method down, each with
    /// where it is called (`app infer` reads them); nil: the method makes the call itself.
    public var appCleverTapCallThrough: String?
    /// The app delegate's own methods (none by default).
    public var appDelegate = AppDelegateMethods()
    /// The app profile the settings came from, named in headings and records; nil: none.
    public var profileName: String?
    /// The app's notification service extension (none unless stated).
    public var serviceExtension = ServiceExtensionSettings()

    public init() {}

    /// Whether the app's `method` calls Leanplum's own notification method: as set, else
    /// when swizzling is off (Leanplum.h asks for it then; with swizzling on Leanplum
    /// ignores the call).
    func callsLeanplum(_ method: AppDelegateMethods.Method?) -> Bool {
        hasLeanplum && (method?.callsLeanplum ?? !swizzling)
    }

    /// Whether Leanplum's code is in the app (not in a CleverTap-only app).
    public var hasLeanplum: Bool { sdks.hasLeanplum }
    /// Leanplum is in the app with its swizzling on: its launch observer and hooks exist.
    var leanplumSwizzles: Bool { hasLeanplum && swizzling }
    /// Leanplum is in the app with its swizzling off: the app must call it itself.
    var leanplumUnswizzled: Bool { hasLeanplum && !swizzling }

    /// When the app calls start, defaults applied.
    public var startTiming: StartTiming { start ?? (instance == .atStart ? .later : .atLaunch) }
    /// The app calls `Leanplum.start` after the push: never in a CleverTap-only app, which
    /// has no Leanplum to start.
    var startsLater: Bool { hasLeanplum && startTiming == .later }

    /// The account of the app's instance, as the settings give it (nil: the first push's
    /// `wzrk_acct_id`): Leanplum's instance's (`clevertap.instance_account`), or a
    /// CleverTap-only app's default instance's, from its Info.plist (`clevertap.plist_account`).
    var appInstanceAccount: String? { hasLeanplum ? cleverTapAccount : plistAccount }

    /// The CleverTap release the app runs: as set, else the newest the Leanplum release's
    /// pin allows; nil when the Leanplum release does not link CleverTap (before 6.0.0).
    public var cleverTapRelease: CleverTapRelease? {
        guard hasLeanplum else { return cleverTapSDK ?? CleverTapRelease.all.last }
        guard let pin = leanplumSDK.cleverTapPin else { return nil }
        return cleverTapSDK ?? pin.newest
    }

    /// Why the CleverTap release set is not one the Leanplum release allows; nil when it is
    /// (or none is set).
    public var cleverTapPinConflict: String? {
        guard hasLeanplum, let chosen = cleverTapSDK else { return nil }
        guard let pin = leanplumSDK.cleverTapPin else {
            return
                "CleverTap \(chosen) with Leanplum \(leanplumSDK), which does not link the CleverTap SDK (6.0.0 and later do)"
        }
        guard !pin.allows(chosen) else { return nil }
        return "CleverTap \(chosen) is outside Leanplum \(leanplumSDK)'s pin \(pin.described)"
    }

    /// Why these settings are outside the model (a Leanplum-only app before Leanplum 6.0.0,
    /// a CleverTap-only app before CleverTap 4.0.0: push paths pushroute does not model); nil
    /// when they are not.
    public var outsideModel: String? {
        if sdks == .cleverTap, let cleverTap = cleverTapSDK, cleverTap.isBeforeModel {
            return
                "a CleverTap-only app on CleverTap \(cleverTap.version) is outside the model: pushroute models CleverTap 4.0.0 and later "
                + "(the oldest sources it was read from), and it is not simulated as 4.x"
        }
        guard sdks == .leanplum, !leanplumSDK.hasMigration else { return nil }
        return
            "a Leanplum-only app on Leanplum \(leanplumSDK.version) is outside the model: pushroute models Leanplum 6.0.0 and later "
            + "(LPCTNotificationsManager); before 6.0.0 the app links no CleverTap SDK, and it is not simulated as 6.x"
    }

    /// What the simulation says of a release the model does not list, read as the nearest
    /// listed release with the same push path (`CleverTap 4.1.2: push path as in 4.1.4–5.2.2`).
    public var unlistedReleaseNotes: [String] {
        [hasLeanplum ? leanplumSDK.unlistedNote : nil, cleverTapSDK?.unlistedNote].compactMap { $0 }
    }

    /// Why the settings cannot be simulated: a CleverTap release outside the Leanplum
    /// release's pin, or an app outside the model; nil when they can.
    public var refusal: String? { cleverTapPinConflict ?? outsideModel }

    /// The Leanplum SDK before the design note (`--legacy`): release 5.0.0.
    public var legacy: Bool {
        get { !leanplumSDK.hasMigration }
        set { leanplumSDK = newValue ? .beforeMigration : .newest }
    }
}

/// The app delegate's own notification methods (docs/routing-model.md §7). A nil method is
/// one the app does not implement; Leanplum's hooks (swizzling on) or CleverTap's
/// `autoIntegrate` may still add or wrap one.
public struct AppDelegateMethods: Equatable, Sendable {
    /// One method the app implements, and what its body does.
    public struct Method: Equatable, Sendable {
        /// It calls its completion handler (iOS kills an app that never does).
        public var callsCompletion = true
        /// It calls Leanplum's method for it (`Leanplum.willPresentNotification(_:)`, ...);
        /// nil: when swizzling is off.
        public var callsLeanplum: Bool?
        /// `willPresent`: the presentation options it passes to its completion handler.
        public var options: PresentationOptions = []
        /// The fetch method: the result it passes to its completion handler.
        public var result: FetchResult = .newData
        /// `willPresent`: it calls `CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)`
        /// (SwiftStarter/SwiftStarter/AppDelegate.swift).
        public var recordsViewed = false

        public init() {}
    }

    /// `application(_:didFinishLaunchingWithOptions:)`, which every app has; only
    /// `callsLeanplum` matters (`Leanplum.applicationDidFinishLaunching(withOptions:)`).
    public var didFinishLaunching = Method()
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public var didRegisterToken: Method?
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    public var willPresent: Method?
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    public var didReceive: Method?
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    public var fetch: Method?

    public init() {}
}

/// An APNs device token as the app receives it (`Data`).
public struct DeviceToken: Equatable, Sendable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses hexadecimal digits (an even number, at least two); nil when invalid.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// Lowercase hex, as Leanplum formats the token.
    public var hex: String { Self.hex(bytes[...]) }

    static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
