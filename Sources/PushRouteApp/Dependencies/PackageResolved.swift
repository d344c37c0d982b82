import PushRouteCore
import PushRouteReader

/// SwiftPM's `Package.resolved`: version 1 (`object.pins[].repositoryURL`), 2 and 3
/// (`pins[].location`), each pin's `state.version`.
enum PackageResolved {
    static let versions: Set<Int64> = [1, 2, 3]

    static func read(_ text: UnsafeRawBufferPointer, file: String, into sdks: inout ResolvedSDKs) {
        let read = LocatedDocument.read(
            text, file: file, what: "Package.resolved", consequence: "the SDK versions are unknown")
        sdks.diagnostics += read.diagnostics
        guard let root = read.value?.objectValue else { return }
        guard let member = root.member("version"), let version = member.value.integerValue, versions.contains(version)
        else {
            let found = root.member("version").map { Jansson.encode($0.value, style: .record) } ?? "none"
            sdks.diagnostics.append(
                Diagnostic(
                    file: file, at: root.member("version")?.valueLocation ?? SourceLocation(line: 1, column: 1),
                    severity: .warning,
                    rule: AppInferenceRule.version,
                    message:
                        "Package.resolved version \(found); this pushroute reads versions 1, 2 and 3: the SDK versions are unknown"
                ))
            return
        }
        let pins = version == 1 ? root["object"]?.objectValue?["pins"] : root["pins"]
        for case .object(let pin) in pins?.arrayValue ?? [] {
            let location = (pin["location"] ?? pin["repositoryURL"])?.stringValue ?? ""
            guard let state = pin.member("state"), let resolved = state.value.objectValue?.member("version"),
                let text = resolved.value.stringValue
            else {
                unpinned(pin, location: location, file: file, into: &sdks)
                continue
            }
            for sdk in TrackedSDK.allCases where sdk.matches(location: location) {
                let source = FieldSource(file: file, line: resolved.valueLocation?.line)
                sdks.offer(
                    sdk,
                    ResolvedVersion(version: text, source: source, certainty: .certain, note: "resolved by SwiftPM"))
            }
        }
    }
}

extension PackageResolved {
    /// A pin of an SDK without a version (a branch or a revision): a warning at its state, and
    /// the SDK named without a release.
    static func unpinned(_ pin: JSONObject, location: String, file: String, into sdks: inout ResolvedSDKs) {
        guard let sdk = TrackedSDK.allCases.first(where: { $0.matches(location: location) }),
            let state = pin.member("state")
        else { return }
        let fields = state.value.objectValue
        let branch = fields?["branch"]?.stringValue.map { "branch '\($0)'" }
        let revision = fields?["revision"]?.stringValue.map { "revision \($0.prefix(12))" }
        let on = [branch, revision].compactMap { $0 }.joined(separator: ", ")
        let place = state.valueLocation ?? state.keyLocation
        sdks.diagnostics.append(
            Diagnostic(
                file: file, at: place, severity: .warning, rule: AppInferenceRule.unpinned,
                message:
                    "\(sdk.pod) pinned \(on.isEmpty ? "without a version" : "on " + on + ", without a version"): its release is unknown"
            ))
        if sdks.versions[sdk] == nil && sdks.unresolved[sdk] == nil {
            sdks.unresolved[sdk] = (
                FieldSource(file: file, line: place?.line),
                "a SwiftPM pin without a version (\(on.isEmpty ? "none" : on))"
            )
        }
    }
}

extension JSONValue {
    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
