import PushRouteCore
import PushRouteReader

/// `pushroute app infer DIR`: reads an app's repository (its lock files and manifests, its Xcode
/// project, Info.plist and entitlements, and its code) into an `InferredProfile`
/// (pushroute(1), APP INFER; docs/routing-model.md §7.1).
public enum AppInference {
    /// The profile of the repository at `root`; nil when `root` is not a directory.
    public static func infer(root: String) -> InferredProfile? {
        guard let repository = AppRepository(root: root) else { return nil }
        return infer(repository.excluding(SDKCheckouts.folders(repository)))
    }

    static func infer(_ repository: AppRepository) -> InferredProfile {
        var diagnostics = repository.problems + repository.notEntered + unreadSources(repository)
        let sdks = dependencies(repository)
        diagnostics += sdks.diagnostics
        var project = ProjectInference(repository: repository)
        project.run()
        diagnostics += project.diagnostics
        var code = scanCode(repository, extensionFolder: project.extensionFolder)
        code.plistAccount = project.fields.first { $0.key == ProfileKey.plistAccount.rawValue }?.value.stringValue
        code.run()
        diagnostics += code.diagnostics
        let linked = LinkedSDKs.field(sdks, repository)
        var fields = [linked] + sdks.fields(linked: linked.value.stringValue) + project.fields + code.fields
        if project.extensionFolder != nil,
            let kind = code.serviceExtensionField(principalClass: project.extensionPrincipalClass),
            let index = fields.firstIndex(where: { $0.key == ProfileKey.extensionService.rawValue })
        {
            var merged = kind
            merged.sources = fields[index].sources + kind.sources
            fields[index] = merged
        }
        if linked.value.stringValue == AppSDKs.cleverTap.rawValue { fields = fields.map(withoutLeanplumDefault) }
        for (key, reason) in InferredProfile.unknowable {
            fields.append(.unknown(key, note: "not in the repository: " + reason))
        }
        let ordered = InferredProfile.keys.compactMap { key in fields.first { $0.key == key } }
        diagnostics += AppWarnings.of(ordered, sdks: sdks, repository: repository)
        return InferredProfile(fields: ordered, diagnostics: diagnostics)
    }

    /// In a CleverTap-only app, a Leanplum setting read from an absence (no
    /// `LeanplumSwizzlingEnabled`, no `setPushDeliveryTrackingEnabled` call) is Leanplum's default,
    /// not a fact of the app: unknown, and left out of the profile. One read at a line of the
    /// app's plist or code is kept.
    static func withoutLeanplumDefault(_ field: InferredField) -> InferredField {
        guard field.key.hasPrefix(ProfileSection.leanplum.rawValue + "."), field.key != TrackedSDK.leanplum.key,
            field.certainty != .unknown,
            !field.sources.contains(where: { $0.line != nil && !$0.file.hasSuffix(".pbxproj") })
        else { return field }
        return .unknown(
            field.key, note: "not linked: the app links CleverTap only (sdks), and Leanplum's default is no fact of it")
    }

    /// The names and endings of the files a search of the repository reads besides the lock
    /// files and manifests (`dependencies` warns of those): its Info.plists, projects, and code.
    /// (A podspec is read where a Podfile names it, and its field says why it was not.)
    static let searchedNames = ["Info.plist", "package.json", "pubspec.yaml", "Package.swift"]
    static var searchedEndings: [String] {
        [".pbxproj", ".h"] + CodeScanner.sourceExtensions + ScriptStarts.extensions
    }

    /// Warnings for the entries a search would have read that are not regular files (a FIFO
    /// named `Info.plist`, a linked `AppDelegate.swift`): never read, never silently skipped.
    static func unreadSources(_ repository: AppRepository) -> [Diagnostic] {
        repository.specialWarnings(consequence: "what it would tell is unknown") { path in
            let name = FilePath.lastComponent(path)
            return searchedNames.contains(name) || searchedEndings.contains(where: name.hasSuffix)
        }
    }

    // MARK: Lock files

