import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Go's composite literals as firebase-admin-go code builds a message (docs/pasted-forms.md
/// §4.17): the type before each `{` skipped, a slice's braces a list, the fields of
/// firebase-admin-go's own types renamed as its encoder writes them. Made-up examples.
@Suite struct GoCompositeLiteralFormTests {
    /// One row: the text, the literal read (the reader alone: the push is taken out of its
    /// holder later), every repair as `line:column rule` (a struct's field names and a
    /// literal's trailing commas are Go's syntax, no repair), and the notes' messages.
    @Test(arguments: [
        (
            "an APNSConfig alone is a message's apns: the push under its payload, a flag true as 1, a header map",
            "&messaging.APNSConfig{\n\tHeaders: map[string]string{\"apns-priority\": \"5\"},\n"
                + "\tPayload: &messaging.APNSPayload{\n\t\tAps: &messaging.Aps{ContentAvailable: true, Sound: \"default\"},\n"
                + "\t},\n}",
            #"{"apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1,"sound":"default"}}}}"#,
            ["1:1 log-prefix", "2:11 type-name", "3:11 type-name", "4:8 type-name"],
            [
                "'messaging.APNSConfig{...}' as firebase-admin-go sends it: fields under their JSON names; "
                    + "an APNSConfig alone is a message's apns",
                "'messaging.APNSPayload{...}' as firebase-admin-go sends it: fields under their JSON names",
                "'messaging.Aps{...}' as firebase-admin-go sends it: fields under their JSON names, "
                    + "ContentAvailable true as content-available 1",
            ]
        ),
        (
            "an Aps alone: Alert over AlertString, false left out, CustomData beside, a field it lacks kept",
            #"fcm.Aps{AlertString: "a", Alert: &fcm.ApsAlert{Title: "T", SubTitle: "S", LocArgs: []string{"x", "y"}}, "#
                + #"MutableContent: false, ThreadID: "", CustomData: map[string]interface{}{"wzrk_id": "0_0"}, Extra: 1}"#,
            #"{"aps":{"alert":{"title":"T","subtitle":"S","loc-args":["x","y"]},"Extra":1,"wzrk_id":"0_0"}}"#,
            ["1:1 log-prefix", "1:34 type-name", "1:84 type-name", "1:154 type-name"],
            [
                "'fcm.Aps{...}' as firebase-admin-go sends it: fields under their JSON names, AlertString dropped "
                    + "(Alert is set), MutableContent false left out, CustomData's members beside the others; an Aps alone "
                    + "is the push's aps",
                "'fcm.ApsAlert{...}' as firebase-admin-go sends it: fields under their JSON names, LocArgs as loc-args",
            ]
        ),
        (
            "an Aps pasted alone is the push's aps; CriticalSound over Sound, its flag true as 1",
            #"messaging.Aps{Sound: "a", CriticalSound: &messaging.CriticalSound{Critical: true, Name: "alarm.caf"}}"#,
            #"{"aps":{"sound":{"critical":1,"name":"alarm.caf"}}}"#,
            ["1:1 log-prefix", "1:42 type-name"],
            [
                "'messaging.Aps{...}' as firebase-admin-go sends it: fields under their JSON names, Sound dropped "
                    + "(CriticalSound is set), CriticalSound as sound; an Aps alone is the push's aps",
                "'messaging.CriticalSound{...}' as firebase-admin-go sends it: fields under their JSON names, "
                    + "Critical true as critical 1",
            ]
        ),
        (
            "a map's keys are no struct's fields: one unquoted is a repair",
            #"&messaging.Message{Data: map[string]string{k: "v"}}"#,
            #"{"data":{"k":"v"}}"#,
            ["1:1 log-prefix", "1:26 type-name", "1:44 unquoted-key"],
            ["'messaging.Message{...}' as firebase-admin-go sends it: fields under their JSON names"]
        ),
        (
            "another package's type keeps its fields as written",
            "&model.Push{Title: \"Hi\", Tags: []string{\"a\"}}",
            #"{"Title":"Hi","Tags":["a"]}"#,
            ["1:1 log-prefix", "1:32 type-name"],
            [String]()
        ),
    ])
    func reads(_ name: String, _ text: String, _ json: String, _ repairs: [String], _ notes: [String]) throws {
        let payloads = Lenient.read(text)
        try #require(payloads.count == 1, "\(name)")
        #expect(Lenient.json(payloads[0]) == json, "\(name)")
        let said = payloads[0].diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(said == notes, "\(name)")
        let warnings = payloads[0].diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map { "\($0.line):\($0.column) \($0.ruleText)" } == repairs, "\(name)")
    }

    /// The type before a literal's `{`: its length and what it makes of the braces.
    @Test(
        arguments: [
            ("&messaging.Aps{", 14, .structure), ("messaging.APNSConfig{", 20, .structure), ("&Aps{", 4, .structure),
            ("map[string]string{", 17, .map), ("map[string]interface{}{", 22, .map), ("[]string{", 8, .slice),
            ("[]*messaging.Aps{", 16, .slice), ("map[string][]string{", 19, .map),
        ] as [(String, Int, GoCompositeLiteral.Kind)])
    func typePrefix(_ text: String, _ length: Int, _ kind: GoCompositeLiteral.Kind) {
        Array(text.utf8).withUnsafeBytes { bytes in
            let found = GoCompositeLiteral.typePrefix(bytes, at: 0, end: bytes.count)
            #expect(found?.length == length, "\(text)")
            #expect(found?.kind == kind, "\(text)")
        }
    }

    /// A struct's `{` told by the type before it, read backwards (the paste's own literal):
    /// not a map's, a slice's, a word's alone, nor one after a space.
    @Test(arguments: [
        ("x := &messaging.Aps{", true), ("APNS: messaging.APNSConfig{", true), ("&Aps{", true),
        ("map[string]string{", false), ("[]string{", false), ("Aps{", false), ("messaging.Aps {", false),
        ("{", false),
    ])
    func structBrace(_ text: String, _ isStruct: Bool) {
        Array(text.utf8).withUnsafeBytes { bytes in
            let brace = bytes.lastIndex(of: UInt8(ascii: "{"))!
            #expect(GoCompositeLiteral.isStructBrace(bytes, brace: brace) == isStruct, "\(text)")
        }
    }

    /// Text that is no type before a literal: a bare word, a space before the `{`, an empty
    /// list, a map type never closed, a name ending in a dot.
    @Test(arguments: ["Aps{", "messaging.Aps {", "[]", "[],", "map[string", "true", "a.b.{", "&{", "[1]{"])
    func noTypePrefix(_ text: String) {
        Array(text.utf8).withUnsafeBytes { bytes in
            #expect(GoCompositeLiteral.typePrefix(bytes, at: 0, end: bytes.count) == nil, "\(text)")
        }
    }

    /// firebase-admin-go's type before a `{`, under any package name; nil for any other.
    @Test(arguments: [
        ("messaging.Aps{", GoAdminType.aps), ("fcm.ApsAlert{", .apsAlert), ("x := &messaging.Message{", .message),
        ("Aps{", nil), ("messaging.Apple{", nil), (".Aps{", nil), ("{", nil),
    ])
    func adminType(_ text: String, _ type: GoAdminType?) {
        Array(text.utf8).withUnsafeBytes { bytes in
            #expect(GoCompositeLiteral.adminType(bytes, brace: bytes.count - 1)?.type == type, "\(text)")
        }
    }
}
