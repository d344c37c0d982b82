import PushRouteCore
import PushRouteReader

/// SwiftPM's `Package.resolved`: version 1 (`object.pins[].repositoryURL`), 2 and 3
/// (`pins[].location`), each pin's `state.version`.
enum PackageResolved {
    static let versions: Set<Int64> = [1, 2, 3]

    static func read(_ text: UnsafeRawBufferPointer, file: String, into sdks: inout ResolvedSDKs) {
        let read = LocatedDocument.read(text, file: file, what: "Package.resolved", consequence: "the SDK versions are unknown")
        sdks.diagnostics += read.diagnostics
        guard let root = read.value?.objectValue else { return }
        guard let member = root.member("version"), let version = member.value.integerValue, versions.contains(version) else {
            let found = root.member("version").map { Jansson.encode($0.value, style: .record) } ?? "none"
            sdks.diagnostics.append(
                Diagnostic(
                    file: file, at: root.member("version")?.valueLocation ?? SourceLocation(line: 1, column: 1), severity: .warning,
                    rule: AppInferenceRule.version,
                    message: "Package.resolved version \(found); this pushroute reads versions 1, 2 and 3: the SDK versions are unknown"))
            return
        }
        let pins = version == 1 ? root["object"]?.objectValue?["pins"] : root["pins"]
        for case .object(let pin) in pins?.arrayValue ?? [] {
            let location = (pin["location"] ?? pin["repositoryURL"])?.stringValue ?? ""
            guard let state = pin.member("state"), let resolved = state.value.objectValue?.member("version"),
                let text = resolved.value.stringValue
            else { continue }
            for sdk in TrackedSDK.allCases where sdk.matches(location: location) {
                let source = FieldSource(file: file, line: resolved.valueLocation?.line)
                sdks.offer(sdk, ResolvedVersion(version: text, source: source, certainty: .certain, note: "resolved by SwiftPM"))
            }
        }
    }
}

extension JSONValue {
    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
