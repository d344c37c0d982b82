import PushRouteCore

/// A Podfile's `pod 'MyPush', :path => '../MyPush'` (a pod whose sources are in a folder) or
/// `pod 'MyPush', :podspec => 'Vendor/MyPush.podspec'` (a podspec of its own, a file or a URL).
struct LocalPod: Equatable {
    var name: String
    /// Which option names the pod's podspec.
    var option: Option
    /// The option's value as written, relative to the Podfile's folder.
    var path: String
    /// The Podfile's line.
    var source: FieldSource

    enum Option: String { case path, podspec }

    /// The tracked SDK the pod is, when it is one (`CleverTap-iOS-SDK/Core` is CleverTap's).
    var sdk: TrackedSDK? { TrackedSDK.allCases.first { name == $0.pod || name.hasPrefix($0.pod + "/") } }

    /// The podspec's name in a folder: the pod's name without its subspec.
    var podspecName: String { String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name)) }

    /// How the Podfile's line names its sources, for the notes.
    var said: String { "pod '\(name)' at \(source) has :\(option.rawValue) '\(path)'" }
}

/// The SDKs a local pod brings: its podspec's `s.dependency 'CleverTap-iOS-SDK', '~> 7.0'` (Ruby)
/// or `"dependencies": {"CleverTap-iOS-SDK": ["~> 7.0"]}` (`.podspec.json`), read like the
/// Podfile's own lines: an exact version `likely`, a range unknown with the range in the note.
/// An SDK pod that is itself local (`pod 'CleverTap-iOS-SDK', :path => 'Vendor/clevertap-ios-sdk'`
/// or `:podspec => 'Vendor/CleverTap.podspec'`) is the release its podspec names (`PodspecVersion`).
/// With a Podfile.lock, the lock's release wins: its `PODS` list holds the local pods and their
/// dependencies too. A path outside the repository, a podspec that is not a regular file of it
/// and a podspec URL are not read (docs/routing-model.md §7.1).
enum LocalPods {
    /// The largest podspec read (the SDKs' own are under 4 KB).
    static let maxPodspecBytes = 1 << 20
    /// The largest file a podspec's `` `cat file` `` version is read from.
    static let maxVersionFileBytes = 256

    static func read(_ pods: [LocalPod], podfile: String, in repository: AppRepository, into sdks: inout ResolvedSDKs) {
        for pod in pods {
            if pod.option == .podspec, pod.path.contains("://") {
                notRead(pod, ", a URL: app infer never fetches it", into: &sdks)
                continue
            }
            let location =
                FilePath.isAbsolute(pod.path)
                ? pod.path : FilePath.normalize(FilePath.join(FilePath.directory(of: podfile), pod.path))
            if FilePath.isAbsolute(location) || location == ".." || location.hasPrefix("../") {
                notRead(pod, ", outside the repository: its podspec is not read", into: &sdks)
                continue
            }
            let candidates = podspecCandidates(pod, at: location)
            guard let podspec = candidates.first(where: { repository.refusal($0) == nil }) else {
                let reason = repository.refusal(candidates[0]) ?? "not in the repository"
                notRead(pod, ": its podspec \(candidates[0]) is \(reason)", into: &sdks)
                continue
            }
            switch repository.read(podspec, limit: maxPodspecBytes) {
            case .failure(let failure):
                sdks.diagnostics.append(failure.diagnostic)
                notRead(pod, ": its podspec \(podspec) cannot be read", into: &sdks)
            case .success(let bytes) where bytes.count > maxPodspecBytes:
                sdks.diagnostics.append(
                    Diagnostic(
                        file: podspec, at: nil, severity: .warning, rule: AppInferenceRule.syntax,
                        message:
                            "a podspec over \(maxPodspecBytes >> 20) MiB, not read: the release and the SDKs it names are unknown"
                    ))
                notRead(pod, ": its podspec \(podspec) is over \(maxPodspecBytes >> 20) MiB", into: &sdks)
            case .success(let bytes):
                sdks.dependencySources.append(podspec)
                read(bytes, podspec: podspec, of: pod, in: repository, into: &sdks)
            }
        }
    }

    /// Where CocoaPods looks for the pod's podspec: `Name.podspec` or `Name.podspec.json` in a
    /// `:path` folder; a `:podspec` file as named (`.podspec`, `.json`), else `Name.podspec` in it.
    static func podspecCandidates(_ pod: LocalPod, at location: String) -> [String] {
        if pod.option == .podspec, location.hasSuffix(".podspec") || location.hasSuffix(".json") { return [location] }
        let suffixes = pod.option == .path ? [".podspec", ".podspec.json"] : [".podspec"]
        return suffixes.map { location == "." ? pod.podspecName + $0 : FilePath.join(location, pod.podspecName + $0) }
    }

    /// A local pod whose podspec is not read: it may bring an SDK, and an SDK pod's release is unknown.
    private static func notRead(_ pod: LocalPod, _ reason: String, into sdks: inout ResolvedSDKs) {
        sdks.notFollowed.append(pod.said + reason + ", and the SDKs it may bring are unknown")
        if let sdk = pod.sdk, sdks.versions[sdk] == nil {
            sdks.unresolved[sdk] = (pod.source, pod.said + reason + ", and its release is unknown")
        }
    }

