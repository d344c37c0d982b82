import PushRouteCore
import PushRouteReader

/// Finds each file's configuration as swift-format finds `.swift-format`: the nearest
/// `.pushroute.json` in the file's folder or above it, up to the top of its repository or the
/// home directory, and only one the user running owns where no one else may write
/// (`FileTrust`); the first found is
/// used whole (configurations do not merge; overrides set per-folder settings). Folders and
/// configurations are looked at once per run.
public final class ConfigDiscovery {
    /// The absolute, normalized working directory, against which relative paths are read
    /// and configurations are named.
    public let workingDirectory: String
    private var nearest: [String: String?] = [:]
    private var loaded: [String: Result<LintConfig, SettingsFileError>] = [:]
    /// The variable `home` comes from.
    public static let homeVariable = "HOME"
    /// The home directory, where discovery stops (`HOME`, the run's: `CommandContext.environment`).
    private let home: String?
    /// Reports a configuration found but not trusted (`FileTrust`), once each.
    private let warn: (Diagnostic) -> Void
    private var warned: Set<String> = []

    public init(
        workingDirectory: String, home: String?,
        warn: @escaping (Diagnostic) -> Void = { _ in }
    ) {
        self.workingDirectory = FilePath.normalize(workingDirectory)
        self.home = home.map(FilePath.normalize)
        self.warn = warn
    }

    /// The absolute, normalized path of `path` as given on the command line.
    public func absolute(_ path: String) -> String { FilePath.absolute(path, in: workingDirectory) }

    /// The configuration of the file at `path` (absolute), if one is found above it.
    public func configuration(forFile path: String) -> Result<LintConfig, SettingsFileError>? {
        configuration(forDirectory: FilePath.directory(of: path))
    }

    /// The configuration found from `directory` (absolute) upwards, if any.
    public func configuration(forDirectory directory: String) -> Result<LintConfig, SettingsFileError>? {
        guard let found = nearestFile(from: directory) else { return nil }
        let shown = FilePath.relative(found, to: workingDirectory)
        return load(found, named: FilePath.isInside(found, workingDirectory) ? shown : found)
    }

    /// The configuration at `path`, named as the user wrote it.
    public func load(_ path: String, named name: String) -> Result<LintConfig, SettingsFileError> {
        let absolute = absolute(path)
        if let result = loaded[absolute] { return result }
        let result: Result<LintConfig, SettingsFileError>
        switch InputFile.readAll(InputName(absolute)) {
        case .failure(let error):
            let diagnostic = Diagnostic.error(
                name, "cannot read the configuration: " + error.reason.replacing("cannot read: ", with: ""))
            result = .failure(SettingsFileError(diagnostics: [diagnostic], text: []))
        case .success(let bytes):
            result = LintConfigReader.read(bytes, file: name, directory: FilePath.directory(of: absolute))
        }
        loaded[absolute] = result
        return result
    }

    /// The nearest trusted configuration from `directory` up to the top of its repository (a
    /// folder holding `.git`), the home directory or `/`, whichever comes first: a folder above
    /// where the user works (`/tmp`, a shared parent) is not looked in.
    private func nearestFile(from directory: String) -> String? {
        if let known = nearest[directory] { return known }
        let candidate = FilePath.join(directory, LintConfig.fileName)
        var found: String?
        let kind = FileStatus.of(candidate, followLinks: true)?.kind
        if kind == .file, isTrusted(candidate) {
            found = candidate
        } else if let kind, kind != .file, kind != .directory {
            // A FIFO, socket or device where the configuration would be: never opened (a FIFO
            // would be waited on), said, and not looked above either (the folder has one).
            refuse(candidate, "\(FileIdentity.kindDescription(of: candidate)), not a regular file")
        } else if directory != "/", directory != home,
            FileStatus.of(FilePath.join(directory, ".git"), followLinks: false) == nil
        {
            found = nearestFile(from: FilePath.directory(of: directory))
        }
        nearest[directory] = found
        return found
    }

    /// Whether the configuration at `path` is trusted; warned once when it is not.
    private func isTrusted(_ path: String) -> Bool {
        guard let refusal = FileTrust.refusal(path) ?? FileTrust.linkRefusal(path) else { return true }
        refuse(path, refusal)
        return false
    }

    /// Warns, once, that the configuration at `path` is not read, and why.
    private func refuse(_ path: String, _ reason: String) {
        guard warned.insert(path).inserted else { return }
        let name = FilePath.isInside(path, workingDirectory) ? FilePath.relative(path, to: workingDirectory) : path
        warn(
            Diagnostic(file: name, at: nil, severity: .warning, rule: nil, message: "configuration not read: \(reason)")
        )
    }
}
