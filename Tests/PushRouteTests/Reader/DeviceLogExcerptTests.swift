import Foundation
import Testing

@testable import PushRouteReader

/// Pieces of logs as people paste them (issue 32; docs/device-logs.md §1, "Excerpts"): told
/// from a paste line by line, read with the log's rules, answered live. All texts are made up.
@Suite struct DeviceLogExcerptTests {
    static let entry = "2026-11-29 10:01:02.123456+0100 Shop[812:3344] "

    /// What the line-by-line rule answers, for each shape of an entry's first line.
    @Test(arguments: [
        // Markdown quote marks.
        ("> \(entry)a\n> \(entry)b\n> \(entry)c\n", LogSniffer.Answer.log(.xcode)),
        // Console.app copies whose tabs became spaces, or without the type column.
        ("default 10:01:02.1+0100 Shop a\ninfo 10:01:03.1+0100 Shop b\nerror 10:01:04.1+0100 Shop c\n", .log(.console)),
        ("10:01:02.1+0100\tShop\ta\n10:01:03.1+0100\tShop\tb\n10:01:04.1+0100\tShop\tc\n", .log(.console)),
        // NSLog with a date and no time; a date and time with no process.
        ("2026-11-29 Shop[812:3344] a\n2026-11-29 Shop[812:3344] b\n2026-11-29 Shop[812] c\n", .log(.xcode)),
        (
            "2026-11-29 10:01:02 worker: a\n2026-11-29 10:01:03 worker: b\n2026-11-29 10:01:04 worker: c {\"k\":1}\n",
            .log(.xcode)
        ),
        // idevicesyslog cut to its level, or to its process.
        ("<Notice>: a\n<Warning>: b\n<Error>: c {\"k\":1}\n", .log(.idevicesyslog)),
        (
            "SpringBoard(UserNotificationsServer)[49] <Notice>: a\nShop[812] <Notice>: b\nShop[812] <Error>: c\n",
            .log(.idevicesyslog)
        ),
        // `print` lines with an SDK's prefix.
        ("[LEANPLUM] [INFO]: a\n[CleverTap]: b {\n}\n", .log(.xcodePlain)),
        // OneSignal iOS's level words, as a Flutter console shows its lines.
        ("VERBOSE: a\nDEBUG: b\nWARNING: c\n", .log(.xcodePlain)),
        ("It said:\nERROR: a {\"k\":1}\n", .paste),
        // A library's own tag in brackets (Customer.io's `[CIO]`); not a Swift print, a
        // Markdown link or a one-letter checkbox.
        ("[CIO] D  [Init] a\n[CIO] I  [Init] b\n", .log(.xcodePlain)),
        ("[Firebase-Messaging] a\n[Firebase-Messaging] b\n[Firebase-Messaging] c {\"k\":1}\n", .log(.xcodePlain)),
        ("[\"aps\": [\"badge\": 1]]\n", .paste),
        ("[docs](https://example.com) say:\n[docs](https://example.com) b\n{\"aps\":{}}\n", .paste),
        ("[x] a\n[x] b {\"aps\":{}}\n", .paste),
        // An excerpt that begins mid-entry: its first lines close a dictionary.
        ("    };\n    \"wzrk_id\" = 1;\n}\n\(entry)a\n\(entry)b\n\(entry)c\n", .log(.xcode)),
        // The description of a UserNotifications object, printed by an app with no prefix.
        (
            "```\nTapped: <UNNotificationResponse: 0x1; actionIdentifier: a, notification: <UNNotification: 0x2>>\n```\n",
            .log(.xcodePlain)
        ),
        // An SDK's message logged over several lines (Pushwoosh's boxed requests): the lines
        // that follow an entry with no blank line between are its message, not prose.
        (
            "``\n\(entry)request\nx\n|  Url: https://x\n| Payload: {\"a\":1}\n| Status: 200\nx\n\(entry)done\n\(entry)request\nx\n|  Url: https://y\n| Payload: {\"b\":1}\nx\n",
            .log(.xcode)
        ),
        // Console.app lines in a Markdown inline code span, prose before.
        (
            "It logged:\n`default\t10:01:02.1 +0100\tShop\ta {:k 1}\n\ndefault\t10:01:03.1 +0100\tShop\tb {:j 2}`\n",
            .log(.console)
        ),
        // Visual Studio's Device Log pad copied as its table, its column header first.
        (
            "Time\tDevice Name\tType\tPID\tTag\tMessage\nDec  5 09:14:02\tiPhone\tNotice\t333\tShop\ta\n",
            .log(.idevicesyslog)
        ),
        // Two entries and no dictionary: a log excerpt without a payload.
        ("\(entry)a\n\(entry)b\n", .log(.xcode)),
        // Still pastes: one dictionary; prose around one log line; two NSLog lines of dictionaries.
        ("{\n    aps = {\n        badge = 2;\n    };\n}\n", .paste),
        ("It logged this:\n2026-11-29 Shop[812:3344] {\"a\":1}\nand then nothing.\nAny idea?\n", .paste),
        ("2026-11-29 Shop[812:3344] {\"a\":{\"aps\":{}}}\n2026-11-29 Shop[812:3344] {\"b\":1}\n", .paste),
        // Two entries whose dictionaries a program logged after its words, half the lines at
        // least: a log. Prose around them, or a dictionary right after a header: a paste.
        (
            "```\n12-24 16:53:17.719 6384-11491/com.example.shop D/FA: Logging event (FE): _nr, Bundle[{_o=fcm}]\n"
                + "12-24 16:53:17.733 6384-11491/com.example.shop D/FA: Logging event (FE): _nf, Bundle[{_o=fcm}]\n```\n",
            .log(.logcat)
        ),
        (
            "2026-11-29 Shop[812:3344] HTTP response: {\"ok\":true}\n2026-11-29 Shop[812:3344] Received: {\"aps\":{}}\n",
            .log(.xcode)
        ),
        (
            "It logged:\n2026-11-29 Shop[812] Got: {\"a\":1}\n2026-11-29 Shop[812] Got: {\"b\":1}\nWhy?\nAny idea?\n",
            .paste
        ),
        ("2026-11-29 Shop[812] Got: {\"a\":1}\n{\"b\":1}\n2026-11-29 Shop[812] c\n", .paste),
        // Entries are a third of the lines outside brackets at least.
        ("a\nb\nc\nd\ne\nf\ng\n\(entry)a\n\(entry)b\n\(entry)c {\"k\":1}\n", .paste),
        ("a\nb\nc\nd\ne\nf\n\(entry)a\n\(entry)b\n\(entry)c {\"k\":1}\n", .log(.xcode)),
    ])
    func recognisedLineByLine(_ text: String, _ answer: LogSniffer.Answer) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == answer)
    }

    /// One entry and no dictionary is a log excerpt without a payload too, in any shape: NSLog
    /// without its date, a logcat line after a space a page put before it, a OneSignal level, a
    /// line of `flutter run -v`'s own log; and so is a push-path line with no header. Not a
    /// header: 4 spaces (a dictionary's indentation), a process name past 64 bytes, a bracket
    /// with no thread; prose. `flutter run -v`'s own lines count as entries beside the device's.
    static let oneEntryShapes: [(String, LogSniffer.Answer)] = [
        ("Shop[812:3344] Registered\n", .log(.xcode)),
        (" D/RNFMessagingService: onMessageReceived event received. \n", .log(.logcat)),
        ("ERROR: a\n", .log(.xcodePlain)),
        ("[+1845 ms] Updating files\n", .log(nil)),
        (
            "Warning: Application delegate received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called.\n",
            .log(.xcodePlain)
        ),
        ("    D/Tag: a\n", .paste),
        ("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx[812:3344] a\n", .paste),
        ("Shop[812] a\n", .paste),
        ("It crashed.\n", .paste),
        (
            "[        ] Synced 1.1MB.\n[   +2 ms] _flutter.listViews: {}\n[   +6 ms] Connected.\n[   +1 ms] To hot reload, press r.\n[   +1 ms] An Observatory is at: http://127.0.0.1:8105/\n[        ] For help, press h.\n[+7871 ms] I/flutter (16241): onMessage: {id: 1}\n",
            .log(.logcat)
        ),
    ]

    @Test(arguments: oneEntryShapes)
    func oneEntryOrPushPathLine(_ text: String, _ answer: LogSniffer.Answer) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == answer)
    }

    /// A first line longer than the 64 KiB a start is read for does not hide the entries after it.
    @Test func longFirstLine() {
        let text =
            String(repeating: "x", count: 70 << 10) + "\n" + String(repeating: "\(Self.entry)a {\"k\":1}\n", count: 3)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == .log(.xcode))
        let start = bytes.withUnsafeBytes { Array(LogSniffer.window(of: $0)) }
        #expect(start.withUnsafeBytes { LogSniffer.sniff($0, ended: false) } == .log(.xcode))
    }

    /// Whole outputs of the excerpts under Tests/Fixtures/logs/excerpts, text and JSON, each
    /// exiting 0: the shapes above with pushes in them, and a log with none.
    static let excerpts = [
        "quoted.md", "console-spaces.log", "date-only.log", "lumberjack-millis.log", "flattened.log", "holders.log",
        "no-push.log",
        "stream-json.log",
        "idevicesyslog-cut.log", "nsdata.log", "printed.log",
        // Android's logcat, one file per layout (docs/device-logs.md §2, `logcat`).
        "logcat-threadtime.log", "logcat-brief.log", "logcat-time.log", "logcat-tag.log", "logcat-studio.log",
        "logcat-studio-old.log",
        // Posted logcat as pages show it: Bundles wrapped at ', ', a Flutter app's print of an
        // FCM message's data.
        "logcat-wrapped.log", "logcat-flutter-data.log",
        // OneSignal iOS's lines, with no NSLog prefix and no push.
        "onesignal-levels.log",
        // Two logcat lines of analytics events in a Markdown fence: a log without a push.
        "logcat-two-lines.md",
        // A library's lines behind its own bracketed tag, no push.
        "library-tags.log",
        // One logcat line of events cut inside a word, and a UNNotificationResponse's
        // description: logs without a push, exit 0.
        "logcat-cut.log", "notification-description.md",
        // A Flutter app's print of an FCM message's data, the excerpt ending inside it before
        // `wzrk_pn`: a partial push; a whole print with an SDK key but no `wzrk_pn` is none.
        "logcat-flutter-cut.log",
        // Console.app copied on a Mac in another language: its type column localized.
        "console-localized.log",
        // `flutter run -v`: the tool's time column before each device line.
        "flutter-verbose.log", "flutter-verbose-wrapped.log",
        // Android Studio's Logcat window with only its tag, level and message columns.
        "logcat-studio-columns.log",
        // The receive lines of the push libraries (Firebase's sample, react-native-push-notification,
        // firebase_messaging), under `flutter run -v`'s time column; one line of iOS's warning
        // with no header; one NSLog line without its date: no push, exit 0.
        "push-libraries.log", "warning-alone.log", "undated-nslog.log",
        // cordova-plugin-fcm's logged JavaScript call with the push's JSON; an app's print of an
        // intent's extras (FCM's `google.message_id`) before Android Studio lines and a stack
        // trace whose indented lines continue their entry.
        "cordova-fcm.log", "logcat-studio-crash.log",
        // A React Native `console.log` of FCM messages, one logcat line per line of the object.
        "logcat-react-native-lines.log",
        // PushPlugin's lines on iOS (`Msg: {…}`, the push flattened) and Android (`extrasToJSON:`);
        // Console.app lines in an inline code span; Visual Studio's Device Log table.
        "pushplugin-ios.log", "pushplugin-android.log", "inline-code.md", "device-log-table.log",
        // Flipper's Logs plugin copied as JSON rows, the last cut inside its message (in an escape).
        "flipper-rows.json",
        // FlutterFire's receipt line, an event print, then the app's print of the message's data;
        // a second print with no receipt before it; a receipt whose print holds CleverTap's keys.
        "logcat-message-receipt.log",
    ]

    @Test(arguments: excerpts)
    func wholeOutput(_ name: String) throws {
        let path = "Tests/Fixtures/logs/excerpts/" + name
        try GoldenCase(name: name + ".text", arguments: ["classify", path]).check(in: "logs/excerpts")
        try GoldenCase(name: name + ".json", arguments: ["classify", "--format", "json", path]).check(
            in: "logs/excerpts")
    }

    /// The examples of excerpts in docs/logs.md ("Device logs"): each `$ pushroute classify …` block
    /// shows what the command writes, standard output then standard error.
    @Test func readmeExamples() throws {
        let readme = try readText("docs/logs.md")
        let blocks = readme.components(separatedBy: "```console\n$ pushroute classify Tests/Fixtures/logs/excerpts/")
            .dropFirst()
        #expect(blocks.count == 2)
        for block in blocks {
            let lines = block.components(separatedBy: "```")[0].split(separator: "\n", omittingEmptySubsequences: false)
            let path = "Tests/Fixtures/logs/excerpts/" + lines[0]
            let result = try CommandRunner.run(["classify", path])
            #expect(result.status == 0)
            #expect(
                result.standardOutput + result.standardError == lines.dropFirst().joined(separator: "\n"), "\(path)")
        }
    }

    /// A log with no push: no record, the note, exit 0.
    @Test func noPushExitsZero() throws {
        let log = (0..<4).map { "default\t10:01:0\($0).100000+0100\tShop\tTask <\($0)> finished successfully\n" }
            .joined()
        let result = try CommandRunner.run(["classify"], input: Data(log.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "<stdin>: note: device log (console): 0 pushes in 4 entries\n")
    }

    /// A live excerpt recognised only line by line (quoted, NSLog with the date alone): the
    /// first answer once three entries show it is a log, then one answer per entry.
    @Test(arguments: [["classify"], ["classify", "--jobs", "2"]])
    func answersEachEntryAsItArrives(_ arguments: [String]) throws {
        func entry(_ index: Int) -> String {
            "> 2026-11-29 Shop[812:3344] Push received: {\"aps\":{\"alert\":\"n\(index)\"},\"_lpm\":\(index)}\n"
        }
        let first = "> 2026-11-29 Shop[812:3344] started\n> 2026-11-29 Shop[812:3344] ready\n" + entry(0)
        try LiveWriter.expectAnswerPerEntry(arguments, entries: [first, entry(1), entry(2)])
    }
}
