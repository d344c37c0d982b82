import PushRouteApp
import PushRouteCore
import PushRouteReader

/// How `app infer` writes what it read (pushroute(1), APP INFER).
public enum InferredProfileFormat: String, CaseIterable, Sendable {
    /// The profile, then its sources table as `//` comment lines.
    case text
    /// The profile alone (what `simulate --app DIR --print-app` prints is its effective form).
    case profile
    /// Every field with its value, certainty, sources and note.
    case json

    func write(_ checked: InferredProfile, repository: String, to sink: OutputSink) {
        switch self {
        case .profile: writeProfile(checked, to: sink)
        case .text:
            writeProfile(checked, to: sink)
            sink.write("\n")
            for line in Self.table(checked, repository: repository) {
                sink.write(TerminalEscaping.escaped(line) + "\n")
            }
        case .json:
            Jansson.encode(Self.json(checked, repository: repository), style: JSONStyle(indent: 2), to: sink)
            sink.write("\n")
        }
    }

    private func writeProfile(_ checked: InferredProfile, to sink: OutputSink) {
        Jansson.encode(InferredSettings.profile(checked), style: JSONStyle(indent: 2), to: sink)
        sink.write("\n")
    }

    /// The value as the table shows it: compact JSON, `-` for unknown.
    private static func shown(_ field: InferredField) -> String {
        field.certainty == .unknown ? "-" : Jansson.encode(field.value, style: JSONStyle(compact: true))
    }

    /// `// key  value  certainty  source  note` lines, in three groups: the profile's fields,
    /// the fields this pushroute's profile has no key for, and those a person fills in.
    static func table(_ checked: InferredProfile, repository: String) -> [String] {
        let readable = InferredSettings.readableKeys
        let unknowable = Set(InferredProfile.unknowable.map(\.key))
        let groups: [(String, [InferredField])] = [
            (
                "read from the repository (sources relative to \(repository)):",
                checked.fields.filter { readable.contains($0.key) && !unknowable.contains($0.key) }
            ),
            (
                "read, not yet profile keys:",
                checked.fields.filter { !readable.contains($0.key) && !unknowable.contains($0.key) }
            ),
            ("not in any repository: fill these in by hand:", checked.fields.filter { unknowable.contains($0.key) }),
        ]
        let keyWidth = checked.fields.map(\.key.count).max() ?? 0
        let valueWidth = min(24, checked.fields.map { shown($0).count }.max() ?? 0)
        var lines: [String] = []
        for (title, fields) in groups where !fields.isEmpty {
            lines.append("// " + title)
            for field in fields {
                let value = shown(field)
                let sources = field.sources.map(\.description).joined(separator: ", ")
                let columns = [
                    field.key.padded(keyWidth), value.padded(valueWidth), field.certainty.rawValue.padded(7),
                    sources.isEmpty ? "-" : sources,
                ]
                lines.append(("//   " + columns.joined(separator: "  ") + "  " + field.note))
            }
        }
        return lines
    }

    static func json(_ checked: InferredProfile, repository: String) -> JSONValue {
        let readable = InferredSettings.readableKeys
        let fields: [JSONValue] = checked.fields.map { field in
            [
                "key": .string(field.key), "value": field.value, "certainty": .string(field.certainty.rawValue),
                "sources": .array(field.sources.map { .string($0.description) }), "note": .string(field.note),
                "in_profile": .bool(readable.contains(field.key) && field.certainty != .unknown),
            ]
        }
        return [
            "repository": .string(repository), "profile": InferredSettings.profile(checked), "fields": .array(fields),
        ]
    }
}

extension String {
    /// Padded with spaces to `width` characters (never cut).
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
