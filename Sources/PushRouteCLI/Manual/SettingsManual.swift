import PushRouteReader
import PushRouteSimulator

/// The app profile's settings, from their declarations (`SimulationSetting.all`): the table of
/// the manual's APP PROFILES.
enum SettingsManual {
    /// One `.TP` entry per setting: key; option and scenario key; type; default; what it is.
    static var roff: String {
        SimulationSetting.all.map { setting in
            var where_: [String] = []
            if let flag = setting.flag { where_.append("\\fB\(Roff.literal("--" + flag))\\fR") }
            if let key = setting.scenarioKey { where_.append("scenario \\fB\(Roff.literal(key))\\fR") }
            let note = setting.defaultNote.map { " (\(Roff.literal($0)))" } ?? ""
            let doc = setting.doc.prefix(1).uppercased() + setting.doc.dropFirst()
            return ".TP\n.B \(Roff.literal(setting.key))\n"
                + (where_.isEmpty ? "profile only" : where_.joined(separator: ", "))
                + "; \(Roff.literal(setting.typeDescription));\n"
                + "default \\fB\(Roff.literal(Jansson.encode(setting.defaultJSON, style: .record)))\\fR\(note).\n"
                + "\(Roff.literal(String(doc))).\n"
        }.joined()
    }
}
