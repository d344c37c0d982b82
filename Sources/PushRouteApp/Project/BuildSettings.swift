import PushRouteCore

/// A target's build settings per configuration, as Xcode resolves `$(VAR)` and `${VAR}` in its
/// Info.plist: the target's setting, else the project's of the same configuration
/// (`$(inherited)` dropped). The release configurations first (`XcodeProject.Target.releaseFirst`),
/// as `ProjectInference.setting` reads them.
/// Settings from `.xcconfig` files are not read: a variable only they set stays unresolved.
struct BuildSettings {
    struct Resolved {
        var configuration: String
        /// The text with every variable replaced; nil when one is not set.
        var value: String?
        /// Where each variable was set.
        var sources: [FieldSource]
    }

    let file: String
    let configurations: [(name: String, settings: [String: XcodeProject.Setting])]

    /// Variables substituted in one value at most: a setting whose value names another is
    /// resolved through it, and a setting naming itself ends.
    static let maxSubstitutions = 16

    init(_ project: XcodeProject, _ target: XcodeProject.Target) {
        file = project.file
        configurations = target.releaseFirst.map { configuration in
            let inherited = project.projectConfigurations.first { $0.name == configuration.name }?.settings ?? [:]
            var settings = inherited.merging(configuration.settings) { _, own in own }
            settings["CONFIGURATION"] =
                settings["CONFIGURATION"] ?? XcodeProject.Setting(value: configuration.name, line: nil)
            return (configuration.name, settings)
        }
    }

    /// `text` in each configuration.
    func resolve(_ text: String) -> [Resolved] {
        configurations.map { configuration in
            var value = text
            var sources: [FieldSource] = []
            for _ in 0..<Self.maxSubstitutions {
                guard let range = BuildVariable.firstRange(in: value) else { break }
                let name = Self.name(of: String(value[range]))
                var replacement = ""
                if name != "inherited" {
                    guard let setting = configuration.settings[name] else {
                        return Resolved(configuration: configuration.name, value: nil, sources: sources)
                    }
                    if let line = setting.line { sources.append(FieldSource(file: file, line: line)) }
                    replacement = setting.value
                }
                value.replaceSubrange(range, with: replacement)
            }
            return Resolved(
                configuration: configuration.name,
                value: BuildVariable.first(in: value) == nil ? value.trimmingSpaces : nil, sources: sources)
        }
    }

    /// `CT_ACCOUNT` in `$(CT_ACCOUNT)`, `${CT_ACCOUNT}` and `$(CT_ACCOUNT:lower)`.
    static func name(of variable: String) -> String {
        let inner = variable.dropFirst(2).dropLast()
        return String(inner.split(separator: ":", maxSplits: 1).first ?? inner)
    }
}
