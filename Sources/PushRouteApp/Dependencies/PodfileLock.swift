import PushRouteCore
import PushRouteReader

/// `Podfile.lock` (YAML, read with libyaml): the `PODS` list, whose entries are
/// `Name (version)`, or a mapping from that to the pod's own dependencies.
enum PodfileLock {
    static func read(_ text: UnsafeRawBufferPointer, file: String, into sdks: inout ResolvedSDKs) {
        let root: YAMLNode
        switch LibYAML.parse(text) {
        case .failure(let error):
            let reason = error.limit ? "\(error.message), not read" : "not a Podfile.lock (libyaml: \(error.message))"
            sdks.diagnostics.append(
                Diagnostic(
                    file: file, at: error.location, severity: .warning, rule: AppInferenceRule.syntax,
                    message: reason + ": the SDK versions are unknown"))
            return
        case .success(let node?): root = node
        case .success(nil): return
        }
        guard let pods = root["PODS"] else {
            sdks.diagnostics.append(
                Diagnostic(
                    file: file, at: root.location, severity: .warning, rule: AppInferenceRule.version,
                    message: "a Podfile.lock without 'PODS': the SDK versions are unknown"))
            return
        }
        for entry in pods.elements {
            guard let name = entry.scalar ?? entry.firstKey, let (pod, version) = nameAndVersion(name) else { continue }
            for sdk in TrackedSDK.allCases where pod == sdk.pod || pod.hasPrefix(sdk.pod + "/") {
                let source = FieldSource(file: file, line: entry.location.line)
                let from = externalSource(of: pod, in: root).map { "; " + $0 } ?? ""
                sdks.offer(
                    sdk,
                    ResolvedVersion(
                        version: version, source: source, certainty: .certain, note: "resolved by CocoaPods" + from))
            }
        }
    }

    /// `EXTERNAL SOURCES: NAME: {:path: ../x}` or `{:git: url, :tag: v7.7.0}`: where CocoaPods took
    /// a pod from, when not from the specs repository.
    static func externalSource(of pod: String, in root: YAMLNode) -> String? {
        let name = pod.split(separator: "/").first.map(String.init) ?? pod
        guard let source = root["EXTERNAL SOURCES"]?[name] else { return nil }
        if let path = source[":path"]?.scalar { return "from the local path '\(path)' (EXTERNAL SOURCES)" }
        if let git = source[":git"]?.scalar {
            let at = [":tag", ":branch", ":commit"].compactMap { key in
                source[key]?.scalar.map { "\(key.dropFirst()) '\($0)'" }
            }.first
            return "from \(git)" + (at.map { " at " + $0 } ?? "") + " (EXTERNAL SOURCES)"
        }
        return nil
    }

    /// `Leanplum-iOS-SDK (6.5.0)` as its name and version.
    static func nameAndVersion(_ text: String) -> (String, String)? {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].trimmingSpaces
        let version = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingSpaces
        return name.isEmpty || version.isEmpty ? nil : (name, version)
    }
}

extension YAMLNode {
    /// The scalar of a mapping's first key (a pod with dependencies).
    var firstKey: String? {
        if case .mapping(let pairs) = kind { return pairs.first?.key.scalar }
        return nil
    }
}
