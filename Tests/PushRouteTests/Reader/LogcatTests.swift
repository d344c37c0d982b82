import Foundation
import Testing

@testable import PushRouteReader

/// Android's logcat read as a log (issue 32; docs/device-logs.md §2, `logcat`): each layout's
/// header and fields, excerpts told from pastes line by line, and what is a push in one. All
/// texts are made up.
@Suite struct LogcatTests {
    struct Fields: Equatable, CustomStringConvertible {
        var time: String?
        var pid: Int?
        var process: String?
        var category: String?
        var message: String
        var description: String { "\(time ?? "-") \(pid ?? -1) \(process ?? "-") \(category ?? "-") [\(message)]" }
    }

    /// Each layout's header: the fields read from it and where the message starts.
    @Test(arguments: [
        // threadtime, as `adb logcat` prints it by default; with `-v year`; with `-v uid`.
        (
            "12-05 10:01:02.123  1234  5678 D CleverTap: Handling notification: x",
            Fields(time: "12-05 10:01:02.123", pid: 1234, category: "CleverTap", message: "Handling notification: x")
        ),
        (
            "2026-12-05 10:01:02.123  1234  5678 I flutter : {aps: {alert: Hi}}",
            Fields(time: "2026-12-05 10:01:02.123", pid: 1234, category: "flutter", message: "{aps: {alert: Hi}}")
        ),
        (
            "12-05 10:01:02.123 u0_a123  1234  5678 W CleverTap:TEST-ABC-123Z: queue full",
            Fields(time: "12-05 10:01:02.123", pid: 1234, category: "CleverTap:TEST-ABC-123Z", message: "queue full")
        ),
        (
            "12-05 10:01:02.123 10234  1234  5678 E ReactNativeJS: boom",
            Fields(time: "12-05 10:01:02.123", pid: 1234, category: "ReactNativeJS", message: "boom")
        ),
        // brief, time, tag.
        ("D/CleverTap( 1234): brief", Fields(pid: 1234, category: "CleverTap", message: "brief")),
        (
            "12-05 10:01:02.123 I/[Leanplum][INFO](31337): time",
            Fields(time: "12-05 10:01:02.123", pid: 31337, category: "[Leanplum][INFO]", message: "time")
        ),
        ("V/CleverTap: tag", Fields(category: "CleverTap", message: "tag")),
        ("V/CleverTap:", Fields(category: "CleverTap", message: "")),
        // Android Studio's Logcat window, its current columns and those before 2022.
        (
            "2026-12-05 10:01:02.123  1234-5678  CleverTap               com.example.shop                     D  studio",
            Fields(
                time: "2026-12-05 10:01:02.123", pid: 1234, process: "com.example.shop", category: "CleverTap",
                message: "studio")
        ),
        (
            "2026-12-05 10:01:02.123 1234-5678/com.example.shop D/CleverTap: old studio",
            Fields(
                time: "2026-12-05 10:01:02.123", pid: 1234, process: "com.example.shop", category: "CleverTap",
                message: "old studio")
        ),
    ])
    func header(_ line: String, _ fields: Fields) throws {
        let bytes = Array(line.utf8)
        let found = try bytes.withUnsafeBytes { line in
            let header = try #require(LogHeader.parse(line, as: .logcat))
            let info = header.info(in: line)
            let message = String(decoding: line[header.messageStart...], as: UTF8.self)
            return Fields(
                time: info.time, pid: info.pid, process: info.process, category: info.category, message: message)
        }
        #expect(found == fields)
    }

