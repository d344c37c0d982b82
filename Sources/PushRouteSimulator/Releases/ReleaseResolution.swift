/// Versions as users type them: a whole release (`6.5.0`), or a major.minor (`6.5`), which
/// names the newest patch modelled of that minor release, as a dependency manager's
/// `~> 6.5.0` would resolve it among the releases pushroute models.
enum ReleaseResolution {
    /// The version `text` names among `versions` (oldest first): itself, or for a
    /// major.minor the newest `major.minor.patch`; nil when there is none.
    static func version(_ text: String, among versions: [String]) -> String? {
        if versions.contains(text) { return text }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return versions.last { $0.hasPrefix(text + ".") }
    }

    /// The numbers of a `major.minor.patch` release; nil for any other text.
    static func numbers(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        return parts.map { Int($0)! }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension LeanplumRelease {
    /// A release by its tag, or the newest patch modelled of a major.minor (`6.5`): what an
    /// option or a scenario line takes.
    public init?(resolving text: String) {
        guard let version = ReleaseResolution.version(text, among: Self.versions) else { return nil }
        self.init(version)
    }

    /// What a profile's `leanplum.sdk` takes (a lock's release, as `app infer` read it): also
    /// a release the table does not list, simulated as the nearest listed one with its push path.
    public init?(reading text: String) {
        guard let release = Self(resolving: text) ?? Self(unlisted: text) else { return nil }
        self = release
    }
}

extension CleverTapRelease {
    /// A release by its tag, or the newest patch modelled of a major.minor (`7.0`): what an
    /// option or a scenario line takes.
    public init?(resolving text: String) {
        guard let version = ReleaseResolution.version(text, among: Self.versions) else { return nil }
        self.init(version)
    }

    /// What a profile's `clevertap.sdk` takes (a lock's release, as `app infer` read it): also
    /// a release not listed (from 4.0.0), simulated as the listed releases with its push path.
    public init?(reading text: String) {
        guard let release = Self(resolving: text) ?? Self(unlisted: text) else { return nil }
        self = release
    }
}

/// The note said when a version typed was a major.minor: `--leanplum-sdk 6.5: Leanplum
/// 6.5.0, the newest 6.5 release modelled`; nil for a whole release.
public enum ReleaseNote {
    public static func resolved(_ typed: String, as release: String, sdk: String, option: String) -> String? {
        if typed == release { return nil }
        return "\(option) \(typed): \(sdk) \(release), the newest \(typed) release modelled"
    }
}
