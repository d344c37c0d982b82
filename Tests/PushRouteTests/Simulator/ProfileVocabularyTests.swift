import Foundation
import PushRouteApp
import PushRouteReader
import Testing

@testable import PushRouteCore
@testable import PushRouteSimulator

/// The profile vocabulary (`ProfileKey`, `ProfileValue`, the value words in
/// `Sources/PushRouteCore/Profile`), walked: the settings table is the vocabulary, the profile
/// reader reads every key and value word and `--print-app` writes it back, every key `app
/// infer` writes reads back through the reader, and the schema lists exactly the vocabulary.
@Suite struct ProfileVocabularyTests {
    /// One value of one key, as a profile writes it (for a delegate method: one field's value).
    struct Value: CustomTestStringConvertible, Sendable {
        var key: ProfileKey
        var field: AppDelegateMethodField?
        var json: JSONValue
        var testDescription: String {
            key.rawValue + (field.map { "." + $0.rawValue } ?? "") + " = " + json.compactText
        }
    }

    /// What a key or field with `value` may hold, besides null: every word, both flags, each
    /// presentation name and none; the text keys' examples come from the settings table.
    static func values(_ value: ProfileValue, key: ProfileKey) -> [(AppDelegateMethodField?, JSONValue)] {
        switch value {
        case .flag: return [(nil, .bool(true)), (nil, .bool(false))]
        case .words(let words): return words.map { (nil, .string($0)) }
        case .presentation:
            return [(nil, .array([]))] + PresentationOptionName.words.map { (nil, .array([.string($0)])) }
        case .text:
            return SimulationSetting.named(key.rawValue)?.examples.map(\.json).filter { $0 != .null }.map { (nil, $0) }
                ?? []
        case .method(let fields):
            return fields.flatMap { field in values(field.value, key: key).map { (field, $0.1) } }
        }
    }

    static let allValues: [Value] = ProfileKey.allCases.flatMap { key in
        values(key.value, key: key).map { Value(key: key, field: $0.0, json: $0.1) }
    }

    /// `value` where `key` (and `field`) puts it in a profile.
    static func profile(_ key: ProfileKey, _ field: AppDelegateMethodField?, _ value: JSONValue) -> JSONValue {
        var leaf = value
        if let field {
            var object = JSONObject()
            object.append(field.rawValue, value)
            leaf = .object(object)
        }
        var root = JSONObject()
        root.append(ProfileKey.versionKey, .integer(AppProfile.version))
        guard let section = key.section else {
            root.append(key.rawValue, leaf)
            return .object(root)
        }
        var members = JSONObject()
        members.append(key.name, leaf)
        root.append(section, .object(members))
        return .object(root)
    }

    /// The value at `key` (and `field`) of a profile.
    static func value(in profile: JSONValue, _ key: ProfileKey, _ field: AppDelegateMethodField? = nil) -> JSONValue? {
        let leaf = key.section.map { profile[$0]?[key.name] } ?? profile[key.rawValue]
        guard let field else { return leaf }
        return leaf?[field.rawValue]
    }

    // MARK: The settings table

    @Test func theSettingsTableIsTheVocabularyInItsOrder() {
        #expect(SimulationSetting.all.map(\.profileKey) == ProfileKey.allCases)
        #expect(AppProfile.topKeys == ProfileKey.rootKeys)
        #expect(AppProfile.keyPaths == ProfileKey.allCases.map(\.rawValue))
    }

