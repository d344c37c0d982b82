import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Kotlin and Java calls that build a map in one expression (docs/pasted-forms.md §4.17):
/// the payloads as compact JSON, and every repair as `line:column rule`. Made-up examples.
@Suite struct MapCallFormTests {
    @Test(arguments: [
        ReadingCase(
            name: "bundleOf with several pairs on one line",
            text: #"bundleOf("wzrk_id" to "0_0", "nm" to "Hi", "wzrk_ttl" to 3600)"#,
            json: #"{"wzrk_id":"0_0","nm":"Hi","wzrk_ttl":3600}"#, repairs: ["1:1 map-call"]),
        ReadingCase(
            name: "mapOf nested in mapOf, after an assignment; a Long literal",
            text: #"val m = mapOf("_lpm" to 42L, "aps" to mapOf("content-available" to 1, "alert" to null))"#,
            json: #"{"_lpm":42,"aps":{"content-available":1,"alert":null}}"#,
            repairs: ["1:1 log-prefix", "1:9 map-call"]),
        ReadingCase(
            name: "hashMapOf with values that are code",
            text: #"hashMapOf("_lpu" to msg.id(), "lp_t" to System.currentTimeMillis(), "title" to title)"#,
            json:
                #"{"_lpu":"<expression: msg.id()>","lp_t":"<expression: System.currentTimeMillis()>","title":"title"}"#,
            repairs: ["1:1 map-call", "1:21 expression-value", "1:41 expression-value", "1:80 bare-word"]),
        ReadingCase(
            name: "Java's Map.of, keys and values alternating, a trailing ';'",
            text: #"Map.of("wzrk_acct_id", "TEST-ABC-123Z", "wzrk_pn", true);"#,
            json: #"{"wzrk_acct_id":"TEST-ABC-123Z","wzrk_pn":true}"#, repairs: ["1:1 map-call", "1:57 log-suffix"]),
        ReadingCase(
            name: "the pairs may go on over the next lines",
            text: "mutableMapOf(\"wzrk_id\" to \"0_0\",\n    \"wzrk_pivot\" to \"wzrk_default\")",
            json: #"{"wzrk_id":"0_0","wzrk_pivot":"wzrk_default"}"#, repairs: ["1:1 map-call"]),
        ReadingCase(
            name: "a value with commas inside its call and its string",
            text: #"bundleOf("wzrk_id" to listOf(1, 2).joinToString(","), "nm" to "a, b")"#,
            json: #"{"wzrk_id":"<expression: listOf(1, 2).joinToString(\",\")>","nm":"a, b"}"#,
            repairs: ["1:1 map-call", "1:23 expression-value"]),
        ReadingCase(
            name: "PHP's array(), its first key on the next line, nested, a trailing comma",
            text: "$body = array(\n  'aps' => array('alert' => 'Hi', 'badge' => 5),\n  'kind' => $kind,\n);",
            json: #"{"aps":{"alert":"Hi","badge":5},"kind":"$kind"}"#,
            repairs: ["1:1 log-prefix", "1:9 map-call", "2:29 single-quotes", "3:13 bare-word", "4:2 log-suffix"]),
        ReadingCase(
            name: "PHP's array with its ( on the next line, a comment line, nested lists of values",
            text:
                "$fields = array\n  (\n    //'to' => $id,\n    'registration_ids' => array($id),\n"
                + "    'tags' => array ('a', 'b'),\n    'notification' => array\n (\n 'title' => 'Hi' // greeting\n )\n  );",
            json: #"{"registration_ids":["$id"],"tags":["a","b"],"notification":{"title":"Hi"}}"#,
            repairs: [
                "1:1 log-prefix", "1:11 map-call", "4:33 bare-word", "5:22 single-quotes", "5:27 single-quotes",
                "8:13 single-quotes", "10:4 log-suffix",
            ]),
        ReadingCase(
            name: "Python's keyword arguments: nested constructors, a dict literal, True, None, a # line",
            text:
                "msg = messaging.Message(\n    data={'k': 'v', 'n': [1, 2]},\n    # token=old,\n"
                + "    android=messaging.AndroidConfig(priority='high', direct_boot_ok=False),\n"
                + "    extra=dict(a=None, b=compute(x)),\n    token=tok,\n)",
            json:
                #"{"data":{"k":"v","n":[1,2]},"android":{"priority":"high","direct_boot_ok":false},"#
                + #""extra":{"a":null,"b":"<expression: compute(x)>"},"token":"tok"}"#,
            repairs: [
                "1:1 log-prefix", "1:7 map-call", "2:11 single-quotes", "2:16 single-quotes", "2:21 single-quotes",
                "4:46 single-quotes", "5:26 expression-value", "6:11 bare-word",
            ]),
        // The text ends inside the calls: what was read is kept, each call left open a gap.
        ReadingCase(
            name: "Python calls the text ends inside",
            text:
                "messaging.Message(\n    token=tok,\n    notification=messaging.Notification(title='Sale', body='Half pri",
            json: #"{"token":"tok","notification":{"title":"Sale"}}"#,
            repairs: ["1:1 map-call", "2:11 bare-word", "3:47 single-quotes", "3:69 cut-off"]),
        ReadingCase(
            name: "a Kotlin bundleOf the text ends inside, in a nested mapOf's key",
            text: #"bundleOf("wzrk_pn" to true, "nm" to "Hi", "ext" to mapOf("a" to 1, "b"#,
            json: #"{"wzrk_pn":true,"nm":"Hi","ext":{"a":1}}"#,
            repairs: ["1:1 map-call", "1:70 cut-off"]),
    ])
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    /// firebase-admin-python's `Aps` keyword arguments become APNs's keys as its encoder sends
    /// them (a flag only for `True`), said in a note at the call; a gap in each call the text
    /// ends inside.
    @Test func pythonApsRenamedAndCut() throws {
        let payloads = Lenient.read(
            "messaging.APNSPayload(\n    aps=messaging.Aps(content_available=True, mutable_content=1, thread_id='t'),\n"
                + "    wzrk_pn=True, wzrk_id='0_")
        try #require(payloads.count == 1)
        #expect(Lenient.json(payloads[0]) == #"{"aps":{"content-available":1,"thread-id":"t"},"wzrk_pn":true}"#)
        #expect(
            payloads[0].diagnostics.map(\.message).contains(
                "'messaging.Aps(...)' as firebase-admin sends it: content_available as content-available, "
                    + "mutable_content dropped (firebase-admin sends only true), thread_id as thread-id"))
        #expect(payloads[0].gaps == [PayloadGap(path: [])])
    }

    /// firebase-admin-python's `Aps(…)` pasted alone is the push's `aps`; as a value it is not
    /// wrapped again.
    @Test func pythonApsAloneIsTheAps() throws {
        let alone = Lenient.read("messaging.Aps(content_available=True, sound='a')")
        try #require(alone.count == 1)
        #expect(Lenient.json(alone[0]) == #"{"aps":{"sound":"a","content-available":1}}"#)
        #expect(
            alone[0].diagnostics.map(\.message).contains(
                "'messaging.Aps(...)' as firebase-admin sends it: content_available as content-available; "
                    + "an Aps alone is the push's aps"))
        let value = Lenient.read("aps = messaging.Aps(sound='a')")
        try #require(value.count == 1)
        #expect(Lenient.json(value[0]) == #"{"aps":{"sound":"a"}}"#)
    }

    /// firebase-admin-python's `APNSConfig(…)` pasted alone is an HTTP v1 message's `apns`: its
    /// push is answered at the call, as a request's is (docs/pasted-forms.md §11.2).
    @Test func pythonAPNSConfigAloneIsTheApns() throws {
        let alone = Lenient.readDocument(
            "cfg = messaging.APNSConfig(\n    headers={'apns-priority': '5'},\n"
                + "    payload=messaging.APNSPayload(aps=messaging.Aps(sound='a'), wzrk_id='0_0'))")
        try #require(alone.count == 1)
        #expect(Lenient.json(alone[0]) == #"{"aps":{"sound":"a"},"wzrk_id":"0_0"}"#)
        #expect(alone[0].start == PushRouteCore.SourceLocation(line: 1, column: 7))
        #expect(alone[0].envelope == PayloadEnvelope(name: "fcm-v1", path: "apns.payload"))
        #expect(
            alone[0].diagnostics.map(\.message).contains(
                "'messaging.APNSConfig(...)' as firebase-admin sends it: an APNSConfig alone is a message's apns"))
    }

