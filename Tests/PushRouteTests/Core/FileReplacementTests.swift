import Foundation
import Testing

@testable import PushRouteCore

/// The one way pushroute writes over a file: nothing is lost whatever happens before the
/// rename, the mode stays, a symbolic link stays a link, and no temporary file is left.
/// Every test works in a scratch folder of its own.
@Suite struct FileReplacementTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-replace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() }

    func mode(_ name: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int) ?? -1
    }

    @Test func replacesKeepingTheMode() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("a.json")))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path("a.json"))
        var seen: [UInt8] = []
        let result = FileReplacement().replace(path("a.json"), with: Array("new\n".utf8)) {
            seen = $0
            return true
        }
        #expect(throws: Never.self) { try result.get() }
        #expect(seen == Array("new\n".utf8))
        #expect(try readText(path("a.json")) == "new\n")
        #expect(try mode("a.json") == 0o640)
        #expect(try names() == ["a.json"])
    }

    @Test func refusedContentLeavesTheOriginalAndNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("a.json")))
        let result = FileReplacement().replace(path("a.json"), with: Array("new\n".utf8)) { _ in false }
        #expect(throws: FileReplacementError("the new content did not read back as expected")) { try result.get() }
        #expect(try readText(path("a.json")) == "old\n")
        #expect(try names() == ["a.json"])
    }

    @Test func aSymbolicLinkStaysAndItsTargetChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("target.json")))
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: "target.json")
        #expect(throws: Never.self) {
            try FileReplacement().replace(path("link.json"), with: Array("new\n".utf8)).get()
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.json")) == "target.json")
        #expect(try readText(path("target.json")) == "new\n")
        #expect(try names() == ["link.json", "target.json"])
    }

    @Test func createsAMissingFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: Never.self) { try FileReplacement().replace(path("new.json"), with: Array("{}\n".utf8)).get() }
        #expect(try readText(path("new.json")) == "{}\n")
        #expect(try mode("new.json") == 0o644)
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: false)
        #expect(throws: FileReplacementError("is a directory")) {
            try FileReplacement().replace(path("dir"), with: Array("x".utf8)).get()
        }
        #expect(try names() == ["dir"])
    }

    @Test func aFolderThatCannotBeWrittenLeavesTheOriginal() throws {
        guard getuid() != 0 else { return }  // root writes everywhere
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("a.json")))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        #expect(throws: FileReplacementError.self) {
            try FileReplacement().replace(path("a.json"), with: Array("new\n".utf8)).get()
        }
        #expect(try readText(path("a.json")) == "old\n")
    }

    /// The temporary names a later run recognises as leftovers, and the process they name.
    @Test(
        arguments: [
            (".a.json.pushroute-123-0", 123), (".a-b.json.pushroute-9-12", 9), (".x.pushroute-y.json.pushroute-7-1", 7),
            (".pushroute-1-0", nil), ("a.json.pushroute-123-0", nil), (".a.json.pushroute-12x-0", nil),
            (".a.json.pushroute-123", nil), (".a.json.123-0", nil), (".a.json.pushroute-new", nil),
        ] as [(String, Int32?)])
    func leftoverNames(_ name: String, _ pid: Int32?) {
        #expect(LeftoverFiles.processID(in: name) == pid)
    }

    /// Names that reach a file through a descriptor, standard input's among them, also
    /// through a link; and names that do not.
    @Test func descriptorNames() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: path("in.json"), withDestinationPath: "/dev/stdin")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path("plain.json")))
        for name in ["-", "/dev/stdin", "/dev/fd/0", "/dev/fd/7", "/dev/stdout", path("in.json")] {
            #expect(DescriptorPath.isDescriptorName(name), "\(name)")
        }
        for name in [path("plain.json"), "/dev/null", "x.json", "/devfd/0"] {
            #expect(!DescriptorPath.isDescriptorName(name), "\(name)")
        }
    }

    /// A file a walk found may not be rewritten through a link leading out of the folder
    /// walked, even if the link was put there after the walk.
    @Test func aLinkOutOfTheFolderWalkedIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: path("tree"), withIntermediateDirectories: false)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("outside.json")))
        try FileManager.default.createSymbolicLink(
            atPath: path("tree/evil.json"), withDestinationPath: "../outside.json")
        let opened = FileReplacement().open(path("tree/evil.json"), within: path("tree"))
        #expect(
            throws: FileReplacementError(
                "a symbolic link leads to '\(path("tree/../outside.json"))', outside the folder '\(path("tree"))' being walked"
            )
        ) { try opened.get() }
        #expect(try readText(path("outside.json")) == "old\n")
    }

    /// A file that appears at a new path while it is written is not replaced; the new content
    /// is kept beside it.
    @Test func aFileThatAppearsIsNotReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let replacement = FileReplacement(commandBeforeCheck: "echo theirs > '\(path("new.json"))'")
        let result = replacement.replace(path("new.json"), with: Array("{}\n".utf8))
        #expect(
            throws: FileReplacementError(
                "a file appeared at its name since it was read; the new content is kept in '\(path("new.json.pushroute-new"))'"
            )
        ) { try result.get() }
        #expect(try readText(path("new.json")) == "theirs\n")
        #expect(try readText(path("new.json.pushroute-new")) == "{}\n")
        #expect(try names() == ["new.json", "new.json.pushroute-new"])
    }
}
