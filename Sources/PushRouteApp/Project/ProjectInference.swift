import PushRouteCore
import PushRouteReader

/// What the Xcode project and its property lists say: the app's Info.plist fields, its
/// entitlements, and its notification service extension.
struct ProjectInference {
    let repository: AppRepository
    var fields: [InferredField] = []
    var diagnostics: [Diagnostic] = []
    /// The folder of the service extension's Info.plist (its code is there), when there is one.
    var extensionFolder: String?
    /// The service extension's principal class, as its Info.plist names it.
    var extensionPrincipalClass: String?
    /// The app target's build settings, which resolve `$(VAR)` in its Info.plist.
    private var buildSettings: BuildSettings?
    /// The plists read so far, by path (nil: not readable).
    private var plists: [String: InfoPlist?] = [:]

    init(repository: AppRepository) {
        self.repository = repository
    }

    /// The Info.plist to read and how sure app infer is that it is the app's.
    struct Choice {
        var file: String
        var certainty: Certainty
        var why: FieldSource?
        var note: String
    }

    mutating func run() {
        let project = readProject()
        let app = project?.targets.first { $0.isApplication }
        let plist = appPlist(project, app)
        if let project, let app { buildSettings = BuildSettings(project, app) }
        readAppPlist(plist)
        readEntitlements(project, app)
        readSceneSetting(project, app)
        readExtension(project)
    }

    // MARK: The project

    private mutating func readProject() -> XcodeProject? {
        guard let file = repository.ending(with: ".xcodeproj/project.pbxproj").first else { return nil }
        switch repository.read(file) {
        case .failure(let failure):
            diagnostics.append(failure.diagnostic)
            return nil
        case .success(let bytes):
            let (project, found) = bytes.withUnsafeBytes { XcodeProject.read($0, file: file) }
            diagnostics += found
            return project
        }
    }

    /// The app target's INFOPLIST_FILE (its Release configuration's, else the first); without a
    /// project, the Info.plist nearest the root outside extension and test folders (`likely`).
    private mutating func appPlist(_ project: XcodeProject?, _ app: XcodeProject.Target?) -> Choice? {
        if let project, let app, let (configuration, setting) = Self.setting("INFOPLIST_FILE", of: app) {
            let source = FieldSource(file: project.file, line: setting.line)
            let (path, variable) = project.repositoryPath(setting.value)
            if let variable {
                diagnostics.append(
                    unresolved(variable, file: project.file, line: setting.line, what: "the app's Info.plist"))
                return nil
            }
            guard let path, repository.refusal(path) == nil else {
                diagnostics.append(refused("INFOPLIST_FILE", setting, path: path, in: project))
                return nil
            }
            let (certainty, also) = Self.otherPlists(of: app, chosen: setting.value)
            return Choice(
                file: path, certainty: certainty, why: source, note: "target '\(app.name)' (\(configuration))\(also)")
        }
        let candidates = repository.named("Info.plist").filter { !$0.contains("Tests/") && !$0.contains("Extension") }
        guard let first = candidates.first else { return nil }
        let note =
            candidates.count == 1
            ? "the only Info.plist; no project names it"
            : "nearest the root of \(candidates.count); no project names it"
        return Choice(file: first, certainty: .likely, why: nil, note: note)
    }

    /// A setting of the target, the release configurations' first (`Release`, then a flavour's
    /// `Release-prod`).
    static func setting(_ name: String, of target: XcodeProject.Target) -> (String, XcodeProject.Setting)? {
        for configuration in target.releaseFirst {
            if let setting = configuration.settings[name] { return (configuration.name, setting) }
        }
        return nil
    }

    /// What the other configurations' INFOPLIST_FILE say beside the `chosen` one: `likely`, each
    /// named, when another release configuration (a flavour's) names another plist; a debug
    /// configuration's other plist is only named.
    static func otherPlists(of app: XcodeProject.Target, chosen: String) -> (Certainty, String) {
        let release = app.configurations.filter(\.isRelease).compactMap { configuration in
            configuration.settings["INFOPLIST_FILE"].map { (configuration.name, $0.value) }
        }.filter { $0.1 != chosen }
        let releaseFiles = Set(release.map(\.1))
        let others = Set(app.configurations.compactMap { $0.settings["INFOPLIST_FILE"]?.value }).subtracting([chosen])
            .subtracting(releaseFiles)
        var also = others.isEmpty ? "" : "; other configurations name " + others.sorted().joined(separator: ", ")
        guard !release.isEmpty else { return (.certain, also) }
        also +=
            "; " + release.map { "\($0.0) names \($0.1)" }.joined(separator: ", ")
            + ": the release configurations disagree"
        return (.likely, also)
    }

    private func unresolved(_ variable: String, file: String, line: Int?, what: String) -> Diagnostic {
        Diagnostic(
            file: file, at: line.map { SourceLocation(line: $0, column: 1) }, severity: .warning,
            rule: AppInferenceRule.unresolved,
            message: "\(what) is given as \(variable), a build setting only Xcode resolves: its fields are unknown")
    }

