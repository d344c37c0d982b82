/// A CleverTap iOS SDK release an app on Leanplum 6.x may run (`--clevertap-sdk`), and
/// what its push path does for Leanplum's instance (docs/routing-model.md §8).
///
/// The releases are the tags of CleverTap/clevertap-ios-sdk that some Leanplum pin allows;
/// what each can do is read from `CleverTapRelease.changes`, the releases that changed the
/// push path, so a release has a capability when it is at or after the change.
public struct CleverTapRelease: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The release, e.g. `7.0.2`.
    public let version: String
    /// Its numbers, for ordering and pins.
    let numbers: [Int]

    /// Every release modelled, oldest first: the tags from 4.1.4 (the oldest any Leanplum
    /// release allows) to the newest, 7.7.1 (release PR #555; its tag is newer than the
    /// sources docs/routing-model.md §8 was read from).
    public static let versions = [
        "4.1.4", "4.1.5", "4.1.6", "4.2.0", "4.2.1", "4.2.2", "5.0.0", "5.0.1", "5.1.0", "5.1.1", "5.1.2", "5.2.0",
        "5.2.1",
        "5.2.2", "6.0.0", "6.1.0", "6.2.0", "6.2.1", "7.0.0", "7.0.1", "7.0.2", "7.0.3", "7.1.0", "7.1.1", "7.2.0",
        "7.2.1",
        "7.3.0", "7.3.1", "7.3.2", "7.3.3", "7.3.4", "7.4.0", "7.4.1", "7.4.2", "7.5.0", "7.5.1", "7.6.0", "7.7.0",
        "7.7.1",
    ]

    /// Every release, oldest first.
    public static let all = versions.map { CleverTapRelease(known: $0) }

    /// A release by its tag; nil for a tag not in `versions`.
    public init?(_ version: String) {
        guard Self.versions.contains(version) else { return nil }
        self.init(known: version)
    }

    private init(known version: String) {
        self.version = version
        numbers = version.split(separator: ".").map { Int($0)! }
    }

    /// A release `versions` does not list (`4.1.2`, a tag newer than the list): from 4.0.0 on
    /// its numbers decide its capabilities, so it is simulated as the listed releases with the
    /// same push path (`pushPathGroup`); before 4.0.0 (`isBeforeModel`) it is kept as read, and
    /// a simulation refuses it; nil for a text that is not `major.minor.patch`.
    init?(unlisted text: String) {
        guard let numbers = ReleaseResolution.numbers(text) else { return nil }
        version = text
        self.numbers = numbers
    }

    /// A release before 4.0.0, older than any source the model was read from: a lock's
    /// release, recorded as read, never simulated.
    public var isBeforeModel: Bool { numbers[0] < 4 }

    /// Whether `versions` lists the release.
    public var isListed: Bool { Self.versions.contains(version) }

    /// The listed releases whose push path is this release's: the same capabilities.
    public var pushPathGroup: [CleverTapRelease] {
        Self.all.filter { listed in Capability.allCases.allSatisfy { listed.has($0) == has($0) } }
    }

    /// `CleverTap 4.1.2: push path as in 4.1.4–5.2.2`, for a release not listed; nil for a listed one.
    public var unlistedNote: String? {
        guard !isListed, !isBeforeModel, let first = pushPathGroup.first, let last = pushPathGroup.last else {
            return nil
        }
        let range = first == last ? first.version : "\(first)–\(last)"
        return
            "CleverTap \(version): push path as in \(range) (a release pushroute does not list: simulated as the nearest listed release with the same push path)"
    }

    public var description: String { version }

    public static func < (a: CleverTapRelease, b: CleverTapRelease) -> Bool {
        a.numbers.lexicographicallyPrecedes(b.numbers)
    }

    // MARK: What changed the push path

    /// A push-path capability a CleverTap release gained.
    public enum Capability: String, CaseIterable, Sendable {
        /// `autoIntegrate`'s swizzles live in `+[CTSwizzleManager swizzleAppDelegate]`
        /// (before: `+[CleverTap swizzleAppDelegate]` in CleverTap.m); the same swizzles.
        case swizzleManager
        /// The launch observer leaves the launch push of an instance whose library is
        /// `Leanplum` to Leanplum (before: every instance handles it, Leanplum's included).
        case launchObserverSkipsLeanplum
        /// `wzrk_inapp_s3_url` and `wzrk_inapp_type` make a push a preview too.
        case previewGateHasInAppS3Keys
        /// `autoIntegrate` also swizzles the notification-center delegate's `willPresent`:
        /// a push with `wzrk_sif` true goes to the notification list only.
        case autoIntegrateSwizzlesWillPresent
    }

    /// One release that changed the push path of a migrating app: where to read it.
    public struct Change: Sendable {
        public var release: CleverTapRelease
        public var capability: Capability
        /// The pull request (CleverTap/clevertap-ios-sdk), e.g. `#371`.
        public var pullRequest: String
        /// The SDK file and function the change is in.
        public var source: String
    }

    /// The releases that changed the push path, oldest first. Between them (4.1.4 to 5.2.2,
    /// 6.0.0 to 7.0.1, ...) the launch observer, the class method's routing, the swizzles
    /// and the main-queue block read the same in the sources.
    public static let changes: [Change] = [
        Change(
            release: CleverTapRelease(known: "6.0.0"), capability: .swizzleManager, pullRequest: "#308",
            source: "CleverTapSDK/Swizzling/CTSwizzleManager.m, +[CTSwizzleManager swizzleAppDelegate]"),
        Change(
            release: CleverTapRelease(known: "7.0.2"), capability: .launchObserverSkipsLeanplum, pullRequest: "#371",
            source: "CleverTapSDK/CleverTap.m, -[CleverTap _appEnteredForegroundWithLaunchingOptions:]"),
        Change(
            release: CleverTapRelease(known: "7.4.0"), capability: .previewGateHasInAppS3Keys, pullRequest: "#487",
            source: "CleverTapSDK/CleverTap.m, -[CleverTap _checkAndHandleTestPushPayload:]"),
        Change(
            release: CleverTapRelease(known: "7.7.1"), capability: .autoIntegrateSwizzlesWillPresent,
            pullRequest: "#551",
            source: "CleverTapSDK/Swizzling/CTSwizzleManager.m, +[CTSwizzleManager swizzleAppDelegate]"),
    ]

    /// The change that brought `capability`.
    public static func change(_ capability: Capability) -> Change { changes.first { $0.capability == capability }! }

    /// Whether this release is at or after the change that brought `capability`.
    public func has(_ capability: Capability) -> Bool { self >= Self.change(capability).release }

    /// `CleverTap 7.0.2 and later` or `CleverTap before 7.0.2`, for trace notes.
    func range(of capability: Capability) -> String {
        let boundary = Self.change(capability).release
        return has(capability) ? "CleverTap \(boundary) and later" : "CleverTap before \(boundary)"
    }

    var launchObserverSkipsLeanplum: Bool { has(.launchObserverSkipsLeanplum) }
    var previewGateHasInAppS3Keys: Bool { has(.previewGateHasInAppS3Keys) }
    var autoIntegrateSwizzlesWillPresent: Bool { has(.autoIntegrateSwizzlesWillPresent) }
}