    @Test func everySectionIsDeclared() {
        #expect(
            ProfileKey.allCases.compactMap(\.section).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                == ProfileSection.words)
    }

    /// A choice setting offers the vocabulary's words, in its order, on the command line too.
    @Test(arguments: ProfileKey.allCases)
    func aSettingTakesTheKeysWords(_ key: ProfileKey) throws {
        let setting = try #require(SimulationSetting.named(key.rawValue))
        if case .words(let words) = key.value {
            #expect(setting.typeDescription == "one of: " + words.joined(separator: ", "))
        }
        if case .method(let fields) = key.value {
            #expect(
                setting.typeDescription == "null, or an object of " + fields.map(\.rawValue).joined(separator: ", "))
        }
    }

    // MARK: Read and written

    /// Every key and value word is read by the profile reader, and `--print-app` writes it back.
    @Test(arguments: allValues)
    func readAndWrittenBack(_ value: Value) throws {
        let read = AppProfile.settings(
            from: Self.profile(value.key, value.field, value.json), file: "p.json",
            start: SourceLocation(line: 1, column: 1))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        let written = AppProfile.json(try #require(read.settings))
        #expect(Self.value(in: written, value.key, value.field) == value.json)
    }

    /// `--print-app` writes every key of the vocabulary and no other.
    @Test func printAppWritesEveryKeyAndNoOther() throws {
        // Every delegate method implemented, so that each writes its fields.
        var methods = JSONObject()
        for key in ProfileKey.keys(in: ProfileSection.appDelegate.rawValue) {
            methods.append(key.name, .object(JSONObject()))
        }
        var root = JSONObject()
        root.append(ProfileKey.versionKey, .integer(AppProfile.version))
        root.append(ProfileSection.appDelegate.rawValue, .object(methods))
        let read = AppProfile.settings(from: .object(root), file: "p.json", start: SourceLocation(line: 1, column: 1))
        let written = AppProfile.json(try #require(read.settings))
        #expect(written.objectValue?.members.map(\.key) == ProfileKey.rootKeys)
        for section in ProfileSection.allCases {
            #expect(
                written[section.rawValue]?.objectValue?.members.map(\.key)
                    == ProfileKey.keys(in: section.rawValue).map(\.name))
        }
        for key in ProfileKey.allCases where !key.methodFields.isEmpty {
            #expect(Self.value(in: written, key)?.objectValue?.members.map(\.key) == key.methodFields.map(\.rawValue))
        }
    }

    /// No Swift file of `Sources` outside the vocabulary's folder spells a key path, a key's
    /// name with an underscore (`first_run`) or a delegate method field (`calls_leanplum`) as a
    /// string literal: each goes through `ProfileKey` and `AppDelegateMethodField`.
    @Test func noSourceFileRetypesAKey() throws {
        let dotted = ProfileKey.allCases.filter { $0.section != nil }
        let spellings =
            dotted.map(\.rawValue) + dotted.map(\.name).filter { $0.contains("_") }
            + AppDelegateMethodField.words.filter { $0.contains("_") } + [ProfileSection.appDelegate.rawValue]
        let literals = Set(spellings.map { "\"" + $0 + "\"" })
        let sources = CommandRunner.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        #expect(!files.isEmpty)
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("PushRouteCore/Profile/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for literal in literals where line.contains(literal) {
                    Issue.record("Sources/\(file):\(number + 1) spells \(literal)")
                }
            }
        }
    }

    // MARK: app infer

    /// `app infer` reports the vocabulary's keys and the two it names as its own, no other.
    @Test func appInferReportsOnlyVocabularyKeys() {
        let vocabulary = Set(ProfileKey.allCases.map(\.rawValue))
        #expect(InferredProfile.reportedOnly.allSatisfy { !vocabulary.contains($0) })
        for key in InferredProfile.keys {
            #expect(vocabulary.contains(key) || InferredProfile.reportedOnly.contains(key), "\(key)")
        }
    }

    /// The fixture repositories (the folders of `Tests/Fixtures/repos`, not the scripts that make them).
    static let repositories: [String] = {
        let folder = CommandRunner.root.appendingPathComponent("Tests/Fixtures/repos")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

    /// Every profile `app infer` prints for a fixture repository reads back through the profile
    /// reader without an error, and holds only the vocabulary's keys.
    @Test(arguments: repositories)
    func appInferProfileReadsBack(_ name: String) throws {
        let result = try CommandRunner.run(["app", "infer", "--format", "profile", "Tests/Fixtures/repos/" + name])
        let bytes = Array(result.standardOutput.utf8)
        let read = bytes.withUnsafeBytes { AppProfile.load($0, file: name) }
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics.map(\.message))")
        let json = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        let profile = try Jansson.decode(json).get()
        for member in profile.objectValue?.members ?? [] {
            #expect(ProfileKey.rootKeys.contains(member.key), "\(member.key)")
            for inner in member.value.objectValue?.members ?? [] {
                #expect(ProfileKey(rawValue: member.key + "." + inner.key) != nil, "\(member.key).\(inner.key)")
            }
        }
    }
}
