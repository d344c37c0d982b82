import PushRouteCore

/// A Podfile's `pod 'MyPush', :path => '../MyPush'`: a pod whose sources are in a folder.
struct LocalPod: Equatable {
    var name: String
    /// The `:path` as written, relative to the Podfile's folder.
    var path: String
    /// The Podfile's line.
    var source: FieldSource
}

/// The SDKs a local pod brings: its podspec's `s.dependency 'CleverTap-iOS-SDK', '~> 7.0'` (Ruby)
/// or `"dependencies": {"CleverTap-iOS-SDK": ["~> 7.0"]}` (`.podspec.json`), read like the
/// Podfile's own lines: an exact version `likely`, a range unknown with the range in the note.
/// With a Podfile.lock, the lock's release wins: its `PODS` list holds the local pod's
/// dependencies too. A path outside the repository is not read (docs/routing-model.md §7.1).
enum LocalPods {
    static func read(_ pods: [LocalPod], podfile: String, in repository: AppRepository, into sdks: inout ResolvedSDKs) {
        for pod in pods {
            let folder = FilePath.isAbsolute(pod.path) ? pod.path : FilePath.normalize(FilePath.join(FilePath.directory(of: podfile), pod.path))
            let said = "pod '\(pod.name)' at \(pod.source) has :path '\(pod.path)'"
            if FilePath.isAbsolute(folder) || folder == ".." || folder.hasPrefix("../") {
                sdks.notFollowed.append(said + ", outside the repository: its podspec is not read, and the SDKs it may bring are unknown")
                continue
            }
            let candidates = [".podspec", ".podspec.json"].map { folder == "." ? pod.name + $0 : FilePath.join(folder, pod.name + $0) }
            guard let podspec = candidates.first(where: { repository.refusal($0) == nil }) else {
                let reason = repository.refusal(candidates[0]) ?? "not in the repository"
                sdks.notFollowed.append(said + ": its podspec \(candidates[0]) is \(reason), and the SDKs it may bring are unknown")
                continue
            }
            switch repository.read(podspec) {
            case .failure(let failure):
                sdks.diagnostics.append(failure.diagnostic)
                sdks.notFollowed.append(said + ": its podspec \(podspec) cannot be read, and the SDKs it may bring are unknown")
            case .success(let bytes):
                sdks.dependencySources.append(podspec)
                let dependencies = podspec.hasSuffix(".json") ? jsonDependencies(bytes, file: podspec, into: &sdks) : rubyDependencies(bytes)
                for (name, requirements, line) in dependencies {
                    offer(name, requirements, at: FieldSource(file: podspec, line: line), pod: pod, into: &sdks)
                }
            }
        }
    }

    /// One dependency of a local pod, for a tracked SDK no earlier line decided.
    private static func offer(_ name: String, _ requirements: [String], at source: FieldSource, pod: LocalPod, into sdks: inout ResolvedSDKs) {
        for sdk in TrackedSDK.allCases where name == sdk.pod || name.hasPrefix(sdk.pod + "/") {
            guard sdks.versions[sdk] == nil, sdks.unresolved[sdk] == nil else { continue }
            let via = "the podspec of local pod '\(pod.name)' (\(pod.source))"
            var exact = requirements.count == 1 ? requirements[0] : nil
            if let written = exact, written.hasPrefix("=") { exact = String(written.dropFirst()).trimmingSpaces }
            if let exact, exact.first?.isNumber == true {
                sdks.versions[sdk] = ResolvedVersion(version: exact, source: source, certainty: .likely, note: "\(via) asks exactly \(exact), no Podfile.lock")
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
            let code = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmingSpaces
            guard let call = code.firstRange(of: ".dependency"), code[call.upperBound...].first.map({ $0 == " " || $0 == "(" }) == true else { continue }
            let strings = Podfile.quotedStrings(String(code[call.upperBound...]))
            guard let name = strings.first else { continue }
            found.append((name, Array(strings.dropFirst()), index + 1))
        }
        return found
    }

    /// `dependencies` of a `.podspec.json`: each name and its requirement list.
    static func jsonDependencies(_ bytes: [UInt8], file: String, into sdks: inout ResolvedSDKs) -> [(String, [String], Int)] {
        let (value, diagnostics) = bytes.withUnsafeBytes {
            LocatedDocument.read($0, file: file, what: "podspec", consequence: "the SDKs this local pod brings are unknown")
        }
        sdks.diagnostics += diagnostics
        return (value?.objectValue?["dependencies"]?.objectValue?.members ?? []).map { member in
            var requirements = member.value.stringValue.map { [$0] } ?? []
            if case .array(let values) = member.value { requirements = values.compactMap(\.stringValue) }
            return (member.key, requirements, member.keyLocation?.line ?? 1)
        }
    }
}
