import Testing
@testable import PushRouteRules

/// The rules for the keys inside `aps` (docs/apns-rules.md §2). The `⟨` marks
/// where each finding must point.
@Suite struct LintAPSRuleTests {
    static let alert: [RuleCase] = [
        .init("string", #"{"aps":{"alert":"Hello"}}"#),
        .init("object with every known key", #"{"aps":{"alert":{"title":"t","subtitle":"s","body":"b","launch-image":"l","title-loc-key":"T","title-loc-args":["a"],"subtitle-loc-key":"S","subtitle-loc-args":[],"loc-key":"L","loc-args":["x","y"],"action-loc-key":null,"action":"a"}}}"#),
        .init("number", #"{"aps":{"alert":⟨3}}"#, message: "expected a string or an object for 'aps.alert', found integer 3"),
        .init("title not a string", #"{"aps":{"alert":{"title":⟨["t"],"body":"b"}}}"#, message: "expected a string for 'aps.alert.title', found an array"),
        .init("loc-args not an array", #"{"aps":{"alert":{"loc-key":"K","loc-args":⟨"x"}}}"#, message: "expected an array of strings for 'aps.alert.loc-args', found string \"x\""),
        .init("loc-args with a number", "{\"aps\":{\"alert\":{\n  \"title-loc-args\": ⟨[\"a\", 2]\n}}}", message: "expected only strings in 'aps.alert.title-loc-args', found integer 2 at index 1"),
        .init("two bad members", #"{"aps":{"alert":{"body":⟨1,"subtitle-loc-args":⟨[null]}}}"#),
        .init("action-loc-key may be null, not a number", #"{"aps":{"alert":{"action-loc-key":⟨5}}}"#),
        .init("unknown keys are another rule", #"{"aps":{"alert":{"titel":5}}}"#),
    ]

    @Test(arguments: alert) func apsAlert(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSAlertRule.self)
    }

    static let alertUnknownKey: [RuleCase] = [
        .init("known keys", #"{"aps":{"alert":{"title":"t","body":"b"}}}"#),
        .init("typo", #"{"aps":{"alert":{⟨"titel":"t","body":"b"}}}"#, message: "unknown key 'titel' in 'aps.alert' is ignored by APNs; did you mean 'title'?"),
        .init("unrelated key", #"{"aps":{"alert":{"body":"b",⟨"image":"x"}}}"#, message: "unknown key 'image' in 'aps.alert' is ignored by APNs"),
        .init("string alert has no keys", #"{"aps":{"alert":"titel"}}"#),
    ]

    @Test(arguments: alertUnknownKey) func apsAlertUnknownKey(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSAlertUnknownKeyRule.self)
    }

    static let badge: [RuleCase] = [
        .init("zero clears", #"{"aps":{"badge":0}}"#),
        .init("positive", #"{"aps":{"badge":12}}"#),
        .init("negative", #"{"aps":{"badge":⟨-1}}"#, message: "expected an integer of 0 or more for 'aps.badge', found integer -1"),
        .init("string", #"{"aps":{"badge":⟨"3"}}"#, message: "expected an integer of 0 or more for 'aps.badge', found string \"3\""),
        .init("real", #"{"aps":{"badge":⟨1.5}}"#, message: "expected an integer of 0 or more for 'aps.badge', found real 1.5"),
        .init("real that looks whole", "{\n \"aps\": {\n  \"badge\": ⟨1.0\n }\n}"),
    ]

    @Test(arguments: badge) func apsBadge(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSBadgeRule.self)
    }

    static let sound: [RuleCase] = [
        .init("default", #"{"aps":{"sound":"default"}}"#),
        .init("critical alert", #"{"aps":{"sound":{"critical":1,"name":"alarm.caf","volume":0.5}}}"#),
        .init("critical alert, whole volume", #"{"aps":{"sound":{"critical":1,"name":"a","volume":1}}}"#),
        .init("number", #"{"aps":{"sound":⟨1}}"#, message: "expected a string or a critical-alert object for 'aps.sound', found integer 1"),
        .init("object without critical", #"{"aps":{"sound":⟨{"name":"a"}}}"#, message: "a sound object is only for critical alerts, but 'aps.sound' has no 'critical' 1"),
        .init("critical is not 1", #"{"aps":{"sound":{"critical":⟨true,"name":"a"}}}"#, message: "expected 1 for 'aps.sound.critical', found boolean true"),
        .init("volume too loud", #"{"aps":{"sound":{"critical":1,"volume":⟨1.5}}}"#, message: "expected a number from 0 to 1 for 'aps.sound.volume', found real 1.5"),
        .init("name not a string", #"{"aps":{"sound":{"critical":1,"name":⟨7}}}"#),
        .init("unknown key", #"{"aps":{"sound":{"critical":1,⟨"volumne":0.2}}}"#, message: "unknown key 'volumne' in 'aps.sound'; did you mean 'volume'?"),
    ]

    @Test(arguments: sound) func apsSound(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSSoundRule.self)
    }

    static let contentAvailable: [RuleCase] = [
        .init("absent", #"{"aps":{"alert":"a"}}"#),
        .init("one", #"{"aps":{"content-available":1}}"#),
        .init("zero", #"{"aps":{"content-available":⟨0}}"#, message: "expected the integer 1 for 'aps.content-available', found integer 0; leave the key out instead"),
        .init("string", #"{"aps":{"content-available":⟨"1"}}"#, message: "expected the integer 1 for 'aps.content-available', found string \"1\""),
        .init("true", "{\"aps\":{\n\t\"content-available\": ⟨true}}"),
        .init("real", #"{"aps":{"content-available":⟨1.0}}"#),
    ]

    @Test(arguments: contentAvailable) func apsContentAvailable(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSContentAvailableRule.self)
    }

    static let mutableContent: [RuleCase] = [
        .init("absent", #"{"aps":{"alert":"a"}}"#),
        .init("one", #"{"aps":{"alert":"a","mutable-content":1}}"#),
        .init("two", #"{"aps":{"alert":"a","mutable-content":⟨2}}"#, message: "expected the integer 1 for 'aps.mutable-content', found integer 2"),
        .init("null", #"{"aps":{"mutable-content":⟨null}}"#),
    ]

    @Test(arguments: mutableContent) func apsMutableContent(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSMutableContentRule.self)
    }

    static let interruptionLevel: [RuleCase] = [
        .init("passive", #"{"aps":{"interruption-level":"passive"}}"#),
        .init("time-sensitive", #"{"aps":{"interruption-level":"time-sensitive"}}"#),
        .init("critical", #"{"aps":{"interruption-level":"critical"}}"#),
        .init("typo", #"{"aps":{"interruption-level":⟨"time_sensitive"}}"#, message: "expected one of passive, active, time-sensitive, critical for 'aps.interruption-level', found string \"time_sensitive\"; did you mean 'time-sensitive'?"),
        .init("unknown", #"{"aps":{"interruption-level":⟨"urgent"}}"#, message: "expected one of passive, active, time-sensitive, critical for 'aps.interruption-level', found string \"urgent\""),
        .init("number", #"{"aps":{"interruption-level":⟨1}}"#),
    ]

    @Test(arguments: interruptionLevel) func apsInterruptionLevel(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSInterruptionLevelRule.self)
    }

    static let relevanceScore: [RuleCase] = [
        .init("zero", #"{"aps":{"relevance-score":0}}"#),
        .init("half", #"{"aps":{"relevance-score":0.5}}"#),
        .init("one", #"{"aps":{"relevance-score":1}}"#),
        .init("too high", #"{"aps":{"relevance-score":⟨1.5}}"#, message: "expected a number from 0 to 1 for 'aps.relevance-score', found real 1.5"),
        .init("negative", #"{"aps":{"relevance-score":⟨-0.1}}"#),
        .init("string", #"{"aps":{"relevance-score":⟨"0.5"}}"#, message: "expected a number for 'aps.relevance-score', found string \"0.5\""),
        .init("Live Activity by push type", #"{"aps":{"relevance-score":75,"timestamp":1}}"#, options: LintOptions(pushType: .liveactivity)),
        .init("Live Activity by event", #"{"aps":{"event":"update","relevance-score":75,"content-state":{}}}"#),
        .init("Live Activity still needs a number", #"{"aps":{"event":"end","relevance-score":⟨"high"}}"#),
    ]

    @Test(arguments: relevanceScore) func apsRelevanceScore(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSRelevanceScoreRule.self)
    }

    static let event: [RuleCase] = [
        .init("start", #"{"aps":{"event":"start"}}"#),
        .init("end", #"{"aps":{"event":"end"}}"#),
        .init("typo", #"{"aps":{"event":⟨"strat"}}"#, message: "expected one of start, update, end for 'aps.event', found string \"strat\"; did you mean 'start'?"),
        .init("upper case", #"{"aps":{"event":⟨"UPDATE"}}"#),
    ]

    @Test(arguments: event) func apsEvent(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSEventRule.self)
    }

    static let keyType: [RuleCase] = [
        .init("all right", #"{"aps":{"thread-id":"t","category":"c","target-content-id":"x","filter-criteria":"f","attributes-type":"A","stale-date":1,"timestamp":1.5,"dismissal-date":2,"content-state":{},"attributes":{}}}"#),
        .init("thread-id number", #"{"aps":{"thread-id":⟨42}}"#, message: "expected a string for 'aps.thread-id', found integer 42"),
        .init("category null", #"{"aps":{"category":⟨null}}"#),
        .init("timestamp string", #"{"aps":{"timestamp":⟨"2026-11-29"}}"#, message: "expected a number (UNIX time) for 'aps.timestamp', found string \"2026-11-29\""),
        .init("content-state array", #"{"aps":{"content-state":⟨[],"stale-date":⟨true}}"#),
        .init("attributes string", #"{"aps":{"attributes":⟨"x"}}"#, message: "expected an object for 'aps.attributes', found string \"x\""),
    ]

    @Test(arguments: keyType) func apsKeyType(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSKeyTypeRule.self)
    }

    static let unknownKey: [RuleCase] = [
        .init("only known keys", #"{"aps":{"alert":"a","badge":1,"sound":"default","thread-id":"t"},"custom":1}"#),
        .init("typo", #"{"aps":{⟨"bagde":1}}"#, message: "unknown key 'bagde' in 'aps' is ignored by APNs; did you mean 'badge'?"),
        .init("underscore for hyphen", #"{"aps":{⟨"content_available":1}}"#, message: "unknown key 'content_available' in 'aps' is ignored by APNs; did you mean 'content-available'?"),
        .init("custom key inside aps", #"{"aps":{"alert":"a",⟨"order":"8812"}}"#, message: "unknown key 'order' in 'aps' is ignored by APNs; custom keys go beside 'aps'"),
        .init("SDK key inside aps", "{\"aps\":{\n  \"alert\":\"a\",\n  ⟨\"_lpm\":1,\n  ⟨\"wzrk_acct_id\":\"A\"\n}}", message: "unknown key '_lpm' in 'aps' is ignored by APNs; the SDKs read only top-level keys: move it beside 'aps'"),
    ]

    @Test(arguments: unknownKey) func apsUnknownKey(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: APSUnknownKeyRule.self)
    }
}
