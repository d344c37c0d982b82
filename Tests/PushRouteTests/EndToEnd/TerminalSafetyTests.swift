import Foundation
import Testing

/// Input from strangers never reaches a terminal raw: hostile keys, values, account ids, file
/// names and pasted bytes, run through every command and every output format of the built
/// binary, leave no control character (but the tool's own line feeds and tabs) and no
/// bidirectional formatting character on standard output or standard error.
@Suite struct TerminalSafetyTests {
    /// A hostile input file: its name and its bytes.
    struct Hostile {
        var name: String
        var bytes: [UInt8]

        init(_ name: String, _ text: String) { self.init(name, Array(text.utf8)) }
        init(_ name: String, _ bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    static let inputs: [Hostile] = [
        // Sets the terminal's title through classify's key list.
        Hostile("title-key.json", #"{"wzrk_\u001b]0;pwned\u0007":"1","aps":{"alert":"x"}}"#),
        // Clears the screen through the account simulate's trace quotes.
        Hostile(
            "account.json", #"{"wzrk_acct_id":"\u001b[2J","wzrk_id":"1","wzrk_dl":"\u001b[2Jx","aps":{"alert":"hi"}}"#),
        // Right-to-left overrides and isolates, C1 and DEL, raw and escaped, in keys and values.
        Hostile(
            "bidi.json",
            "{\"_lpm\":\"\u{202E}evil\u{2066}\",\"W$\u{202E}k\":1,\"wzrk_dl\":\"a\\u202eb\\u009b\\u007f\",\"aps\":{\"alert\":\"x\u{200F}\u{061C}\u{9B}\u{7F}\"}}"
        ),
        // A file name that clears the screen and reverses what follows it.
        Hostile("esc\u{1B}[2Jname\u{202E}.json", #"{"_lpm":1,"aps":{"alert":"x"}}"#),
        // A broken paste whose source lines (shown under its repairs) hold raw ESC, BEL, C1
        // (encoded, and as a lone byte), DEL, a lone CR and a form feed.
        Hostile(
            "paste.txt",
            Array(
                "{aps: {alert: \"\u{1B}[31mred\u{07}\u{7F}\u{9B}\u{85} x\"},\n wzrk_acct_id: \u{1B}]0;t\u{07}, \u{7F}: 1,\r bad\u{1B}key: "
                    .utf8)
                + [0x9B, 0x0C] + Array(" \u{202E}}\n".utf8)),
        // Valid JSON with raw bidirectional characters and DEL, and a finding --fix fixes.
        Hostile("fixable.json", "{\"aps\":{\"alert\":\"\u{202E}x\u{7F}\",\"badge\":\"3\"},\"_lpm\":\"\\u001b[2J\"}\n"),
    ]
    /// One payload a line, for `--lines`.
    static let lines = Hostile(
        "lines.ndjson",
        Array(#"{"wzrk_\u001b]0;x\u0007":"1"}"#.utf8) + [0x0A]
            + Array("{\"_lpm\":\"\u{1B}[2J\" \"x\":1}\n{\"a\u{07}\":1,\u{1B}\u{9B}}\n".utf8))
    /// A device log whose push-path lines carry hostile ids, values, bundle and instance, for `--events`.
    static let log = Hostile(
        "events.log",
        Array(
            "2026-11-29 10:01:02.123456+0100 Shop[812:3344] [CleverTap]: CleverTap.\u{1B}]0;t\u{07}: Firing deep link: shop://\u{9B}x\u{202E}y\n"
                .utf8)
            + Array(
                "2026-11-29 10:01:02.123456+0100 Shop[812:3344] [LEANPLUM] [INFO]: Notification Opened MessageId: \u{202E}42"
                    .utf8)
            + [0x9B, 0x0A]
            + Array(
                "2026-11-29 10:01:02.123456+0100 Shop[812:3344] [\u{1B}[2J] Delivered user visible push notification 61A7\u{85}\u{7F}\n"
                    .utf8))
    static let scenario = Hostile(
        "hostile.scenario",
        """
        migration lp+ct
        tap {"aps":{"alert":"\\u001b[2J"},"wzrk_acct_id":"\\u001b]0;t\\u0007\u{202E}"}
        \u{1B}[2J bad step \u{9B}
        """)

    /// Every command and format; `FILES` stands for the hostile payload files.
    static let runs: [[String]] = [
        ["classify", "FILES"], ["classify", "--format", "json", "FILES"], ["classify", "--format", "html", "FILES"],
        ["classify", "--jobs", "2", "FILES"], ["classify", "--trace", "FILES"],
        ["classify", "--lines", "lines.ndjson"], ["classify", "--lines", "--format", "json", "lines.ndjson"],
        ["classify", "--lines", "--jobs", "2", "lines.ndjson"],
        ["normalize", "FILES"], ["normalize", "--diff", "FILES"],
        ["lint", "FILES"], ["lint", "--format", "json", "FILES"], ["lint", "--format", "github", "FILES"],
        ["lint", "--format", "sarif", "FILES"], ["lint", "."], ["lint", "--fix", "--diff", "FILES"],
        ["simulate", "FILES"], ["simulate", "--format", "json", "FILES"], ["simulate", "--format", "mermaid", "FILES"],
        ["simulate", "--format", "html", "FILES"], ["simulate", "--compare-sdk", "6.0.0,7.0.0", "FILES"],
        ["simulate", "--scenario", "hostile.scenario"],
        ["simulate", "--format", "mermaid", "--scenario", "hostile.scenario"],
        ["simulate", "--format", "json", "--scenario", "hostile.scenario"],
        ["classify", "--format", "\u{1B}[2J", "FILES"], ["classify", "no-such-\u{1B}]0;x\u{07}.json"],
        ["classify", "--events", "events.log"], ["classify", "--events", "--format", "json", "events.log"],
    ]

    @Test(arguments: runs)
    func noRawControlCharacterReachesTheStreams(_ arguments: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for input in Self.inputs + [Self.lines, Self.scenario, Self.log] {
            try Data(input.bytes).write(to: directory.appendingPathComponent(input.name))
        }
        let files = Self.inputs.map(\.name)
        let result = try CommandRunner.run(arguments.flatMap { $0 == "FILES" ? files : [$0] }, in: directory)
        #expect(!result.killed && [0, 1, 2, 64].contains(result.status), "status \(result.status)")
        #expect(!result.outputBytes.isEmpty || !result.errorBytes.isEmpty)
        for (stream, bytes) in [("standard output", result.outputBytes), ("standard error", result.errorBytes)] {
            let found = Self.rawCharacters(in: bytes)
            #expect(
                found.isEmpty,
                "\(stream) holds \(found.prefix(8)): \(String(decoding: bytes.prefix(2000), as: UTF8.self))")
        }
    }

    /// The escapes say what was there.
    @Test(arguments: [
        (["classify", "title-key.json"], "title-key.json:1: clevertap by wzrk_\\e]0;pwned\\u{07}"),
        (["simulate", "--state", "not-running", "--event", "open", "account.json"], "for account '\\e[2J'"),
        (["classify", "esc\u{1B}[2Jname\u{202E}.json"], "esc\\e[2Jname\\u{202E}.json:1: leanplum by _lpm"),
        (["lint", "--format", "json", "bidi.json"], #"\"a\\u202Eb\\u009B\\u007F\" has no scheme"#),
    ])
    func escapesShowWhatWasThere(_ arguments: [String], _ shown: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for input in Self.inputs { try Data(input.bytes).write(to: directory.appendingPathComponent(input.name)) }
        let result = try CommandRunner.run(arguments, in: directory)
        #expect(
            (result.standardOutput + result.standardError).contains(shown),
            "\(result.standardOutput)\(result.standardError)")
    }

    /// The characters no stream may hold raw, found without pushroute's own definition:
    /// invalid UTF-8, C0 controls but tab and line feed, DEL, C1 controls, and the
    /// bidirectional formatting characters.
    static func rawCharacters(in bytes: Data) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return ["invalid UTF-8"] }
        return text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F: true
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }
}