    /// Lines that are no logcat header.
    @Test(arguments: [
        "I/O error: disk full",  // a tag with a space before its `:` is prose
        "12-05 hello: world",
        "2026-11-29 10:01:02.123456+0100 Shop[812:3344] xcode",
        "12-05 10:01:02.123  1234  5678 X Tag: no such level",
        "--------- something else",
        "    \"wzrk_pn\" = true;",
    ])
    func notAHeader(_ line: String) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBytes { LogHeader.parse($0, as: .logcat) } == nil)
    }

    /// logcat's own `--------- beginning of main` starts a log and counts as no entry.
    @Test func divider() throws {
        let entry = "12-05 10:01:02.123  1234  5678 D Shop: a\n"
        let log = "--------- beginning of main\n" + entry + "--------- beginning of system\n" + entry
        let bytes = Array(log.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == .log(.logcat))
        let result = try CommandRunner.run(["classify"], input: Data(log.utf8))
        #expect(result.status == 0)
        #expect(result.standardError == "<stdin>: note: device log (logcat): 0 pushes in 2 entries\n")
    }

    /// Excerpts told from pastes: by their first line, or line by line when they begin mid-entry.
    @Test(arguments: [
        ("12-05 10:01:02.123  1234  5678 D Shop: a\n", LogSniffer.Answer.log(.logcat)),
        ("D/Shop( 1234): a\n", .log(.logcat)),
        ("      wzrk_pn=true}]\nD/Shop: a {x=1}\nD/Shop: b\nD/Shop: c {\"k\":1}\n", .log(.logcat)),
        // Prose around one logcat line: a log when no line opens a dictionary (nothing to read
        // as a payload), a paste when one does.
        ("Here is what logcat says:\nD/CleverTap: a\n", .log(.logcat)),
        ("Here is what logcat says:\nD/CleverTap: a {\"k\":1}\n", .paste),
        ("Bundle[{wzrk_pn=true, nm=Hello}]\n", .paste),
    ])
    func recognised(_ text: String, _ answer: LogSniffer.Answer) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { LogSniffer.sniff($0, ended: true) } == answer)
    }

    /// Push or not in a logcat log (docs/device-logs.md §3): the owners of the pushes one
    /// entry's message gives.
    @Test(arguments: [
        // After an SDK's push line (CleverTap Android, Leanplum Android): a push, aps or not.
        ("Handling notification: Bundle[{nm=Hello, wzrk_id=0_0, wzrk_acct_id=W84}]", ["clevertap"]),
        ("FCMreceived notification from CleverTap: Bundle[{nm=Hi, wzrk_acct_id=W84}]", ["clevertap"]),
        ("CTPushNotificationReceiver: handled notification: Bundle[{wzrk_id=1_2, nm=Hi}]", ["clevertap"]),
        ("Recording Notification Viewed event for notification:  Bundle[{wzrk_id=1_2}]", ["clevertap"]),
        ("Received push notification message: {_lpm=123, lp_message=Hello}", ["leanplum"]),
        ("Push notification message forwarded to CleverTap SDK: {wzrk_id=1_2, nm=Hi}", ["clevertap"]),
        // The SDKs' own push keys in a Bundle or Map print: a push without a line before it.
        ("onMessageReceived Bundle[{wzrk_pn=true, nm=Hello, wzrk_id=0_0}]", ["clevertap"]),
        // FCM's intent extras: a nested Bundle still parcelled is a value, not the end of the read.
        (
            "extras: Bundle[{wzrk_pn=true, gcm.n.analytics_data=Bundle[mParcelledData.dataSize=304], nm=Hi}]",
            ["clevertap"]
        ),
        ("extras: Bundle[{_lpm=7, lp_message=Hi}]", ["leanplum"]),
        // A Bundle a web page wrapped after the ',' of a ', ': read on on the next line.
        ("onMessageReceived Bundle[{nm=Hello, wzrk_id=0_0,\nwzrk_pn=true}]", ["clevertap"]),
        // A Flutter or React Native app's print of the FCM message's data, its keys bare.
        ("data: {wzrk_pn: true, wzrk_acct_id: W84, nm: Hello}", ["clevertap"]),
        ("message data: {_lpm: 7, lp_message: Hi}", ["leanplum"]),
        ("data: {screen: deals, campaign: winter}", []),
        // The print cut off before its deciding key (the entry ends inside it): a partial push
        // when it holds an SDK's key; whole without `wzrk_pn`, none.
        ("message data: {wzrk_acct_id: W84, nm: Hello, nt: Sh", ["clevertap"]),
        ("message data: {wzrk_acct_id: W84, nm: Hello}", []),
        ("message data: {screen: deals, campaign: wi", []),
        // Not pushes: intent extras, an event body, an upload batch, a Dart map, a JSON event.
        ("onCreate extras: Bundle[{android.intent.extra.REFERRER=x, screen=home}]", []),
        ("Pushing event onto queue: {\"evtName\":\"Product Viewed\",\"evtData\":{\"id\":7}}", []),
        ("Send queue contains 1 items: [{\"evtName\":\"Notification Viewed\",\"evtData\":{\"wzrk_pn\":true}}]", []),
        ("{event: Product Viewed, id: 7}", []),
        // A JSON event body holding CleverTap's key: SDK keys decide the owner, not whether it is a push.
        ("{\"evtName\":\"Notification Clicked\",\"evtData\":{\"wzrk_pn\":true,\"wzrk_id\":\"0_0\"}}", []),
        // JSON holding FCM's delivered message id (OneSignal's `jsonPayload:`): only a
        // delivered message has it; a send response's `message_id` is no push.
        (
            "enqueueing notification work with jsonPayload: {\"google.message_id\":\"0:1\",\"custom\":\"{}\",\"alert\":\"Hi\"}",
            ["none"]
        ),
        ("send response: {\"multicast_id\":1,\"results\":[{\"message_id\":\"0:1\"}]}", []),
        // Any key FCM adds to a delivered message, at the top or under any key, and cut off
        // before its id (OneSignal's `NotificationGenerationJob{jsonPayload={…}`).
        (#"job: Job{jsonPayload={"google.sent_time":1,"google.ttl":2,"custom":"{\"i\":\"x\"}"}}"#, ["none"]),
        (#"Saving job: Job{jsonPayload={"google.delivered_priority":"high","custom":"{\"a\":{\"room"#, ["none"]),
        // Firebase Auth's provider name is no key of FCM's.
        (#"signed in: {"google.com":{"uid":"1"},"providerId":"google.com"}"#, []),
        // An app's own print of a push: `aps` at the top level, as in every log.
        ("{\"aps\":{\"alert\":\"Hi\"},\"_lpm\":1}", ["leanplum"]),
    ])
    func pushOrNot(_ message: String, _ handlers: [String]) throws {
        let noise = "12-05 10:01:00.000  1234  5678 D Shop: {\"status\":\"ok\"}\n"
        let log = noise + noise + "12-05 10:01:02.000  1234  5678 D CleverTap: \(message)\n"
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(log.utf8))
        let found = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["handler"] as? String ?? "?"
        }
        #expect(found == handlers, "\(result.standardError)")
        #expect(result.status == 0)
    }

    /// The keys that make an Android print a push, as literals (a Bundle's, a Dart map's) and
    /// as names, agree.
    @Test func androidPushKeysAgree() {
        #expect(
            SDKLogLines.androidPushKeys.map { String($0.description.dropLast()) } == SDKLogLines.androidPushKeyNames)
        #expect(SDKLogLines.dartPushKeys.map { String($0.description.dropLast(2)) } == SDKLogLines.androidPushKeyNames)
    }
}

