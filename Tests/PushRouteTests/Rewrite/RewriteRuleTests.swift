import Foundation
import Testing

/// The rules of the one writer (pushroute(1), FILES; docs/reliability.md, "What a rewrite promises"), one
/// table test per rule, each run by the built binary on files made in a scratch folder, for
/// each of the four writes that can apply: `--output`, `lint --fix`, `normalize --write` and
/// `lint --write-baseline`. Whole standard output and standard error and the exit status are
/// compared; where a rule needs root (`mknod`, `chown`) or a tool the machine lacks, the test
/// is cancelled with the reason.
@Suite struct RewriteRuleTests {
    /// One of the four writes, aimed at `t.json` in a scratch folder.
    enum Write: String, CaseIterable, Sendable {
        case output, fix, normalize, baseline

        var arguments: [String] {
            switch self {
            case .output: ["classify", "--output", "t.json", "in.json"]
            case .fix: ["lint", "--fix", "t.json"]
            case .normalize: ["normalize", "--write", "t.json"]
            case .baseline: ["lint", "--write-baseline", "t.json", "in.json"]
            }
        }

        /// What `t.json` holds before the write: something the write changes.
        var fixture: String {
            switch self {
            case .output, .baseline: "samples/seed-clevertap.json"
            case .fix: "Tests/Fixtures/fix/number-as-string.json"
            case .normalize: "samples/paste-nsdictionary.txt"
            }
        }

        /// How a refusal starts, after `t.json: error: `.
        var failure: String {
            switch self {
            case .output: "cannot write"
            case .fix, .normalize: "not rewritten"
            case .baseline: "baseline not written"
            }
        }

        /// The whole standard error of a refusal; `read`: the file was read, and normalize
        /// reports the repairs its fixture needs first (as `normalize --diff` does).
        func refusal(_ reason: String, read: Bool = true) throws -> String {
            let repairs =
                self == .normalize && read
                ? try RewriteRuleTests.prepared(self).run(["normalize", "--diff", "t.json"]).standardError : ""
            return repairs + "t.json: error: \(failure): \(reason)\n"
        }
    }

    /// A scratch folder with `t.json` (the write's fixture) and `in.json` (an input).
    static func prepared(_ write: Write) throws -> Scratch {
        let scratch = try Scratch()
        try scratch.copy(write.fixture, to: "t.json")
        try scratch.copy("samples/both-sdks.json", to: "in.json")
        return scratch
    }

    /// The write on a plain `t.json`: what it prints and what `t.json` holds after it.
    static func reference(_ write: Write) throws -> (result: CommandRunner.Result, written: Data) {
        let scratch = try prepared(write)
        let result = try scratch.run(write.arguments)
        #expect(result.status != 74, "the reference run failed: \(result)")
        return (result, try scratch.data("t.json"))
    }

    /// What a refused write prints on standard output: nothing, but for `lint --fix` of a file
    /// it read, the findings of the file as it is.
    static func output(of write: Write, read: Bool) throws -> String {
        guard write == .fix, read else { return "" }
        return try prepared(write).run(["lint", "t.json"]).standardOutput
    }

    static func shell(_ command: String, in scratch: Scratch) throws {
        let result = try CommandRunner.run(["-c", command], executable: "/bin/sh", in: scratch.url)
        #expect(result.status == 0, "\(command): \(result.standardError)")
    }

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    static var isRoot: Bool { geteuid() == 0 }

    // MARK: Only a regular file, or a new path

    enum Node: String, CaseIterable, Sendable {
        case fifo, socket, characterDevice, blockDevice, directory

        var command: String {
            switch self {
            case .fifo: "mkfifo t.json"
            case .socket: "python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"t.json\")'"
            case .characterDevice: "mknod t.json c 1 3"
            case .blockDevice: "mknod t.json b 7 200"
            case .directory: "mkdir t.json"
            }
        }

        var type: mode_t {
            switch self {
            case .fifo: S_IFIFO
            case .socket: S_IFSOCK
            case .characterDevice: S_IFCHR
            case .blockDevice: S_IFBLK
            case .directory: S_IFDIR
            }
        }

        var reason: String {
            switch self {
            case .fifo: "not a regular file but a FIFO; only a regular file (or a new path) is replaced"
            case .socket: "not a regular file but a socket; only a regular file (or a new path) is replaced"
            case .characterDevice:
                "not a regular file but a character device; only a regular file (or a new path) is replaced"
            case .blockDevice: "not a regular file but a block device; only a regular file (or a new path) is replaced"
            case .directory: "is a directory"
            }
        }
    }

