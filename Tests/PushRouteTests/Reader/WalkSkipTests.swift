import Foundation
import Testing

/// A walk says what it skips: an entry with a payload file's name that cannot be read as one
/// (a dangling or looping link, a link to a directory or out of the folder, a FIFO) is a warning on standard error
/// naming it, the status stays what the files read give, and the other files are linted.
/// Built for real, with links and FIFOs, in a temporary folder.
@Suite struct WalkSkipTests {
    enum Entry: Sendable {
        /// A symbolic link at the path (in `tree/`) to the target, as written in the link.
        case link(String, to: String)
        case fifo(String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var entries: [Entry]
        /// The warnings on standard error, in order (`tree/` paths).
        var warnings: [String]
        /// Files linted besides `tree/good.json`.
        var linted: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(
            name: "dangling link", entries: [.link("gone.json", to: "missing.json")],
            warnings: [
                "tree/gone.json: warning: skipped: dangling symbolic link: its target 'missing.json' does not exist"
            ]),
        .init(
            name: "dangling link into a missing folder", entries: [.link("nested/gone.apns", to: "../nowhere/x.apns")],
            warnings: [
                "tree/nested/gone.apns: warning: skipped: dangling symbolic link: its target '../nowhere/x.apns' does not exist"
            ]),
        .init(
            name: "link to itself", entries: [.link("self.json", to: "self.json")],
            warnings: [
                "tree/self.json: warning: skipped: looping symbolic link: following 'self.json' never reaches a file (too many levels of symbolic links)"
            ]),
        .init(
            name: "two links to each other", entries: [.link("a.apns", to: "b.apns"), .link("b.apns", to: "a.apns")],
            warnings: [
                "tree/a.apns: warning: skipped: looping symbolic link: following 'b.apns' never reaches a file (too many levels of symbolic links)",
                "tree/b.apns: warning: skipped: looping symbolic link: following 'a.apns' never reaches a file (too many levels of symbolic links)",
            ]),
        .init(
            name: "link to a directory", entries: [.link("dir.json", to: "real")],
            warnings: [
                "tree/dir.json: warning: skipped: symbolic link to the directory 'real': links to directories are not followed"
            ]),
        .init(
            name: "FIFO", entries: [.fifo("pipe.json")],
            warnings: ["tree/pipe.json: warning: skipped: not a regular file (a FIFO, socket or device)"]),
        .init(
            name: "link to a FIFO", entries: [.fifo("real/pipe.log"), .link("fifo.json", to: "real/pipe.log")],
            warnings: [
                "tree/fifo.json: warning: skipped: symbolic link to 'real/pipe.log', which is not a regular file (a FIFO, socket or device)"
            ]),
        // A link to a file outside the folder walked: never read, so its content never shown.
        .init(
            name: "link to a file outside the folder", entries: [.link("out.json", to: "../outside.json")],
            warnings: [
                "tree/out.json: warning: skipped: symbolic link to '../outside.json', outside the folder 'tree': a walk never reads outside it"
            ]),
        // Not skips: a link to a file is read; entries lint would not read stay silent.
        .init(
            name: "link to a file", entries: [.link("ok.json", to: "real/x.json")], warnings: [],
            linted: ["tree/ok.json", "tree/real/x.json"]),
        .init(
            name: "other names and hidden entries",
            entries: [
                .link("notes.md", to: "missing"), .link(".hidden.json", to: "missing.json"), .link("up", to: ".."),
            ],
            warnings: []),
        // A paste no configuration includes is not taken, so not looked at.
        .init(name: "FIFO with a paste's name", entries: [.fifo("pipe.txt")], warnings: []),
    ]

    @Test(arguments: cases)
    func skippedEntriesAreWarnings(_ testCase: Case) throws {
        try Self.withTree(testCase.entries) { directory in
            let result = try CommandRunner.run(["lint", "tree"], in: directory)
            #expect(result.status == 0)
            #expect(result.standardError.split(separator: "\n").map(String.init) == testCase.warnings)
            for file in ["tree/good.json"] + testCase.linted {
                #expect(result.standardOutput.contains("\(file):4:5: warning: unknown key 'sonud'"), "\(file) linted")
            }
        }
    }

    /// All of them in one tree: the whole output.
    @Test func wholeOutput() throws {
        try Self.withTree(Self.cases.flatMap(\.entries)) { directory in
            let result = try CommandRunner.run(["lint", "tree"], in: directory)
            #expect(result.status == 0)
            try Golden.check(result.standardOutput, against: "lint/walk-skips.out")
            try Golden.check(result.standardError, against: "lint/walk-skips.err")
        }
    }

    /// `tree/` in a fresh folder, holding `good.json` and `real/x.json` (a payload with one
    /// warning) and the entries, and `body` run there.
    static func withTree(_ entries: [Entry], _ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-walk-\(UUID().uuidString)")
        let tree = directory.appendingPathComponent("tree")
        try FileManager.default.createDirectory(
            at: tree.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: tree.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let payload = try Data(
            contentsOf: CommandRunner.root.appendingPathComponent("Tests/Fixtures/lint/warnings-only.json"))
        try payload.write(to: tree.appendingPathComponent("good.json"))
        try payload.write(to: tree.appendingPathComponent("real/x.json"))
        try payload.write(to: directory.appendingPathComponent("outside.json"))
        for entry in entries {
            switch entry {
            case .link(let path, let target):
                try FileManager.default.createSymbolicLink(
                    atPath: tree.appendingPathComponent(path).path, withDestinationPath: target)
            case .fifo(let path):
                let made = try CommandRunner.run(
                    [tree.appendingPathComponent(path).path], executable: "/usr/bin/mkfifo")
                try #require(made.status == 0, "mkfifo: \(made.standardError)")
            }
        }
        try body(directory)
    }
}
