import Foundation
import Testing

@testable import PushRouteReader

/// Device logs (docs/logs.md): every format read against its answer key, whole outputs
/// against golden files, the "push or not" rules, and answers that arrive while a log is written.
@Suite struct DeviceLogTests {
    /// Each log under Tests/Fixtures/logs and its answer key (`NAME.expected`: line, handler,
    /// content-available of every push, written by `make_fixtures.py` from what it wrote).
    static let logs = [
        "console-app.log", "idevicesyslog.log", "log-compact.log", "log-default.log", "log-show.json",
        "log-stream.ndjson",
        "log-syslog.log", "lone-dictionary.txt", "not-a-push.log", "simctl-stream.log", "xcode-console.log",
        "xcode15-metadata.log", "xcode15-plain.log", "logcat.log",
    ]

    /// Every push found, and nothing else: precision and recall 1 on owner, content-available and line.
    @Test(arguments: logs)
    func readsEveryPushAndNothingElse(_ log: String) throws {
        let directory = "Tests/Fixtures/logs/"
        let base = log[..<log.lastIndex(of: ".")!]
        let key = try readText(directory + base + ".expected").split(separator: "\n").dropFirst().map(String.init)
        let result = try CommandRunner.run(["classify", "--format", "json", directory + log])
        #expect(result.status == 0)
        let found = try result.standardOutput.split(separator: "\n").map { line -> String in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let handler = record["handler"] as? String ?? "invalid"
            return "\(record["line"]!)\t\(handler)\t\((record["content_available"] as? Bool)! ? "true" : "false")"
        }
        #expect(found == key)
    }

    /// Whole outputs, text and JSON, of each format.
    @Test(arguments: logs)
    func wholeOutput(_ log: String) throws {
        let path = "Tests/Fixtures/logs/" + log
        try GoldenCase(name: log + ".text", arguments: ["classify", path]).check(in: "logs")
        try GoldenCase(name: log + ".json", arguments: ["classify", "--format", "json", path]).check(in: "logs")
    }