    /// The lock files, nearest the root first: Podfile.lock, Package.resolved (at the root, in
    /// a project's or a workspace's `xcshareddata/swiftpm/`), Cartfile.resolved; then the Podfile
    /// for what no lock file resolves. A Podfile that asks another exact version than its lock
    /// resolved is stale: the lock wins, and the note says so.
    static func dependencies(_ repository: AppRepository) -> ResolvedSDKs {
        var sdks = ResolvedSDKs()
        for name in ["Podfile.lock", "Package.resolved", "Cartfile.resolved", "Podfile"]
        where repository.named(name).isEmpty {
            sdks.diagnostics += repository.specialWarnings(
                named: name, consequence: "the SDK versions it would give are unknown")
        }
        if let lock = repository.named("Podfile.lock").first {
            readText(repository, lock, into: &sdks) { PodfileLock.read($0, file: lock, into: &$1) }
        }
        let resolved = repository.named("Package.resolved").filter {
            !$0.contains("/") || $0.contains(".xcodeproj/project.xcworkspace/xcshareddata/swiftpm/")
                || $0.contains(".xcworkspace/xcshareddata/swiftpm/")
                || FilePath.directory(of: $0).split(separator: "/").count <= 1
        }
        if let file = resolved.first {
            readText(repository, file, into: &sdks) { PackageResolved.read($0, file: file, into: &$1) }
        }
        let managers = LinkedManagers.read(repository)
        var leftover = ResolvedSDKs()
        if let cartfile = repository.named("Cartfile.resolved").first {
            let isLeftover = managers?.cartfileIsLeftover == true
            readText(repository, cartfile, into: &leftover) {
                CartfileResolved.read(String(decoding: $0, as: UTF8.self), file: cartfile, into: &$1)
            }
            sdks.diagnostics += leftover.diagnostics
            if !isLeftover {
                sdks.dependencySources += leftover.dependencySources
                for (sdk, version) in leftover.versions { sdks.offer(sdk, version) }
                leftover = ResolvedSDKs()
            }
        }
        if let podfile = repository.named("Podfile").first {
            var manifest = ResolvedSDKs()
            readText(repository, podfile, into: &manifest) {
                Podfile.read(String(decoding: $0, as: UTF8.self), file: podfile, into: &$1)
            }
            for sdk in TrackedSDK.allCases {
                if var locked = sdks.versions[sdk] {
                    if let asked = manifest.versions[sdk], asked.version != locked.version {
                        locked.note +=
                            "; the Podfile asks \(asked.version) at \(asked.source): it is stale, run pod install"
                        sdks.versions[sdk] = locked
                    }
                } else if let asked = manifest.versions[sdk] {
                    sdks.versions[sdk] = asked
                } else if let open = manifest.unresolved[sdk], sdks.unresolved[sdk] == nil {
                    sdks.unresolved[sdk] = open
                }
            }
            sdks.diagnostics += manifest.diagnostics
            sdks.dependencySources += manifest.dependencySources
            followLocalPods(manifest.localPods, podfile: podfile, repository, into: &sdks)
        }
        // SwiftPM's manifests, read like the Podfile: only what no lock file resolves.
        SwiftPMRequirement.read(repository, into: &sdks)
        if let managers { noteLeftovers(leftover, linked: managers, in: &sdks) }
        sdks.diagnostics += staleLock(repository).map { [$0] } ?? []
        return sdks
    }

    /// The podspecs of the Podfile's local pods, for the SDKs neither a lock file nor the Podfile
    /// itself decides (`LocalPods`).
    private static func followLocalPods(
        _ pods: [LocalPod], podfile: String, _ repository: AppRepository, into sdks: inout ResolvedSDKs
    ) {
        // A Podfile.lock's PODS list holds the local pods' dependencies too: it decides.
        guard !pods.isEmpty, !sdks.dependencySources.contains(where: { FilePath.lastComponent($0) == "Podfile.lock" })
        else { return }
        var local = ResolvedSDKs()
        local.versions = sdks.versions
        local.unresolved = sdks.unresolved
        LocalPods.read(pods, podfile: podfile, in: repository, into: &local)
        sdks.diagnostics += local.diagnostics
        sdks.dependencySources += local.dependencySources
        sdks.notFollowed += local.notFollowed
        // A local SDK pod's podspec decides what the Podfile's line left open.
        for sdk in TrackedSDK.allCases where sdks.versions[sdk] == nil {
            if let version = local.versions[sdk] {
                sdks.versions[sdk] = version
            } else if let open = local.unresolved[sdk] {
                sdks.unresolved[sdk] = open
            }
        }
    }