    /// A device, FIFO, socket or directory is refused, exit 74, naming it, and stays as it was.
    /// (`lint --fix DIR` and `normalize --write DIR` walk the directory: not a write to it.)
    @Test(arguments: Write.allCases, Node.allCases)
    func onlyARegularFileIsReplaced(_ write: Write, _ node: Node) throws {
        if write == .fix || write == .normalize, node == .directory { return }
        if node == .characterDevice || node == .blockDevice, !Self.isRoot { try Test.cancel("mknod needs root") }
        if node == .socket, FileManager.default.fileExists(atPath: "/usr/bin/python3") == false {
            try Test.cancel("no python3 to make a socket")
        }
        let scratch = try Self.prepared(write)
        try FileManager.default.removeItem(atPath: scratch.path("t.json"))
        try Self.shell(node.command, in: scratch)
        let result = try scratch.run(write.arguments)
        #expect(result.status == 74)
        // lint's text format ends with its summary, of the files it read: none here.
        #expect(result.standardOutput == (write == .fix ? "no findings in 0 files\n" : ""))
        #expect(result.standardError == (try write.refusal(node.reason, read: false)))
        #expect(Self.fileType(scratch.path("t.json")) == node.type)
        try scratch.checkFixturesIntact()
    }

    /// A path that does not exist yet is created, by each write but the rewrites of files.
    @Test(arguments: [Write.output, .baseline])
    func aNewPathIsCreated(_ write: Write) throws {
        let scratch = try Self.prepared(write)
        try FileManager.default.removeItem(atPath: scratch.path("t.json"))
        let result = try scratch.run(write.arguments)
        #expect(result.status != 74, "\(result)")
        #expect(try scratch.data("t.json").count > 0)
    }

    // MARK: An output that is also an input

    struct SameFile: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let also = "it is also an input of this run"

