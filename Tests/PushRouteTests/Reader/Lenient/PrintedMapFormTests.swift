import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Dart's `Map.toString()` and Android's `Bundle.toString()` (docs/pasted-forms.md §4.19): the
/// payloads as compact JSON, and every repair as `line:column rule`, the ambiguous splits
/// included. Made-up examples in the shapes Flutter apps and CleverTap's Android SDK print.
@Suite struct PrintedMapFormTests {
    /// Where the relaxed JSON reading of the `{` reads the same value, it is kept (§4.19): the
    /// Dart reading counts where that one fails or reads other values.
    @Test func sameValueAsRelaxedJSON() throws {
        let payloads = Lenient.read("{aps: {badge: 1}, wzrk_id: 0_0}")
        try #require(payloads.count == 1)
        #expect(
            Lenient.rules(payloads[0]) == [
                "1:2 unquoted-key", "1:8 unquoted-key", "1:19 unquoted-key", "1:28 bare-word",
            ])
    }

    @Test(arguments: [
        ReadingCase(
            name: "a Dart map: nested maps, a value with ', ', numbers and booleans typed",
            text:
                "{aps: {alert: {title: Hi, body: Hello, world}, badge: 1}, wzrk_acct_id: W84-WW7-123A, wzrk_pn: true}",
            json:
                #"{"aps":{"alert":{"title":"Hi","body":"Hello, world"},"badge":1},"wzrk_acct_id":"W84-WW7-123A","wzrk_pn":true}"#,
            repairs: ["1:1 dart-map"]),
        ReadingCase(
            name:
                "after flutter's prefix: ', promo: ' after a value with blanks is an ambiguous split, ', nm: ' (CleverTap's) is not",
            text: "flutter: {nt: Sale, today only, promo: Big news: 50% off, nm: Hi there, wzrk_id: 0_0}",
            json: #"{"nt":"Sale, today only","promo":"Big news: 50% off","nm":"Hi there","wzrk_id":"0_0"}"#,
            repairs: ["1:1 log-prefix", "1:10 dart-map", "1:31 ambiguous-split"]),
        ReadingCase(
            name: "lists, an empty value, null, and JSON text a value holds",
            text: #"{wzrk_acts: [{"l":"Open"}], ids: [1, two, 3.5], wzrk_cid: , n: null, e: []}"#,
            json: #"{"wzrk_acts":"[{\"l\":\"Open\"}]","ids":[1,"two",3.5],"wzrk_cid":"","n":null,"e":[]}"#,
            repairs: ["1:1 dart-map"]),
        ReadingCase(
            name: "Apple's schema keeps a title a string, and a badge a number",
            text: "{aps: {alert: {title: 2026, body: 1}, sound: default, badge: 3}, _lpm: 12}",
            json: #"{"aps":{"alert":{"title":"2026","body":"1"},"sound":"default","badge":3},"_lpm":12}"#,
            repairs: ["1:1 dart-map"]),
        ReadingCase(
            name: "a repeated key after a value with blanks is ambiguous too",
            text: "{nm: Hi there, today, nm: again, wzrk_id: 0_0}",
            json: #"{"nm":"again","wzrk_id":"0_0"}"#,
            repairs: ["1:1 dart-map", "1:21 ambiguous-split"]),
        ReadingCase(
            name: "an Android Bundle from logcat: every value a string, a value with ', ', an empty value",
            text:
                "D/CleverTap: Received push: Bundle[{wzrk_pn=true, nm=Hello, world, wzrk_id=0_0, pr=, wzrk_ttl=1733910604}]",
            json: #"{"wzrk_pn":"true","nm":"Hello, world","wzrk_id":"0_0","pr":"","wzrk_ttl":"1733910604"}"#,
            repairs: ["1:1 log-prefix", "1:29 android-bundle"]),
        ReadingCase(
            name: "a Bundle in a Bundle, a HashMap's {k=v}, JSON text in a value",
            text:
                #"Bundle[{wzrk_acts=[{"l":"Open","dl":"app://x"}], extras=Bundle[{a=1, b=x}], data={x=1, y=2}, wzrk_id=0_0}]"#,
            json:
                #"{"wzrk_acts":"[{\"l\":\"Open\",\"dl\":\"app://x\"}]","extras":{"a":"1","b":"x"},"data":{"x":"1","y":"2"},"wzrk_id":"0_0"}"#,
            repairs: ["1:1 android-bundle"]),
        ReadingCase(
            name: "a Bundle of one pair, its value a Bundle (react-native-push-notification's data-only push)",
            text: "onMessageReceived: Bundle[{data=Bundle[{initiatorId=127}]}]",
            json: #"{"data":{"initiatorId":"127"}}"#,
            repairs: ["1:1 log-prefix", "1:20 android-bundle"]),
        ReadingCase(
            name: "a Bundle of one pair",
            text: "Bundle[{orderId=5512}]",
            json: #"{"orderId":"5512"}"#,
            repairs: ["1:1 android-bundle"]),
        ReadingCase(
            name: "a Bundle's ambiguous split",
            text: "Bundle[{nm=Sale today, ends=Sunday, wzrk_id=0_0}]",
            json: #"{"nm":"Sale today","ends":"Sunday","wzrk_id":"0_0"}"#,
            repairs: ["1:1 android-bundle", "1:22 ambiguous-split"]),
        ReadingCase(
            name: "a java.util.Map print, as Leanplum Android logs an FCM message's data: a Bundle's braces",
            text: "Received push notification message: {lp_message=Hi, there, _lpm=5732196, _lpx={\"a\":1}}",
            json: #"{"lp_message":"Hi, there","_lpm":"5732196","_lpx":"{\"a\":1}"}"#,
            repairs: ["1:1 log-prefix", "1:37 android-bundle"]),
        ReadingCase(
            name: "a Map print whose relaxed JSON reading reads the same value is read as a Map",
            text: "{nm=Hi, wzrk_id=0_0}",
            json: #"{"nm":"Hi","wzrk_id":"0_0"}"#,
            repairs: ["1:1 android-bundle"]),
    ])
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    /// The line ends inside the print (logcat cuts long lines): what was read is kept, partial.
    @Test func cutOffAtTheLineEnd() throws {
        let payloads = Lenient.read("flutter: {aps: {alert: Hello, world}, wzrk_id: 0_\nnext line")
        try #require(payloads.count == 1)
        #expect(Lenient.json(payloads[0]) == #"{"aps":{"alert":"Hello, world"},"wzrk_id":"0_"}"#)
        #expect(Lenient.rules(payloads[0]) == ["1:1 log-prefix", "1:10 dart-map", "1:50 cut-off", "2:1 log-suffix"])
        #expect(payloads[0].status == .partial)
    }

    /// The line ends inside a key, after its map's ', ' (a Flutter print of a message cut mid-key,
    /// a value holding an apostrophe before it): cut there, partial, as inside a value.
    @Test(arguments: [
        (
            "flutter: {wzrk_pn: true, notification: {body: Flutter's leap, web: null}, sen",
            #"{"wzrk_pn":true,"notification":{"body":"Flutter's leap","web":null}}"#
        ),
        (
            "flutter: {wzrk_pn: true, notification: {body: Hi}, sen\nnext line",
            #"{"wzrk_pn":true,"notification":{"body":"Hi"}}"#
        ),
    ])
    func cutOffInsideAKey(_ text: String, _ json: String) throws {
        let payloads = Lenient.read(text)
        try #require(payloads.count == 1)
        #expect(Lenient.json(payloads[0]) == json)
        #expect(payloads[0].status == .partial)
    }

    /// A Bundle still in its parcel printed its size only: an error that says so, not text.
    @Test func unparcelledBundle() throws {
        let payloads = Lenient.read("D/CleverTap: Received: Bundle[mParcelledData.dataSize=1240]")
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(Lenient.rules(payloads[0]) == ["1:24 parse-error"])
        #expect(
            payloads[0].diagnostics.first?.message.hasPrefix(
                "Android Bundle still parcelled (mParcelledData.dataSize=1240)") == true)
    }

    /// A Bundle still parcelled as a key's value (FCM's intent extras): the string it prints,
    /// with a warning; the print is read on.
    @Test func parcelledValue() throws {
        let text = "Bundle[{wzrk_pn=true, gcm.n.analytics_data=Bundle[mParcelledData.dataSize=304], nm=Hi}]"
        let payloads = Lenient.read(text)
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .repaired)
        #expect(Lenient.rules(payloads[0]) == ["1:1 android-bundle", "1:44 parcelled-value"])
        #expect(
            payloads[0].value
                == ["wzrk_pn": "true", "gcm.n.analytics_data": "Bundle[mParcelledData.dataSize=304]", "nm": "Hi"])
        let unclosed = Lenient.read("Bundle[{wzrk_pn=true, x=Bundle[mParcelledData.dataSize=304, nm=Hi}]")
        #expect(unclosed.first?.status == .invalid)
    }

    /// Nesting is bounded by the depth limit, as in every reader.
    @Test func depthLimit() throws {
        var limits = ReaderLimits()
        limits.maxDepth = 3
        let payloads = Lenient.read("{a: {b: {c: {d: 1}}}, wzrk_id: 0_0}", limits: limits)
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(Lenient.rules(payloads[0]).first == "1:13 too-deep")
    }

    /// Where the forms start: a `{` with a bare key and `: ` whose value is not quoted (a quoted
    /// value is relaxed JSON or JavaScript); `Bundle[{` with a key and `=`.
    @Test(arguments: [
        ("{aps: {alert: Hi}}", true),
        ("{a: 1}", true),
        ("{a: 'x'}", false),
        (#"{a: "x"}"#, false),
        (#"{"a": 1}"#, false),
        ("{a:1}", false),
        ("{a = 1;}", false),
    ])
    func startsDart(_ text: String, _ expected: Bool) {
        Array(text.utf8).withUnsafeBytes { #expect(PrintedMapReader.startsDart($0, brace: 0) == expected) }
    }

    @Test(arguments: [
        ("Bundle[{a=1}]", true),
        ("Bundle[{}]", true),
        ("Bundle[mParcelledData.dataSize=12]", true),
        ("Bundle[{a: 1}]", false),
        ("Bundle[]", false),
    ])
    func startsBundle(_ text: String, _ expected: Bool) {
        Array(text.utf8).withUnsafeBytes { #expect(PrintedMapReader.startsBundle($0, at: 0) == expected) }
    }

    /// A `java.util.Map` print: a `{` with a bare key and `=` right after it.
    @Test(arguments: [
        ("{_lpm=1}", true),
        ("{a=1, b=x}", true),
        ("{a = 1;}", false),
        (#"{"a"=1}"#, false),
        ("{a: 1}", false),
        ("[a=1]", false),
    ])
    func startsJavaMap(_ text: String, _ expected: Bool) {
        Array(text.utf8).withUnsafeBytes { #expect(PrintedMapReader.startsJavaMap($0, brace: 0) == expected) }
    }
}
