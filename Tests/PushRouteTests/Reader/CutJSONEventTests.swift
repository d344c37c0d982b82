import PushRouteCore
import Testing

@testable import PushRouteReader

/// The message of a JSON log event that a text ends inside (`CutJSONEvent`): decoded up to the
/// cut, with what the cut left unfinished left out.
struct CutJSONEventTests {
    @Test(
        arguments: [
            // Whole, then cut at the end, at a line end, inside escapes and characters.
            (#""message": "a\nb", "date": 1}"#, "a\nb"),
            (#""message" : "plain to the end"#, "plain to the end"),
            ("\"message\": \"cut here\nnext line of prose", "cut here"),
            (#""message": "quote \"#, "quote "),
            (#""message": "letter \u00"#, "letter "),
            (#""message": "pair \ud83d\u"#, "pair "),
            (#""message": "pair \ud83d"#, "pair "),
            (#""message": "whole \ud83d\ude00 pair"#, "whole \u{1F600} pair"),
            (#""message": 12"#, nil),
        ] as [(String, String?)])
    func message(_ text: String, _ expected: String?) {
        let message = Array(text.utf8).withUnsafeBytes { CutJSONEvent.message($0, afterKey: "\"message\"".utf8.count) }
        #expect(message == expected)
    }

    /// A character cut short of its UTF-8 bytes is left out.
    @Test func cutCharacter() {
        let bytes = Array("\"message\": \"caf".utf8) + [0xC3]
        #expect(bytes.withUnsafeBytes { CutJSONEvent.message($0, afterKey: "\"message\"".utf8.count) } == "caf")
    }

    /// The fields before the message, read as an object closed there.
    @Test func fieldsBefore() {
        let event = Array("{\n  \"tag\": \"OneSignal\",\n  \"pid\": 7,\n  \"message\": \"cut".utf8)
        let offset = event.count - "\"message\": \"cut".utf8.count
        let fields = event.withUnsafeBytes { CutJSONEvent.fieldsBefore($0, keyOffset: offset) }
        #expect(fields?["tag"] == .string("OneSignal"))
        #expect(fields?["pid"] == .integer(7))
    }
}
