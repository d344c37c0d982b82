import PushRouteCore
import PushRouteReader

/// Prints a value the way `-[NSDictionary description]` does on Apple platforms (form 2 of
/// docs/pasted-forms.md §4.2): keys sorted, `key = value;`, 4 spaces a level with the odd padding
/// before nested brackets, a key or value unquoted only when it is purely ASCII letters and
/// digits, booleans as 1 and 0, null as `<null>`, non-ASCII as `\Uxxxx` escapes.
enum OpenStepPrinter {
    static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    /// A container at `indent` starts with its own indentation, also after `key = `.
    static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let pad = String(repeating: " ", count: 4 * indent)
        switch value {
        case .object(let object):
            output += pad + "{\n"
            for member in object.members.sorted(by: { precedes($0.key, $1.key) }) {
                output += pad + "    " + word(member.key) + " = "
                write(member.value, indent: indent + 1, into: &output)
                output += ";\n"
            }
            output += pad + "}"
        case .array(let elements):
            output += pad + "(\n"
            for (index, element) in elements.enumerated() {
                output += pad + "    "
                write(element, indent: indent + 1, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += pad + ")"
        default:
            output += scalar(value)
        }
    }

    /// Apple's order of keys (as bytes, for the ASCII keys of pushes).
    static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): word(string)
        case .integer(let integer): word(String(integer))
        case .real(let real): word(real.description)
        case .bool(let bool): bool ? "1" : "0"
        case .null: "<null>"
        default: ""
        }
    }

    /// `text` bare when it is purely ASCII letters and digits, else quoted and escaped.
    static func word(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy({ isLetterOrDigit($0) }) { return text }
        var quoted = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x0A: quoted += "\\n"
            case 0x09: quoted += "\\t"
            case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                quoted += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
