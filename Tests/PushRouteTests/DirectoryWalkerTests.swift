import Testing
@testable import PushRouteReader
@testable import PushRouteCLI

@Suite struct DirectoryWalkerTests {
    static let root = CommandRunner.root.path + "/Tests/Fixtures/lint/"

    @Test func walksSortedRecursiveAndSkipsHiddenAndOtherExtensions() {
        let walker = DirectoryWalker(extensions: LintCommand.extensions)
        let found = walker.expand(Self.root + "tree").map { $0.input?.path }
        #expect(found == ["Z.json", "a.json", "b.apns", "nested/c.payload", "nested/d.txt", "nested/deeper/e.json"].map { Self.root + "tree/" + $0 })
    }

    @Test func aTrailingSlashIsNotDoubled() {
        let walker = DirectoryWalker(extensions: ["payload"])
        #expect(walker.expand(Self.root + "tree/nested/").map { $0.input?.path } == [Self.root + "tree/nested/c.payload"])
    }

    @Test(arguments: ["samples/pushes.ndjson", "-", "no/such/file.json"])
    func aNonDirectoryIsReturnedAsGiven(_ operand: String) {
        let walker = DirectoryWalker(extensions: ["json"])
        #expect(walker.expand(operand).map { $0.input?.path } == [operand])
    }

    @Test(arguments: [("a.json", true), ("a.JSON", false), (".json", false), ("json", false), ("a.json.bak", false), ("x.y.apns", true)])
    func extensionMatching(_ name: String, _ expected: Bool) {
        #expect(DirectoryWalker(extensions: ["json", "apns"]).matches(name) == expected)
    }
}
