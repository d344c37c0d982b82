import PushRouteApp
import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// `--app FILE` (of `simulate` and `classify --trace`): the profile's settings with the
/// command line's options applied (`flags`). A profile that cannot be read ends the run
/// with status 2; one that is refused, with its errors at their lines and status 64.
/// `--app DIR` infers the profile from the app's repository (`AppCommand.infer`), its
/// warnings reported; a part of it that could not be read is reported and ends the run with
/// status 2 once the payloads are simulated.
enum AppProfileOption {
    /// The run ends with this status (the reasons are reported).
    struct Stop: Error { var status: ExitStatus }

    static func settings(
        _ path: String?, context: CommandContext, flags: (inout SimulationSettings) -> Void = { _ in }
    ) -> Result<SimulationSettings, Stop> {
        var settings = SimulationSettings()
        if let path, path != "-", FileStatus.of(path, followLinks: true)?.kind == .directory {
            guard let checked = AppCommand.infer(path, context: context),
                let inferred = InferredSettings.settings(checked, name: path)
            else { return .failure(Stop(status: .unreadableInput)) }
            // A folder or file the walk could not see (reported): the run goes on, status 2.
            if checked.diagnostics.contains(where: { $0.severity == .error }) {
                context.statusFloor = context.statusFloor.combined(with: .unreadableInput)
            }
            settings = inferred
        } else if let path {
            guard let bytes = context.read(InputName(path)) else { return .failure(Stop(status: .unreadableInput)) }
            let loaded = bytes.withUnsafeBytes { text in
                let result = AppProfile.load(text, file: InputName(path).displayName)
                var lines = TextLocator(text)
                // A run of diagnostics is reported at once, so that many on one line read it once.
                var rest = result.diagnostics[...]
                while let first = rest.first {
                    let run = rest.prefix { isProfileRule($0) == isProfileRule(first) }
                    context.report(Array(run), showRule: isProfileRule(first)) { lines.lineText($0) }
                    rest = rest.dropFirst(run.count)
                }
                return result.settings
            }
            guard let loaded else { return .failure(Stop(status: .usage)) }
            settings = loaded
        }
        flags(&settings)
        return .success(settings)
    }

    /// The profile's own errors show their rule; the reader's (its JSON) do not.
    private static func isProfileRule(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule.map { AppProfileRule(rawValue: $0.rawValue) != nil } ?? false
    }
}
