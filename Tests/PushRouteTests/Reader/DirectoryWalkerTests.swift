import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteReader

@Suite struct DirectoryWalkerTests {
    static let root = CommandRunner.root.path + "/Tests/Fixtures/lint/"

    @Test func walksSortedRecursiveAndSkipsHiddenAndOtherExtensions() {
        let found = DirectoryWalker().expand(Self.root + "tree").map { $0.input?.path }
        #expect(found == ["Z.json", "a.json", "b.apns", "nested/deeper/e.json"].map { Self.root + "tree/" + $0 })
    }

    /// Pastes are taken when their configuration includes them; `--no-ignore` walks hidden
    /// entries too.
    @Test func pastesWhenIncludedAndHiddenWithoutDefaults() {
        let walker = DirectoryWalker(rules: WalkRules(useDefaults: false, includesPaste: { $0.hasSuffix(".txt") }))
        let found = walker.expand(Self.root + "tree").map { $0.input?.path }
        #expect(
            found
                == [".hidden/x.json", "Z.json", "a.json", "b.apns", "nested/d.txt", "nested/deeper/e.json"].map {
                    Self.root + "tree/" + $0
                })
    }

    @Test func aTrailingSlashIsNotDoubled() {
        #expect(
            DirectoryWalker().expand(Self.root + "tree/nested/").map { $0.input?.path } == [
                Self.root + "tree/nested/deeper/e.json"
            ])
    }

    @Test(arguments: ["samples/pushes.ndjson", "-", "no/such/file.json", "Tests/Fixtures/lint/tree/nested/c.payload"])
    func aNonDirectoryIsReturnedAsGiven(_ operand: String) {
        #expect(DirectoryWalker().expand(operand).map { $0.input?.path } == [operand])
    }

    @Test(arguments: [
        ("a.json", true), ("a.JSON", false), (".json", false), ("json", false), ("a.json.bak", false),
        ("x.y.apns", true),
        ("a.txt", true), ("a.log", true), ("a.payload", false), (".hidden.json", false),
    ])
    func nameMatching(_ name: String, _ expected: Bool) {
        #expect(DirectoryWalker().matches(name) == expected)
    }

    @Test(arguments: [
        ("Pods", false), ("Carthage", false), ("node_modules", false), ("build", false), (".build", false),
        ("DerivedData", false), (".git", false), (".svn", false), ("Assets.xcassets", false), ("App.xcodeproj", false),
        ("App.xcworkspace", false), ("Fixtures", true), ("builds", true), ("xcassets", true),
    ])
    func foldersEntered(_ name: String, _ expected: Bool) {
        #expect(WalkRules().entersFolder(name) == expected)
        #expect(WalkRules(useDefaults: false).entersFolder(name))
    }

    @Test(
        arguments: [
            (#"{"profile": 1, "migration": "lp+ct"}"#, "app profile"),
            (#"{"version": 1, "findings": []}"#, "baseline"),
            (#"{"findings": [{"file": "a"}], "version": 1}"#, "baseline"),
            (#"{"aps": {}, "profile": 1}"#, nil),
            (#"{"version": 1, "x": {"findings": 2}}"#, nil),
            (#"{"data": {"profile": 1}}"#, nil),
            (#"[{"profile": 1}]"#, nil),
            ("\u{FEFF}{\"profile\": 1}", "app profile"),
            (#"{"a\"profile": 1}"#, nil),
            (#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#, "JSON Schema"),
            (#"{"aps": {"alert": "a"}, "$schema": "x"}"#, nil),
        ] as [(String, String?)])
    func ownDocumentsByTheirTopLevelKeys(_ text: String, _ kind: String?) throws {
        let path = "/tmp/pushroute-own-\(UInt32.random(in: 0...UInt32.max)).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        #expect(OwnDocument.kind(of: path, among: InputWalk.ownDocuments)?.name == kind)
    }
}
