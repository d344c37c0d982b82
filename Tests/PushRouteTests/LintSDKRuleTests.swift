import Testing
@testable import PushRouteRules

/// The SDK rules (docs/routing-model.md): routing surprises and each SDK's own keys.
@Suite struct LintSDKRuleTests {
    static let bothSDKs: [RuleCase] = [
        .init("Leanplum only", #"{"aps":{},"_lpm":1,"lp_occurrence_id":"o"}"#),
        .init("CleverTap only", #"{"aps":{},"wzrk_acct_id":"A","W$id":"1"}"#),
        .init("both", "{\n  \"aps\": {},\n  \"_lpm\": 1,\n  ⟨\"wzrk_acct_id\": \"A\",\n  \"W$id\": \"1\"\n}",
              message: "CleverTap's 'wzrk_acct_id' and 'W$id' ignored: Leanplum's '_lpm' routes this push to Leanplum only"),
        .init("CleverTap key first", #"{"aps":{},⟨"wzrk_dl":"shop://x","_lpu":1}"#,
              message: "CleverTap's 'wzrk_dl' ignored: Leanplum's '_lpu' routes this push to Leanplum only"),
        .init("nested CleverTap key does not count", #"{"aps":{},"_lpm":1,"data":{"wzrk_id":"1"}}"#),
    ]

    @Test(arguments: bothSDKs) func bothSDKsRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: BothSDKsRule.self)
    }

    static let leanplumNoMessageID: [RuleCase] = [
        .init("with a message id", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":"Open URL"},"lp_occurrence_id":"o"}"#),
        .init("muted message id counts too", #"{"aps":{},"_lpv":1,"_lpx":{"__name__":""}}"#),
        .init("open action without message id", #"{"aps":{},⟨"_lpx":{"__name__":"Open URL"},"lp_occurrence_id":"o"}"#,
              message: "Leanplum keys '_lpx' and 'lp_occurrence_id' without a message id ('_lpm', '_lpn', '_lpu' or '_lpv'): no SDK handles it"),
        .init("goes to CleverTap instead", #"{"aps":{},"wzrk_acct_id":"A",⟨"LP_URL":"shop://x"}"#,
              message: "Leanplum key 'LP_URL' without a message id ('_lpm', '_lpn', '_lpu' or '_lpv'): it goes to CleverTap"),
        .init("message id in the wrong case", #"{"aps":{},"_LPM":1,⟨"lp_sent_time":1795948862}"#),
        .init("no Leanplum keys at all", #"{"aps":{},"gcm.message_id":"1"}"#),
    ]

    @Test(arguments: leanplumNoMessageID) func leanplumNoMessageIDRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: LeanplumNoMessageIDRule.self)
    }

    static let leanplumOpenAction: [RuleCase] = [
        .init("named action", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":"Open URL","URL":"shop://x"}}"#),
        .init("empty name, as in the seed", #"{"aps":{},"_lpn":1,"_lpx":{"__name__":""}}"#),
        .init("no _lpx", #"{"aps":{},"_lpm":1}"#),
        .init("not an object", #"{"aps":{},"_lpm":1,"_lpx":⟨"Open URL"}"#, message: "expected an object for '_lpx', found string \"Open URL\""),
        .init("no __name__", "{\"aps\":{},\"_lpm\":1,\n ⟨\"_lpx\":{\"URL\":\"shop://x\"}}", message: "'_lpx' has no '__name__': the open action has no action to run"),
        .init("__name__ not a string", #"{"aps":{},"_lpm":1,"_lpx":{"__name__":⟨null}}"#, message: "expected a string for '_lpx.__name__', found null"),
    ]

    @Test(arguments: leanplumOpenAction) func leanplumOpenActionRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: LeanplumOpenActionRule.self)
    }

    static let cleverTapNoAccount: [RuleCase] = [
        .init("with account", #"{"aps":{},"wzrk_acct_id":"W84-WW7-123A","wzrk_id":"1"}"#),
        .init("without", #"{"aps":{},⟨"wzrk_id":"1","W$rnv":0}"#,
              message: "CleverTap push without 'wzrk_acct_id': only a default CleverTap instance takes it; Leanplum's custom instance drops it"),
        .init("Leanplum wins, so CleverTap never sees it", #"{"aps":{},"_lpm":1,"wzrk_id":"1"}"#),
        .init("account id nested in aps does not count", #"{"aps":{"wzrk_acct_id":"A"},⟨"W$id":"1"}"#),
    ]

    @Test(arguments: cleverTapNoAccount) func cleverTapNoAccountRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapNoAccountRule.self)
    }

    static let cleverTapRichMedia: [RuleCase] = [
        .init("complete", #"{"aps":{"alert":"a","mutable-content":1},"wzrk_acct_id":"A","ct_mediaUrl":"https://x/y.jpg","ct_mediaType":"image"}"#),
        .init("no media", #"{"aps":{"alert":"a"},"wzrk_acct_id":"A"}"#),
        .init("no media type", #"{"aps":{"alert":"a","mutable-content":1},⟨"ct_mediaUrl":"https://x/y.jpg"}"#,
              message: "'ct_mediaUrl' without 'ct_mediaType': CleverTap does not know how to show the media"),
        .init("no mutable-content", #"{"aps":{"alert":"a"},⟨"ct_mediaUrl":"https://x/y.jpg","ct_mediaType":"image"}"#,
              message: "'ct_mediaUrl' without 'aps.mutable-content' 1: the notification service extension does not run, so no media is shown"),
        .init("mutable-content as a string, no type", #"{"aps":{"mutable-content":"1"},⟨⟨"ct_mediaUrl":"https://x/y.jpg"}"#),
    ]

    @Test(arguments: cleverTapRichMedia) func cleverTapRichMediaRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapRichMediaRule.self)
    }

    static let cleverTapMediaURL: [RuleCase] = [
        .init("https", #"{"aps":{"alert":"a","mutable-content":1},"ct_mediaUrl":"https://x.example/y.jpg","ct_mediaType":"image"}"#),
        .init("no media", #"{"aps":{"alert":"a"}}"#),
        .init("http", #"{"aps":{"alert":"a","mutable-content":1},"ct_mediaUrl":⟨"http://x.example/y.jpg","ct_mediaType":"image"}"#,
              message: "'ct_mediaUrl' \"http://x.example/y.jpg\" is http://: App Transport Security blocks it in the service extension unless the extension's Info.plist allows arbitrary loads"),
        .init("no scheme", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨"x.example/y.jpg"}"#,
              message: "'ct_mediaUrl' is not a URL: \"x.example/y.jpg\" has no scheme"),
        .init("ftp", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨"ftp://x.example/y.jpg"}"#,
              message: "'ct_mediaUrl' \"ftp://x.example/y.jpg\" is not https: the extension's download task fetches only http and https"),
        .init("not a string", #"{"aps":{"alert":"a"},"ct_mediaUrl":⟨7}"#, message: "expected an https URL string for 'ct_mediaUrl', found integer 7"),
    ]

    @Test(arguments: cleverTapMediaURL) func cleverTapMediaURLRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaURLRule.self)
    }

    static let cleverTapMediaType: [RuleCase] = [
        .init("image", #"{"aps":{"alert":"a"},"ct_mediaType":"image"}"#),
        .init("video", #"{"aps":{"alert":"a"},"ct_mediaType":"video"}"#),
        .init("no type", #"{"aps":{"alert":"a"}}"#),
        .init("gif", #"{"aps":{"alert":"a"},"ct_mediaType":⟨"gif"}"#,
              message: "'ct_mediaType' \"gif\" is not one the extension reads (image, video, audio): the media shows only if the server answers image/jpeg, image/png, image/gif"),
        .init("not a string", #"{"aps":{"alert":"a"},"ct_mediaType":⟨1}"#,
              message: "expected one of image, video, audio for 'ct_mediaType', found integer 1"),
    ]

    @Test(arguments: cleverTapMediaType) func cleverTapMediaTypeRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaTypeRule.self)
    }

    static let cleverTapMediaNoAlert: [RuleCase] = [
        .init("alert", #"{"aps":{"alert":{"title":"a"},"mutable-content":1},"ct_mediaUrl":"https://x.example/y.jpg"}"#),
        .init("no media", #"{"aps":{"badge":1}}"#),
        .init("badge only", #"{"aps":{"badge":1,"mutable-content":1},⟨"ct_mediaUrl":"https://x.example/y.jpg","ct_mediaType":"image"}"#,
              message: "'ct_mediaUrl' in a push without 'aps.alert': the service extension runs only for a push that shows an alert, so no media is shown"),
        .init("empty alert, type only", #"{"aps":{"alert":""},⟨"ct_mediaType":"image"}"#,
              message: "'ct_mediaType' in a push without 'aps.alert': the service extension runs only for a push that shows an alert, so no media is shown"),
    ]

    @Test(arguments: cleverTapMediaNoAlert) func cleverTapMediaNoAlertRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapMediaNoAlertRule.self)
    }

    static let cleverTapDeepLink: [RuleCase] = [
        .init("app scheme", #"{"aps":{},"wzrk_dl":"shop://deal/7"}"#),
        .init("https", #"{"aps":{},"wzrk_dl":"https://example.com/deal?id=7"}"#),
        .init("mailto", #"{"aps":{},"wzrk_dl":"mailto:help@example.com"}"#),
        .init("cut at its colon, as in the seed", #"{"aps":{},"wzrk_dl":⟨"https:"}"#, message: "'wzrk_dl' is not a URL: \"https:\" looks truncated after its scheme"),
        .init("no scheme", #"{"aps":{},"wzrk_dl":⟨"deal/7"}"#, message: "'wzrk_dl' is not a URL: \"deal/7\" has no scheme"),
        .init("space", #"{"aps":{},"wzrk_dl":⟨"shop://deal 7"}"#, message: "'wzrk_dl' is not a URL: \"shop://deal 7\" contains spaces or control characters"),
        .init("https without host", #"{"aps":{},"wzrk_dl":⟨"https:example.com"}"#, message: "'wzrk_dl' is not a URL: \"https:example.com\" has no host"),
        .init("not a string", #"{"aps":{},"wzrk_dl":⟨7}"#, message: "expected a URL string for 'wzrk_dl', found integer 7"),
        .init("empty", #"{"aps":{},"wzrk_dl":⟨""}"#),
    ]

    @Test(arguments: cleverTapDeepLink) func cleverTapDeepLinkRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: CleverTapDeepLinkRule.self)
    }

    static let unrouted: [RuleCase] = [
        .init("Leanplum", #"{"aps":{},"_lpm":1}"#),
        .init("CleverTap", #"{"aps":{},"W$id":"1"}"#),
        .init("nobody", #"⟨{"aps":{"alert":"a"}}"#, message: "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key"),
        .init("looks like Firebase", #"⟨{"aps":{},"gcm.message_id":"1"}"#,
              message: "no SDK handles this payload: no Leanplum message id and no top-level 'W$' or 'wzrk_' key; it looks like firebase (gcm.message_id)"),
        .init("not an object: another rule", #"[]"#),
    ]

    @Test(arguments: unrouted) func unroutedPayloadRule(_ testCase: RuleCase) {
        LintTesting.check(testCase, rule: UnroutedPayloadRule.self)
    }
}
