import Testing

@testable import PushRouteCore
@testable import PushRouteSimulator

/// `docs/schemas/app-profile.schema.json` lists exactly the profile vocabulary (`ProfileKey`,
/// `ProfileValue`): every key in its section, every value's type, every word list as its
/// `enum`, every delegate method's fields, and no other key. The schema is written by hand;
/// this test fails when it drifts from the vocabulary.
@Suite struct AppProfileSchemaTests {
    static func schema() throws -> JSONSchemaValidator { try JSONSchemaValidator.named("app-profile") }

    /// A schema fragment with its `$ref` to `#/$defs/NAME` followed.
    static func resolved(_ fragment: JSONValue?, in root: JSONValue) -> JSONValue? {
        guard let reference = fragment?["$ref"]?.stringValue, reference.hasPrefix("#/$defs/") else { return fragment }
        return root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
    }

    static func types(_ names: String...) -> JSONValue { .array(names.map(JSONValue.string)) }

    /// Where `fragment` does not say what `value` is (`path` names it in the message).
    static func drift(_ fragment: JSONValue?, _ value: ProfileValue, at path: String, in root: JSONValue) -> [String] {
        guard let fragment = resolved(fragment, in: root) else { return ["\(path): not in the schema"] }
        switch value {
        case .flag:
            return fragment["type"] == types("boolean", "null") ? [] : ["\(path): not a flag"]
        case .text:
            return fragment["type"] == types("string", "null") ? [] : ["\(path): not a string or null"]
        case .words(let words):
            let expected = JSONValue.array(words.map(JSONValue.string) + [.null])
            return fragment["enum"] == expected ? [] : ["\(path): enum is not \(expected.compactText)"]
        case .presentation:
            guard case .array(let choices)? = fragment["oneOf"] else { return ["\(path): not a list"] }
            let items = choices.compactMap { $0["items"] }.first
            let expected = JSONValue.array(PresentationOptionName.words.map(JSONValue.string))
            return items?["enum"] == expected ? [] : ["\(path): not a list of \(expected.compactText)"]
        case .method(let fields):
            var found = fragment["type"] == types("object", "null") ? [] : ["\(path): not an object or null"]
            found += keys(fragment, expected: fields.map(\.rawValue), at: path)
            for field in fields {
                found += drift(
                    fragment["properties"]?[field.rawValue], field.value, at: path + "." + field.rawValue, in: root)
            }
            return found
        }
    }

    /// Where an object's `properties` are not exactly `expected`.
    static func keys(_ fragment: JSONValue?, expected: [String], at path: String) -> [String] {
        let listed = fragment?["properties"]?.objectValue?.members.map(\.key) ?? []
        return Set(listed) == Set(expected) ? [] : ["\(path): lists \(listed), the vocabulary \(expected)"]
    }

    @Test func theRootListsExactlyTheVocabularysKeys() throws {
        let root = try Self.schema().root
        #expect(Self.keys(root, expected: ProfileKey.rootKeys, at: "$") == [])
        #expect(root["properties"]?[ProfileKey.versionKey]?["enum"] == .array([.integer(1)]))
    }

    @Test(arguments: ProfileSection.allCases)
    func aSectionListsExactlyItsKeys(_ section: ProfileSection) throws {
        let root = try Self.schema().root
        let fragment = root["properties"]?[section.rawValue]
        #expect(fragment?["type"] == Self.types("object", "null"))
        #expect(
            Self.keys(fragment, expected: ProfileKey.keys(in: section.rawValue).map(\.name), at: section.rawValue) == []
        )
    }

    @Test(arguments: ProfileKey.allCases)
    func aKeySaysItsValue(_ key: ProfileKey) throws {
        let root = try Self.schema().root
        let fragment =
            key.section.map { root["properties"]?[$0]?["properties"]?[key.name] } ?? root["properties"]?[key.rawValue]
        #expect(Self.drift(fragment ?? nil, key.value, at: key.rawValue, in: root) == [])
    }
}