/// A message FCM's Flutter or React Native plugin said it received (`MessageReceipt`): the
/// app's next print of a dictionary, in the same process and within the window, is its data.
@Suite struct MessageReceiptTests {
    static let flutterReceipt = "D/FLTFireMsgReceiver( 4078): broadcast received for message\n"
    static let data = "message: {cta: update, source: test}\n"

    @Test(arguments: [
        // FlutterFire's line, the app's print after a line of its own: the data, a push of no SDK.
        (flutterReceipt + "I/flutter ( 4078): onMessage\nI/flutter ( 4078): " + data, ["none"]),
        // React Native Firebase's line, the app's JavaScript print.
        (
            "D/RNFirebaseMsgReceiver( 4078): broadcast received for message\nI/ReactNativeJS( 4078): a\n"
                + "I/ReactNativeJS( 4078): " + data,
            ["none"]
        ),
        // The data holding CleverTap's keys: CleverTap's.
        (
            flutterReceipt + "I/flutter ( 4078): a\nI/flutter ( 4078): data: {wzrk_acct_id: W84, nm: Hi}\n",
            ["clevertap"]
        ),
        // Only the first print after the receipt: the second is no push.
        (flutterReceipt + "I/flutter ( 4078): " + data + "I/flutter ( 4078): " + data, ["none"]),
        // A print whose words name no message (an analytics event) is not it; the next one is.
        (flutterReceipt + "I/flutter ( 4078): event: {cta: x}\nI/flutter ( 4078): " + data, ["none"]),
        // No receipt, another process, another tag, or past the window: no push.
        ("D/Other( 4078): a\nI/flutter ( 4078): b\nI/flutter ( 4078): " + data, []),
        (flutterReceipt + "I/flutter ( 4078): a\nI/flutter ( 4079): " + data, []),
        (flutterReceipt + "I/flutter ( 4078): a\nD/Shop( 4078): " + data, []),
        (
            flutterReceipt + String(repeating: "I/flutter ( 4078): a\n", count: MessageReceipt.window)
                + "I/flutter ( 4078): " + data, []
        ),
    ])
    func readsTheAppsPrint(_ log: String, _ handlers: [String]) throws {
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(log.utf8))
        let found = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["handler"] as? String ?? "?"
        }
        #expect(found == handlers, "\(result.standardError)")
        #expect(result.status == 0)
    }

    /// `I/flutter ( 4078)`: the tag is `flutter`, its padding before the pid no part of it.
    @Test func theTagLeavesOutItsPadding() throws {
        let log = Self.flutterReceipt + "I/flutter ( 4078): a\nI/flutter ( 4078): " + Self.data
        let result = try CommandRunner.run(["classify", "--format", "json"], input: Data(log.utf8))
        let record = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(record?["category"] as? String == "flutter")
        #expect(record?["pid"] as? Int == 4078)
    }
}