/// A podspec requirement on the CleverTap iOS SDK (`s.dependency 'CleverTap-iOS-SDK', '~> 7.1'`):
/// CocoaPods' optimistic operator, up to the next minor (`~> 4.1.4`) or major (`~> 7.1`).
public struct CleverTapPin: Hashable, Sendable, CustomStringConvertible {
    /// The requirement as the podspec writes it, e.g. `~> 4.1.4`.
    public let requirement: String
    private let lowest: [Int]

    init(_ requirement: String) {
        self.requirement = requirement
        lowest = requirement.dropFirst(3).split(separator: ".").map { Int($0)! }
    }

    public var description: String { requirement }

    /// Whether the pin allows `release`: at least the version named, below the next value
    /// of its second-to-last number.
    public func allows(_ release: CleverTapRelease) -> Bool {
        var upper = Array(lowest.dropLast())
        upper[upper.count - 1] += 1
        return !release.numbers.lexicographicallyPrecedes(lowest) && release.numbers.lexicographicallyPrecedes(upper)
    }

    /// The modelled releases the pin allows, oldest first.
    public var releases: [CleverTapRelease] { CleverTapRelease.all.filter(allows) }

    /// The newest release the pin allows: what `pod install` resolves it to today.
    public var newest: CleverTapRelease { releases.last! }

    /// `'~> 7.1' (7.1.0 to 7.7.1)`, for messages.
    public var described: String { "'\(requirement)' (\(range))" }

    /// `7.1.0 to 7.7.1`, or `only 5.0.1`.
    public var range: String { releases.count == 1 ? "only \(newest)" : "\(releases.first!) to \(newest)" }
}
