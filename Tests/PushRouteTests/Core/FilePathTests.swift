import Testing

@testable import PushRouteCore

/// Paths as text: what configuration globs and baseline entries are matched against.
@Suite struct FilePathTests {
    @Test(arguments: [
        ("a/./b//c/", "a/b/c"), ("a/../b", "b"), ("../a/b/..", "../a"), ("/a/../../b", "/b"), ("", "."), ("./", "."),
        ("/", "/"), ("a/b/../../..", ".."),
    ])
    func normalize(_ path: String, _ expected: String) {
        #expect(FilePath.normalize(path) == expected)
    }

    @Test(arguments: [
        ("/r/a/b.json", "/r", "a/b.json"), ("/r/a", "/r/a", "."), ("/r/x.json", "/r/a/b", "../../x.json"),
        ("/s/x.json", "/r", "../s/x.json"), ("/x", "/", "x"),
    ])
    func relative(_ path: String, _ directory: String, _ expected: String) {
        #expect(FilePath.relative(path, to: directory) == expected)
    }

    @Test func pieces() {
        #expect(FilePath.absolute("a/../b.json", in: "/w/x") == "/w/x/b.json")
        #expect(FilePath.absolute("/abs/c.json", in: "/w") == "/abs/c.json")
        #expect(FilePath.directory(of: "/a/b/c") == "/a/b")
        #expect(FilePath.directory(of: "/c") == "/")
        #expect(FilePath.directory(of: "c") == ".")
        #expect(FilePath.lastComponent("a/b/c.json") == "c.json")
        #expect(FilePath.isInside("/a/b", "/a"))
        #expect(!FilePath.isInside("/ab", "/a"))
        #expect(FilePath.isInside("/x", "/"))
    }
}
