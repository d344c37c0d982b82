import Testing
@testable import PushRouteReader
@testable import PushRouteRules

/// Size, push type and priority: the rules that depend on how the payload is sent.
@Suite struct LintSendingRuleTests {
    /// A payload of exactly `bytes` bytes as sent, marked at its start; `{"aps":{"alert":""}}` is 20.
    static func payload(bytes: Int, alert: Character = "x") -> String {
        let filler = String(repeating: alert, count: (bytes - 20) / alert.utf8.count)
        return #"⟨{"aps":{"alert":""# + filler + #""}}"#
    }

    static let tooLarge: [RuleCase] = [
        .init("4096 bytes is the limit", payload(bytes: 4096).replacing("⟨", with: "")),
        .init("4097 bytes", payload(bytes: 4097), message: "payload is 4097 bytes as sent, over the 4096-byte limit"),
        .init("two-byte characters count twice", payload(bytes: 4098, alert: "é")),
        .init("VoIP allows 5120", payload(bytes: 5120).replacing("⟨", with: ""), options: LintOptions(pushType: .voip)),
        .init("VoIP over 5120", payload(bytes: 5121), options: LintOptions(pushType: .voip), message: "payload is 5121 bytes as sent, over the 5120-byte limit of VoIP pushes"),
        .init("escapes count as the encoder writes them", payload(bytes: 4096, alert: "é").replacing("é", with: #"\u00e9"#).replacing("⟨", with: "")),
        .init("whitespace is not sent", "{\"aps\":{\"alert\":\"" + String(repeating: "x", count: 4000) + "\"}" + String(repeating: " ", count: 500) + "}"),
        .init("the second payload of a file", #"{"aps":{}}"# + "\n" + payload(bytes: 5000)),
    ]

    @Test(arguments: tooLarge) func payloadTooLarge(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadTooLargeRule.self)
    }

    static let nearLimit: [RuleCase] = [
        .init("under 90 %", payload(bytes: 3686).replacing("⟨", with: "")),
        .init("at 90 %", payload(bytes: 3687), message: "payload is 3687 bytes as sent, 90 % of the 4096-byte limit"),
        .init("at the limit", payload(bytes: 4096), message: "payload is 4096 bytes as sent, 100 % of the 4096-byte limit"),
        .init("over the limit is another rule", payload(bytes: 4097).replacing("⟨", with: "")),
        .init("VoIP: 4608 is 90 % of 5120", payload(bytes: 4608), options: LintOptions(pushType: .voip)),
        .init("VoIP: 4607 is under", payload(bytes: 4607).replacing("⟨", with: ""), options: LintOptions(pushType: .voip)),
    ]

    @Test(arguments: nearLimit) func payloadNearLimit(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: PayloadNearLimitRule.self)
    }

    static let background = LintOptions(pushType: .background)

    static let backgroundAlert: [RuleCase] = [
        .init("only content-available", #"{"aps":{"content-available":1},"sync":"inbox"}"#, options: background),
        .init("alert", #"{"aps":{"content-available":1,⟨"alert":"hi"}}"#, options: background, message: "'aps.alert' in a background push; send it as an alert push, or leave 'alert' out"),
        .init("badge and sound", "{\"aps\":{\n  ⟨\"badge\":0,\n  ⟨\"sound\":\"default\",\n  \"content-available\":1}}", options: background),
        .init("alert push may alert", #"{"aps":{"content-available":1,"alert":"hi"}}"#, options: LintOptions(pushType: .alert)),
        .init("no push type given", #"{"aps":{"content-available":1,"alert":"hi"}}"#),
    ]

    @Test(arguments: backgroundAlert) func backgroundPushAlert(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushAlertRule.self)
    }

    static let backgroundContentAvailable: [RuleCase] = [
        .init("content-available 1", #"{"aps":{"content-available":1}}"#, options: background),
        .init("missing", #"{⟨"aps":{},"sync":1}"#, options: background, message: "background push without 'aps.content-available' 1: the app is not woken"),
        .init("zero", #"{⟨"aps":{"content-available":0}}"#, options: background),
        .init("not a background push", #"{"aps":{"alert":"a"}}"#, options: LintOptions(pushType: .alert)),
    ]

    @Test(arguments: backgroundContentAvailable) func backgroundPushContentAvailable(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushContentAvailableRule.self)
    }

    static let backgroundPriority: [RuleCase] = [
        .init("priority 5", #"{"aps":{"content-available":1}}"#, options: LintOptions(pushType: .background, priority: 5)),
        .init("priority 10, push type background", #"{"aps":{⟨"content-available":1}}"#, options: LintOptions(pushType: .background, priority: 10), message: "priority 10 with a background push; send background pushes with priority 5"),
        .init("priority 10, silent payload, no push type", "{\n  \"aps\": {⟨\"content-available\": 1},\n  \"_lpm\": 1\n}", options: LintOptions(priority: 10)),
        .init("priority 10, push type background, no content-available", #"{⟨"aps":{}}"#, options: LintOptions(pushType: .background, priority: 10)),
        .init("priority 10 alert push waking the app", #"{"aps":{"alert":"a","content-available":1}}"#, options: LintOptions(priority: 10)),
        .init("priority 10, silent payload sent as alert", #"{"aps":{"content-available":1}}"#, options: LintOptions(pushType: .alert, priority: 10)),
    ]

    @Test(arguments: backgroundPriority) func backgroundPushPriority(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BackgroundPushPriorityRule.self)
    }

    /// What the size rules count: jansson's compact encoding of the value read.
    @Test func sentSizeIsTheCompactEncoding() throws {
        let text = "{\n  \"aps\" : { \"alert\" : \"caf\\u00e9\" },\n  \"n\" : 1.50\n}"
        var subject: LintSubject?
        Array(text.utf8).withUnsafeBytes { bytes in
            PayloadReader().readDocument(bytes, file: "a") { subject = LintSubject($0) }
        }
        // {"aps":{"alert":"café"},"n":1.5}
        #expect(try #require(subject).sentBytes == 33)
    }
}
