import PushRouteCore
import PushRouteReader

/// Finds each file's configuration as swift-format finds `.swift-format`: the nearest
/// `.pushroute.json` in the file's folder or above it, up to the root; the first found is
/// used whole (configurations do not merge; overrides set per-folder settings). Folders and
/// configurations are looked at once per run.
public final class ConfigDiscovery {
    /// The absolute, normalized working directory, against which relative paths are read
    /// and configurations are named.
    public let workingDirectory: String
    private var nearest: [String: String?] = [:]
    private var loaded: [String: Result<LintConfig, SettingsFileError>] = [:]

    public init(workingDirectory: String) {
        self.workingDirectory = FilePath.normalize(workingDirectory)
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
            let diagnostic = Diagnostic.error(name, "cannot read the configuration: " + error.reason.replacing("cannot read: ", with: ""))
            result = .failure(SettingsFileError(diagnostics: [diagnostic], text: []))
        case .success(let bytes):
            result = LintConfigReader.read(bytes, file: name, directory: FilePath.directory(of: absolute))
        }
        loaded[absolute] = result
        return result
    }

    private func nearestFile(from directory: String) -> String? {
        if let known = nearest[directory] { return known }
        let candidate = FilePath.join(directory, LintConfig.fileName)
        var found: String?
        if FileStatus.of(candidate, followLinks: true)?.kind == .file {
            found = candidate
        } else if directory != "/" {
            found = nearestFile(from: FilePath.directory(of: directory))
        }
        nearest[directory] = found
        return found
    }
}
