import Testing

@testable import PushRouteCore

/// Configuration globs: `*`, `?`, sets and `**` across segments, relative to the folder of
/// the configuration file.
@Suite struct GlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "dir/a.json", false), ("**/*.json", "a.json", true),
        ("**/*.json", "x/y/a.json", true), ("voip/**", "voip/a.json", true), ("voip/**", "voip/x/y/a.json", true),
        ("voip/**", "voipx/a.json", false), ("voip/**", "voip", true), ("a/**/b.json", "a/b.json", true),
        ("a/**/b.json", "a/x/y/b.json", true), ("a/**/b.json", "a/x/c.json", false), ("bg-?.json", "bg-1.json", true),
        ("bg-?.json", "bg-10.json", false), ("[abc].json", "b.json", true), ("[!abc].json", "b.json", false),
        ("[a-c]*.apns", "cat.apns", true), ("[a-c]*.apns", "dog.apns", false), ("\\*.json", "*.json", true),
        ("\\*.json", "a.json", false), ("*", ".hidden", true), ("**", "any/thing/at/all.txt", true),
        ("**/legacy/**", "x/legacy/y/z.json", true), ("**/legacy/**", "x/legacyz/y.json", false),
        ("*a*b*c*", "xaxxbxxcx", true), ("*a*b*c*", "xaxxcxxbx", false), ("café/*.json", "café/x.json", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }

    @Test(arguments: [
        ("", "empty glob"),
        (
            "/abs/*.json",
            "glob '/abs/*.json' starts with '/'; globs are relative to the folder of the configuration file"
        ),
        ("legacy/", "glob 'legacy/' ends with '/'; write 'legacy/**' for everything under a folder"),
        ("a//b", "glob 'a//b' has an empty segment ('//')"),
        ("../x.json", "glob '../x.json' has a '..' segment; globs stay inside the folder of the configuration file"),
        ("./x.json", "glob './x.json' has a '.' segment; globs stay inside the folder of the configuration file"),
        ("a**", "glob 'a**' has '**' inside a segment; '**' must be a whole segment, as in 'a/**/b.json'"),
        ("[abc.json", "glob '[abc.json' has a '[' without its ']'"),
        ("[].json", "glob '[].json' has an empty set '[]'"),
        ("[z-a].json", "glob '[z-a].json' has the reversed range 'z-a'"),
        ("x\\", "glob 'x\\' ends with '\\', which escapes nothing"),
    ])
    func refuses(_ pattern: String, _ message: String) {
        #expect(throws: Glob.Error(message: message)) { try Glob(pattern) }
    }

    /// Several `**` stay fast: each pair of segment and path part is tried once. An
    /// exponential matcher would hang: not matching within a minute is a failure
    /// (`finishing(within:)`, whose clock runs only while the match does).
    @Test func manyAnyDepthSegmentsStayLinear() throws {
        let glob = try Glob(Array(repeating: "**", count: 30).joined(separator: "/") + "/z.json")
        let path = Array(repeating: "d", count: 200).joined(separator: "/") + "/y.json"
        let matched: Bool? = finishing(within: 60) { glob.matches(path) }
        #expect(matched == false, "nil: the match did not end within a minute")
    }

    /// `GlobIndex` finds the same globs as matching each in turn: those filed under a key (a
    /// last segment's text, the text after its `*`, a first segment before `**`) through its
    /// table, the others one by one.
    @Test(arguments: [
        "a.json", "x/a.json", "x/y/a.json", "x//a.json", "*.json", "dir", "dir/b.json", "café/x.json",
        "cafe\u{301}/x.json", "voip/a.json", "", "voip", "voip/x/y.json", "z1", "az1", "x/az1", "a/q/b.json",
        "a/b.json", "x/q/y", "b.js0n",
    ])
    func indexFindsWhatEachGlobFinds(_ path: String) throws {
        let globs = try [
            "a.json", "**/a.json", "*.json", "x/a.json", "\\*.json", "dir", "**/dir", "voip/**", "a.json",
            "café/x.json", "**/b.json", "x/y/a.json", "**/x/a.json", "*z1", "**/*z1", "**/*.json", "a/**/b.json",
            "x/**/y", "*", "**", "[ab].json", "*.js*n", "voip/**/*.json",
        ].map { try Glob($0) }
        let index = GlobIndex(globs)
        let linear = globs.indices.filter { globs[$0].matches(path) }
        #expect(index.matches(path) == linear)
        #expect(index.lastMatch(path) == linear.last)
        #expect(index.matchesAny(path) == !linear.isEmpty)
    }
}
