import PushRouteCore
import PushRouteReader

/// What `normalize --apns` reports: what simctl would refuse.
public enum SimulatorFileRule: String, ExplainedRule {
    case simulatorFile = "simulator-file"

    public static let reportedBy = "normalize --apns BUNDLE_ID"

    public var meaning: String {
        "a payload 'xcrun simctl push' would refuse: not a JSON object, no 'aps' key, or more than \(SimulatorFile.maxBytes) bytes"
    }
}

/// A payload as `xcrun simctl push` takes it from a file: a JSON object with an `aps` key,
/// at most 4096 bytes, naming its app with `"Simulator Target Bundle"`.
public enum SimulatorFile {
    public static let targetKey = "Simulator Target Bundle"
    public static let maxBytes = 4096

    /// `value` with its target bundle set: added as the first key, or replaced where it stands.
    public static func addingTarget(_ bundle: String, to value: JSONValue) -> JSONValue {
        guard var object = value.objectValue else { return value }
        if let index = object.members.firstIndex(where: { $0.key == targetKey }) {
            object.members[index].value = .string(bundle)
        } else {
            object.members.insert(.init(key: targetKey, value: .string(bundle)), at: 0)
        }
        return .object(object)
    }

    /// What simctl would refuse: the checks it makes, as errors at the payload's start.
    public static func problems(_ value: JSONValue, file: String, at start: SourceLocation) -> [Diagnostic] {
        func error(_ message: String) -> Diagnostic {
            Diagnostic(file: file, at: start, severity: .error, rule: SimulatorFileRule.simulatorFile, message: message)
        }
        guard let object = value.objectValue else {
            return [
                error(
                    "the payload is \(article(value.typeName)) \(value.typeName), not an object; 'xcrun simctl push' needs an object"
                )
            ]
        }
        var problems: [Diagnostic] = []
        if object["aps"] == nil {
            problems.append(error("no 'aps' key; 'xcrun simctl push' refuses a payload without one"))
        }
        var payload = object
        payload.members.removeAll { $0.key == targetKey }
        var encoded: [UInt8] = []
        Jansson.encode(.object(payload), style: .record, into: &encoded)
        if encoded.count > maxBytes {
            problems.append(
                error("the payload is \(encoded.count) bytes; 'xcrun simctl push' and APNs take at most \(maxBytes)"))
        }
        return problems
    }

    private static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.first.map(String.init) ?? "") ? "an" : "a"
    }
}