    /// The plist at `file`, read once however many targets name it (its warning given once).
    private mutating func plist(_ file: String) -> InfoPlist? {
        if let read = plists[file] { return read }
        let read: InfoPlist?
        switch repository.read(file) {
        case .failure(let failure):
            diagnostics.append(failure.diagnostic)
            read = nil
        case .success(let bytes):
            let (plist, diagnostic) = InfoPlist.read(bytes, file: file)
            if let diagnostic { diagnostics.append(diagnostic) }
            read = plist
        }
        plists[file] = .some(read)
        return read
    }

    // MARK: The app's Info.plist

    private mutating func readAppPlist(_ choice: Choice?) {
        guard let choice else {
            for key in InfoPlistKey.app { fields.append(.unknown(key.field, note: "no Info.plist read")) }
            return
        }
        guard let plist = plist(choice.file) else {
            for key in InfoPlistKey.app { fields.append(.unknown(key.field, note: "\(choice.file) cannot be read")) }
            return
        }
        let chosen = choice.why.map { [$0] } ?? []
        for key in InfoPlistKey.app {
            guard let value = plist.root[key.plistKey] else {
                if let (json, note) = key.absent {
                    fields.append(
                        InferredField(
                            key.field, json, choice.certainty,
                            sources: [FieldSource(file: choice.file, line: nil)] + chosen,
                            note: "\(note); \(choice.note)"))
                }
                continue
            }
            let source = plist.source(key.plistKey)
            switch key.convert(value) {
            case .success(let (json, note)):
                fields.append(
                    InferredField(
                        key.field, json, choice.certainty, sources: [source] + chosen,
                        note: "\(key.plistKey) \(note); \(choice.note)"))
            case .failure(let refusal):
                if refusal.isUnresolved, let text = value.stringValue,
                    let field = resolved(key, text, at: source, choice)
                {
                    fields.append(field)
                    continue
                }
                fields.append(.unknown(key.field, note: "\(key.plistKey): \(refusal.message)", sources: [source]))
                diagnostics.append(
                    Diagnostic(
                        file: choice.file, at: source.line.map { SourceLocation(line: $0, column: 1) },
                        severity: .warning,
                        rule: refusal.isUnresolved ? AppInferenceRule.unresolved : AppInferenceRule.syntax,
                        message: "\(key.plistKey): \(refusal.message): '\(key.field)' is unknown"))
            }
        }
    }

    /// A value holding `$(VAR)` resolved from the app target's build settings: the Release
    /// configuration's value (else the first's), `likely` when another configuration gives
    /// another value or leaves a variable unset (each named); nil when that configuration
    /// cannot resolve it.
    private func resolved(_ key: InfoPlistKey, _ text: String, at source: FieldSource, _ choice: Choice)
        -> InferredField?
    {
        guard let resolved = buildSettings?.resolve(text), let first = resolved.first, let value = first.value,
            case .success(let (json, note)) = key.convert(.string(value))
        else { return nil }
        var certainty = choice.certainty
        var said = "\(key.plistKey) \(note): '\(text)' is '\(value)' in \(first.configuration)"
        let others = resolved.dropFirst().filter { $0.value != value }
        if !others.isEmpty {
            certainty = max(certainty, .likely)
            said +=
                "; "
                + others.map { other in
                    other.value.map { "'\($0)' in \(other.configuration)" } ?? "unset in \(other.configuration)"
                }
                .joined(separator: ", ") + ": the configurations disagree"
        }
        let chosen = choice.why.map { [$0] } ?? []
        return InferredField(
            key.field, json, certainty, sources: [source] + first.sources + chosen, note: said + "; " + choice.note)
    }

    /// The warning for a build setting naming a file that is not read: outside the
    /// repository, not a regular file, or missing (`AppRepository.refusal`).
    private func refused(_ name: String, _ setting: XcodeProject.Setting, path: String?, in project: XcodeProject)
        -> Diagnostic
    {
        let reason = path.flatMap(repository.refusal) ?? "not in the repository"
        return Diagnostic(
            file: project.file, at: setting.line.map { SourceLocation(line: $0, column: 1) }, severity: .warning,
            rule: AppInferenceRule.syntax, message: "\(name) '\(setting.value)' is \(reason)")
    }

    // MARK: Entitlements and scenes

    private mutating func readEntitlements(_ project: XcodeProject?, _ app: XcodeProject.Target?) {
        let key = ProfileKey.apsEnvironment
        guard let project, let app, let (_, setting) = Self.setting("CODE_SIGN_ENTITLEMENTS", of: app) else {
            fields.append(.unknown(key, note: "no entitlements file named by the app target"))
            return
        }
        let (path, variable) = project.repositoryPath(setting.value)
        if let path, variable == nil, repository.refusal(path) != nil {
            diagnostics.append(refused("CODE_SIGN_ENTITLEMENTS", setting, path: path, in: project))
        }
        guard let path, variable == nil, repository.refusal(path) == nil, let plist = plist(path) else {
            fields.append(
                .unknown(
                    key, note: "entitlements '\(setting.value)' not read",
                    sources: [FieldSource(file: project.file, line: setting.line)]))
            return
        }
        guard let environment = plist.root["aps-environment"]?.stringValue else {
            fields.append(
                InferredField(
                    key, .null, .certain, sources: [plist.source("aps-environment")],
                    note: "no aps-environment: the app cannot receive pushes"))
            return
        }
        fields.append(
            InferredField(
                key, .string(environment), .certain, sources: [plist.source("aps-environment")], note: "aps-environment"
            ))
    }