    /// Where the form starts: one of these calls, its first key on the line of its `(`.
    @Test(arguments: [
        (#"bundleOf("a" to 1)"#, true),
        (#"x.hashMapOf( "a" to 1)"#, true),
        (#"ImmutableMap.of("a", 1)"#, true),
        ("bundleOf(\n\"a\" to 1)", false),
        (#"listOf("a", "b")"#, false),
        (#"putString("a", "b")"#, false),
        (#"bundleOf(pairs)"#, false),
        ("array(\n  'alert' => 'Hi')", true),
        (#"array('a', 'b')"#, false),
        (#"toArray('a' => 1)"#, false),
        ("array (\n  'alert' => 'Hi')", true),
        ("array\n(\n  // 'to' => $id,\n  'alert' => 'Hi')", true),
        ("array ($id, 'a')", false),
        ("my array (\n  'alert' => 'Hi')", true),
        ("arrays (\n  'alert' => 'Hi')", false),
        ("(\n  'alert' => 'Hi')", false),
        ("messaging.Aps(content_available=True)", true),
        ("Message(\n    # a comment\n    data={})", true),
        ("dict(a=1)", true),
        ("print(a=1)", false),
        ("Foo(a == 1)", false),
        ("Foo(x, a=1)", false),
        ("Foo(a => 1)", false),
    ])
    func starts(_ text: String, _ expected: Bool) {
        let bytes = Array(text.utf8)
        let paren = bytes.firstIndex(of: UInt8(ascii: "("))!
        bytes.withUnsafeBytes { buffer in
            #expect(MapCallReader.starts(buffer, paren: paren) == expected)
        }
    }
}
