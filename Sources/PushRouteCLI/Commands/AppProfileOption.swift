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
        load(path, context: context, flags: flags).map(\.settings)
    }

    /// The settings, and the profile keys a repository read with a doubt or left unknown
    /// (none for a profile: its keys are the user's word).
    static func load(
        _ path: String?, context: CommandContext, flags: (inout SimulationSettings) -> Void = { _ in }
    ) -> Result<(settings: SimulationSettings, uncertain: Set<String>), Stop> {
        var settings = SimulationSettings()
        var uncertain: Set<String> = []
        if let path, path != "-", FileStatus.of(path, followLinks: true)?.kind == .directory {
            guard let checked = AppCommand.infer(path, context: context),
                let inferred = InferredSettings.settings(checked, name: path)
            else { return .failure(Stop(status: .unreadableInput)) }
            // A folder or file the walk could not see (reported): the run goes on, status 2.
            if checked.diagnostics.contains(where: { $0.severity == .error }) {
                context.statusFloor = context.statusFloor.combined(with: .unreadableInput)
            }
            if let warning = defaultsWarning(checked, directory: path) { context.report([warning], showRule: true) }
            settings = inferred
            uncertain = Set(checked.fields.filter { $0.certainty != .certain }.map(\.key))
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
        return .success((settings, uncertain))
    }

    /// One warning listing the profile keys the repository left unknown, each with the default
    /// the model runs it with; nil when it decided them all. The keys the simulator does not
    /// read for the app's SDKs (`SimulationSetting.isRead(by:)`), the extension's keys of an
    /// app without one, and where and on which instance the app makes a CleverTap call it does
    /// not make (or makes as the class method), are not listed: nothing reads them.
    static func defaultsWarning(_ checked: InferredProfile, directory: String) -> Diagnostic? {
        let decided = Set(checked.fields.filter { $0.certainty != .unknown }.map(\.key)).union(unreadCallKeys(checked))
        let sdks = checked.field(ProfileKey.sdks.rawValue).flatMap {
            $0.certainty == .unknown ? nil : $0.value.stringValue.flatMap(AppSDKs.init)
        }
        let defaults = SimulationSettings()
        let noExtension =
            checked.field(ProfileKey.extensionService.rawValue).map {
                $0.certainty != .unknown && $0.value == .string(ServiceExtensionKind.none.rawValue)
            } ?? false
        let unread: (SimulationSetting) -> Bool = { setting in
            !setting.isRead(by: sdks ?? .leanplumAndCleverTap)
                || (setting.section == ProfileSection.extension.rawValue && noExtension)
        }
        let filled = SimulationSetting.all.filter { !decided.contains($0.key) && !unread($0) }
        guard !filled.isEmpty else { return nil }
        let listed = filled.map { "\($0.key) \(Jansson.encode($0.json(defaults), style: JSONStyle(compact: true)))" }
        return Diagnostic(
            file: directory, at: nil, severity: .warning, rule: AppInferenceRule.defaults,
            message: "\(filled.count) profile keys the repository does not decide run with the model's defaults: "
                + listed.joined(separator: ", ")
                + "; write them in a profile to change them ('pushroute app infer DIR > app.json')")
    }

    /// `clevertap.app_calls_in`, `app_calls_on` and `app_calls_through` when the repository
    /// decided the app makes no call of its own; `app_calls_on` alone for the class method.
    private static func unreadCallKeys(_ checked: InferredProfile) -> [String] {
        guard let field = checked.field(ProfileKey.appDidReceiveCalls.rawValue), field.certainty != .unknown else {
            return []
        }
        let site = ProfileKey.appCallsIn.rawValue
        let instance = ProfileKey.appCallsOn.rawValue
        if field.value == .null { return [site, instance, ProfileKey.appCallsThrough.rawValue] }
        return field.value == .string(AppCleverTapCall.handlePushNotification.rawValue) ? [instance] : []
    }

    /// The profile's own errors show their rule; the reader's (its JSON) do not.
    private static func isProfileRule(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule.map { AppProfileRule(rawValue: $0.rawValue) != nil } ?? false
    }
}
