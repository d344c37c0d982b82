import Foundation
import Testing

/// What the run reads and writes when its files are hostile (issue 34; pushroute(1), FILES):
/// `--output` never replaces a file the run read, directly or through a repository, scenario,
/// configuration or walked folder; the writer does not follow another user's link in a sticky
/// folder anyone may write; a repository's FIFOs, links and devices and the paths its build
/// settings name outside it are refused with a warning, never read or waited on; a folder the
/// walk cannot list is an error. Every case is made at run time in a scratch folder, run by
/// the built binary (under `timeout`, so that a hang fails instead of blocking the suite), and
/// its exit status and whole standard error compared.
@Suite struct UntrustedFileTests {
    /// Runs pushroute in `scratch` under `timeout -s KILL 60` (the test runner's children start
    /// with every signal blocked: only SIGKILL is sure to end them), optionally as `nobody`.
    static func run(_ arguments: [String], in scratch: Scratch, asNobody: Bool = false) throws -> CommandRunner.Result {
        let nobody = asNobody ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        return try CommandRunner.run(
            ["-s", "KILL", "60"] + nobody + [CommandRunner.binary.path] + arguments, executable: "/usr/bin/timeout",
            in: scratch.url)
    }

    static func shell(_ command: String, in scratch: Scratch) throws {
        let result = try CommandRunner.run(["-c", command], executable: "/bin/sh", in: scratch.url)
        #expect(result.status == 0, "\(command): \(result.standardError)")
    }