    /// Push or not: what one log entry's text gives, in an Xcode console log.
    @Test(arguments: [
        ("Push received: {\"aps\":{\"alert\":\"hi\"},\"_lpm\":1}", ["leanplum"]),
        ("Push received: {\"aps\":\"text\",\"_lpm\":1}", []),  // `aps` that is no dictionary
        // no aps, after the SDK's line
        ("CleverTap.W84: handling push notification: {\"wzrk_id\":\"1_2\"}", ["clevertap"]),
        // upload batch
        ("CleverTap.W84: Sending [{\"g\":\"x\",\"type\":\"meta\",\"wzrk_ref\":{\"a\":1}}] to https://x", []),
        ("response {\"status\":\"ok\",\"items\":[1,2]}", []),  // API body
        ("summary {transaction_duration_ms=12, response_status=200}", []),  // network summary
        ("[\"aps\": \"snapshot\", \"count\": 2]", []),  // a Swift print whose aps is no dictionary
        (
            "Called leanplum_applicationDidFinishLaunching: [AnyHashable(\"UIApplicationLaunchOptionsRemoteNotificationKey\"): {\"aps\":{\"badge\":1},\"_lpm\":7}]",
            ["leanplum"]
        ),
        ("note {\"userInfo\":{\"aps\":{\"alert\":\"x\"},\"wzrk_id\":\"1\"}}", ["clevertap"]),  // a holder
        ("error {\"userInfo\":{\"NSLocalizedDescription\":\"timed out\"}}", []),  // a holder of no push
        ("text mentioning aps and {braces}", []),
        // A UserNotifications description: no userInfo in it, no push.
        (
            "Tapped: <UNNotificationResponse: 0x1; actionIdentifier: a, notification: <UNNotification: 0x2; date: d>>",
            []
        ),
        // Holders at any depth (issue 32).
        (
            "note {\"notification\":{\"request\":{\"content\":{\"userInfo\":{\"aps\":{\"alert\":\"x\"},\"wzrk_id\":\"1\"}}}}}",
            ["clevertap"]
        ),
        (
            "opened {\"notification\":{\"payload\":{\"rawPayload\":{\"aps\":{\"alert\":\"x\"},\"_lpm\":2}}}}",
            ["leanplum"]
        ),
        ("fcm {\"data\":{\"wzrk_acct_id\":\"W84\",\"wzrk_id\":\"1_2\"}}", ["clevertap"]),  // `data` holding SDK keys
        ("webhook {\"payload\":{\"aps\":{\"content-available\":1}},\"id\":3}", ["none"]),
        ("event {\"data\":{\"screen\":\"home\",\"count\":2}}", []),  // `data` holding no push
        ("state {\"cart\":{\"items\":{\"aps\":\"text\"}}}", []),  // a nested `aps` that is no dictionary
        // PushPlugin's print, where it starts the message: the push flattened, its aps rebuilt.
        ("Msg: {\"alert\":\"a\",\"content-available\":\"1\",\"_lpm\":\"7\",foreground:\"1\"}", ["leanplum"]),
        ("Chat Msg: {\"room\":\"a\",\"unread\":\"2\"}", []),
        // PushPlugin's Android lines: GCM's extras as JSON.
        ("extrasToJSON: {\"message\":\"a\",\"payload\":{\"k\":\"v\"},\"from\":\"1\"}", ["none"]),
        // Messages flattened onto one line: split at the SDK's tag, both pushes read.
        (
            "Push received: {\"aps\":{\"alert\":\"a\"},\"_lpm\":1} [CleverTap]: CleverTap.W84: handling push notification: {\"wzrk_id\":\"2\"}",
            ["leanplum", "clevertap"]
        ),
        (
            "Push received: {\"aps\":{\"alert\":\"a\"},\"_lpm\":1} 2026-11-29 10:01:02.5+0100 Shop[812:3344] CleverTap.W84: handling push notification: {\"wzrk_id\":\"2\"}",
            ["leanplum", "clevertap"]
        ),
    ])
    func pushOrNot(_ message: String, _ handlers: [String]) throws {
        let noise = "2026-11-29 10:01:00.000001+0100 Shop[812:3344] {\"status\":\"ok\"}\n"
        let log = noise + noise + "2026-11-29 10:01:02.000001+0100 Shop[812:3344] \(message)\n"
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(log.utf8))
        let found = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["handler"] as? String ?? "?"
        }
        #expect(found == handlers, "\(result.standardError)")
    }

    /// A single log line with no push by the log's rules is read as a paste (docs/logs.md),
    /// unless its one dictionary is no push printed after a label naming no message
    /// (docs/pasted-forms.md §11.7): the log's note then stands, and no record.
    @Test(arguments: [
        ("settings: {\n    alert = 1;\n    sound = 0;\n}", [String]()),
        ("'>>>>> onIds', { pushToken: null, userId: 'abc' }", []),
        ("Push payload: {\n    title = Hi;\n}", ["none"]),
        ("NOTIFICATION: { title: 'Hi' }", ["none"]),
    ])
    func singleLineReadAsPaste(_ message: String, _ handlers: [String]) throws {
        let log = "2026-12-01 10:00:00.123 Shop[123:456] \(message)\n"
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(log.utf8))
        let found = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["handler"] as? String ?? "?"
        }
        #expect(found == handlers, "\(result.standardError)")
        #expect(result.status == 0)
    }

    /// What a line starts with that is no part of the log's line: quote marks, `flutter run -v`'s
    /// time column; nothing else.
    @Test(arguments: [
        ("> > x", 4), (">x", 1), ("[  +12 ms] I/flutter", 11), ("[+1003 ms] x", 11), ("[        ] x", 11),
        ("[   +2 s] x", 10), ("[ ] x", 0), ("[CleverTap]: x", 0), ("[+12] x", 0), ("[  +12 ms]x", 0), ("x", 0),
        // The backticks of an inline code span before an entry; not a fence, not before prose.
        ("`default\t10:01:02.1 +0100\tShop\ta", 1), ("``Shop[812:3344] a", 2), ("```Shop[812:3344] a", 0),
        ("`code` and prose", 0),
    ])
    func leadingMarks(_ line: String, _ length: Int) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBytes { LogLineShape.leadingMarks($0) } == length, "\(line)")
    }

    /// A log is told from a paste by its start alone.
    @Test(arguments: [
        ("2026-11-29 10:01:02.123456+0100 Shop[812:3344] hello\n", LogSniffer.Answer.log(.xcode)),
        ("Filtering the log data using \"x\"\n", .log(nil)),
        ("Timestamp               Ty Process[PID:TID]\n", .log(nil)),
        ("[connected]\n", .log(nil)),
        ("2022-11-14 13:21:15.341 Df My App[59972:780a15] (libffi.dylib) Hello\n", .log(.logCompact)),
        ("2023-05-26 13:42:44.136082+0200  localhost kernel[0]: (Sandbox) Sandbox: x\n", .log(.logSyslog)),
        ("Jul  4 13:26:05 iPhone SpringBoard(UserNotificationsServer)[49] <Notice>: x\n", .log(.idevicesyslog)),
        ("default\t15:21:34.102904-0500\tShop\tmessage\n", .log(.console)),
        // Console.app on a Mac in another language: the type column localized.
        ("por omisión\t15:21:34.102904-0500\tShop\tmessage\n", .log(.console)),
        ("デフォルト\t15:21:34.102904-0500\tShop\tmessage\n", .log(.console)),
        ("Tabs\tbut no time\tShop\tmessage\n", .paste),
        // Milliseconds after a colon, and `/` in the date (CocoaLumberjack's formatters).
        ("2021-04-05 21:26:03:815 Signal[3417:269053] hello\n", .log(.xcode)),
        ("2021/04/05 21:26:03:815  hello\n2021/04/05 21:26:04:001  world\n", .log(.xcode)),
        // Android Studio's Logcat window with only its tag, level and message columns.
        (
            "   BrazeLifecycle  V  a\n                   D  b\nBraze v23.0.1 .Braze  I  c {\"k\": 1}\n",
            .log(.logcat)
        ),
        ("Steps:  1  D  and then\n\"a  D  b\"\n{\"aps\":{}}\n", .paste),
        // `flutter run -v`: the tool's time column before each line of the device's log.
        (
            "[  +12 ms] I/flutter ( 8773): a\n[        ] I/flutter ( 8773): b\n[+1003 ms] I/flutter ( 8773): c\n",
            .log(.logcat)
        ),
        ("{\"timestamp\":\"x\",\"eventMessage\":\"y\"}\n", .log(.logNDJSON)),
        ("{\"aps\":{\"alert\":\"hi\"}}\n", .paste),
        ("Hi team, here is the push:\n{\"aps\":{}}\n", .paste),
        ("hello\n[CleverTap]: CleverTap.W84: handling push notification: {\n", .log(.xcodePlain)),
        // `log show` / `log stream --style json` and `ndjson` after their filtering line (issue 32).
        ("Filtering the log data using \"x\"\n[{\n  \"eventMessage\" : \"y\"\n},{\n", .log(.logJSON)),
        ("Filtering the log data using \"x\"\n{\"eventMessage\":\"y\"}\n", .log(.logNDJSON)),
        // Flipper's Logs plugin, its rows copied as JSON; an array with a message alone is a paste.
        (
            "[\n  {\n    \"tag\": \"a\",\n    \"tid\": 1,\n    \"message\": \"b\",\n    \"date\": \"c\"\n  }\n]\n",
            .log(.flipper)
        ),
        ("[{\"message\": \"b\", \"date\": \"c\"}]\n", .paste),
    ])
    func sniff(_ text: String, _ answer: LogSniffer.Answer) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == answer)
    }

    /// A live log: the writer waits for each answer before it writes the next entry.
    @Test(arguments: [
        ["classify"], ["classify", "--jobs", "2"], ["classify", "--lines"], ["classify", "--lines", "--jobs", "2"],
    ])
    func answersEachEntryAsItArrives(_ arguments: [String]) throws {
        let entries = (0..<3).map { index in
            "2026-11-29 10:01:0\(index).000001+0100 Shop[812:3344] Push received: {\"aps\":{\"alert\":\"n\(index)\"},\"_lpm\":\(index)}\n"
        }
        try LiveWriter.expectAnswerPerEntry(arguments, entries: entries)
    }

    /// NDJSON of payloads with `--lines`: each line answered as it arrives.
    @Test(arguments: [["classify", "--lines"], ["classify", "--lines", "--jobs", "2"]])
    func answersEachLineAsItArrives(_ arguments: [String]) throws {
        let lines = (0..<3).map { "{\"aps\":{\"alert\":\"n\($0)\"},\"_lpm\":\($0)}\n" }
        try LiveWriter.expectAnswerPerEntry(arguments, entries: lines)
    }
}

