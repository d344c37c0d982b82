import Foundation
import Testing

/// Hostile and broken input, end to end: every case gets a clear message naming the
/// file (and the position where there is one), the documented exit status, and the
/// good input given after it in the same run is still processed. Each case writes its input in
/// a folder of its own, so the cases run in parallel (serialized, they were the suite's tail
/// under AddressSanitizer: docs/development.md, "CI time").
@Suite struct BadInputTests {
    /// A case: the bad input is written to a temporary file (or given as a path).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var command: String = "classify"
        var options: [String] = []
        /// The bad input's bytes; `nil` when `path` names an existing path.
        var bytes: @Sendable () -> [UInt8] = { [] }
        var path: String? = nil
        var status: Int32
        /// What standard error must say about the bad input (`FILE` stands for its name).
        var message: String
        var testDescription: String { name }
    }

    static func text(_ string: String) -> @Sendable () -> [UInt8] { { Array(string.utf8) } }

    /// The good input given after the bad one, and what its output says, per command.
    static func good(_ testCase: Case) -> (path: String, output: String) {
        switch (testCase.command, testCase.options.contains("--lines")) {
        case ("lint", _): ("samples/both-sdks.json", "samples/both-sdks.json:7:3: warning:")
        case ("normalize", _): ("samples/firebase.json", #""gcm.message_id": "1764412345678901""#)
        case (_, true): ("samples/pushes.ndjson", "samples/pushes.ndjson:1: leanplum by _lpm")
        default: ("samples/firebase.json", "samples/firebase.json:1: none, looks like firebase")
        }
    }

    static let cases: [Case] =
        [
            // content
            .init(name: "empty input", status: 1, message: "FILE:1:1: error: no payload: the input is empty"),
            .init(
                name: "blank input", bytes: text(" \n\t\n  \n"), status: 1,
                message: "FILE:1:1: error: no payload: the input holds only blank lines"),
            // A NUL in the first 8 KiB makes a binary file; after them, the reader reads it.
            .init(
                name: "NUL byte in a string", bytes: { Array(#"{"_lpm":1,"a":"x"#.utf8) + [0] + Array(#"y"}"#.utf8) },
                status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "NUL byte in a string after 8 KiB",
                bytes: {
                    Array(repeating: 0x20, count: 8192) + Array(#"{"_lpm":1,"a":"x"#.utf8) + [0] + Array(#"y"}"#.utf8)
                }, status: 0,
                message: "FILE:1:8207: warning: raw control character U+0000 in a string kept (written escaped)"),
            .init(
                name: "NUL bytes after a payload", bytes: { Array(#"{"_lpm":1}"#.utf8) + [0, 0, 0] }, status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "NUL bytes after a payload after 8 KiB",
                bytes: { Array(repeating: 0x20, count: 8192) + Array(#"{"_lpm":1}"#.utf8) + [0, 0, 0] }, status: 0,
                message: "FILE:1:8203: warning: text after the payload skipped"),
            .init(
                name: "invalid UTF-8", bytes: { Array(#"{"_lpm":1,"a":""#.utf8) + [0xFF, 0xC3] + Array(#""}"#.utf8) },
                status: 0,
                message: "FILE:1:15: warning: invalid UTF-8 in a string replaced with U+FFFD"),
            .init(
                name: "UTF-16 with a byte order mark",
                bytes: { [0xFF, 0xFE] + Array(#"{"_lpm":1}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } },
                status: 0, message: "FILE:1:1: warning: byte order mark skipped"),
            .init(
                name: "UTF-16 with --lines", options: ["--lines"], bytes: { [0xFE, 0xFF, 0, 0x7B, 0, 0x7D] }, status: 1,
                message: "FILE:1:1: error: the input is UTF-16, which --lines does not read"),
            .init(
                name: "UTF-32 with --lines", options: ["--lines"],
                bytes: {
                    [0xFF, 0xFE, 0, 0] + Array(#"{"_lpm":1}"#.unicodeScalars).flatMap { [UInt8($0.value), 0, 0, 0] }
                },
                status: 1,
                message:
                    "FILE:1:1: error: the input is UTF-32, which --lines does not read; convert it with 'iconv -f UTF-32 -t UTF-8'"
            ),
            // depth
            .init(
                name: "100 000-deep JSON",
                bytes: text(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
                status: 1,
                message: "FILE:1:513: error: nesting deeper than 512 levels; raise the limit with --max-depth"),
            .init(
                name: "100 000-deep OpenStep",
                bytes: text(
                    String(repeating: "{a = ", count: 100_000) + "1;" + String(repeating: "};", count: 100_000)),
                status: 1, message: "FILE:1:2561: error: nesting deeper than 512 levels"),
            .init(
                name: "unclosed run of 200 000 '{'", bytes: text(String(repeating: "{", count: 200_000)), status: 1,
                message: "FILE:1:2: error: expected a key or '}', found '{'"),
            .init(
                name: "100 000-deep JSON, lint", command: "lint",
                bytes: text(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
                status: 1, message: "FILE:1:513: error: nesting deeper than 512 levels"),
            .init(
                name: "100 000-deep JSON, normalize", command: "normalize",
                bytes: text(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
                status: 1, message: "FILE:1:513: error: nesting deeper than 512 levels"),
            // time: each would take minutes if the reader looked at a place more than a bounded number of times
            .init(
                name: "50 000 payloads on one line",
                bytes: text((1...50_000).map { #"{"_lpm":\#($0)}"# }.joined(separator: " ")),
                status: 0, message: ""),
            // ... and if each diagnostic read its whole line again to show a window of it
            .init(
                name: "50 000 repairs on one line",
                bytes: text(
                    #"{"aps":{"alert":"x"},"# + (0..<50_000).map { "k\($0):\($0)" }.joined(separator: ",") + "}"),
                status: 0, message: "FILE:1:22: warning: unquoted key 'k0' read as a string"),
            .init(
                name: "50 000 repairs on one line, lint", command: "lint",
                bytes: text(
                    #"{"aps":{"alert":"x"},"# + (0..<50_000).map { "k\($0):\($0)" }.joined(separator: ",") + "}"),
                status: 1,
                message:
                    "FILE:1:22: error: not strict JSON, read after 50000 repairs: unquoted key 'k0' read as a string (unquoted-key) at 1:22; "
            ),
            // ... and if an elision looked for a note to its line's end (issue 24's forms)
            .init(
                name: "20 000 elisions on one line",
                bytes: text(
                    #"{"_lpm":1,"# + (0..<20_000).map { #""k\#($0)": {"a": 1, ...}"# }.joined(separator: ",") + "}"),
                status: 0, message: "FILE:1:26: warning: '...' stands for text left out"),
            .init(
                name: "a DevTools summary of 20 000 members and their properties",
                bytes: text(
                    "{" + (0..<20_000).map { "k\($0): {…}" }.joined(separator: ", ") + ", _lpm: 1}\n"
                        + (0..<20_000).map { "k\($0): {a: 1}\nc\($0): 2\n" }.joined()),
                status: 0,
                message: "FILE:1:1: warning: Chrome DevTools object (its summary and 40000 properties expanded)"),
            // ... and if a printed map's value looked past each ', ' further than one key (§4.19)
            .init(
                name: "a Dart value of 200 000 ', ' and no key after them",
                bytes: text("{_lpm: 1, a: " + String(repeating: "x, ", count: 200_000) + "y}"),
                status: 0, message: "FILE:1:1: warning: Dart map print (2 pairs) read as one dictionary"),
            .init(
                name: "100 000-deep Dart map",
                bytes: text(String(repeating: "{a: ", count: 100_000) + "1" + String(repeating: "}", count: 100_000)),
                status: 1, message: "FILE:1:2049: error: nesting deeper than 512 levels"),
            .init(
                name: "100 000-deep Android Bundle",
                bytes: text(
                    String(repeating: "Bundle[{a=", count: 100_000) + "1" + String(repeating: "}]", count: 100_000)),
                status: 1, message: "FILE:1:5128: error: nesting deeper than 512 levels"),
            .init(
                name: "20 000-deep CFBasicHash description",
                bytes: text(
                    String(
                        repeating:
                            "<CFBasicHash 0x1 [0x2]>{type = immutable dict, count = 1,\nentries =>\n\t0 : <CFString 0x3 [0x2]>{contents = \"a\"} = ",
                        count: 20_000)
                        + "<CFNull 0x1 [0x2]>\n" + String(repeating: "}\n", count: 20_000)),
                status: 1, message: "FILE:1025:45: error: nesting deeper than 512 levels"),
            .init(
                name: "40 000 braces in prose on one line",
                bytes: text(String(repeating: "word {x} and [1] or (y) ", count: 40_000)),
                status: 1,
                message: "FILE:1:1: error: no payload found in text 'word {x} and [1] or (y) word {x} and [1]...'"),
            .init(
                name: "30 000 stray '{' before prose",
                bytes: text(String(repeating: "{\nsome words here\n", count: 30_000)),
                status: 1, message: "FILE:1:1: error: no payload found in text '{...'"),
            .init(
                name: "200 000 quoted braces on one line", bytes: text(String(repeating: #""{" "#, count: 200_000)),
                status: 1, message: "FILE:1:1: error: no payload found in text"),
            // size
            .init(
                name: "integers beyond 64 bits",
                bytes: text(#"{"_lpm": 123456789012345678901234567890, "aps": {"badge": -99999999999999999999}}"#),
                status: 0,
                message: "FILE:1:10: warning: number '123456789012345678901234567890' is out of range; kept as a string"
            ),
            .init(
                name: "12 MiB payload",
                bytes: {
                    Array(#"{"_lpm":1,"aps":{"alert":"x"},"blob":""#.utf8)
                        + Array(repeating: UInt8(ascii: "y"), count: 12 << 20) + Array(#""}"#.utf8)
                },
                status: 0, message: ""),
            .init(
                name: "12 MiB payload over --max-bytes", options: ["--max-bytes", "1048576"],
                bytes: {
                    Array(#"{"_lpm":1,"blob":""#.utf8) + Array(repeating: UInt8(ascii: "y"), count: 12 << 20)
                        + Array(#""}"#.utf8)
                },
                status: 1,
                message: "FILE:1:1: error: payload longer than 1048576 bytes; raise the limit with --max-bytes"),
            // access
            // binary: a NUL in the first 8 KiB that no UTF-16 or UTF-32 reading explains
            .init(
                name: "a binary file",
                bytes: { [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0] + Array(repeating: 0, count: 64) }, status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "a binary file, --lines", options: ["--lines"], bytes: { Array("{}\n".utf8) + [0, 0, 0, 1] },
                status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "a binary file, normalize", command: "normalize", bytes: { [0, 0, 0, 1, 0xFF] }, status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "a binary file, lint", command: "lint", bytes: { [0, 0, 0, 1, 0xFF] }, status: 2,
                message: "FILE: binary file, not read\n"),
            .init(
                name: "a missing file", path: "samples/no-such-file.json", status: 2,
                message: "samples/no-such-file.json: error: cannot read: no such file or directory"),
            .init(
                name: "a missing directory, lint", command: "lint", path: "samples/no-such-dir", status: 2,
                message: "samples/no-such-dir: error: cannot read: no such file or directory"),
        ] + linuxCases

    #if os(Linux)
    /// Linux's `/proc/self/mem` opens, and then fails to read (its first page is not mapped):
    /// a file that cannot be read even by root. macOS has no such file.
    static let linuxCases: [Case] = [
        .init(
            name: "an unreadable file", path: "/proc/self/mem", status: 2,
            message: "/proc/self/mem: error: cannot read: input/output error")
    ]
    #else
    static let linuxCases: [Case] = []
    #endif

    /// Each case with one worker and with two (`--jobs`); under a sanitizer, with two.
    @Test(arguments: cases, Sanitizer.workerCounts([1, 2]))
    func badInput(_ testCase: Case, _ jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-bad-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = testCase.path ?? directory.appendingPathComponent("bad.json").path
        if testCase.path == nil { try Data(testCase.bytes()).write(to: URL(fileURLWithPath: path)) }
        let good = Self.good(testCase)
        // Two inputs: `--verbose` lists each repair, with its source line, as one input would
        // (pushroute(1), REPAIRS); lint has no repairs to list.
        let verbose = testCase.command == "lint" ? [] : ["--verbose"]
        let result = try CommandRunner.run(
            [testCase.command, "--jobs", "\(jobs)"] + verbose + testCase.options + [path, good.path])
        #expect(result.status == testCase.status)
        let said = result.standardError + result.standardOutput
        if testCase.message.isEmpty {
            #expect(result.standardError == "")
        } else {
            let message = testCase.message.replacingOccurrences(of: "FILE", with: path)
            #expect(said.contains(message), "said: \(said.prefix(600))")
        }
        #expect(!said.contains("Fatal error") && !said.contains("crashed"))
        #expect(result.standardOutput.contains(good.output), "the good input after it is still processed")
    }

    @Test(arguments: [
        ("classify", "samples/firebase.json", "samples/firebase.json:1: none, looks like firebase"),
        ("classify --jobs 2", "samples/firebase.json", "samples/firebase.json:1: none, looks like firebase"),
        ("classify --lines --jobs 2", "samples/pushes.ndjson", "samples/pushes.ndjson:1: leanplum by _lpm"),
    ])
    func closedStandardInput(_ command: String, _ good: String, _ output: String) throws {
        let result = try CommandRunner.run(
            ["-c", "exec \"$0\" \(command) - \(good) <&-", CommandRunner.binary.path], executable: "/bin/sh")
        #expect(result.status == 2)
        #expect(result.standardError.contains("<stdin>: error: cannot read: bad file descriptor"))
        #expect(result.standardOutput.contains(output))
    }

    /// `pushroute classify --lines big.ndjson | head -1` ends quietly: status 0 or 141, with
    /// one worker and with two.
    @Test(arguments: [1, 2])
    func closedPipe(_ jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-pipe-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.ndjson")
        let line =
            #"{"aps":{"alert":"hello"},"_lpm":1,"lp_occurrence_id":"8d1e0a52-3f8b-4a53-9b0c-2b8f1c3e7d10"}"# + "\n"
        try Data(String(repeating: line, count: 100_000).utf8).write(to: big)
        let script = "\"$0\" classify --lines --jobs \(jobs) \"$1\" | head -1; echo \"status ${PIPESTATUS[0]}\" >&2"
        let result = try CommandRunner.run(
            ["-c", script, CommandRunner.binary.path, big.path], executable: "/bin/bash")
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(
            result.standardError == "status 0\n" || result.standardError == "status 141\n",
            "stderr: \(result.standardError)")
    }

    /// A write error other than a closed pipe (a full disk) is reported, status 74, by
    /// every command.
    @Test(arguments: [
        ["classify", "samples/seed-clevertap.json"],
        ["classify", "--lines", "samples/pushes.ndjson"],
        ["normalize", "samples/seed-clevertap.json"],
        ["simulate", "samples/seed-clevertap.json"],
        ["lint", "--format", "json", "samples/both-sdks.json"],
    ])
    func fullDisk(_ arguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let result = try CommandRunner.run(
            ["-c", "exec \"$0\" \"$@\" >/dev/full", CommandRunner.binary.path] + arguments, executable: "/bin/sh")
        #expect(result.status == 74)
        #expect(
            result.standardError.hasSuffix("pushroute: error: cannot write standard output: no space left on device\n"))
    }
}
