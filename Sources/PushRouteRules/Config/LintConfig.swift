import PushRouteCore

/// A rule's setting in a configuration: `"off"`, `"on"` (its default severity) or a severity.
public enum RuleSetting: Equatable, Sendable {
    case off, on
    case severity(Severity)

    /// The words a configuration uses, in the order messages list them.
    public static let words = ["on", "off", "error", "warning", "info"]

    public init?(_ word: String) {
        switch word {
        case "on": self = .on
        case "off": self = .off
        case "error": self = .severity(.error)
        case "warning": self = .severity(.warning)
        case "info": self = .severity(.info)
        default: return nil
        }
    }
}

/// A `.pushroute.json` as read: the settings for every file under its folder, and the
/// overrides for the files their globs match (docs/lint.md, "Configuration"; pushroute(1)
/// CONFIGURATION).
public struct LintConfig: Equatable, Sendable {
    /// The keys a configuration and each override may set.
    public struct Settings: Equatable, Sendable {
        /// Rule ids and their settings, in the order written.
        public var rules: [Rule] = []
        public var failOn: Severity?
        public var pushType: APNsPushType?
        public var priority: Int?
        public var exclude: [Glob] = []
        /// Pastes (`*.txt`, `*.log`) a walk of a folder takes (docs/commands.md, "Folders").
        public var include: [Glob] = []

        public struct Rule: Equatable, Sendable {
            public var id: String
            public var setting: RuleSetting
        }

        public init() {}
    }

    /// `{"files": [globs], ...}`: settings for the files the globs match, applied in order.
    public struct Override: Equatable, Sendable {
        public var files: [Glob]
        public var settings: Settings
    }

    /// The file's name as messages show it.
    public var file: String
    /// The absolute folder that holds it; globs are relative to it.
    public var directory: String
    public var settings: Settings
    public var overrides: [Override]
    /// Every override's `files` globs, and the override each belongs to: thousands of
    /// literal globs cost one lookup per file (`GlobIndex`).
    let overrideFiles: GlobIndex
    let overrideOfGlob: [Int]
    /// The configuration's `exclude`, and every `include` (of the overrides too).
    let excludes: GlobIndex
    let allIncludes: GlobIndex

    init(file: String, directory: String, settings: Settings, overrides: [Override]) {
        self.file = file
        self.directory = directory
        self.settings = settings
        self.overrides = overrides
        overrideFiles = GlobIndex(overrides.flatMap(\.files))
        overrideOfGlob = overrides.enumerated().flatMap { index, override in override.files.map { _ in index } }
        excludes = GlobIndex(settings.exclude)
        allIncludes = GlobIndex(settings.include + overrides.flatMap(\.settings.include))
    }

    /// The overrides whose `files` match `relative`, in order.
    func overrides(matching relative: String) -> [Int] {
        var seen = Set<Int>()
        return overrideFiles.matches(relative).map { overrideOfGlob[$0] }.filter { seen.insert($0).inserted }
    }

    /// The name a configuration file has, found by walking up from each linted file.
    public static let fileName = ".pushroute.json"

    /// The keys of a configuration; an override has `files` and these but `overrides`.
    public static let keys = [
        "$schema", "rules", "fail_on", "push_type", "priority", "exclude", "include", "overrides",
    ]
    public static let overrideKeys = ["files", "rules", "fail_on", "push_type", "priority", "exclude", "include"]
}

extension LintConfig {
    /// Whether an `include` glob (of the configuration or of an override) matches `path`
    /// (absolute): a paste a walk of a folder takes.
    public func includes(_ path: String) -> Bool {
        let relative = FilePath.relative(path, to: directory)
        guard relative != "..", !relative.hasPrefix("../") else { return false }
        return allIncludes.matchesAny(relative)
    }
}
