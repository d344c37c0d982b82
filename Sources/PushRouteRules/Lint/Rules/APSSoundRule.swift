import PushRouteCore
import PushRouteReader

/// `aps.sound`: a sound name, or the critical-alert object.
public enum APSSoundRule: LintRule {
    public static let id = RuleID(LintRuleID.apsSound)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.keysInsideAPS
    public static let explanation =
        "'aps.sound' is a string (a sound file or \"default\"), or for a critical alert an object with 'critical' 1, a 'name' string and a 'volume' from 0 to 1"
    public static let why =
        "iOS plays a sound only from a file name, \"default\", or for a critical alert the object Apple defines (critical 1, a name, a volume from 0 to 1): any other value plays no sound"
    /// A value of the wrong type becomes the one Apple's schema wants (docs/lint.md, "Fixing").
    public static let fix: RuleFix? = .retype

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let sound = subject.aps?.member("sound") else { return [] }
        switch sound.value {
        case .string: return []
        case .object(let object): return checkCritical(object, at: sound.valueLocation, subject)
        default:
            return [
                finding(
                    subject, at: sound.valueLocation,
                    LintText.expected("a string or a critical-alert object", for: "aps.sound", found: sound.value))
            ]
        }
    }

    private static func checkCritical(_ object: JSONObject, at location: SourceLocation?, _ subject: LintSubject)
        -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        if object.member("critical") == nil {
            findings.append(
                finding(
                    subject, at: location,
                    "a sound object is only for critical alerts, but 'aps.sound' has no 'critical' 1"))
        }
        for member in object.members {
            if let message = problem(member) {
                let place = APSSchema.soundKeys.contains(member.key) ? member.valueLocation : member.keyLocation
                findings.append(finding(subject, at: place, message))
            }
        }
        return findings
    }

    /// What is wrong with one member of the sound object, if anything.
    private static func problem(_ member: JSONObject.Member) -> String? {
        let path = "aps.sound." + member.key
        switch member.key {
        case "critical":
            return Classifier.isOne(member.value) ? nil : LintText.expected("1", for: path, found: member.value)
        case "name":
            return member.value.stringValue != nil ? nil : LintText.expected("a string", for: path, found: member.value)
        case "volume":
            if let volume = member.value.numberValue, (0...1).contains(volume) { return nil }
            return LintText.expected("a number from 0 to 1", for: path, found: member.value)
        default:
            return "unknown key '\(member.key)' in 'aps.sound'"
                + Suggestion.didYouMean(member.key, among: APSSchema.soundKeys)
        }
    }
}

extension APSSoundRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("default", #"{"aps":{"sound":"default"}}"#),
        .init("critical alert", #"{"aps":{"sound":{"critical":1,"name":"alarm.caf","volume":0.5}}}"#),
        .init("critical alert, whole volume", #"{"aps":{"sound":{"critical":1,"name":"a","volume":1}}}"#),
        .init(
            "number", #"{"aps":{"sound":⟨1}}"#,
            message: "expected a string or a critical-alert object for 'aps.sound', found integer 1",
            fix: .notFixed("no sound name or critical alert follows from a number")),
        .init(
            "object without critical", #"{"aps":{"sound":⟨{"name":"a"}}}"#,
            message: "a sound object is only for critical alerts, but 'aps.sound' has no 'critical' 1",
            fix: .notFixed("not unique: the name alone, or a critical alert")),
        .init(
            "critical is not 1", #"{"aps":{"sound":{"critical":⟨true,"name":"a"}}}"#,
            message: "expected 1 for 'aps.sound.critical', found boolean true",
            fix: .fixed(#"{"aps":{"sound":{"critical":1,"name":"a"}}}"#)),
        .init(
            "volume too loud", #"{"aps":{"sound":{"critical":1,"volume":⟨1.5}}}"#,
            message: "expected a number from 0 to 1 for 'aps.sound.volume', found real 1.5",
            fix: .notFixed("no volume from 0 to 1 keeps the meaning of 1.5")),
        .init(
            "name not a string", #"{"aps":{"sound":{"critical":1,"name":⟨7}}}"#,
            fix: .fixed(#"{"aps":{"sound":{"critical":1,"name":"7"}}}"#)),
        .init(
            "unknown key", #"{"aps":{"sound":{"critical":1,⟨"volumne":0.2}}}"#,
            message: "unknown key 'volumne' in 'aps.sound'; did you mean 'volume'?",
            fix: .notFixed("not offered: a misspelt key is renamed by hand")),
    ]
}
