import PushRouteCore

/// The `Podfile`, read when no lock file resolves an SDK: `pod 'Name', 'requirement'`. An
/// exact version is `likely` (CocoaPods installs it unless the lock is stale); a range is left
/// unknown, with the range in the note. A `:git` pod's tag is read as its release (`likely`);
/// a `:path` or `:podspec` pod is kept in `localPods`, for `LocalPods` to read its podspec (an
/// SDK's release, the SDKs another pod depends on). A `pod` line in a `def` nothing calls is
/// not read; a version given as a variable is the literal the Podfile assigns it
/// (`PodfileStructure`).
enum Podfile {
    static func read(_ text: String, file: String, into sdks: inout ResolvedSDKs) {
        let structure = PodfileStructure(text)
        for (index, code) in structure.code.enumerated() where !structure.dead[index] {
            guard var pod = PodDeclaration(code: code) else { continue }
            let variable = pod.resolveVariableRequirement(in: structure, file: file)
            let source = FieldSource(file: file, line: index + 1)
            let tracked = TrackedSDK.allCases.filter { pod.name == $0.pod || pod.name.hasPrefix($0.pod + "/") }
            if let option = [LocalPod.Option.path, .podspec].first(where: { pod.options[$0.rawValue] != nil }),
                pod.options["git"] == nil
            {
                sdks.localPods.append(
                    LocalPod(name: pod.name, option: option, path: pod.options[option.rawValue] ?? "", source: source))
            }
            for sdk in tracked where sdks.versions[sdk] == nil {
                read(pod, sdk, at: source, into: &sdks)
                if let variable, var found = sdks.versions[sdk] {
                    found.note += variable
                    sdks.versions[sdk] = found
                }
            }
        }
    }

    /// What one `pod` line says of a tracked SDK.
    private static func read(
        _ pod: PodDeclaration, _ sdk: TrackedSDK, at source: FieldSource, into sdks: inout ResolvedSDKs
    ) {
        if let git = pod.options["git"] {
            if let tag = pod.options["tag"], let release = PodDeclaration.release(ofTag: tag) {
                let note = "the Podfile's :git pod at tag '\(tag)', no Podfile.lock: the tag is read as the release"
                sdks.versions[sdk] = ResolvedVersion(version: release, source: source, certainty: .likely, note: note)
            } else {
                let at =
                    pod.options["branch"].map { "branch '\($0)'" } ?? pod.options["commit"].map { "commit '\($0)'" }
                    ?? pod.options["tag"].map { "tag '\($0)'" } ?? "its default branch"
                sdks.unresolved[sdk] = (
                    source,
                    "the Podfile takes \(pod.name) from \(git) at \(at), no release, and no Podfile.lock resolves it"
                )
            }
            return
        }
        if let path = pod.options["path"] {
            sdks.unresolved[sdk] = (
                source,
                "the Podfile takes \(pod.name) from the local path '\(path)' and no Podfile.lock resolves its release"
            )
            return
        }
        if let podspec = pod.options["podspec"] {
            sdks.unresolved[sdk] = (
                source,
                "the Podfile takes \(pod.name) from the podspec '\(podspec)' and no Podfile.lock resolves its release"
            )
            return
        }
        let requirement = pod.requirements.first
        if let requirement, let exact = PodDeclaration.exactVersion(requirement) {
            let note = "the Podfile's exact version, no Podfile.lock"
            sdks.versions[sdk] = ResolvedVersion(version: exact, source: source, certainty: .likely, note: note)
        } else {
            let range = requirement.map { "'\($0)'" } ?? "no version"
            sdks.unresolved[sdk] = (source, "the Podfile asks \(range) and no Podfile.lock resolves it")
        }
    }

    /// The contents of the single- or double-quoted strings of a line.
    static func quotedStrings(_ line: String) -> [String] {
        PodDeclaration.labelledStrings(line).map(\.value)
    }
}
