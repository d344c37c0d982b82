import PushRouteCore

/// Which SDKs the app links (profile key `sdks`, docs/routing-model.md §7.1), from every
/// dependency source it has: the lock files and manifests read for the versions, and React
/// Native's `package.json` and Flutter's `pubspec.yaml`, whose plugins bring the iOS SDKs in.
/// An SDK no source names is absent; with no source at all, both are unknown.
enum LinkedSDKs {
    /// The plugin names of each SDK in `package.json` (React Native) and `pubspec.yaml` (Flutter).
    static let plugins: [TrackedSDK: [String]] = [
        .leanplum: ["\"@leanplum/react-native-sdk\"", "\"leanplum-react-native-sdk\"", "leanplum_flutter:"],
        .cleverTap: ["\"clevertap-react-native\"", "clevertap_plugin:"],
    ]

    /// The dependency manifests of React Native and Flutter (outside `node_modules`).
    static let pluginManifests = ["package.json", "pubspec.yaml"]

    /// Whether a Leanplum release links the CleverTap SDK itself: 6.0.0 and later.
    static func linksCleverTap(_ leanplum: String) -> Bool {
        guard let major = leanplum.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
        return major >= 6
    }

    /// The `sdks` field: `leanplum+clevertap`, `clevertap` or `leanplum`, else unknown.
    static func field(_ sdks: ResolvedSDKs, _ repository: AppRepository) -> InferredField {
        var sources = sdks.dependencySources
        var named: [TrackedSDK: FieldSource] = [:]
        // Certain only when a lock file names each SDK found; a manifest alone (a Podfile, a
        // plugin list) says what the app asks, which a stale or missing lock may not hold.
        var certainty = Certainty.certain
        for sdk in TrackedSDK.allCases {
            if let found = sdks.versions[sdk] {
                named[sdk] = found.source
                certainty = max(certainty, found.certainty)
            } else if let open = sdks.unresolved[sdk] {
                named[sdk] = open.source
                certainty = .likely
            }
        }
        for name in pluginManifests {
            for file in repository.named(name) where !file.split(separator: "/").contains("node_modules") {
                guard case .success(let bytes) = repository.read(file) else { continue }
                sources.append(file)
                let lines = String(decoding: bytes, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for sdk in TrackedSDK.allCases where named[sdk] == nil {
                    if let index = lines.firstIndex(where: { line in plugins[sdk]!.contains { line.contains($0) } }) {
                        named[sdk] = FieldSource(file: file, line: index + 1)
                        certainty = .likely
                    }
                }
            }
        }
        var brought = ""
        if named[.cleverTap] == nil, let leanplum = sdks.versions[.leanplum], Self.linksCleverTap(leanplum.version),
            FilePath.lastComponent(leanplum.source.file) == "Podfile"
        {
            // Leanplum-iOS-SDK.podspec from 6.0.0 (line 35 at tag 6.0.0): s.dependency
            // 'CleverTap-iOS-SDK'. A Podfile names only what the app asks; a lock lists the
            // dependencies it resolved too (and Leanplum has no Cartfile).
            named[.cleverTap] = leanplum.source
            certainty = max(certainty, .likely)
            brought =
                "; CleverTap through Leanplum \(leanplum.version), whose podspec depends on CleverTap-iOS-SDK from 6.0.0"
        }
        guard !sources.isEmpty else {
            return .unknown(
                ProfileKey.sdks,
                note:
                    "no dependency source (Podfile.lock, Podfile, Package.resolved, Cartfile.resolved, package.json, pubspec.yaml): which SDKs the app links is unknown"
            )
        }
        var read = "read from " + Quoting.list(sources, conjunction: "and") + brought
        if !sdks.notFollowed.isEmpty && (named[.leanplum] == nil || named[.cleverTap] == nil) {
            // A local pod not read may bring the SDK no source names.
            certainty = max(certainty, .likely)
            read += "; " + sdks.notFollowedNote
        }
        switch (named[.leanplum], named[.cleverTap]) {
        case (let leanplum?, let cleverTap?):
            return InferredField(
                .sdks, .string(AppSDKs.leanplumAndCleverTap.rawValue), certainty,
                sources: [leanplum, cleverTap],
                note: "both SDKs: " + read)
        case (nil, let cleverTap?):
            return InferredField(
                .sdks, .string(AppSDKs.cleverTap.rawValue), certainty, sources: [cleverTap],
                note: "CleverTap only: no dependency source names Leanplum; " + read)
        case (let leanplum?, nil):
            return InferredField(
                .sdks, .string(AppSDKs.leanplum.rawValue), certainty, sources: [leanplum],
                note: "Leanplum only: no dependency source names CleverTap; " + read)
        case (nil, nil):
            return .unknown(ProfileKey.sdks, note: "no dependency source names either SDK; " + read)
        }
    }
}
