import PushRouteCore

/// The warnings `app infer` gives about the app as it read it (issue 33, item 5), each at the
/// file and line that shows it: two releases of one SDK, an extension without CleverTap's
/// service pod, CleverTap before 7.0.2 with Leanplum, autoIntegrate after Leanplum start.
/// A stale lock (`PodfileChecksum`) and an unpinned SwiftPM package (`PackageResolved`) are
/// found where their files are read.
enum AppWarnings {
    static func of(_ fields: [InferredField], sdks: ResolvedSDKs, repository: AppRepository) -> [Diagnostic] {
        let field = { (key: ProfileKey) in fields.first { $0.key == key.rawValue } }
        var warnings = twoReleases(sdks) + ManifestAndLock.warnings(repository)
        if let service = field(ProfileKey.extensionService)?.value.stringValue,
            service.hasPrefix(ServiceExtensionKind.ctMedia.rawValue),
            let warning = extensionWithoutServicePod(field(ProfileKey.extensionService)!, repository)
        {
            warnings.append(warning)
        }
        if field(ProfileKey.sdks)?.value.stringValue == AppSDKs.leanplumAndCleverTap.rawValue,
            let cleverTap = sdks.versions[.cleverTap],
            Self.isBefore(cleverTap.version, "7.0.2")
        {
            warnings.append(
                at(
                    cleverTap.source, .oldCleverTap,
                    "CleverTap \(cleverTap.version) with Leanplum: before 7.0.2 (CleverTap PR #371) CleverTap's launch observer also handles a cold-start tap for Leanplum's instance, which can handle it twice or open its deep link depending on launch time; simulate --app shows the path"
                ))
        }
        if let timing = field(ProfileKey.autoIntegrateAt),
            timing.value.stringValue == AutoIntegrateTiming.afterStart.rawValue,
            let site = timing.sources.first
        {
            let start = timing.sources.dropFirst().first.map { " (line \($0.line ?? 0))" } ?? ""
            warnings.append(
                at(
                    site, .autoIntegrateAfterStart,
                    "CleverTap.autoIntegrate() after Leanplum start\(start): it swizzles over Leanplum's hooks and every tap is handled twice; call it before Leanplum start"
                ))
        }
        return warnings
    }

    private static func at(_ source: FieldSource, _ rule: AppInferenceRule, _ message: String) -> Diagnostic {
        Diagnostic(
            file: source.file, at: source.line.map { SourceLocation(line: $0, column: 1) }, severity: .warning,
            rule: rule, message: message)
    }

    private static func twoReleases(_ sdks: ResolvedSDKs) -> [Diagnostic] {
        TrackedSDK.allCases.compactMap { sdk in
            guard let kept = sdks.versions[sdk], let other = sdks.otherReleases[sdk] else { return nil }
            return at(
                other.source, .twoReleases,
                "\(sdk.pod) \(other.version) here, \(kept.version) at \(kept.source): the app holds two releases of one SDK; \(kept.version) is the one read"
            )
        }
    }

    /// CleverTap's service extension class comes from its `CTNotificationService` pod (or
    /// package): a lock file that does not name it is warned of at the extension's class.
    private static func extensionWithoutServicePod(_ service: InferredField, _ repository: AppRepository) -> Diagnostic?
    {
        let locks = repository.named("Podfile.lock") + repository.named("Package.resolved")
        guard !locks.isEmpty else { return nil }
        for lock in locks {
            guard case .success(let bytes) = repository.read(lock) else { return nil }
            if String(decoding: bytes, as: UTF8.self).lowercased().contains("ctnotificationservice") { return nil }
        }
        let code = service.sources.first { source in CodeScanner.sourceExtensions.contains(where: source.file.hasSuffix)
        }
        let site = code ?? FieldSource(file: locks[0], line: nil)
        return at(
            site, .extensionWithoutServicePod,
            "the service extension subclasses CTNotificationServiceExtension, but no lock file (\(locks.joined(separator: ", "))) names CleverTap's CTNotificationService pod or package"
        )
    }

    /// Whether dotted release `a` comes before `b` (`7.0.1` before `7.0.2`); a part that is not
    /// a number ends the comparison as equal.
    static func isBefore(_ a: String, _ b: String) -> Bool {
        let left = a.split(separator: ".").map { Int($0) }
        let right = b.split(separator: ".").map { Int($0) }
        for index in 0..<max(left.count, right.count) {
            let x = index < left.count ? left[index] : 0
            let y = index < right.count ? right[index] : 0
            guard let x, let y else { return false }
            if x != y { return x < y }
        }
        return false
    }
}
