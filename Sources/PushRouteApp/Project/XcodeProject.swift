import PushRouteCore
import PushRouteReader

/// An Xcode project's `project.pbxproj` (an OpenStep property list, read with the payload
/// reader's OpenStep parsing): its native targets, each with its product type and, per build
/// configuration, the Info.plist and entitlements files it names.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        var name: String
        var productType: String
        var line: Int?
        var configurations: [Configuration]

        var isApplication: Bool { productType == "com.apple.product-type.application" }

        /// The configurations an App Store build uses first: `Release`, then Flutter's flavours
        /// `Release-prod`, `Release_staging` (the flavour's name after `Release-` or `Release_`), in
        /// the project's order; then the others.
        var releaseFirst: [Configuration] {
            let release = configurations.filter { $0.name == "Release" } + configurations.filter { $0.isReleaseFlavour }
            return release + configurations.filter { !$0.isRelease }
        }
        var isAppExtension: Bool { productType == "com.apple.product-type.app-extension" }
    }

    /// A build setting's value where the project sets it.
    struct Setting: Sendable {
        var value: String
        var line: Int?
    }

    struct Configuration: Sendable {
        var name: String
        var settings: [String: Setting]

        /// `Release-prod` or `Release_staging`: a flavour's release configuration.
        var isReleaseFlavour: Bool { name.hasPrefix("Release-") || name.hasPrefix("Release_") }
        /// `Release` or a flavour's release configuration.
        var isRelease: Bool { name == "Release" || isReleaseFlavour }
    }

    /// The pbxproj's path in the repository.
    var file: String
    /// The folder paths in the project are relative to: the one holding the `.xcodeproj`.
    var directory: String
    var targets: [Target]
    /// The project's own configurations (`PBXProject`'s list): each target inherits the
    /// settings of its configuration of the same name.
    var projectConfigurations: [Configuration] = []

    /// The project at `file`; nil, with a located warning, when it cannot be read whole. Linear
    /// in the text: its nesting is bounded by the payload reader's depth limit (512, a warning
    /// past it), and each target's configurations are found through an index of the objects.
    static func read(_ text: UnsafeRawBufferPointer, file: String) -> (XcodeProject?, [Diagnostic]) {
        let read = LocatedDocument.read(
            text, file: file, what: "project.pbxproj",
            consequence: "its targets, Info.plist files and entitlements are unknown")
        guard let root = read.value?.objectValue, let objects = root["objects"]?.objectValue else {
            let missing =
                read.value == nil
                ? []
                : [
                    Diagnostic(
                        file: file, at: SourceLocation(line: 1, column: 1), severity: .warning,
                        rule: AppInferenceRule.syntax,
                        message: "a project.pbxproj without 'objects': its targets are unknown")
                ]
            return (nil, read.diagnostics + missing)
        }
        let xcodeproj = FilePath.directory(of: file)
        let directory = FilePath.directory(of: xcodeproj)
        // Objects looked up by id in a dictionary built once (the first of a repeated id, as
        // `JSONObject`'s subscript): a search of the whole list per target was quadratic.
        let byID = Dictionary(objects.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var targets: [Target] = []
        var projectConfigurations: [Configuration] = []
        for member in objects.members {
            guard let object = member.value.objectValue else { continue }
            if object["isa"]?.stringValue == "PBXProject" && projectConfigurations.isEmpty {
                projectConfigurations = configurationIDs(object, byID).compactMap { configuration($0, byID) }
            }
            guard object["isa"]?.stringValue == "PBXNativeTarget" else { continue }
            let configurations = configurationIDs(object, byID).compactMap { configuration($0, byID) }
            targets.append(
                Target(
                    name: object["name"]?.stringValue ?? member.key,
                    productType: object["productType"]?.stringValue ?? "",
                    line: object.member("name")?.valueLocation?.line ?? member.keyLocation?.line,
                    configurations: configurations))
        }
        let project = XcodeProject(
            file: file, directory: directory == "." ? "" : directory, targets: targets,
            projectConfigurations: projectConfigurations)
        return (project, read.diagnostics)
    }

    private static func configurationIDs(_ target: JSONObject, _ objects: [String: JSONValue]) -> [String] {
        guard let listID = target["buildConfigurationList"]?.stringValue, let list = objects[listID]?.objectValue else {
            return []
        }
        return (list["buildConfigurations"]?.arrayValue ?? []).compactMap(\.stringValue)
    }

    private static func configuration(_ id: String, _ objects: [String: JSONValue]) -> Configuration? {
        guard let object = objects[id]?.objectValue else { return nil }
        var settings: [String: Setting] = [:]
        for member in object["buildSettings"]?.objectValue?.members ?? [] {
            let text: String
            switch member.value {
            case .string(let string): text = string
            case .integer(let number): text = String(number)
            case .array(let elements): text = elements.compactMap(\.stringValue).joined(separator: " ")
            default: continue
            }
            settings[member.key] = Setting(value: text, line: member.valueLocation?.line)
        }
        return Configuration(name: object["name"]?.stringValue ?? id, settings: settings)
    }

    /// A path build setting as a path in the repository: `$(SRCROOT)/` and `$(PROJECT_DIR)/`
    /// dropped, the rest relative to the project's folder; nil with the variable when another
    /// `$(VAR)` is left.
    func repositoryPath(_ value: String) -> (path: String?, unresolved: String?) {
        var path = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/"]
        where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        if let variable = BuildVariable.first(in: path) { return (nil, variable) }
        // An absolute path stays one: it is outside the repository (`AppRepository.refusal`).
        return (FilePath.normalize(directory.isEmpty || FilePath.isAbsolute(path) ? path : directory + "/" + path), nil)
    }
}

/// `$(VAR)` and `${VAR}`: build settings only Xcode resolves.
enum BuildVariable {
    /// The first variable in `text`, as written.
    static func first(in text: String) -> String? {
        firstRange(in: text).map { String(text[$0]) }
    }

    /// Where the first variable of `text` is (to its end when it is not closed).
    static func firstRange(in text: String) -> Range<String.Index>? {
        guard let dollar = text.firstIndex(of: "$") else { return nil }
        let rest = text[dollar...]
        guard rest.count > 1 else { return nil }
        let open = rest[rest.index(after: rest.startIndex)]
        guard open == "(" || open == "{" else { return nil }
        let close: Character = open == "(" ? ")" : "}"
        guard let end = rest.firstIndex(of: close) else { return dollar..<text.endIndex }
        return dollar..<text.index(after: end)
    }
}
