import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Each shape of real pastes on its own (docs/pasted-forms.md §4.9–§4.16, §11), read as the
/// commands read it: the payloads, each as compact JSON, and every repair as
/// `line:column rule`. Made-up examples, in the shapes of `pasted-formats.md` §7.
@Suite struct PastedShapeFormTests {
    struct Expected: Sendable {
        var status: PayloadStatus
        var json: String?
        var rules: [String]
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var payloads: [Expected]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        .init(
            name: "comment markers //, with a note after a value",
            text: "//{\n//    aps = { badge = 1; };\n//    kind = sync; // 注释\n//}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1},"kind":"sync"}"#,
                    rules: [
                        "1:1 comment-wrapped", "1:3 openstep", "2:23 schema-number", "3:14 bare-word", "3:20 comment",
                    ])
            ]),
        .init(
            name: "comment markers #",
            text: "# {\n#   \"aps\": {\"alert\": \"Hi\"},\n#   \"_lpm\": 1\n# }",
            payloads: [
                .init(status: .repaired, json: #"{"aps":{"alert":"Hi"},"_lpm":1}"#, rules: ["1:1 comment-wrapped"])
            ]),
        .init(
            name: "' * ' lines of a /* */ block",
            text: "/*\n * {\n *     aps = { alert = Hi; };\n * }\n */",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"alert":"Hi"}}"#,
                    rules: [
                        "1:1 log-prefix", "2:2 comment-wrapped", "2:4 openstep", "3:24 bare-word", "5:2 log-suffix",
                    ])
            ]),
        .init(
            name: "comment markers --",
            text: "-- {\n--   \"aps\": {}, \"_lpm\": 1\n-- }",
            payloads: [.init(status: .repaired, json: #"{"aps":{},"_lpm":1}"#, rules: ["1:1 comment-wrapped"])]),
        .init(
            name: "comment markers /// after a label line",
            text: "/// Label:\n/// {\"aps\":{},\n///  \"_lpm\":1}",
            payloads: [
                .init(status: .repaired, json: #"{"aps":{},"_lpm":1}"#, rules: ["1:1 comment", "2:1 comment-wrapped"])
            ]),
        .init(
            name: "a note glued after ';'",
            text: "{\n    type = 1; 1 means system\n    aps = {};\n}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"type":1,"aps":{}}"#,
                    rules: ["1:1 openstep", "2:12 plain-number", "2:15 trailing-note"])
            ]),
        .init(
            name: "a type in parentheses after a member's ',', as API references write it",
            text: "{\n  \"appId\": 12, (number)\n  \"aps\": {}, (object)\n  \"_lpm\": 1\n}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"appId":12,"aps":{},"_lpm":1}"#,
                    rules: ["2:16 trailing-note", "3:14 trailing-note"])
            ]),
        .init(
            name: "an arrow pointing back at a value, with its ',' or without, as a post annotates one",
            text:
                "{\n  \"title\": \"Hi\",  <- the same title as above\n  \"body\": \"Sale\" <-- here\n  ,\"_lpm\": \"x\" \u{2190} id\n}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"title":"Hi","body":"Sale","_lpm":"x"}"#,
                    rules: ["2:19 trailing-note", "3:18 comment", "4:16 comment"])
            ]),
        .init(
            name: "parentheses after a ',' that hold a bracket, or text after them: no note",
            text: "{\"a\": 1, (x {y})\n}",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:10 parse-error"])]),
        .init(
            name: "a # note after a value",
            text: "{\"aps\":{} #prod\n}",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:11 comment"])]),
        .init(
            name: "OpenStep members without braces",
            text: "aps = { badge = 1; };\norderId = 7731;",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1},"orderId":7731}"#,
                    rules: ["1:1 missing-braces", "1:1 openstep", "1:17 schema-number", "2:11 plain-number"])
            ]),
        .init(
            name: "JSON members without braces",
            text: "\"aps\": {\"alert\": \"Hi\"}, \"_lpm\": 12",
            payloads: [
                .init(status: .repaired, json: #"{"aps":{"alert":"Hi"},"_lpm":12}"#, rules: ["1:1 missing-braces"])
            ]),
        .init(
            name: "members closed by a '}' of their own, a stray '{' after",
            text: "  aps = { alert = x; };\n}\n{",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"alert":"x"}}"#,
                    rules: ["1:3 missing-braces", "1:3 openstep", "1:19 bare-word", "3:1 log-suffix"])
            ]),
        .init(
            name: "bare Swift values holding commas, colons, pipes, backslashes, other scripts",
            text: "[AnyHashable(\"a\"): 1, 2, 3, AnyHashable(\"b\"): x: y | z \\ w, AnyHashable(\"c\"): 日本, 東京]",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":"1, 2, 3","b":"x: y | z \\ w","c":"日本, 東京"}"#,
                    rules: ["1:1 swift-print", "1:20 bare-word", "1:47 bare-word", "1:79 bare-word"])
            ]),
        .init(
            name: "a Swift print re-wrapped one entry a line, tabs and trailing blanks",
            text: "[\n\tAnyHashable(\"a\"): one, two,\t\n\tAnyHashable(\"b\"): three  \n]",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":"one, two","b":"three"}"#,
                    rules: ["1:1 swift-print", "2:20 bare-word", "3:20 bare-word"])
            ]),
        .init(
            name: "a [String: Any] print",
            text: "[\"aps\": {\n    badge = 1;\n}, \"k\": v, w, \"n\": 2]",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1},"k":"v, w","n":2}"#,
                    rules: ["1:1 swift-print", "2:13 schema-number", "3:9 bare-word", "3:20 plain-number"])
            ]),
        .init(
            name: "Optional([...])",
            text: "Optional([AnyHashable(\"a\"): b])",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":"b"}"#,
                    rules: ["1:1 log-prefix", "1:10 swift-print", "1:29 bare-word", "1:31 log-suffix"])
            ]),
        .init(
            name: "a Swift literal: typed values, trailing commas, [:], interpolation, comments",
            text:
                "let x: [String: Any] = [\n  \"aps\": [\"badge\": 1, \"list\": [1, 2],],\n  \"e\": [:],\n  \"s\": \"\\(a)_b\",\n  \"t\": true,\n]",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1,"list":[1,2]},"e":{},"s":"\\(a)_b","t":true}"#,
                    rules: ["1:1 log-prefix", "1:24 swift-literal"])
            ]),
        .init(
            name: "an Objective-C literal",
            text:
                "NSDictionary *d = @{ @\"aps\": @{ @\"badge\": @3 }, @\"on\": @YES, @\"off\": @NO, @\"l\": @[ @\"a\" ] };",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":3},"on":true,"off":false,"l":["a"]}"#,
                    rules: ["1:1 log-prefix", "1:20 objc-literal", "1:92 log-suffix"])
            ]),
        .init(
            name: "one entry a log line, a value spanning lines",
            text: "12:00 app: a -> 1\n12:00 app: b -> two words, and more\n12:00 app: aps -> {\n  badge = 1;\n}\nend",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":1,"b":"two words, and more","aps":{"badge":1}}"#,
                    rules: [
                        "1:1 log-entries", "1:17 plain-number", "2:17 bare-word", "3:19 openstep", "4:11 schema-number",
                        "6:1 log-suffix",
                    ])
            ]),
        .init(
            name: "Key: k - Value: v, the log prefix on each line of a value",
            text: "[0:] Key: a - Value: 1\n[0:] Key: aps - Value: {\n[0:]   badge = 2;\n[0:] }",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":1,"aps":{"badge":2}}"#,
                    rules: ["1:1 log-entries", "1:22 plain-number", "2:24 openstep", "3:16 schema-number"])
            ]),
        .init(
            name: "an IDE view: \"key\" -> value",
            text: "\"aps\" -> {\n  badge = 1;\n}\n\"k\" -> \"v\"",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1},"k":"v"}"#,
                    rules: ["1:1 log-entries", "1:10 openstep", "2:11 schema-number"])
            ]),
        .init(
            name: "lldb po of an array of dictionaries",
            text: "▿ 1 element\n  - 0 : {\n    badge = 1;\n}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"badge":1}"#,
                    rules: ["1:1 lldb-dump", "2:9 openstep", "2:9 array-element", "3:13 plain-number"])
            ]),
        .init(
            name: "a flattened lldb tree",
            text: "▿ 1 element\n▿ 0 : 2 elements\n- key : a\n- value : 1",
            payloads: [.init(status: .repaired, json: #"{"a":1}"#, rules: ["1:1 lldb-dump", "4:11 plain-number"])]),
        .init(
            name: "an lldb tree in comments that lost its root marker",
            text: "// 1 element\n// ▿ 0 : 2 elements\n// - key : a\n// - value : 1",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":1}"#,
                    rules: ["1:1 comment-wrapped", "1:4 lldb-dump", "4:14 plain-number"])
            ]),
        .init(
            name: "cut off mid-way",
            text: "{\"a\": {\"b\": 1",
            payloads: [.init(status: .partial, json: #"{"a":{"b":1}}"#, rules: ["1:14 cut-off"])]),
        .init(
            name: "cut off with '...'",
            text: "{\"a\": 1,\n  ...",
            payloads: [.init(status: .partial, json: #"{"a":1}"#, rules: ["2:3 elision", "2:6 cut-off"])]),
        .init(
            name: "a line of '…' for members left out",
            text: "{\n  …\n  \"a\": 1\n}",
            payloads: [.init(status: .partial, json: #"{"a":1}"#, rules: ["2:3 elision"])]),
        .init(
            name: "'…' for a value",
            text: "{\"a\": …, \"b\": 2}",
            payloads: [.init(status: .partial, json: #"{"b":2}"#, rules: ["1:7 elision"])]),
        .init(
            name: "'…' right after a closing quote, as a DevTools summary elides",
            text: "{\"a\": \"x\"…}",
            payloads: [.init(status: .partial, json: #"{"a":"x"}"#, rules: ["1:10 elision"])]),
        .init(
            name: "a JavaScript spread of members that are not in the text",
            text: "{aps: {badge: 1}, ...extra.keys, _lpm: 2, ...(on ? {a: 1} : {})}",
            payloads: [
                .init(
                    status: .partial, json: #"{"aps":{"badge":1},"_lpm":2}"#,
                    rules: [
                        "1:2 unquoted-key", "1:8 unquoted-key", "1:19 elision", "1:34 unquoted-key", "1:43 elision",
                    ])
            ]),
        .init(
            name: "Amazon SNS: APNS and APNS_VOIP strings",
            text: "{\"APNS\": \"{\\\"aps\\\":{}}\", \"APNS_VOIP\": \"{\\\"aps\\\":{},\\\"x\\\":1}\"}",
            payloads: [
                .init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:10 envelope"]),
                .init(status: .repaired, json: #"{"aps":{},"x":1}"#, rules: ["1:39 envelope"]),
            ]),
        .init(
            name: "an FCM message as an app prints it: the push under 'data', beside 'notification'",
            text: "{\"notification\": {}, \"data\": {\"wzrk_pn\": \"true\"}}",
            payloads: [.init(status: .repaired, json: #"{"wzrk_pn":"true"}"#, rules: ["1:30 envelope"])]),
        .init(
            name: "Firebase HTTP v1",
            text: "{\"message\": {\"apns\": {\"payload\": {\"aps\": {}}}}}",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:34 envelope"])]),
        .init(
            name: "OneSignal rawPayload",
            text: "{\"notification\": {\"payload\": {\"rawPayload\": {\"aps\": {}}}}}",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:45 envelope"])]),
        .init(
            name: "a payload key",
            text: "{\"payload\": {\"_lpm\": 1}, \"token\": \"t\"}",
            payloads: [.init(status: .repaired, json: #"{"_lpm":1}"#, rules: ["1:13 envelope"])]),
        .init(
            name: "CleverTap React Native customExtras",
            text: "{\"customExtras\": {\"wzrk_id\": \"0_0\"}}",
            payloads: [.init(status: .repaired, json: #"{"wzrk_id":"0_0"}"#, rules: ["1:18 envelope"])]),
        .init(
            name: "a payload key that holds no push",
            text: "{\"payload\": {\"x\": 1}}",
            payloads: [.init(status: .valid, json: #"{"payload":{"x":1}}"#, rules: [])]),
        .init(
            name: "NSData hex words",
            text: "data <7b226170 73223a7b 7d7d>",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:1 log-prefix", "1:6 hex-bytes"])]),
        .init(
            name: "NSData iOS 13 form, too short to hold a member",
            text: "{length = 10, bytes = 0x7b2261707322 ... 7d7d}",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 no-payload"])]),
        .init(
            name: "an array of dictionaries",
            text: "[{\"a\":1},{\"b\":2}]",
            payloads: [
                .init(status: .repaired, json: #"{"a":1}"#, rules: ["1:2 array-element"]),
                .init(status: .repaired, json: #"{"b":2}"#, rules: ["1:10 array-element"]),
            ]),
        .init(
            name: "an array of numbers",
            text: "[1, 2]",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 not-an-object"])]),
        .init(
            name: "a number",
            text: "42",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 not-an-object"])]),
        .init(
            name: "an empty array",
            text: "[]",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 not-an-object"])]),
        .init(
            name: "braces in prose",
            text: "see [1] and {x} here",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 no-payload"])]),
        .init(
            name: "JSON inside a string literal",
            text: "x = \"{\\\"aps\\\":{}}\";",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{}}"#,
                    rules: ["1:1 log-prefix", "1:5 escaped-json", "1:19 log-suffix"])
            ]),
        .init(
            name: "a document that is a JSON string holding a push",
            text: "\"{\\\"aps\\\":{}}\"",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:1 escaped-json"])]),
        .init(
            name: "typographic quotes",
            text: "{“aps”: {}}",
            payloads: [.init(status: .repaired, json: #"{"aps":{}}"#, rules: ["1:2 smart-quote"])]),
        // JSON typed into a string without escaping its quotes (§4.21): over lines, on one
        // line, an array; a string that only starts with '{' stays what it was.
        .init(
            name: "a string holding unescaped JSON over lines",
            text: "{\"aps\": {}, \"d\": \"{\n\"s\": \"W\",\n\"t\": [1, \"}\"]\n}\",\n\"_lpm\": 1}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{},"d":"{\n\"s\": \"W\",\n\"t\": [1, \"}\"]\n}","_lpm":1}"#,
                    rules: ["1:18 unescaped-json"])
            ]),
        .init(
            name: "a string holding unescaped JSON on its line",
            text: "{\"aps\": {}, \"d\": \"{\"k\": 1}\", \"e\": \"[{\"k\": 2}]\"}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{},"d":"{\"k\": 1}","e":"[{\"k\": 2}]"}"#,
                    rules: ["1:18 unescaped-json", "1:35 unescaped-json"])
            ]),
        .init(
            name: "a string that only starts with a brace",
            text: "{\"aps\": {}, \"d\": \"{\", \"e\": \"{ x\"}",
            payloads: [.init(status: .valid, json: #"{"aps":{},"d":"{","e":"{ x"}"#, rules: [])]),
        .init(
            name: "strings of a brace each, in a paste that needs repairs",
            text: "{aps: {}, d: \"{\", e: \"}\"}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{},"d":"{","e":"}"}"#,
                    rules: ["1:2 unquoted-key", "1:11 unquoted-key", "1:19 unquoted-key"])
            ]),
        .init(
            name: "a string of JSON whose closing quote is not followed by a separator",
            text: "{\"aps\": {}, \"d\": \"{\"k\": 1}\"x}",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:21 parse-error"])]),
        // JavaScript that builds a payload: a template literal, over lines too; a shorthand
        // property after a member; neither where the text does not say so.
        .init(
            name: "template literals and a shorthand property",
            text: "{ _lpm: 1, nm: `Hi, ${user.name}: {id}`, body: `a\nb`, token }",
            payloads: [
                .init(
                    status: .repaired,
                    json: #"{"_lpm":1,"nm":"Hi, ${user.name}: {id}","body":"a\nb","token":"<expression: token>"}"#,
                    rules: [
                        "1:3 unquoted-key", "1:12 unquoted-key", "1:16 template-literal", "1:42 unquoted-key",
                        "1:48 template-literal", "2:5 expression-value",
                    ])
            ]),
        .init(
            name: "a backtick never closed is a bare word",
            text: "{ _lpm: 1, nm: `Hi }",
            payloads: [
                .init(
                    status: .repaired, json: #"{"_lpm":1,"nm":"`Hi"}"#,
                    rules: ["1:3 unquoted-key", "1:12 unquoted-key", "1:16 bare-word"])
            ]),
        .init(
            name: "a shorthand property first is no member",
            text: "{ token, _lpm: 1 }",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:8 parse-error"])]),
        .init(
            name: "a shorthand property first, laid out as code, is a member",
            text: "send({\n  token,\n  _lpm: 1,\n})",
            payloads: [
                .init(
                    status: .repaired, json: #"{"token":"<expression: token>","_lpm":1}"#,
                    rules: [
                        "1:1 log-prefix", "2:3 expression-value", "3:3 unquoted-key", "3:10 trailing-comma",
                        "4:2 log-suffix",
                    ])
            ]),
        // A value that is an expression: an operand and an operator on its line.
        .init(
            name: "values joined by operators are expressions",
            text:
                "{\n  \"_lpm\": 1,\n  \"body\": \"Hi \" + name,\n  title: payload.title || 'Hi',\n  ids: [a ?? 'b', \"c\"]\n}",
            payloads: [
                .init(
                    status: .repaired,
                    json:
                        #"{"_lpm":1,"body":"<expression: \"Hi \" + name>","title":"<expression: payload.title || 'Hi'>","ids":["<expression: a ?? 'b'>","c"]}"#,
                    rules: [
                        "3:11 expression-value", "4:3 unquoted-key", "4:10 expression-value", "5:3 unquoted-key",
                        "5:9 expression-value",
                    ])
            ]),
        .init(
            name: "a plus between words of a bare value is text",
            text: "{aps = {alert = Sale + 20% off;}; _lpm = 1;}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"alert":"Sale + 20% off"},"_lpm":1}"#,
                    rules: ["1:1 openstep", "1:17 bare-word", "1:42 plain-number"])
            ]),
        // Prose after a dictionary's '}' on its line, the payload's own '}' never written.
        .init(
            name: "prose after a closing brace inside the payload",
            text: "{\"aps\": {\"badge\": 1} and the app never wakes",
            payloads: [
                .init(
                    status: .partial, json: #"{"aps":{"badge":1}}"#,
                    rules: ["1:22 cut-off", "1:22 log-suffix"])
            ]),
        .init(
            name: "an object repeating a part of the payload before it",
            text: "{\"aps\":{\"alert\":\"a\"}}\n{\"alert\":\"a\"}",
            payloads: [.init(status: .repaired, json: #"{"aps":{"alert":"a"}}"#, rules: ["2:1 repeated-part"])]),
        .init(
            name: "code commented out twice: '// //'",
            text: "// // {\n// //   \"aps\": {\"badge\": 1},\n// //   \"_lpm\": 1\n// // }",
            payloads: [.init(status: .repaired, json: #"{"aps":{"badge":1},"_lpm":1}"#, rules: ["1:1 comment-wrapped"])]
        ),
        .init(
            name: "a Swift print re-wrapped behind comment markers, its '[' ending the first line",
            text: "// [\n//   AnyHashable(\"a\"): one, two,\n//   AnyHashable(\"b\"): three\n// ]\n",
            payloads: [
                .init(
                    status: .repaired, json: #"{"a":"one, two","b":"three"}"#,
                    rules: ["1:1 comment-wrapped", "1:4 swift-print", "2:24 bare-word", "3:24 bare-word"])
            ]),
        .init(
            name: "cut off where prose begins",
            text: "{\"aps\": {\"alert\": \"Hi\"},\n \"_lpm\": 1,\nAny idea why the alert is empty?",
            payloads: [
                .init(
                    status: .partial, json: #"{"aps":{"alert":"Hi"},"_lpm":1}"#,
                    rules: ["3:1 cut-off", "3:1 log-suffix"])
            ]),
        .init(
            name: "a '{' before prose on the next line starts nothing",
            text: "Please look at this one {\nand tell me",
            payloads: [.init(status: .invalid, json: nil, rules: ["1:1 no-payload"])]),
        .init(
            name: "an lldb tree wrapped in Optional",
            text:
                "▿ Optional<Dictionary<AnyHashable, Any>>\n  ▿ some : 1 element\n    ▿ 0 : 2 elements\n      ▿ key : AnyHashable(\"_lpm\")\n        - value : \"_lpm\"\n      - value : 12",
            payloads: [.init(status: .repaired, json: #"{"_lpm":12}"#, rules: ["1:1 lldb-dump", "6:17 plain-number"])]),
        .init(
            name: "Swift's dump of a dictionary",
            text:
                "▿ 1 key/value pair\n  ▿ (2 elements)\n    ▿ key: AnyHashable(\"_lpm\")\n      - value: \"_lpm\"\n    - value: 42",
            payloads: [.init(status: .repaired, json: #"{"_lpm":42}"#, rules: ["1:1 lldb-dump", "5:14 plain-number"])]),
        .init(
            name: "a Swift print labelled with '=', read as a print rather than as a literal",
            text: "data = [\"aps\": {\n    badge = 1;\n}, \"n\": a, b]",
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"badge":1},"n":"a, b"}"#,
                    rules: ["1:1 log-prefix", "1:8 swift-print", "2:13 schema-number", "3:9 bare-word"])
            ]),
        .init(
            name: "escaped JSON copied without its quotes",
            text: #"{\"aps\":{\"alert\":\"Hi\",\"content-available\":1},\"_lpm\":1}"#,
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"alert":"Hi","content-available":1},"_lpm":1}"#,
                    rules: ["1:1 escaped-json"])
            ]),
        // firebase-admin's legacy call: its payload and options joined, as FCM sends them (§11.2).
        .init(
            name: "firebase-admin's sendToDevice(token, payload, options)",
            text:
                #"sendToDevice(token, {"data": {"wzrk_pn": "true"}}, {"contentAvailable": true, "priority": "high"});"#,
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"content-available":1},"wzrk_pn":"true"}"#,
                    rules: ["1:1 log-prefix", "1:21 envelope", "1:50 log-suffix", "1:98 log-suffix"])
            ]),
        // A map built in one call as a member's value: a dictionary (§4.17).
        .init(
            name: "a map call as a value of relaxed JSON",
            text: #"{"aps": {"alert": "Hi"}, "extras": bundleOf("wzrk_pn" to true, "nm" to "x")}"#,
            payloads: [
                .init(
                    status: .repaired, json: #"{"aps":{"alert":"Hi"},"extras":{"wzrk_pn":true,"nm":"x"}}"#,
                    rules: ["1:36 map-call"])
            ]),
        // The same cut off: the members fail there, and the call is read on its own, partial;
        // an `Aps` read alone is the push's `aps`.
        .init(
            name: "members whose value is a map call the input ends inside",
            text: "aps = messaging.Aps(content_available=True, badge=1,",
            payloads: [
                .init(
                    status: .partial, json: #"{"aps":{"badge":1,"content-available":1}}"#,
                    rules: ["1:1 log-prefix", "1:7 map-call", "1:7 envelope", "1:53 cut-off"])
            ]),
        // Dart's collection if before a member: skipped, the member kept (§4.8).
        .init(
            name: "Dart map members behind a collection if",
            text: "{'title': t,\n  if (date != null) 'date': date.toString(),\n  if ((a && b)) \"k\": 1}",
            payloads: [
                .init(
                    status: .repaired, json: #"{"title":"t","date":"<expression: date.toString()>","k":1}"#,
                    rules: [
                        "1:2 single-quotes", "1:11 bare-word", "2:3 collection-if", "2:21 single-quotes",
                        "2:29 expression-value", "3:3 collection-if",
                    ])
            ]),
        // Its payload a variable: the options alone, the payload's part left out (partial).
        .init(
            name: "firebase-admin's sendToDevice(tokens, message, options), the payload a variable",
            text: #"sendToDevice(tokens, message, {"contentAvailable": true, "priority": "high"});"#,
            payloads: [
                .init(
                    status: .partial, json: #"{"aps":{"content-available":1}}"#,
                    rules: ["1:1 log-prefix", "1:31 envelope", "1:77 log-suffix"])
            ]),
        // A Cordova plugin's notification object as Chrome lists it: FCM's message id makes it
        // a push with no SDK key (§4.18).
        .init(
            name: "a listing without braces holding FCM's google.message_id",
            text: "from: \"1\"\ngoogle.message_id: \"0:1\"\ntap: true",
            payloads: [
                .init(
                    status: .repaired, json: #"{"from":"1","google.message_id":"0:1","tap":true}"#,
                    rules: [
                        "1:1 missing-braces", "1:1 unquoted-key", "2:1 missing-comma", "2:1 unquoted-key",
                        "3:1 missing-comma", "3:1 unquoted-key",
                    ])
            ]),
        .init(
            name: "a legacy payload's options with a flag that is no boolean: firebase-admin refuses it, nothing set",
            text: "{\"data\": {\"k\": \"v\"}}\n{\"contentAvailable\": \"true\"}",
            payloads: [.init(status: .repaired, json: #"{"k":"v"}"#, rules: ["1:1 envelope"])]),
        .init(
            name: "a legacy payload and an object that is no options: two payloads",
            text: "{\"data\": {\"k\": \"v\"}}\n{\"title\": \"x\"}",
            payloads: [
                .init(status: .valid, json: #"{"data":{"k":"v"}}"#, rules: []),
                .init(status: .valid, json: #"{"title":"x"}"#, rules: []),
            ]),
        // An FCM message as an app prints it, arrived (messageId beside from): its data is the
        // push with no SDK key, answered at its own place (§11.2).
        .init(
            name: "a printed RemoteMessage whose data holds no SDK key",
            text: "{\n\"messageId\": \"1\",\n\"from\": \"2\",\n\"data\": {\"k\": \"v\"}\n}",
            payloads: [.init(status: .repaired, json: #"{"k":"v"}"#, rules: ["4:9 envelope"])]),
        // A PHP array passed to a builder's call, its `[` ending the line (§4.17).
        .init(
            name: "PHP's array as a call's argument",
            text: "    ->withData([\n        'k' => 'v'\n    ]);",
            payloads: [
                .init(
                    status: .repaired, json: #"{"k":"v"}"#,
                    rules: [
                        "1:5 log-prefix", "2:9 single-quotes", "2:13 hash-rocket", "2:16 single-quotes",
                        "3:6 log-suffix",
                    ])
            ]),
    ]

    @Test(arguments: rows)
    func reads(_ row: Row) throws {
        let payloads = Lenient.readDocument(row.text)
        try #require(payloads.count == row.payloads.count, "\(payloads.map(Lenient.json))")
        for (payload, expected) in zip(payloads, row.payloads) {
            #expect(payload.status == expected.status)
            #expect(Lenient.json(payload) == expected.json)
            #expect(Lenient.rules(payload) == expected.rules)
        }
    }
}