/// Writes entries to pushroute one at a time, each only after the answer to the one before
/// has been read, with a generous deadline: a reader that holds answers back fails, never hangs.
/// A process that never exits is killed `processSeconds` after it started. No `.timeLimit`:
/// its clock also counts the time a test waits for a thread of the test pool, which under
/// AddressSanitizer on two busy cores passed 3 minutes before these tests began (the
/// fresh-clone CI of 2026-12-05; `finishing(within:)` says the same).
enum LiveWriter {
    static let deadline: TimeInterval = 20
    static let processSeconds: Double = 180

    /// `linesPerEntry`: the lines each entry is answered with (a push's record and its events).
    static func expectAnswerPerEntry(_ arguments: [String], entries: [String], linesPerEntry: Int = 1) throws {
        let child = try SpawnedProcess.start(
            CommandRunner.binary.path, arguments, environment: ["NO_COLOR": "1"], errors: .discarded)
        let processDeadline = ProcessDeadline(pid: child.pid, seconds: processSeconds)
        defer {
            try? child.input.close()
            _ = child.wait()
            #expect(
                !processDeadline.cancel(),
                "pushroute \(arguments) did not exit within \(processDeadline.seconds) s and was killed")
        }
        let reader = LineCollector(child.output)
        for (index, entry) in entries.enumerated() {
            child.input.write(Data(entry.utf8))
            let answered = reader.waitForLines((index + 1) * linesPerEntry, deadline: deadline)
            #expect(answered, "no answer to entry \(index + 1) before the next was written: \(arguments)")
            if !answered {
                child.signal(SIGTERM)
                return
            }
        }
    }
}

/// Counts the lines a pipe delivers, on a thread of its own.
final class LineCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines = 0

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                condition.lock()
                lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    func waitForLines(_ count: Int, deadline: TimeInterval) -> Bool {
        let limit = Date().addingTimeInterval(deadline)
        condition.lock()
        defer { condition.unlock() }
        while lines < count {
            if !condition.wait(until: limit) { return lines >= count }
        }
        return true
    }
}
