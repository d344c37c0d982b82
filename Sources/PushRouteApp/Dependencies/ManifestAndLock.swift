import PushRouteCore
import PushRouteReader

/// A React Native `package.json` asking a plugin release its `package-lock.json` does not hold,
/// or a Flutter `pubspec.yaml` asking one its `pubspec.lock` does not hold (Dart's `^` is npm's): the lock is stale,
/// and the next install changes the SDK (`app-manifest-lock-mismatch`). Ranges read: `^x.y.z`,
/// `~x.y.z` and an exact version; any other range is not compared.
enum ManifestAndLock {
    /// The plugins of both SDKs, by their package names.
    static let plugins = [
        "@leanplum/react-native-sdk", "leanplum-react-native-sdk", "clevertap-react-native", "leanplum_flutter",
        "clevertap_plugin",
    ]

    static func warnings(_ repository: AppRepository) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for manifest in repository.named("package.json") where !manifest.split(separator: "/").contains("node_modules")
        {
            let folder = FilePath.directory(of: manifest)
            let lock = folder == "." ? "package-lock.json" : FilePath.join(folder, "package-lock.json")
            guard case .success(let asked) = repository.read(manifest),
                case .success(let locked) = repository.read(lock)
            else { continue }
            let lockRoot = locked.withUnsafeBytes {
                LocatedDocument.read($0, file: lock, what: "package-lock.json", consequence: "").value?.objectValue
            }
            let askedRoot = asked.withUnsafeBytes {
                LocatedDocument.read($0, file: manifest, what: "package.json", consequence: "").value?.objectValue
            }
            for member in askedRoot?["dependencies"]?.objectValue?.members ?? [] where plugins.contains(member.key) {
                guard let range = member.value.stringValue,
                    let version =
                        (lockRoot?["packages"]?.objectValue?["node_modules/" + member.key]
                        ?? lockRoot?["dependencies"]?.objectValue?[member.key])?
                        .objectValue?["version"]?.stringValue,
                    allows(range, version) == false
                else { continue }
                warnings.append(
                    Diagnostic(
                        file: manifest, at: member.keyLocation, severity: .warning,
                        rule: AppInferenceRule.manifestLockMismatch,
                        message:
                            "\(member.key) asks '\(range)' but \(lock) holds \(version): the lock is stale, and the next install changes the SDK"
                    ))
            }
        }
        return warnings + flutter(repository)
    }

    /// `pubspec.yaml`'s `dependencies` against `pubspec.lock`'s `packages.NAME.version`.
    private static func flutter(_ repository: AppRepository) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for manifest in repository.named("pubspec.yaml") {
            let folder = FilePath.directory(of: manifest)
            let lock = folder == "." ? "pubspec.lock" : FilePath.join(folder, "pubspec.lock")
            guard case .success(let asked) = repository.read(manifest),
                case .success(let locked) = repository.read(lock),
                case .success(let askedRoot?) = asked.withUnsafeBytes({ LibYAML.parse($0) }),
                case .success(let lockRoot?) = locked.withUnsafeBytes({ LibYAML.parse($0) }),
                case .mapping(let pairs) = askedRoot["dependencies"]?.kind
            else { continue }
            for pair in pairs {
                guard let name = pair.key.scalar, plugins.contains(name), let range = pair.value.scalar,
                    let version = lockRoot["packages"]?[name]?["version"]?.scalar, allows(range, version) == false
                else { continue }
                warnings.append(
                    Diagnostic(
                        file: manifest, at: pair.key.location, severity: .warning,
                        rule: AppInferenceRule.manifestLockMismatch,
                        message:
                            "\(name) asks '\(range)' but \(lock) holds \(version): the lock is stale, and the next pub get changes the SDK"
                    ))
            }
        }
        return warnings
    }

    /// Whether `range` (`^x.y.z`, `~x.y.z`, `x.y.z`) allows `version`; nil for a range not read.
    static func allows(_ range: String, _ version: String) -> Bool? {
        let kind = range.first
        let base = kind == "^" || kind == "~" ? String(range.dropFirst()) : range
        let want = base.split(separator: ".").map { Int($0) }
        let have = version.split(separator: ".").map { Int($0) }
        guard want.count == 3, have.count == 3, !want.contains(nil), !have.contains(nil) else { return nil }
        let w = want.map { $0! }
        let h = have.map { $0! }
        let atLeast = !AppWarnings.isBefore(version, base)
        switch kind {
        case "^": return atLeast && (w[0] > 0 ? h[0] == w[0] : h[0] == 0 && h[1] == w[1])
        case "~": return atLeast && h[0] == w[0] && h[1] == w[1]
        default: return kind?.isNumber == true ? w == h : nil
        }
    }
}
