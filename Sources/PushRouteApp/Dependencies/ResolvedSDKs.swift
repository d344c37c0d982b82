import PushRouteCore

/// The two SDKs app infer looks for in lock files, by their names in each package manager.
public enum TrackedSDK: CaseIterable, Sendable {
    case leanplum
    case cleverTap

    /// The profile key the version fills.
    public var key: String {
        switch self {
        case .leanplum: ProfileKey.leanplumSDK.rawValue
        case .cleverTap: ProfileKey.cleverTapSDK.rawValue
        }
    }

    /// The CocoaPods pod (Podfile, Podfile.lock).
    var pod: String {
        switch self {
        case .leanplum: "Leanplum-iOS-SDK"
        case .cleverTap: "CleverTap-iOS-SDK"
        }
    }

    /// The GitHub repository (Package.resolved, Cartfile.resolved), lower case.
    var repository: String {
        switch self {
        case .leanplum: "leanplum/leanplum-ios-sdk"
        case .cleverTap: "clevertap/clevertap-ios-sdk"
        }
    }

    /// Whether a package URL or Carthage origin names this SDK's repository.
    func matches(location: String) -> Bool {
        var text = location.lowercased()
        if text.hasSuffix(".git") { text.removeLast(4) }
        if text.hasSuffix("/") { text.removeLast() }
        return text == repository || text.hasSuffix("/" + repository) || text.hasSuffix(":" + repository)
    }
}

/// A version one file gives for one SDK.
public struct ResolvedVersion: Equatable, Sendable {
    public var version: String
    public var source: FieldSource
    public var certainty: Certainty
    public var note: String
}

/// What the lock files and manifests of a repository say, per SDK, and the files' diagnostics.
public struct ResolvedSDKs: Sendable {
    public var versions: [TrackedSDK: ResolvedVersion] = [:]
    /// Per SDK, a file that names it without a version app infer can use (a Podfile's range).
    public var unresolved: [TrackedSDK: (source: FieldSource, note: String)] = [:]
    public var diagnostics: [Diagnostic] = []
    /// The lock files and manifests read, whether or not they name an SDK.
    public var dependencySources: [String] = []
    /// The Podfile's `:path` pods that are not an SDK, whose podspecs `LocalPods` reads.
    var localPods: [LocalPod] = []
    /// Why a local pod's podspec was not read (outside the repository, missing): it may bring
    /// an SDK, so no SDK is certainly absent.
    public var notFollowed: [String] = []

    /// The fields for both SDKs: the lock file's version, else the manifest's, else unknown;
    /// Leanplum's is null (certain: not linked) when `linked`, the `sdks` word, is `clevertap`.
    func fields(linked: String?) -> [InferredField] {
        TrackedSDK.allCases.map { sdk in
            if sdk == .leanplum && linked == AppSDKs.cleverTap.rawValue && versions[sdk] == nil
                && unresolved[sdk] == nil
            {
                guard notFollowed.isEmpty else {
                    return InferredField(
                        sdk.key, .null, .likely,
                        note: "not linked: the app links CleverTap only (sdks); " + notFollowedNote)
                }
                return InferredField(sdk.key, .null, .certain, note: "not linked: the app links CleverTap only (sdks)")
            }
            if let found = versions[sdk] {
                return InferredField(
                    sdk.key, .string(found.version), found.certainty, sources: [found.source], note: found.note)
            }
            if let open = unresolved[sdk] { return .unknown(sdk.key, note: open.note, sources: [open.source]) }
            let unread = notFollowed.isEmpty ? "" : "; " + notFollowedNote
            return .unknown(sdk.key, note: "no lock file or manifest names \(sdk.pod)" + unread)
        }
    }

    /// The local pods not read, for the notes of the fields they leave open.
    var notFollowedNote: String { notFollowed.joined(separator: "; ") }

    /// Per SDK, another release a later lock file resolves (`app-two-releases`).
    public var otherReleases: [TrackedSDK: ResolvedVersion] = [:]

    /// A `version` for `sdk` unless a file read before (a lock file, which wins) gave one;
    /// another lock file's other release is kept apart.
    mutating func offer(_ sdk: TrackedSDK, _ version: ResolvedVersion) {
        guard let kept = versions[sdk] else {
            versions[sdk] = version
            return
        }
        if kept.version != version.version && kept.source.file != version.source.file && otherReleases[sdk] == nil {
            otherReleases[sdk] = version
        }
    }
}