    /// A read podspec: the release of an SDK pod, and the SDKs any pod depends on.
    private static func read(
        _ bytes: [UInt8], podspec: String, of pod: LocalPod, in repository: AppRepository, into sdks: inout ResolvedSDKs
    ) {
        var reading = PodspecVersion.Reading.unknown(reason: "the podspec is not a whole JSON document", line: nil)
        var dependencies: [(String, [String], Int)] = []
        if podspec.hasSuffix(".json") {
            let (value, diagnostics) = bytes.withUnsafeBytes {
                LocatedDocument.read(
                    $0, file: podspec, what: "podspec", consequence: "the release and the SDKs it names are unknown")
            }
            sdks.diagnostics += diagnostics
            if let value {
                reading = PodspecVersion.json(value)
                dependencies = jsonDependencies(value)
            }
        } else {
            reading = PodspecVersion.ruby(bytes)
            dependencies = rubyDependencies(bytes)
        }
        if let sdk = pod.sdk, sdks.versions[sdk] == nil {
            release(reading, of: sdk, podspec: podspec, pod: pod, in: repository, into: &sdks)
        }
        for (name, requirements, line) in dependencies {
            offer(name, requirements, at: FieldSource(file: podspec, line: line), pod: pod, into: &sdks)
        }
    }

    /// An SDK pod's release from its own podspec: as written, certain; printed by `cat` from a
    /// file of the repository, likely (the podspec runs a command); else unknown with the reason.
    private static func release(
        _ reading: PodspecVersion.Reading, of sdk: TrackedSDK, podspec: String, pod: LocalPod,
        in repository: AppRepository, into sdks: inout ResolvedSDKs
    ) {
        switch reading {
        case .written(let version, let line):
            let note = pod.said + ": its podspec names \(version), no Podfile.lock"
            sdks.versions[sdk] = ResolvedVersion(
                version: version, source: FieldSource(file: podspec, line: line), certainty: .certain, note: note)
        case .printed(let file, let line):
            let source = FieldSource(file: podspec, line: line)
            let said = pod.said + ": its podspec's s.version is what `cat \(file)` prints"
            switch versionFile(
                FilePath.normalize(FilePath.join(FilePath.directory(of: podspec), file)), in: repository, into: &sdks)
            {
            case .success(let (version, path)):
                let note = said + ", \(version) (\(path)), no Podfile.lock"
                sdks.versions[sdk] = ResolvedVersion(version: version, source: source, certainty: .likely, note: note)
            case .failure(let reason):
                sdks.unresolved[sdk] = (source, said + ", and \(reason.text): its release is unknown")
            }
        case .unknown(let reason, let line):
            sdks.unresolved[sdk] = (
                FieldSource(file: podspec, line: line), pod.said + ": \(reason); no Podfile.lock resolves its release"
            )
        }
    }

    /// Why a version file gives no release.
    struct Refusal: Error { var text: String }

    /// The release a podspec's `` `cat file` `` prints: the file's text, trimmed, when it reads
    /// as a release; only a regular file of the repository is read.
    private static func versionFile(_ path: String, in repository: AppRepository, into sdks: inout ResolvedSDKs)
        -> Result<(String, String), Refusal>
    {
        if let refusal = repository.refusal(path) { return .failure(Refusal(text: "\(path) is \(refusal)")) }
        switch repository.read(path, limit: maxVersionFileBytes) {
        case .failure(let failure):
            sdks.diagnostics.append(failure.diagnostic)
            return .failure(Refusal(text: "\(path) cannot be read"))
        case .success(let bytes):
            let read = String(decoding: bytes, as: UTF8.self)
            let text = String(read.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard bytes.count <= maxVersionFileBytes, PodspecVersion.isRelease(text) else {
                return .failure(Refusal(text: "\(path) holds no release"))
            }
            return .success((text, path))
        }
    }

    /// One dependency of a local pod, for a tracked SDK no earlier line decided.
    private static func offer(
        _ name: String, _ requirements: [String], at source: FieldSource, pod: LocalPod, into sdks: inout ResolvedSDKs
    ) {
        for sdk in TrackedSDK.allCases where name == sdk.pod || name.hasPrefix(sdk.pod + "/") {
            guard sdks.versions[sdk] == nil, sdks.unresolved[sdk] == nil else { continue }
            let via = "the podspec of local pod '\(pod.name)' (\(pod.source))"
            var exact = requirements.count == 1 ? requirements[0] : nil
            if let written = exact, written.hasPrefix("=") { exact = String(written.dropFirst()).trimmingSpaces }
            if let exact, exact.first?.isNumber == true {
                sdks.versions[sdk] = ResolvedVersion(
                    version: exact, source: source, certainty: .likely,
                    note: "\(via) asks exactly \(exact), no Podfile.lock")
            } else {
                let range = requirements.isEmpty ? "no version" : requirements.map { "'\($0)'" }.joined(separator: ", ")
                sdks.unresolved[sdk] = (source, "\(via) asks \(range) and no Podfile.lock resolves it")
            }
        }
    }

    /// `s.dependency 'Name', 'requirement', …` lines (any receiver name), comments cut.
    static func rubyDependencies(_ bytes: [UInt8]) -> [(String, [String], Int)] {
        var found: [(String, [String], Int)] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingSpaces
            guard let call = code.firstUTF8Range(of: ".dependency"),
                code[call.upperBound...].first.map({ $0 == " " || $0 == "(" }) == true
            else { continue }
            let strings = Podfile.quotedStrings(String(code[call.upperBound...]))
            guard let name = strings.first else { continue }
            found.append((name, Array(strings.dropFirst()), index + 1))
        }
        return found
    }

    /// `dependencies` of a `.podspec.json`: each name and its requirement list.
    static func jsonDependencies(_ value: JSONValue) -> [(String, [String], Int)] {
        (value.objectValue?["dependencies"]?.objectValue?.members ?? []).map { member in
            var requirements = member.value.stringValue.map { [$0] } ?? []
            if case .array(let values) = member.value { requirements = values.compactMap(\.stringValue) }
            return (member.key, requirements, member.keyLocation?.line ?? 1)
        }
    }
}