    /// A scratch folder holding `repo` (the cocoapods-swift fixture), `p.json` (a payload),
    /// `s.scenario` (tapping `p.json`), `d/` (two payloads) and `.pushroute.json`.
    static func prepared() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.copyItem(
            atPath: CommandRunner.root.appendingPathComponent("Tests/Fixtures/repos/cocoapods-swift").path,
            toPath: scratch.path("repo"))
        try scratch.copy("samples/seed-clevertap.json", to: "p.json")
        try scratch.write("s.scenario", "tap p.json\n")
        try scratch.copy("samples/both-sdks.json", to: "d/x.json")
        try scratch.copy("samples/seed-clevertap.json", to: "d/y.json")
        try scratch.write(".pushroute.json", "{}\n")
        return scratch
    }

    // MARK: An output the run read on the way

    struct ReadOutput: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// The output, a file the run reads without naming it.
        var output: String
        var testDescription: String { (arguments + ["-o", output]).joined(separator: " ") }
    }

    /// Refused with status 74 once the run has read it, before it is replaced: standard error
    /// is what the same run says writing elsewhere, then the refusal; the file keeps its bytes.
    @Test(arguments: [
        ReadOutput(arguments: ["app", "infer", "repo"], output: "repo/Podfile.lock"),
        ReadOutput(arguments: ["app", "infer", "repo"], output: "repo/ShopApp/AppDelegate.swift"),
        ReadOutput(arguments: ["simulate", "--app", "repo", "p.json"], output: "repo/ShopApp/ShopApp.entitlements"),
        ReadOutput(arguments: ["simulate", "--scenario", "s.scenario"], output: "p.json"),
        ReadOutput(arguments: ["lint", "p.json"], output: ".pushroute.json"),
        ReadOutput(arguments: ["normalize", "d"], output: "d/x.json"),
        ReadOutput(arguments: ["classify", "d"], output: "d/y.json"),
        ReadOutput(arguments: ["lint", "d"], output: "./d/x.json"),
    ])
    func anOutputTheRunReadIsRefused(_ case: ReadOutput) throws {
        let scratch = try Self.prepared()
        let elsewhere = try Self.run(`case`.arguments + ["-o", "elsewhere.out"], in: scratch)
        try FileManager.default.removeItem(atPath: scratch.path("elsewhere.out"))
        let before = try scratch.data(`case`.output)
        let listing = try scratch.listing()
        let result = try Self.run(`case`.arguments + ["-o", `case`.output], in: scratch)
        let read = `case`.output.hasPrefix("./") ? String(`case`.output.dropFirst(2)) : `case`.output
        #expect(result.status == 74)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == elsewhere.standardError
                + "\(`case`.output): error: cannot write: the run read it as '\(read)'; nothing was written, write to another file\n"
        )
        #expect(try scratch.data(`case`.output) == before)
        #expect(try scratch.listing() == listing)
        try scratch.checkFixturesIntact()
    }

    /// `--write-baseline` over a file the run read on the way (a configuration found above the
    /// input, or one of a walked folder) is refused the same way, status 74, the file intact.
    @Test(arguments: [(["lint", "p.json"], ".pushroute.json"), (["lint", "d"], "d/.pushroute.json")])
    func aBaselineOverAFileTheRunReadIsRefused(_ arguments: [String], _ baseline: String) throws {
        let scratch = try Self.prepared()
        if baseline != ".pushroute.json" { try scratch.write(baseline, "{}\n") }
        let before = try scratch.data(baseline)
        let result = try Self.run(arguments + ["--write-baseline", baseline], in: scratch)
        #expect(result.status == 74)
        #expect(
            result.standardError.hasSuffix(
                "\(baseline): error: baseline not written: the run read it as '\(baseline)'; write to another file\n"))
        #expect(try scratch.data(baseline) == before)
        try scratch.checkFixturesIntact()
    }

    /// A new file in a walked folder is not among the files read: it is written, and the next
    /// run, which would read it, is refused.
    @Test func aNewFileInTheWalkedFolderIsWrittenOnceThenRefused() throws {
        let scratch = try Self.prepared()
        let first = try Self.run(["normalize", "d", "-o", "d/z.json"], in: scratch)
        #expect(first.status == 0)
        let written = try scratch.data("d/z.json")
        let second = try Self.run(["normalize", "d", "-o", "d/z.json"], in: scratch)
        #expect(second.status == 74)
        #expect(
            second.standardError.hasSuffix(
                "d/z.json: error: cannot write: the run read it as 'd/z.json'; nothing was written, write to another file\n"
            ))
        #expect(try scratch.data("d/z.json") == written)
    }

    // MARK: Links planted in sticky folders

    struct PlantedLink: Sendable, CustomTestStringConvertible {
        /// The folder's mode and owner, and the link's owner.
        var folderMode: Int
        var folderOwner: UInt32
        var linkOwner: UInt32
        var refused: Bool
        var testDescription: String {
            "folder \(String(folderMode, radix: 8)) of \(folderOwner), link of \(linkOwner): "
                + (refused ? "refused" : "followed")
        }
    }

    /// `fs.protected_symlinks`' rule for the writer, which follows links itself: in a sticky
    /// folder anyone may write, a link is followed only when the user running or the
    /// folder's owner owns it. Run as root, which makes the files and the links.
    @Test(
        .enabled(if: geteuid() == 0, "giving a link to another user needs root"),
        arguments: [
            PlantedLink(folderMode: 0o1777, folderOwner: 0, linkOwner: 65534, refused: true),
            PlantedLink(folderMode: 0o1777, folderOwner: 0, linkOwner: 0, refused: false),
            PlantedLink(folderMode: 0o1777, folderOwner: 65534, linkOwner: 65534, refused: false),
            PlantedLink(folderMode: 0o0777, folderOwner: 0, linkOwner: 65534, refused: false),
            PlantedLink(folderMode: 0o1775, folderOwner: 0, linkOwner: 65534, refused: false),
        ])
    func aLinkPlantedInAStickyFolderIsNotFollowed(_ case: PlantedLink) throws {
        let scratch = try Self.prepared()
        try scratch.write("victim", "victim\n")
        try FileManager.default.createDirectory(atPath: scratch.path("tmp"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("tmp/out.txt"), withDestinationPath: scratch.path("victim"))
        #expect(lchown(scratch.path("tmp/out.txt"), `case`.linkOwner, `case`.linkOwner) == 0)
        #expect(chown(scratch.path("tmp"), `case`.folderOwner, `case`.folderOwner) == 0)
        #expect(chmod(scratch.path("tmp"), mode_t(`case`.folderMode)) == 0)
        let result = try Self.run(["classify", "-o", "tmp/out.txt", "p.json"], in: scratch)
        if `case`.refused {
            #expect(result.status == 74)
            #expect(
                result.standardError
                    == "tmp/out.txt: error: cannot write: 'tmp/out.txt' is a symbolic link of another user (uid \(`case`.linkOwner)) in 'tmp', "
                    + "a sticky folder anyone may write; it is not followed (as the kernel's fs.protected_symlinks would not)\n"
            )
            #expect(try scratch.read("victim") == "victim\n")
        } else {
            #expect(result.status == 0)
            #expect(result.standardError == "")
            #expect(try scratch.read("victim") == (try Self.run(["classify", "p.json"], in: scratch)).standardOutput)
        }
    }

    /// The kernel's rule applies to every link a path passes: another user's link to a folder,
    /// in a sticky folder anyone may write, is not passed on the way to the output, for a file
    /// (`--output`) or a folder of files (`normalize --apns --output DIR`).
    @Test(
        .enabled(if: geteuid() == 0, "giving a link to another user needs root"),
        arguments: [
            (["classify", "-o", "tmp/d/out.txt", "p.json"], "tmp/d/out.txt", "cannot write"),
            (["classify", "-o", "tmp/d/../d/out.txt", "p.json"], "tmp/d/../d/out.txt", "cannot write"),
            (["normalize", "--apns", "com.example.shop", "-o", "tmp/d", "p.json"], "tmp/d/p.apns", "not written"),
        ])
    func aFolderLinkPlantedInAStickyFolderIsNotPassed(_ arguments: [String], _ output: String, _ failure: String)
        throws
    {
        let scratch = try Self.prepared()
        try FileManager.default.createDirectory(atPath: scratch.path("victim"), withIntermediateDirectories: false)
        for name in ["out.txt", "p.apns"] { try scratch.write("victim/" + name, "victim\n") }
        try FileManager.default.createDirectory(atPath: scratch.path("tmp"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("tmp/d"), withDestinationPath: scratch.path("victim"))
        #expect(lchown(scratch.path("tmp/d"), 65534, 65534) == 0)
        #expect(chmod(scratch.path("tmp"), 0o1777) == 0)
        let result = try Self.run(arguments, in: scratch)
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "\(output): error: \(failure): '\(scratch.path("tmp/d"))' is a symbolic link of another user (uid 65534) in '\(scratch.path("tmp"))', "
                + "a sticky folder anyone may write; it is not followed (as the kernel's fs.protected_symlinks would not)\n"
        )
        for name in ["out.txt", "p.apns"] { #expect(try scratch.read("victim/" + name) == "victim\n") }
    }

    // MARK: A repository's files that are not regular files, or outside it

    struct Special: Sendable, CustomTestStringConvertible {
        var name: String
        /// Shell commands run in the scratch folder to plant the case in `repo`.
        var plant: String
        var arguments: [String]
        var status: Int32
        /// Lines of standard error, whole.
        var error: String
        var testDescription: String { name }
    }

    static let entitlements = "repo/ShopApp.xcodeproj/project.pbxproj"
    /// What the cocoapods-swift repository is warned of (issue 33's app warnings) after the
    /// warnings of these cases: CleverTap 7.0.1 with Leanplum, when its lock is read, and
    /// autoIntegrate after Leanplum start.
    static let oldCleverTap =
        "repo/Podfile.lock:2:1: warning: CleverTap 7.0.1 with Leanplum: before 7.0.2 (CleverTap PR #371) CleverTap's launch observer also handles a cold-start tap for Leanplum's instance, which can handle it twice or open its deep link depending on launch time; simulate --app shows the path [app-clevertap-before-7.0.2]\n"
    static let afterStart =
        "repo/ShopApp/AppDelegate.swift:16:1: warning: CleverTap.autoIntegrate() after Leanplum start (line 14): it swizzles over Leanplum's hooks and every tap is handled twice; call it before Leanplum start [app-autointegrate-after-start]\n"
    static func setEntitlements(_ value: String) -> String {
        "sed -i 's|CODE_SIGN_ENTITLEMENTS = ShopApp/ShopApp.entitlements;|CODE_SIGN_ENTITLEMENTS = \(value);|' \(entitlements)"
    }

    /// Never read, never waited on: each gets its warning (or its error), the rest of the
    /// repository is still read.
    @Test(arguments: [
        Special(
            name: "Podfile.lock a FIFO", plant: "rm repo/Podfile.lock && mkfifo repo/Podfile.lock",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/Podfile.lock: warning: a FIFO, not a regular file: not read; the SDK versions it would give are unknown [app-file-syntax]\n"
                + afterStart),
        Special(
            name: "Podfile.lock a link", plant: "mv repo/Podfile.lock lock && ln -s ../lock repo/Podfile.lock",
            arguments: ["app", "infer", "repo"],
            status: 0,
            error:
                "repo/Podfile.lock: warning: a symbolic link, not a regular file: not read; the SDK versions it would give are unknown [app-file-syntax]\n"
                + afterStart),
        Special(
            name: "entitlements /dev/stdin", plant: setEntitlements("/dev/stdin"), arguments: ["app", "infer", "repo"],
            status: 0,
            error:
                "\(entitlements):58:1: warning: CODE_SIGN_ENTITLEMENTS '/dev/stdin' is outside the repository: not followed [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "entitlements ../",
            plant: "cp repo/ShopApp/ShopApp.entitlements e.plist && " + setEntitlements("../../e.plist"),
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "\(entitlements):58:1: warning: CODE_SIGN_ENTITLEMENTS '../../e.plist' is outside the repository: not followed [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "entitlements a FIFO", plant: "mkfifo repo/ShopApp/fifo && " + setEntitlements("ShopApp/fifo"),
            arguments: ["app", "infer", "repo"],
            status: 0,
            error:
                "\(entitlements):58:1: warning: CODE_SIGN_ENTITLEMENTS 'ShopApp/fifo' is a FIFO, not a regular file: not read [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "entitlements through a linked folder", plant: "ln -s .. repo/up && " + setEntitlements("up/e.plist"),
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/up: warning: a symbolic link to a folder: not followed, the files under it not read [app-file-syntax]\n"
                + "\(entitlements):58:1: warning: CODE_SIGN_ENTITLEMENTS 'up/e.plist' is under 'up', a symbolic link: not followed [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        // Found by a search, not named: a FIFO Info.plist, a linked source, a folder too deep.
        Special(
            name: "an Info.plist a FIFO", plant: "mkdir repo/Widget && mkfifo repo/Widget/Info.plist",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/Widget/Info.plist: warning: a FIFO, not a regular file: not read; what it would tell is unknown [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "a source a link", plant: "ln -s /etc/hosts repo/ShopApp/Linked.swift",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/ShopApp/Linked.swift: warning: a symbolic link, not a regular file: not read; what it would tell is unknown [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "a folder too deep",
            plant: "mkdir -p repo/a/b/c/d/e/f/g/h/i/j/k/l/m/n && touch repo/a/b/c/d/e/f/g/h/i/j/k/l/m/n/A.swift",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/a/b/c/d/e/f/g/h/i/j/k/l/m: warning: a folder deeper than 12 levels: not entered, its files not read [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "extension Info.plist outside",
            plant: "rm -rf repo && cp -R '\(CommandRunner.root.path)/Tests/Fixtures/repos/service-extension' repo && "
                + "sed -i 's|INFOPLIST_FILE = NotificationService/Info.plist;|INFOPLIST_FILE = /etc/passwd;|' repo/Media.xcodeproj/project.pbxproj",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/Media.xcodeproj/project.pbxproj:72:1: warning: INFOPLIST_FILE '/etc/passwd' is outside the repository: not followed [app-file-syntax]\n"
        ),
        Special(
            name: "scenario push a FIFO", plant: "mkfifo f.json && echo 'tap f.json' > f.scenario",
            arguments: ["simulate", "--scenario", "f.scenario"],
            status: 1,
            error:
                "f.scenario:1:5: error: cannot read payload 'f.json': a FIFO, not a regular file: not read [scenario]\ntap f.json\n    ^\n"
        ),
        Special(
            name: "scenario push outside its folder", plant: "echo 'tap /etc/passwd' > f.scenario",
            arguments: ["simulate", "--scenario", "f.scenario"],
            status: 1,
            error:
                "f.scenario:1:5: error: payload '/etc/passwd' not read: it is outside the folder of the scenario (SCRATCH); a scenario reads only files inside it [scenario]\ntap /etc/passwd\n    ^\n"
        ),
        Special(
            name: "scenario push through a link out of its folder",
            plant: "ln -s /etc/passwd out.json && echo 'push out.json' > f.scenario",
            arguments: ["simulate", "--scenario", "f.scenario"],
            status: 1,
            error:
                "f.scenario:1:6: error: payload 'out.json' not read: it is outside the folder of the scenario (SCRATCH); a scenario reads only files inside it [scenario]\npush out.json\n     ^\n"
        ),
        Special(
            name: "scenario app profile outside its folder", plant: "echo 'app /etc/passwd' > f.scenario",
            arguments: ["simulate", "--scenario", "f.scenario"],
            status: 1,
            error:
                "f.scenario:1:5: error: app profile '/etc/passwd' not read: it is outside the folder of the scenario (SCRATCH); a scenario reads only files inside it [scenario]\napp /etc/passwd\n    ^\n"
        ),
        Special(
            name: "an Info.plist over the size read",
            plant:
                "{ printf '<?xml version=\"1.0\"?>\\n<plist version=\"1.0\"><dict>\\n<!--'; head -c 16777216 /dev/zero | tr '\\0' x; printf -- '-->\\n</dict></plist>\\n'; } > repo/ShopApp/Info.plist",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/ShopApp/Info.plist: warning: longer than 16777216 bytes, not read: the fields it decides are unknown [app-file-syntax]\n"
                + oldCleverTap + afterStart),
        Special(
            name: "a Podfile.lock over the size read (never read cut short)",
            plant:
                "{ cat repo/Podfile.lock; printf '#'; head -c 16777216 /dev/zero | tr '\\0' x; echo; } > lock && mv lock repo/Podfile.lock",
            arguments: ["app", "infer", "repo"], status: 0,
            error:
                "repo/Podfile.lock: warning: longer than 16777216 bytes, not read: the fields it decides are unknown [app-file-syntax]\n"
                + afterStart),
        Special(
            name: "scenario app profile a FIFO",
            plant: "mkfifo prof.json && printf 'app prof.json\\ntap {\"aps\":{}}\\n' > f.scenario",
            arguments: ["simulate", "--scenario", "f.scenario"],
            status: 1,
            error:
                "prof.json: error: a FIFO, not a regular file: not read\n"
                + "f.scenario:1:5: error: app profile 'prof.json' cannot be used [scenario]\napp prof.json\n    ^\n"
        ),
    ])
    func aRepositorysSpecialFilesAreNotRead(_ case: Special) throws {
        let scratch = try Self.prepared()
        try Self.shell(`case`.plant, in: scratch)
        let result = try Self.run(`case`.arguments, in: scratch)
        #expect(result.status == `case`.status)
        // The scratch folder as the scenario's message names it, its links resolved.
        let real = try #require(realpath(scratch.path("."), nil))
        defer { free(real) }
        #expect(result.standardError == `case`.error.replacingOccurrences(of: "SCRATCH", with: String(cString: real)))
    }

    /// An app extension whose Info.plist is not followed leaves the extension's fields unknown:
    /// which extension it is cannot be told without it (never "no service extension").
    @Test func anExtensionWhosePlistIsNotFollowedIsUnknown() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(
            atPath: CommandRunner.root.appendingPathComponent("Tests/Fixtures/repos/service-extension").path,
            toPath: scratch.path("repo"))
        try Self.shell(
            "sed -i 's|INFOPLIST_FILE = NotificationService/Info.plist;|INFOPLIST_FILE = ../x.plist;|' repo/Media.xcodeproj/project.pbxproj",
            in: scratch)
        let result = try Self.run(["app", "infer", "--format", "json", "repo"], in: scratch)
        let fields =
            try #require(JSONSerialization.jsonObject(with: result.outputBytes) as? [String: Any])["fields"]
            as? [[String: Any]]
        let service = try #require(fields?.first { $0["key"] as? String == "extension.service" })
        #expect(service["certainty"] as? String == "unknown")
        #expect(service["note"] as? String == "the Info.plist of extension target 'NotificationService' was not read")
        #expect(result.status == 0)
    }

    /// A folder of the repository that cannot be listed is an error naming it (status 2); the
    /// rest is read, and a command given the repository as `--app` still simulates with it.
    /// Run as nobody, for whom mode 000 holds.
    @Test(
        .enabled(if: geteuid() == 0, "running as nobody needs root"),
        arguments: [
            ["app", "infer", "repo"], ["simulate", "--app", "repo", "p.json"],
            ["simulate", "--compare-app", "repo,repo", "p.json"],
            ["classify", "--trace", "--app", "repo", "p.json"],
        ])
    func anUnlistableFolderIsAnError(_ arguments: [String]) throws {
        let scratch = try Self.prepared()
        try FileManager.default.createDirectory(atPath: scratch.path("repo/locked"), withIntermediateDirectories: false)
        #expect(chmod(scratch.path("repo/locked"), 0) == 0)
        #expect(chmod(scratch.url.path, 0o755) == 0)
        let readable = try Self.run(arguments, in: scratch)
        let result = try Self.run(arguments, in: scratch, asNobody: true)
        let denied = "repo/locked: error: cannot list the folder: permission denied"
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 2)
        #expect(
            lines.filter { $0 == denied }.count == (arguments.contains("--compare-app") ? 2 : 1),
            "once per reading of the repository")
        #expect(
            lines.filter { $0 != denied }.joined(separator: "\n") == readable.standardError, "the rest as when readable"
        )
        #expect(result.standardOutput == readable.standardOutput)
    }

    // MARK: Signals

    /// SIGHUP, SIGINT, SIGQUIT and SIGTERM end a run waiting for input with status 128 + the
    /// signal and nothing on standard error (no crash report). The signal is sent once the
    /// first record has been read back from the output, so the run is past its start; bash
    /// with job control (`set -m`), so that the background run does not ignore SIGINT and
    /// SIGQUIT as a script's background jobs otherwise do. The test runner starts its children
    /// with every signal blocked, as some parents do: the run unblocks the four.
    @Test(arguments: [("HUP", 1), ("INT", 2), ("QUIT", 3), ("TERM", 15)])
    func aSignalEndsTheRunWithItsStatus(_ name: String, _ number: Int) throws {
        let scratch = try Scratch()
        try scratch.write(
            "signal.sh",
            """
            set -m
            mkfifo in out
            "$1" classify --lines < in > out 2> err &
            pid=$!
            exec 3> in
            printf '{"aps":{"alert":"x"}}\\n' >&3
            read line < out
            kill -\(name) $pid
            wait $pid
            echo "status=$?"

            """)
        let result = try CommandRunner.run(
            ["-s", "KILL", "60", "/bin/bash", "signal.sh", CommandRunner.binary.path], executable: "/usr/bin/timeout",
            in: scratch.url)
        #expect(result.standardOutput == "status=\(128 + number)\n")
        #expect(try scratch.read("err") == "")
    }

    // MARK: Configuration trusted only from where the user works

    struct Planted: Sendable, CustomTestStringConvertible {
        var name: String
        /// Shell commands run in the scratch folder, as root, to plant the case; the run is
        /// `lint .` in `pub/proj`.
        var plant: String
        /// The warning, whole, or "".
        var warning: String
        /// The file is read, and excludes every file (or ignores the project).
        var excludes = false
        var testDescription: String { name }
    }

    /// A `.pushroute.json` that excludes everything, or a `.gitignore` that ignores the
    /// project, in a parent: read only when the user running owns it where no one else may
    /// write, and found only up to the top of the repository. An untrusted one gets a warning
    /// naming it and the payload is linted as without it.
    @Test(
        .enabled(if: geteuid() == 0, "giving a file to another user needs root"),
        arguments: [
            Planted(
                name: "config of another user", plant: "chown nobody pub/.pushroute.json",
                warning:
                    "%/pub/.pushroute.json: warning: configuration not read: it is owned by another user (uid 65534)\n"),
            Planted(
                name: "config in a sticky folder anyone may write", plant: "chmod 1777 pub",
                warning:
                    "%/pub/.pushroute.json: warning: configuration not read: its folder '%/pub' is one anyone may write\n"
            ),
            Planted(
                name: "config anyone may write", plant: "chmod 666 pub/.pushroute.json",
                warning: "%/pub/.pushroute.json: warning: configuration not read: anyone may write it\n"),
            Planted(name: "config above the repository", plant: "mkdir pub/proj/.git", warning: ""),
            Planted(name: "config trusted", plant: "true", warning: "", excludes: true),
            Planted(
                name: "gitignore of another user",
                plant:
                    "rm pub/.pushroute.json && mkdir pub/.git && echo '*.json' > pub/.gitignore && chown nobody pub/.gitignore",
                warning: "%/pub/.gitignore: warning: ignore file not read: it is owned by another user (uid 65534)\n"),
            Planted(
                name: "config a FIFO", plant: "rm pub/.pushroute.json && mkfifo pub/.pushroute.json",
                warning: "%/pub/.pushroute.json: warning: configuration not read: a FIFO, not a regular file\n"),
            Planted(
                name: "gitignore a FIFO",
                plant: "rm pub/.pushroute.json && mkdir pub/.git && mkfifo pub/.gitignore",
                warning: "%/pub/.gitignore: warning: ignore file not read: a FIFO, not a regular file\n"),
            Planted(
                name: "gitignore trusted",
                plant: "rm pub/.pushroute.json && mkdir pub/.git && echo '*.json' > pub/.gitignore",
                warning: ".: warning: no payload files (*.apns, *.json) found\n", excludes: true),
        ])
    func anUntrustedConfigurationIsNotRead(_ case: Planted) throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "pub/proj/a.json")
        try scratch.write("pub/.pushroute.json", "{\"exclude\": [\"**\"]}\n")
        try Self.shell(`case`.plant, in: scratch)
        let project = scratch.url.appendingPathComponent("pub/proj")
        let result = try CommandRunner.run(["lint", "."], in: project)
        #expect(result.status == 0)
        #expect(result.standardError == `case`.warning.replacing("%", with: scratch.url.path))
        if `case`.excludes {
            #expect(result.standardOutput == "no findings in 0 files\n")
        } else {
            #expect(
                result.standardOutput
                    == (try CommandRunner.run(["lint", "--no-config", "."], in: project)).standardOutput)
        }
    }

    /// A `.pushroute.json` or `.gitignore` that is a link to a file outside the repository that
    /// holds it is not read, with a warning naming both (whoever controls the target would decide
    /// what the gate checks); a link inside the repository is read.
    @Test(arguments: [
        (
            "config a link out of its repository",
            "mkdir pub/.git && mv pub/.pushroute.json out.json && ln -s ../out.json pub/.pushroute.json",
            "%/pub/.pushroute.json: warning: configuration not read: it is a link to '%/out.json', outside its repository '%/pub'\n"
        ),
        (
            "gitignore a link out of its repository",
            "rm pub/.pushroute.json && mkdir pub/.git && echo '*.json' > ign && ln -s ../ign pub/.gitignore",
            "%/pub/.gitignore: warning: ignore file not read: it is a link to '%/ign', outside its repository '%/pub'\n"
        ),
        (
            "config a link inside its repository",
            "mkdir pub/.git && mv pub/.pushroute.json pub/c.json && ln -s c.json pub/.pushroute.json", ""
        ),
    ])
    func aLinkOutOfTheRepositoryIsNotRead(_ name: String, _ plant: String, _ warning: String) throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "pub/proj/a.json")
        try scratch.write("pub/.pushroute.json", "{\"exclude\": [\"**\"]}\n")
        try Self.shell(plant, in: scratch)
        let project = scratch.url.appendingPathComponent("pub/proj")
        let result = try CommandRunner.run(["lint", "."], in: project)
        let real = try #require(realpath(scratch.url.path, nil))
        defer { free(real) }
        #expect(result.status == 0)
        #expect(result.standardError == warning.replacing("%", with: String(cString: real)), "\(name)")
        let excluded = warning.isEmpty
        #expect((result.standardOutput == "no findings in 0 files\n") == excluded, "\(name)")
    }

    // MARK: No silent skips in walks

    /// An entry the walk cannot read the status of is an error naming it (status 2), the rest
    /// still read: a path longer than the system takes (4 096 bytes on Linux, made at run
    /// time 21 folders of 200 bytes deep), and, as nobody, a folder that can be listed but not
    /// searched (mode 0644).
    @Test(arguments: ["long path", "unsearchable folder"])
    func anEntryTheWalkCannotSeeIsAnError(_ name: String) throws {
        let scratch = try Scratch()
        try scratch.copy("samples/both-sdks.json", to: "lp/a.json")
        let nobody = name == "unsearchable folder"
        if nobody && geteuid() != 0 { try Test.cancel("running as nobody needs root") }
        let hidden: String
        if nobody {
            try scratch.write("lp/closed/b.json", "{}\n")
            #expect(chmod(scratch.path("lp/closed"), 0o644) == 0)
            hidden = "lp/closed/b.json"
            #expect(chmod(scratch.url.path, 0o755) == 0)
        } else {
            let segment = String(repeating: "d", count: 200)
            // 21 folders: "lp/" and 21 × 201 bytes is past 4 096; the walk reaches the last.
            let folder = (0..<21).map { _ in segment }.joined(separator: "/")
            try Self.shell("cd lp && for i in $(seq 21); do mkdir \(segment) && cd -P \(segment); done", in: scratch)
            hidden = "lp/" + folder
        }
        let reason = nobody ? "permission denied" : "file name too long"
        let result = try Self.run(["classify", "lp"], in: scratch, asNobody: nobody)
        #expect(result.status == 2)
        #expect(result.standardError == "\(hidden): error: cannot read its status: \(reason)\n")
        #expect(result.standardOutput == (try Self.run(["classify", "lp/a.json"], in: scratch)).standardOutput)
    }
}
