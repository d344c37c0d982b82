import Testing

@testable import PushRouteReader

/// `.gitignore` patterns read as git reads them (gitignore(5)).
@Suite struct GitIgnoreTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var patterns: String
        var path: String
        var isDirectory = false
        /// true ignored, false re-included, nil no pattern matches.
        var decision: Bool?
        var testDescription: String { "\(patterns.debugDescription) \(path)" }
    }

    static let cases: [Case] = [
        .init(patterns: "*.log", path: "a/b/x.log", decision: true),
        .init(patterns: "*.log", path: "x.json", decision: nil),
        .init(patterns: "# comment\n\n*.log", path: "x.log", decision: true),
        .init(patterns: "\\#name", path: "#name", decision: true),
        .init(patterns: "build/", path: "build", isDirectory: true, decision: true),
        .init(patterns: "build/", path: "build", isDirectory: false, decision: nil),
        .init(patterns: "build/", path: "src/build", isDirectory: true, decision: true),
        .init(patterns: "/build", path: "build", decision: true),
        .init(patterns: "/build", path: "src/build", decision: nil),
        .init(patterns: "doc/frotz", path: "doc/frotz", decision: true),
        .init(patterns: "doc/frotz", path: "a/doc/frotz", decision: nil),
        .init(patterns: "**/foo", path: "a/b/foo", decision: true),
        .init(patterns: "foo/**", path: "foo/a/b.json", decision: true),
        .init(patterns: "a/**/b", path: "a/x/y/b", decision: true),
        .init(patterns: "a/**/b", path: "a/b", decision: true),
        .init(patterns: "*.json\n!keep.json", path: "keep.json", decision: false),
        .init(patterns: "*.json\n!keep.json", path: "drop.json", decision: true),
        .init(patterns: "!keep.json\n*.json", path: "keep.json", decision: true),
        .init(patterns: "\\!important", path: "!important", decision: true),
        .init(patterns: "x.json   ", path: "x.json", decision: true),
        .init(patterns: "fixture[0-9].json", path: "fixture3.json", decision: true),
        .init(patterns: "fixture[!0-9].json", path: "fixture3.json", decision: nil),
        .init(patterns: "?.json", path: "ab.json", decision: nil),
        .init(patterns: "a**b", path: "axyb", decision: true),
        .init(patterns: "*.json\r\n", path: "x.json", decision: true),
        .init(patterns: "[unclosed", path: "[unclosed", decision: nil),
        // Literal patterns (found in a table) and wildcards, the last that matches deciding.
        .init(patterns: "x.json\n!x.json", path: "a/x.json", decision: false),
        .init(patterns: "!x.json\n*.json", path: "x.json", decision: true),
        .init(patterns: "*.json\n!x.json\ny.json", path: "x.json", decision: false),
        .init(patterns: "*.json\nx.json/", path: "x.json", isDirectory: false, decision: true),
        .init(patterns: "!*.json\nx.json/", path: "x.json", isDirectory: true, decision: true),
        .init(patterns: "doc/x.json", path: "doc/x.json", decision: true),
        .init(patterns: "\\*.json", path: "*.json", decision: true),
        .init(patterns: "\\*.json", path: "a.json", decision: nil),
    ]

    @Test(arguments: cases)
    func decides(_ testCase: Case) {
        #expect(
            GitIgnore(testCase.patterns).decision(testCase.path, isDirectory: testCase.isDirectory) == testCase.decision
        )
    }
}
