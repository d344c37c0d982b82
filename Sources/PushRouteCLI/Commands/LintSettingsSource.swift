import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Where each file's lint settings come from: the configuration found above the file (or
/// the one `--config` names, or none with `--no-config`), with the command line's options
/// over it.
final class LintSettingsSource {
    let flags: LintFlags
    let configFile: String?
    let ignoreConfigs: Bool
    let discovery: ConfigDiscovery

    init(flags: LintFlags, configFile: String?, ignoreConfigs: Bool, discovery: ConfigDiscovery) {
        self.flags = flags
        self.configFile = configFile
        self.ignoreConfigs = ignoreConfigs
        self.discovery = discovery
    }

    /// The settings `input` is linted with, or the configuration that was refused.
    func settings(for input: InputName) -> Result<LintSettings, SettingsFileError> {
        let path = input.isStandardInput ? nil : discovery.absolute(input.path)
        var config: LintConfig?
        switch configuration(for: path) {
        case .failure(let error): return .failure(error)
        case .success(let found): config = found
        case nil: break
        }
        return .success(LintSettings.resolve(path: path, config: config, flags: flags))
    }

    /// Standard input takes the configuration of the working directory.
    private func configuration(for path: String?) -> Result<LintConfig, SettingsFileError>? {
        if ignoreConfigs { return nil }
        if let configFile { return discovery.load(configFile, named: configFile) }
        return path.map(discovery.configuration(forFile:))
            ?? discovery.configuration(forDirectory: discovery.workingDirectory)
    }

    /// `lint --print-config FILE`: the settings as JSON.
    func printSettings(of file: String, context: CommandContext) -> ExitStatus {
        switch settings(for: InputName(file)) {
        case .failure(let error):
            Self.report(error, context: context)
            return .usage
        case .success(let settings):
            let document = SettingsDocument.document(settings, file: InputName(file).displayName)
            Jansson.encode(document, style: JSONStyle(indent: 2), to: context.standardOutput)
            context.standardOutput.write("\n")
            return .success
        }
    }

    /// Reports every error of a refused configuration or baseline, with its source lines.
    static func report(_ error: SettingsFileError, context: CommandContext) {
        error.text.withUnsafeBytes { text in
            var lines = TextLocator(text)
            context.report(error.diagnostics, showRule: true) { lines.lineText($0) }
        }
    }
}

/// A baseline read for `--baseline`, and the folder its entries' files are relative to.
struct LoadedBaseline {
    var matcher: BaselineMatcher
    var directory: String

    /// The baseline at `path`; nil after reporting why it cannot be used.
    static func load(_ path: String, discovery: ConfigDiscovery, context: CommandContext) -> LoadedBaseline? {
        let absolute = discovery.absolute(path)
        switch InputFile.readAll(InputName(absolute)).mapError({ InputError(file: path, reason: $0.reason) }) {
        case .failure(let error):
            context.report([.error(path, error.reason.replacing("cannot read:", with: "cannot read the baseline:"))])
            return nil
        case .success(let bytes):
            switch Baseline.read(bytes, file: path) {
            case .failure(let error):
                LintSettingsSource.report(error, context: context)
                return nil
            case .success(let baseline):
                return LoadedBaseline(matcher: BaselineMatcher(baseline), directory: FilePath.directory(of: absolute))
            }
        }
    }
}
