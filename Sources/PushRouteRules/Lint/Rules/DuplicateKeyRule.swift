import PushRouteCore
import PushRouteReader

/// A key written twice in one object: readers disagree on which value wins.
public enum DuplicateKeyRule: LintRule {
    public static let id = RuleID(LintRuleID.duplicateKey)
    public static let severity = Severity.error
    public static let group = LintRuleGroup.Name.inputQuality
    public static let explanation =
        "a key appears twice in one object; jansson keeps the last value, other readers may not"
    public static let why =
        "which value wins depends on the reader: jansson keeps the last, other JSON readers keep the first or refuse the document, so the SDK on the device may see another value than the tool that checked the payload"

    /// The first occurrence takes the value readers use; the others go (`LintFix.Change.keepUsedValue`).
    public static let fix: RuleFix? = RuleFix { path, subject in keepUsedValue(path, subject) }

    public static func check(_ subject: LintSubject) -> [Diagnostic] {
        guard let value = subject.value else { return [] }
        var findings: [Diagnostic] = []
        collect(value, path: "", subject, into: &findings)
        return findings
    }

    private static func collect(
        _ value: JSONValue, path: String, _ subject: LintSubject, into findings: inout [Diagnostic]
    ) {
        switch value {
        case .object(let object):
            if !object.duplicates.isEmpty {
                // One table per object: a lookup per duplicate was quadratic in them.
                let used = Dictionary(
                    object.members.map { ($0.key, $0.valueLocation) }, uniquingKeysWith: { first, _ in first })
                for duplicate in object.duplicates {
                    let kept = used[duplicate.key] ?? nil
                    findings.append(
                        finding(subject, at: duplicate.keyLocation, message(path + duplicate.key, keptAt: kept)))
                }
            }
            for member in object.members {
                collect(member.value, path: path + member.key + ".", subject, into: &findings)
            }
        case .array(let elements):
            for element in elements { collect(element, path: path, subject, into: &findings) }
        default: break
        }
    }

    static func message(_ key: String, keptAt location: SourceLocation?) -> String {
        let kept = location.map { "the value at \($0) is used" } ?? "the last value is used"
        return "duplicate key '\(key)': this value is ignored, \(kept)"
    }

    private static func keepUsedValue(_ path: JSONPath, _ subject: LintSubject) -> LintFix? {
        // The finding came from the object's duplicates, so the key is there: only the object
        // is looked up (a lookup of the key per finding was quadratic in them).
        guard let (object, step) = path.parent, case .key(let key) = step,
            subject.value?.value(at: object)?.objectValue != nil
        else { return nil }
        let name = path.steps.compactMap { step -> String? in
            if case .key(let key) = step { return key }
            return nil
        }.joined(separator: ".")
        return LintFix(
            "remove the ignored occurrences of '\(name)', keeping the used value",
            [.keepUsedValue(object: object, key: key)])
    }
}

extension DuplicateKeyRule {
    /// Where the rule fires (`⟨` marks each finding) and where it stays quiet: its tests
    /// check every one, and `lint --explain` shows them.
    public static let examples: [RuleExample] = [
        .init("distinct keys", #"{"aps":{"badge":1},"a":1,"b":1}"#),
        .init(
            "top level", #"{"aps":{},⟨"_lpm":1,"_lpm":2}"#,
            message: "duplicate key '_lpm': this value is ignored, the value at 1:27 is used",
            fix: .fixed(#"{"aps":{},"_lpm":2}"#)),
        .init(
            "inside aps", #"{"aps":{⟨"badge":1,"sound":"a","badge":2}}"#,
            message: "duplicate key 'aps.badge': this value is ignored, the value at 1:39 is used",
            fix: .fixed(#"{"aps":{"badge":2,"sound":"a"}}"#)),
        .init("three times", #"{"aps":{},⟨"x":1,⟨"x":2,"x":3}"#, fix: .fixed(#"{"aps":{},"x":3}"#)),
        .init("inside an array", #"{"aps":{},"list":[{⟨"k":1,"k":2}]}"#, fix: .fixed(#"{"aps":{},"list":[{"k":2}]}"#)),
        .init("same key in two objects is fine", #"{"aps":{"alert":{"title":"a"}},"x":{"title":"b"}}"#),
    ]
}
