import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `lint --print-config FILE`: the settings a file is linted with, as one JSON object.
public enum SettingsDocument {
    public static func document(_ settings: LintSettings, file: String) -> JSONValue {
        var object = JSONObject()
        object.append("file", .string(file))
        object.append("config", settings.configFile.map(JSONValue.string) ?? .null)
        object.append("overrides", .array(settings.overrides.map { .integer(Int64($0)) }))
        object.append("excluded", .bool(settings.excluded))
        object.append("fail_on", .string(settings.failOn.rawValue))
        object.append("push_type", settings.options.pushType.map { .string($0.rawValue) } ?? .null)
        object.append("priority", settings.options.priority.map { .integer(Int64($0)) } ?? .null)
        var rules = JSONObject()
        for rule in LintRules.all {
            rules.append(rule.id.rawValue, .string(settings.rules[rule.id.rawValue]?.rawValue ?? "off"))
        }
        object.append("rules", .object(rules))
        return .object(object)
    }
}
