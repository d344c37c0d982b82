import PushRouteCore
import PushRouteReader
import Testing

@testable import PushRouteRules

/// A flag the paste gives as code (`ExpressionValue`, docs/pasted-forms.md §4.17): its value is
/// not in the text. `FlagValueNote` names the code, and `codeFlags` marks the answer unknown;
/// any other value keeps its answer and note. Each row: the flag's value, the code read from
/// it, the note.
@Suite struct CodeFlagTests {
    @Test(arguments: [
        (
            JSONValue.string(ExpressionValue.string("contentAvailable(user)")), "contentAvailable(user)" as String?,
            "its value is code, 'contentAvailable(user)', not in the text" as String?
        ),
        (
            .string(ExpressionValue.string("a > b ? 1 : 0")), "a > b ? 1 : 0",
            "its value is code, 'a > b ? 1 : 0', not in the text"
        ),
        (.string("<expression: cut"), nil, #""<expression: cut" is a string; APNs wants the number 1"#),
        (.string("1"), nil, #""1" is a string; APNs wants the number 1"#),
        (.integer(1), nil, nil), (.integer(0), nil, nil),
    ])
    func namesTheCode(_ value: JSONValue, _ code: String?, _ note: String?) {
        #expect(ExpressionValue.code(value) == code)
        #expect(FlagValueNote.note(value) == note)
        let payload: JSONValue = .object(
            JSONObject([.init(key: "aps", value: .object(JSONObject([.init(key: "mutable-content", value: value)])))]))
        let flags = FlagValueNote.codeFlags(payload)
        #expect(flags.contentAvailable == false)
        #expect(flags.mutableContent == (code != nil))
    }
}