    /// A leftover Cartfile.resolved's versions, not used: said in the note of each SDK it names
    /// that another source decides.
    private static func noteLeftovers(
        _ leftover: ResolvedSDKs, linked managers: LinkedManagers, in sdks: inout ResolvedSDKs
    ) {
        for (sdk, version) in leftover.versions {
            let said =
                "; \(version.source.file) names \(version.version) at \(version.source), a leftover: \(managers.file) links CocoaPods, not Carthage"
            if var found = sdks.versions[sdk] {
                found.note += said
                sdks.versions[sdk] = found
            } else if var open = sdks.unresolved[sdk] {
                open.note += said
                sdks.unresolved[sdk] = open
            }
        }
    }

    /// `PodfileChecksum`'s warning for the first Podfile.lock and the Podfile in its folder.
    static func staleLock(_ repository: AppRepository) -> Diagnostic? {
        guard let lock = repository.named("Podfile.lock").first else { return nil }
        let folder = FilePath.directory(of: lock)
        let podfile = folder == "." ? "Podfile" : FilePath.join(folder, "Podfile")
        guard repository.named("Podfile").contains(podfile), case .success(let lockBytes) = repository.read(lock),
            case .success(let podfileBytes) = repository.read(podfile)
        else { return nil }
        return PodfileChecksum.check(lock: lockBytes, lockFile: lock, podfile: podfileBytes, podfileFile: podfile)
    }

    private static func readText(
        _ repository: AppRepository, _ file: String, into sdks: inout ResolvedSDKs,
        _ read: (UnsafeRawBufferPointer, inout ResolvedSDKs) -> Void
    ) {
        switch repository.read(file) {
        case .failure(let failure): sdks.diagnostics.append(failure.diagnostic)
        case .success(let bytes):
            sdks.dependencySources.append(file)
            bytes.withUnsafeBytes { read($0, &sdks) }
        }
    }

    // MARK: Code

    /// Every Swift, Objective-C and Objective-C++ file outside test folders: the service
    /// extension's folder apart from the app's, its headers too (an Objective-C extension
    /// declares `@interface NotificationService : CTNotificationServiceExtension` in its `.h`,
    /// as clevertap-react-native's Example does).
    static func scanCode(_ repository: AppRepository, extensionFolder: String?) -> CodeInference {
        var code = CodeInference()
        for file in repository.files where ScriptStarts.isScript(file) {
            guard case .success(let bytes) = repository.read(file, limit: CodeScanner.maxSourceBytes) else { continue }
            code.scriptStarts += ScriptStarts.scan(file: file, bytes: bytes)
        }
        let inExtension = { (file: String) in extensionFolder.map { file.hasPrefix($0 + "/") } ?? false }
        for file in repository.files
        where CodeScanner.sourceExtensions.contains(where: file.hasSuffix) || file.hasSuffix(".h") && inExtension(file)
        {
            let folders = file.split(separator: "/").dropLast()
            guard !folders.contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }) else { continue }
            let bytes: [UInt8]
            switch repository.read(file, limit: CodeScanner.maxSourceBytes) {
            case .failure(let failure):
                code.diagnostics.append(failure.diagnostic)
                continue
            case .success(let read): bytes = read
            }
            var scanner = CodeScanner(file: file, bytes: bytes)
            let findings = scanner.scan()
            code.diagnostics += scanner.diagnostics
            if inExtension(file) {
                code.serviceExtension.merge(findings)
            } else {
                code.fileCount += 1
                code.app.merge(findings)
            }
        }
        return code
    }
}
