import PushRouteCore
import PushRouteSimulator

/// `simulate`'s options for the simulator settings: one per `SimulationSetting` with a flag,
/// its declaration, conversion and help taken from the setting.
enum SettingOptions {
    /// The option of a setting that has a flag.
    static func option(_ setting: SimulationSetting) -> Option<SettingAssignment> {
        guard let flag = setting.flag else { preconditionFailure("the setting \(setting.key) has no flag") }
        return Option(
            declaration: OptionDeclaration(
                name: flag, valueName: setting.valueName, help: setting.doc, defaultDescription: setting.defaultText,
                completion: completion(setting.completion),
                convert: { text in
                    setting.parse(text).map { .success($0) }
                        ?? .failure(ExpectedValue("expected " + setting.flagExpected))
                }))
    }

    /// `simulate`'s option of a setting: `option(_:)` with the setting's man page entry
    /// (`SimulationSetting.manual`), which speaks of `simulate`'s other options.
    static func simulateOption(_ setting: SimulationSetting) -> Option<SettingAssignment> {
        let declared = option(setting)
        return setting.manual.map(declared.manual) ?? declared
    }

    /// Applies the settings' options given (and only those) over `settings`.
    static func apply(_ options: ParsedOptions, to settings: inout SimulationSettings) {
        for setting in SimulationSetting.all {
            guard let flag = setting.flag, let given = options.values[flag]?.last else { continue }
            // A switch is given without a value: its option holds `true`.
            let assignment = setting.isSwitch ? setting.parse("") : given as? SettingAssignment
            assignment?.apply(to: &settings)
        }
    }

    private static func completion(_ completion: SettingCompletion) -> ValueCompletion {
        switch completion.kind {
        case .none: .none
        case .choices: .choices(completion.words)
        case .commaSeparated: .commaSeparated(completion.words)
        }
    }
}