    /// Refused before anything is read (no record, no diagnostic), by path or by device and
    /// inode, whatever name the output has; the input keeps its bytes.
    @Test(arguments: [
        SameFile(
            arguments: ["classify", "--output", "x.json", "x.json"],
            error: "x.json: error: cannot write: \(also) ('x.json'); write to another file\n"),
        SameFile(
            arguments: ["classify", "--output", "./x.json", "x.json"],
            error: "./x.json: error: cannot write: \(also) ('x.json'); write to another file\n"),
        SameFile(
            arguments: ["classify", "--output", "link.json", "x.json"],
            error: "link.json: error: cannot write: \(also) ('x.json'); write to another file\n"),
        SameFile(
            arguments: ["classify", "--output", "x.json", "hard.json"],
            error: "x.json: error: cannot write: \(also) ('hard.json'); write to another file\n"),
        SameFile(
            arguments: ["simulate", "--format", "html", "--output", "x.json", "x.json"],
            error: "x.json: error: cannot write: \(also) ('x.json'); write to another file\n"),
        SameFile(
            arguments: ["simulate", "--scenario", "x.json", "--output", "x.json"],
            error: "x.json: error: cannot write: \(also) ('x.json'); write to another file\n"),
        SameFile(
            arguments: ["simulate", "--compare-app", "a.json,link.json", "--output", "x.json"],
            error: "x.json: error: cannot write: \(also) ('link.json'); write to another file\n"),
        SameFile(
            arguments: ["lint", "--config", "x.json", "--write-baseline", "x.json", "dir"],
            error: "x.json: error: baseline not written: \(also) ('x.json'); write to another file\n"),
        // The walk finds dir/link.json, a link to dir/x.json, first.
        SameFile(
            arguments: ["lint", "--write-baseline", "dir/x.json", "dir"],
            error: "dir/x.json: error: baseline not written: \(also) ('dir/link.json'); write to another file\n"),
        SameFile(
            arguments: ["lint", "--write-baseline", "./dir/x.json", "dir"],
            error: "./dir/x.json: error: baseline not written: \(also) ('dir/link.json'); write to another file\n"),
        SameFile(
            arguments: ["lint", "--write-baseline", "dir/x.json", "dir/x.json"],
            error: "dir/x.json: error: baseline not written: \(also) ('dir/x.json'); write to another file\n"),
        SameFile(
            arguments: ["lint", "--write-baseline", "dir/link.json", "dir/x.json"],
            error: "dir/link.json: error: baseline not written: \(also) ('dir/x.json'); write to another file\n"),
    ])
    func anOutputThatIsAnInputIsRefused(_ case: SameFile) throws {
        let scratch = try Scratch()
        for folder in ["", "dir/"] {
            try scratch.copy("samples/both-sdks.json", to: folder + "x.json")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path(folder + "link.json"), withDestinationPath: "x.json")
        }
        try FileManager.default.linkItem(atPath: scratch.path("x.json"), toPath: scratch.path("hard.json"))
        let listing = try scratch.listing()
        let result = try scratch.run(`case`.arguments)
        #expect(result.status == 74)
        #expect(result.standardOutput == "")
        #expect(result.standardError == `case`.error)
        #expect(try scratch.listing() == listing)
        try scratch.checkFixturesIntact()
        #expect(
            try scratch.data("x.json")
                == (try Data(contentsOf: CommandRunner.root.appendingPathComponent("samples/both-sdks.json"))))
    }

    /// `normalize --apns --output DIR`: no payload's `.apns` file replaces an input of the run,
    /// whether it was read before or is still to be read (x.json's x.apns beside an input x.apns).
    @Test(arguments: [["dir"], ["dir/x.json", "dir/x.apns"], ["dir/x.apns", "dir/x.json"]])
    func anApnsFileThatIsAnInputIsRefused(_ operands: [String]) throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "dir/x.json")
        try scratch.copy("samples/leanplum-muted.json", to: "dir/x.apns")
        let listing = try scratch.listing()
        let result = try scratch.run(["normalize", "--apns", "com.example.shop", "--output", "dir"] + operands)
        #expect(result.status == 74)
        let refusal = "dir/x.apns: error: not written: \(Self.also) ('dir/x.apns'); write to another file"
        #expect(result.standardError.split(separator: "\n").map(String.init) == [refusal, refusal])
        #expect(try scratch.listing() == listing)
        #expect(
            try scratch.data("dir/x.apns")
                == (try Data(contentsOf: CommandRunner.root.appendingPathComponent("samples/leanplum-muted.json"))))
    }

    /// Standard input that is the output file is an input too.
    @Test func standardInputThatIsTheOutputIsRefused() throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "x.json")
        let result = try CommandRunner.run(
            ["-c", "exec \"$0\" classify --output x.json < x.json", CommandRunner.binary.path], executable: "/bin/sh",
            in: scratch.url)
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "x.json: error: cannot write: \(Self.also) (standard input); write to another file\n")
        try scratch.checkFixturesIntact()
    }

    // MARK: Symbolic links

    /// A link is followed: its target gets what a plain file would, and the link stays, for
    /// `--output` as for `--fix`.
    @Test(arguments: Write.allCases)
    func aLinksTargetIsWrittenAndTheLinkKept(_ write: Write) throws {
        let (expected, written) = try Self.reference(write)
        let scratch = try Self.prepared(write)
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: false)
        try FileManager.default.moveItem(atPath: scratch.path("t.json"), toPath: scratch.path("real/target.json"))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("t.json"), withDestinationPath: "real/target.json")
        let result = try scratch.run(write.arguments)
        #expect(result == expected)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("t.json")) == "real/target.json")
        #expect(try scratch.data("real/target.json") == written)
        #expect(try scratch.listing() == ["in.json", "real", "real/target.json", "t.json"])
    }

    // MARK: The rename targets the file read, unchanged

    struct Change: Sendable, CustomTestStringConvertible {
        var name: String
        /// Run by the writer between its read and its check (`PUSHROUTE_TEST_RUN_BEFORE_CHECK`).
        var command: String
        var reason: String
        var testDescription: String { name }
    }

    static let kept = "since it was read; the new content is kept in 't.json.pushroute-new'"

    static let changes = [
        Change(
            name: "appended to", command: "printf ' ' >> t.json",
            reason: "the file changed (its size or modification time) \(kept)"),
        Change(
            name: "touched", command: "touch -d '2001-02-03 04:05:06.789' t.json",
            reason: "the file changed (its size or modification time) \(kept)"),
        Change(
            name: "link swapped in", command: "rm t.json && ln -s other.json t.json",
            reason: "a symbolic link was put in the file's place \(kept)"),
        Change(
            name: "file moved in", command: "cp other.json new.json && mv new.json t.json",
            reason: "another file was put in its place \(kept)"),
        Change(name: "removed", command: "rm t.json", reason: "the file was removed \(kept)"),
    ]

    /// A change between the read and the rename, made by the test-only hook at a fixed point
    /// (no race): nothing is renamed, exit 74, and the new content is kept beside the file
    /// under the name the message gives.
    @Test(arguments: Write.allCases, changes)
    func aChangeSinceTheReadIsNoticed(_ write: Write, _ change: Change) throws {
        let (_, written) = try Self.reference(write)
        let scratch = try Self.prepared(write)
        try scratch.copy(write.fixture, to: "other.json")
        let unfixed = try Self.output(of: write, read: true)
        let result = try scratch.run(write.arguments, environment: ["PUSHROUTE_TEST_RUN_BEFORE_CHECK": change.command])
        #expect(result.status == 74)
        #expect(result.standardOutput == unfixed)
        #expect(result.standardError == (try write.refusal(change.reason)))
        #expect(try scratch.data("t.json.pushroute-new") == written)
        #expect(
            try scratch.data("other.json")
                == (try Data(contentsOf: CommandRunner.root.appendingPathComponent(write.fixture))))
        if change.name == "link swapped in" {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("t.json")) == "other.json")
        }
        try scratch.checkFixturesIntact()
    }

    /// A second refusal keeps the new content under the next free name.
    @Test func keptContentNeverReplacesKeptContent() throws {
        let scratch = try Self.prepared(.fix)
        let hook = ["PUSHROUTE_TEST_RUN_BEFORE_CHECK": "printf ' ' >> t.json"]
        _ = try scratch.run(Write.fix.arguments, environment: hook)
        let result = try scratch.run(Write.fix.arguments, environment: hook)
        #expect(
            result.standardError
                == (try Write.fix.refusal(
                    "the file changed (its size or modification time) since it was read; the new content is kept in 't.json.pushroute-new.1'"
                )))
        #expect(try scratch.listing() == ["in.json", "t.json", "t.json.pushroute-new", "t.json.pushroute-new.1"])
    }

    // MARK: A walk stays inside its folder

    /// `lint --fix DIR` never follows a link out of DIR: the link is skipped with a warning,
    /// and the file outside keeps its bytes; links inside DIR are rewritten through. `lint DIR`
    /// does not read it either.
    @Test func aWalkNeverRewritesOutsideItsFolder() throws {
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/number-as-string.json", to: "outside/settings.json")
        try scratch.copy("Tests/Fixtures/fix/number-as-string.json", to: "tree/in.json")
        try scratch.write("tree/sub/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("tree/sub/evil.json"), withDestinationPath: "../../outside/settings.json")
        let before = try scratch.data("outside/settings.json")
        let result = try scratch.run(["lint", "--fix", "tree"])
        #expect(
            result.standardError == """
                tree/sub/evil.json: warning: skipped: symbolic link to '../../outside/settings.json', outside the folder 'tree': a rewrite never leaves the folder it walks
                tree/in.json: note: rewritten with 5 fixes: aps-badge, aps-relevance-score, aps-key-type, aps-sound

                """)
        #expect(try scratch.data("outside/settings.json") == before)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("tree/sub/evil.json"))
                == "../../outside/settings.json")
        // Without --fix the link is not read either: a walk never reads outside its folder.
        let linted = try scratch.run(["lint", "tree"])
        #expect(
            linted.standardError
                == "tree/sub/evil.json: warning: skipped: symbolic link to '../../outside/settings.json', outside the folder 'tree': a walk never reads outside it\n"
        )
        #expect(!linted.standardOutput.contains("tree/sub/evil.json"))
    }

    // MARK: Permissions, owner, hard links, extended attributes

    /// A read-only file (0444) is refused, or with `--force` rewritten keeping its mode.
    @Test(arguments: Write.allCases, [false, true])
    func aReadOnlyFileNeedsForce(_ write: Write, _ force: Bool) throws {
        let scratch = try Self.prepared(write)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: scratch.path("t.json"))
        let result = try scratch.run(write.arguments + (force ? ["--force"] : []))
        if force {
            let (expected, written) = try Self.reference(write)
            #expect(result == expected)
            #expect(try scratch.data("t.json") == written)
        } else {
            #expect(result.status == 74)
            #expect(result.standardOutput == (try Self.output(of: write, read: true)))
            #expect(result.standardError == (try write.refusal("it is read-only (mode 444); --force rewrites it")))
            #expect(
                try scratch.data("t.json")
                    == (try Data(contentsOf: CommandRunner.root.appendingPathComponent(write.fixture))))
        }
        #expect(
            try FileManager.default.attributesOfItem(atPath: scratch.path("t.json"))[.posixPermissions] as? Int == 0o444
        )
    }

    /// A file with a second hard link is refused, or with `--force` rewritten: the other name
    /// keeps the old content.
    @Test(arguments: Write.allCases, [false, true])
    func aHardLinkedFileNeedsForce(_ write: Write, _ force: Bool) throws {
        let scratch = try Self.prepared(write)
        try FileManager.default.linkItem(atPath: scratch.path("t.json"), toPath: scratch.path("other.json"))
        let original = try scratch.data("t.json")
        let result = try scratch.run(write.arguments + (force ? ["--force"] : []))
        #expect(try scratch.data("other.json") == original)
        if force {
            let (expected, written) = try Self.reference(write)
            #expect(result == expected)
            #expect(try scratch.data("t.json") == written)
        } else {
            #expect(result.status == 74)
            #expect(result.standardOutput == (try Self.output(of: write, read: true)))
            #expect(
                result.standardError
                    == (try write.refusal(
                        "it has 2 hard links, which a rewrite would split (the other names would keep the old content); --force rewrites it"
                    )))
            #expect(try scratch.data("t.json") == original)
        }
    }

    /// Another user's file, rewritten by root, keeps its owner, group and mode.
    @Test(.enabled(if: isRoot, "chown needs root"), arguments: Write.allCases)
    func ownerGroupAndModeAreKept(_ write: Write) throws {
        let (expected, written) = try Self.reference(write)
        let scratch = try Self.prepared(write)
        try Self.shell("chown 1234:5678 t.json && chmod 640 t.json", in: scratch)
        let result = try scratch.run(write.arguments)
        #expect(result == expected)
        #expect(try scratch.data("t.json") == written)
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("t.json"))
        #expect(attributes[.ownerAccountID] as? Int == 1234)
        #expect(attributes[.groupOwnerAccountID] as? Int == 5678)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
    }

    struct Unprivileged: Sendable, CustomTestStringConvertible {
        var mode: Int
        var reason: String
        var testDescription: String { String(mode, radix: 8) }
    }

    /// Run as `nobody` in a folder anyone may write: root's 0644 file is one the real user may
    /// not write; root's 0666 file could be written, but not kept root's, so it is refused too.
    @Test(
        .enabled(if: isRoot, "making another user's file and running as nobody need root"), arguments: Write.allCases,
        [
            Unprivileged(mode: 0o644, reason: "you may not write it: permission denied"),
            Unprivileged(mode: 0o666, reason: "cannot keep its owner and group (0:0): operation not permitted"),
        ])
    func anUnprivilegedUserCannotTakeAFile(_ write: Write, _ case: Unprivileged) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            try Test.cancel("no setpriv to run as nobody")
        }
        let scratch = try Self.prepared(write)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: scratch.url.path)
        try FileManager.default.setAttributes([.posixPermissions: `case`.mode], ofItemAtPath: scratch.path("t.json"))
        let setpriv = ["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.binary.path]
        let probe = try CommandRunner.run(setpriv + ["--version"], executable: "/usr/bin/setpriv", in: scratch.url)
        guard probe.status == 0 else {
            try Test.cancel("nobody cannot run \(CommandRunner.binary.path): \(probe.standardError)")
        }
        let expectedOutput =
            write == .fix
            ? try CommandRunner.run(setpriv + ["lint", "t.json"], executable: "/usr/bin/setpriv", in: scratch.url)
                .standardOutput : ""
        let result = try CommandRunner.run(setpriv + write.arguments, executable: "/usr/bin/setpriv", in: scratch.url)
        #expect(result.status == 74)
        #expect(result.standardOutput == expectedOutput)
        #expect(result.standardError == (try write.refusal(`case`.reason)))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("t.json"))
        #expect(attributes[.ownerAccountID] as? Int == 0)
        #expect(try scratch.listing() == ["in.json", "t.json"])
        try scratch.checkFixturesIntact()
    }

    /// Extended attributes are copied to the new file.
    @Test(arguments: Write.allCases)
    func extendedAttributesAreKept(_ write: Write) throws {
        let scratch = try Self.prepared(write)
        let python = "import os, sys; os.setxattr('t.json', 'user.pushroute', b'kept')"
        let set = try CommandRunner.run(["-c", python], executable: "/usr/bin/python3", in: scratch.url)
        guard set.status == 0 else {
            try Test.cancel("cannot set a user extended attribute here: \(set.standardError)")
        }
        let (expected, written) = try Self.reference(write)
        let result = try scratch.run(write.arguments)
        #expect(result == expected)
        #expect(try scratch.data("t.json") == written)
        let read = try CommandRunner.run(
            ["-c", "import os; print(os.getxattr('t.json', 'user.pushroute').decode())"],
            executable: "/usr/bin/python3", in: scratch.url)
        #expect(read.standardOutput == "kept\n")
    }

    // MARK: Standard input, by any name

    struct StandardInput: Sendable, CustomTestStringConvertible {
        var command: String
        var status: Int32
        var error: String
        var testDescription: String { command }
    }

    /// Standard input's name in Linux's /proc.
    static var linuxOnlyNames: [String] {
        #if os(Linux)
        ["/proc/self/fd/0"]
        #else
        []
        #endif
    }

    static let stdinNames =
        [
            StandardInput(
                command: "lint --fix -", status: 64,
                error:
                    "pushroute: error: option '--fix' rewrites files; it cannot rewrite standard input\nhint: see 'pushroute lint --help'\n"
            )
        ]
        + (["/dev/stdin", "/dev/fd/0"] + linuxOnlyNames).flatMap { name in
            [
                StandardInput(
                    command: "lint --fix \(name)", status: 64,
                    error:
                        "pushroute: error: option '--fix' rewrites files; it cannot rewrite standard input ('\(name)' names it through a descriptor)\nhint: see 'pushroute lint --help'\n"
                ),
                StandardInput(
                    command: "normalize --write \(name)", status: 64,
                    error:
                        "pushroute: error: option '--write' rewrites files; it cannot rewrite standard input ('\(name)' names it through a descriptor)\nhint: see 'pushroute normalize --help'\n"
                ),
                StandardInput(
                    command: "lint --write-baseline \(name) in.json", status: 74,
                    error:
                        "\(name): error: baseline not written: it names a file through a descriptor (standard input, by any name, is never rewritten)\n"
                ),
                StandardInput(
                    command: "classify --output \(name) in.json", status: 74,
                    error:
                        "\(name): error: cannot write: it names a file through a descriptor (standard input, by any name, is never rewritten)\n"
                ),
            ]
        }

    /// With standard input a file (`< x.json`), no name of it rewrites that file.
    @Test(arguments: stdinNames)
    func standardInputIsNeverRewritten(_ case: StandardInput) throws {
        let scratch = try Scratch()
        try scratch.copy("Tests/Fixtures/fix/number-as-string.json", to: "x.json")
        try scratch.copy("samples/both-sdks.json", to: "in.json")
        let result = try CommandRunner.run(
            ["-c", "exec \"$0\" \(`case`.command) < x.json", CommandRunner.binary.path], executable: "/bin/sh",
            in: scratch.url)
        #expect(result.status == `case`.status)
        #expect(result.standardOutput == "")
        #expect(result.standardError == `case`.error)
        #expect(try scratch.listing() == ["in.json", "x.json"])
        try scratch.checkFixturesIntact()
    }

    // MARK: Leftovers

    /// The pid of a process that has ended (and been waited for).
    static func deadProcessID() throws -> Int32 {
        let child = try SpawnedProcess.start("/bin/sh", ["-c", "exit 0"])
        let deadline = ProcessDeadline(pid: child.pid)
        _ = child.wait()
        #expect(!deadline.cancel(), "sh -c 'exit 0' did not exit within \(deadline.seconds) s")
        return child.pid
    }

    /// A write removes the temporary files of processes that are gone from the folder it
    /// writes in, and leaves those of a live process (pid 1) and files that only look alike.
    @Test(arguments: Write.allCases)
    func leftoversOfDeadWritersAreRemoved(_ write: Write) throws {
        let dead = try Self.deadProcessID()
        let scratch = try Self.prepared(write)
        let names = [
            ".t.json.pushroute-\(dead)-0", ".in.json.pushroute-\(dead)-3", ".t.json.pushroute-1-0",
            ".t.json.pushroute-\(dead)-x", "t.json.pushroute-\(dead)-0",
        ]
        for name in names { try scratch.write(name, "left over\n") }
        let (expected, written) = try Self.reference(write)
        let result = try scratch.run(write.arguments)
        #expect(result == expected)
        #expect(try scratch.data("t.json") == written)
        #expect(
            try scratch.listing()
                == [
                    ".t.json.pushroute-\(dead)-x", ".t.json.pushroute-1-0", "in.json", "t.json",
                    "t.json.pushroute-\(dead)-0",
                ].sorted())
    }
}