    /// Xcode 13's generated Info.plist: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`
    /// makes the app scene-based without the key in the file.
    private mutating func readSceneSetting(_ project: XcodeProject?, _ app: XcodeProject.Target?) {
        guard let project, let app,
            let (_, setting) = Self.setting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", of: app),
            ObjCBool.boolValue(setting.value)
        else { return }
        let field = InferredField(
            .sceneBased, .bool(true), .certain,
            sources: [FieldSource(file: project.file, line: setting.line)],
            note: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES (a generated scene manifest)")
        if let index = fields.firstIndex(where: { $0.key == field.key }) {
            fields[index] = field
        } else {
            fields.append(field)
        }
    }

    // MARK: The service extension

    /// The app-extension target whose Info.plist's `NSExtensionPointIdentifier` is
    /// `com.apple.usernotifications.service`.
    private mutating func readExtension(_ project: XcodeProject?) {
        guard let project else {
            for key in [
                ProfileKey.extensionService, ProfileKey.extensionCredentials,
                ProfileKey.extensionAllowsHTTP,
            ] {
                fields.append(.unknown(key, note: "no Xcode project read"))
            }
            return
        }
        var unread: [String] = []
        for target in project.targets where target.isAppExtension {
            guard let (_, setting) = Self.setting("INFOPLIST_FILE", of: target) else { continue }
            guard let path = extensionPlistPath(setting, of: target, in: project) else {
                unread.append(target.name)
                continue
            }
            guard let plist = plist(path),
                plist.root["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue
                    == "com.apple.usernotifications.service"
            else { continue }
            let principal = plist.root["NSExtension"]?["NSExtensionPrincipalClass"]?.stringValue ?? ""
            extensionFolder = FilePath.directory(of: path)
            extensionPrincipalClass = principal.split(separator: ".").last.map(String.init) ?? principal
            let targetSource = FieldSource(file: project.file, line: target.line)
            fields.append(
                InferredField(
                    .extensionService, .string("present"), .likely,
                    sources: [targetSource, plist.source("NSExtension")],
                    note: "target '\(target.name)', principal class '\(principal)'"))
            let account = plist.root["CleverTapAccountID"]?.stringValue
            fields.append(
                InferredField(
                    .extensionCredentials, .bool(account != nil && account?.isEmpty == false),
                    .certain,
                    sources: [plist.source(account == nil ? "NSExtension" : "CleverTapAccountID")],
                    note: account == nil
                        ? "no CleverTapAccountID in the extension's Info.plist"
                        : "CleverTapAccountID in the extension's Info.plist"))
            let arbitrary =
                plist.root["NSAppTransportSecurity"]?["NSAllowsArbitraryLoads"].flatMap(ObjCBool.boolValue) ?? false
            fields.append(
                InferredField(
                    .extensionAllowsHTTP, .bool(arbitrary), .certain,
                    sources: [plist.source(arbitrary ? "NSAppTransportSecurity" : "NSExtension")],
                    note: arbitrary
                        ? "NSAppTransportSecurity NSAllowsArbitraryLoads" : "App Transport Security not relaxed"))
            return
        }
        guard unread.isEmpty else {
            let note =
                "the Info.plist of extension target \(unread.map { "'\($0)'" }.joined(separator: ", ")) was not read"
            for key in [
                ProfileKey.extensionService, ProfileKey.extensionCredentials,
                ProfileKey.extensionAllowsHTTP,
            ] {
                fields.append(.unknown(key, note: note, sources: [FieldSource(file: project.file, line: nil)]))
            }
            return
        }
        fields.append(
            InferredField(
                .extensionService, .string(ServiceExtensionKind.none.rawValue), .certain,
                sources: [FieldSource(file: project.file, line: nil)],
                note: "no notification service extension target"))
    }

    /// The repository path of an app extension's INFOPLIST_FILE; nil, with a warning, when it
    /// is a build variable or leaves the repository (as the app's own, `appPlist`).
    private mutating func extensionPlistPath(
        _ setting: XcodeProject.Setting, of target: XcodeProject.Target, in project: XcodeProject
    ) -> String? {
        let (path, variable) = project.repositoryPath(setting.value)
        if let variable {
            diagnostics.append(
                unresolved(
                    variable, file: project.file, line: setting.line,
                    what: "the Info.plist of extension target '\(target.name)'"))
            return nil
        }
        guard let path, repository.refusal(path) == nil else {
            diagnostics.append(refused("INFOPLIST_FILE", setting, path: path, in: project))
            return nil
        }
        return path
    }
}

extension InferenceRefusal {
    var isUnresolved: Bool {
        if case .unresolved = self { return true }
        return false
    }
}
