import PushRouteCore
import PushRouteReader

/// The fix of a value of the wrong type (the types of docs/apns-rules.md §2): a number written
/// as a string where Apple's schema wants a number becomes the number, and the reverse;
/// `content-available`, `mutable-content` and `sound.critical` given as `true` or `"1"`
/// become 1.
enum Retype {
    /// What Apple's schema wants at a path, where a fix can convert to it.
    enum Wanted: Equatable {
        case string, number, count, one
    }

    static func wanted(at path: JSONPath) -> Wanted? {
        let keys = path.steps.map { step -> String? in
            if case .key(let key) = step { return key }
            return nil
        }
        guard keys.first == "aps", keys.count >= 2, let key = keys[1] else { return nil }
        switch keys.count {
        case 2:
            if key == "badge" { return .count }
            if ["content-available", "mutable-content"].contains(key) { return .one }
            if key == "relevance-score" || APSSchema.numberKeys.contains(key) { return .number }
            return APSSchema.stringKeys.contains(key) ? .string : nil
        case 3 where key == "alert":
            return keys[2].map(APSSchema.alertStringKeys.contains) == true ? .string : nil
        case 4 where key == "alert":
            return keys[2].map(APSSchema.alertArrayKeys.contains) == true && keys[3] == nil ? .string : nil
        case 3 where key == "sound":
            switch keys[2] {
            case "volume": return .number
            case "critical": return .one
            case "name": return .string
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The value converted to what the schema wants, or nil when no conversion keeps its meaning.
    static func converted(_ value: JSONValue, to wanted: Wanted) -> JSONValue? {
        switch (wanted, value) {
        case (.string, .integer), (.string, .real): return .string(Jansson.encode(value, style: .record))
        case (.number, .string(let text)): return number(text)
        case (.count, .string(let text)):
            guard let count = number(text), let integer = count.integerValue, integer >= 0 else { return nil }
            return count
        case (.one, .bool(true)), (.one, .string("1")): return .integer(1)
        default: return nil
        }
    }

    /// The number a string holds when it is exactly a JSON number (`"3"`, `"0.5"`, not `" 3"`).
    static func number(_ text: String) -> JSONValue? {
        guard NumberSyntax.isJSONNumber(text), case .success(let value) = Jansson.decode(text), value.isNumber else {
            return nil
        }
        return value
    }

    static func fix(_ path: JSONPath, _ subject: LintSubject) -> LintFix? {
        guard let value = subject.value?.value(at: path) else { return nil }
        var targets: [(JSONPath, JSONValue)] = [(path, value)]
        if case .array(let elements) = value {
            targets = elements.enumerated().map { (path.appending(.index($0.offset)), $0.element) }
        }
        let changes = targets.compactMap { target -> (JSONPath, JSONValue, JSONValue)? in
            guard let wanted = wanted(at: target.0), let new = converted(target.1, to: wanted) else { return nil }
            return (target.0, target.1, new)
        }
        guard !changes.isEmpty else { return nil }
        let words = changes.map { "\(LintFix.literal($0.1)) with \(LintFix.literal($0.2))" }
        return LintFix("replace " + words.joined(separator: ", "), changes.map { .set($0.0, $0.2) })
    }
}

/// JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum NumberSyntax {
    static func isJSONNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == ASCII.minus { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == ASCII.minus { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
