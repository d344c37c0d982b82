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
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension LeanplumRelease {
    /// A release by its tag, or the newest patch modelled of a major.minor (`6.5`).
    public init?(resolving text: String) {
        if let version = ReleaseResolution.version(text, among: Self.versions) {
            self.init(version)
        } else if Self.isBeforeMigration(text) {
            self = .beforeMigration
        } else {
            return nil
        }
    }

    /// A release before 6.0.0 (`5.4.1`, `2.0.1`): they share one push path, the one 5.0.0
    /// stands for (no `LPCTNotificationsManager`), so 5.0.0 is simulated for each.
    static func isBeforeMigration(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let major = Int(parts[0])
        else { return false }
        return major < 6
    }
}

extension CleverTapRelease {
    /// A release by its tag, or the newest patch modelled of a major.minor (`7.0`).
    public init?(resolving text: String) {
        guard let version = ReleaseResolution.version(text, among: Self.versions) else { return nil }
        self.init(version)
    }
}

/// The note said when a version typed was a major.minor: `--leanplum-sdk 6.5: Leanplum
/// 6.5.0, the newest 6.5 release modelled`; nil for a whole release.
public enum ReleaseNote {
    public static func resolved(_ typed: String, as release: String, sdk: String, option: String) -> String? {
        if typed == release { return nil }
        if sdk == "Leanplum" && release == LeanplumRelease.beforeMigration.version && LeanplumRelease.isBeforeMigration(typed) {
            return "\(option) \(typed): Leanplum \(typed): push path as in \(release), which stands for every release before 6.0.0"
        }
        return "\(option) \(typed): \(sdk) \(release), the newest \(typed) release modelled"
    }
}
