import PushRouteCore

/// Carthage's `Cartfile.resolved`: one `github "Owner/Name" "version"` (or `git`/`binary`)
/// line per dependency.
enum CartfileResolved {
    static func read(_ text: String, file: String, into sdks: inout ResolvedSDKs) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard quoted.count >= 4 else { continue }
            let origin = String(quoted[1])
            let version = String(quoted[3]).trimmingSpaces
            for sdk in TrackedSDK.allCases where sdk.matches(location: origin) {
                let source = FieldSource(file: file, line: index + 1)
                sdks.offer(
                    sdk,
                    ResolvedVersion(version: version, source: source, certainty: .certain, note: "resolved by Carthage")
                )
            }
        }
    }
}
