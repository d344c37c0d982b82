import Testing

/// What the lenient reader cannot read: one error, where the reading stopped, saying what
/// was expected and what was found.
@Suite struct ParseErrorTests {
    @Test(arguments: [
        (#"{"a":"b":"c"}"#, #"1:9 expected ',' or '}' after the value, found ':'"#),
        ("{,}", "1:2 expected a key or '}', found ','"),
        ("{\"a\":1,,\"b\":2}", "1:8 expected a key or '}', found ','"),
        (#"{"a" "b"}"#, #"1:6 expected ':' or '=' after the key 'a', found '"b"'"#),
        (#"{"a": }"#, "1:7 expected a value, found '}'"),
        ("[1, ,]", "1:5 expected a value or ']', found ','"),
        ("{{}}", "1:2 expected a key or '}', found '{'"),
        (#"[AnyHashable("a") 1]"#, "1:19 expected ':' after the key 'a', found '1'"),
        (#"[AnyHashable("a": 1]"#, "1:17 expected ')' after the key of 'AnyHashable(', found ':'"),
        (#"{"aps":{"alert":"broken" "_lpm":4}"#, #"1:26 expected ',' or '}' after the value, found '"_lpm"'"#),
    ])
    func error(_ text: String, _ expected: String) throws {
        let payloads = Lenient.read(text)
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(payloads[0].diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [expected])
        #expect(payloads[0].diagnostics.map(\.rule) == ["parse-error"])
    }
}
