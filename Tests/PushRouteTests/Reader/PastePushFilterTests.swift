import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// A dictionary beside a paste's push that is no push (docs/pasted-forms.md §11.5), or printed
/// after a label naming no message in a paste without one (§11.7): which payloads a text
/// gives, and which are skipped with a note.
@Suite struct PastePushFilterTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The lines the payloads given start on.
        var given: [Int]
        /// The lines the skipped dictionaries start on.
        var skipped: [Int]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        .init(
            name: "a logged object, then the push", text: "{ a: 1,\n  b: 2 }\nthen:\n{\"aps\": {}}\n", given: [4],
            skipped: [1]),
        .init(
            name: "the push, then a response", text: "{\"aps\": {}}\nResponse: {\"ok\": true}\n", given: [1],
            skipped: [2]),
        .init(name: "an SDK key is a push", text: "{ a: 1 }\n{wzrk_id: 0_0}\n", given: [2], skipped: [1]),
        .init(name: "no push: every dictionary", text: "{ a: 1 }\n{ b: 2 }\n", given: [1, 2], skipped: []),
        .init(name: "strict JSON beside a push", text: "{\"a\": 1}\n{\"aps\": {}}\n", given: [1, 2], skipped: []),
        .init(name: "cut off beside a push", text: "{\"aps\": {}}\n{ a: 1,\n", given: [1, 2], skipped: []),
        .init(name: "one dictionary", text: "{ a: 1 }\n", given: [1], skipped: []),
        .init(
            name: "one dictionary, its label naming a message", text: "Got message { a: 1 }\n", given: [1], skipped: []),
        // A labelled dictionary in a paste without a push (§11.7).
        .init(
            name: "a label naming no message", text: "for addSubscriptionObserver : { a: 1 }\n", given: [], skipped: [1]
        ),
        .init(name: "a label on the line before", text: "settings:\n{ a: 1 }\n", given: [], skipped: [2]),
        .init(name: "cut after a label", text: "onIds', { pushToken: null,\n", given: [], skipped: [1]),
        .init(name: "a label in capitals", text: "NOTIFICATION: { a: 1 }\n", given: [1], skipped: []),
        .init(name: "push ending a name", text: "onPush: { a: 1 }\n", given: [1], skipped: []),
        .init(name: "push starting a name", text: "pushToken: { a: 1 }\n", given: [], skipped: [1]),
        .init(name: "a label naming aps", text: "$body['aps'] = array('alert' => 'Hi');\n", given: [1], skipped: []),
        .init(name: "the maker's name", text: "msg = messaging.Message(data={'a': 1})\n", given: [1], skipped: []),
        .init(
            name: "a key of a delivered message",
            text: "Android: {\"title\": \"x\", \"gcm.notification.icon\": \"new\"}\n",
            given: [1], skipped: []),
        .init(name: "strict JSON after a label", text: "Response: {\"ok\": true}\n", given: [], skipped: [1]),
        // A push service's answer to a send request (§11.8), alone or beside the push sent.
        .init(
            name: "FCM's legacy response alone",
            text:
                "{\n  \"multicast_id\": 7386959461301428156,\n  \"success\": 1,\n  \"results\": [{\"message_id\": \"0:1\"}]\n}\n",
            given: [], skipped: [1]),
        .init(
            name: "the push, then FCM's v1 answer",
            text: "{\"aps\": {}}\n{\"name\": \"projects/p/messages/0:1\"}\n", given: [1], skipped: [2]),
        .init(name: "APNs's answer, relaxed", text: "{ reason: BadDeviceToken }\n", given: [], skipped: [1]),
        // An empty dictionary beside any other payload (an app's log prefix `{}`), push or not.
        .init(name: "an empty dictionary beside a payload", text: "{} {tag} {a: 1, b: 2}\n", given: [1], skipped: [1]),
        .init(name: "an empty dictionary beside a push", text: "{ }\n{\"aps\": {}}\n", given: [2], skipped: [1]),
        .init(name: "an empty dictionary alone", text: "{}\n", given: [1], skipped: []),
        .init(name: "an empty dictionary after a label", text: "Got {}\n", given: [], skipped: [1]),
        .init(
            name: "more than 64 payloads are read as they are",
            text: String(repeating: "{ a: 1 }\n", count: 65) + "{\"aps\": {}}\n", given: Array(1...66), skipped: []),
        .init(
            name: "more than 10 000 repairs held are read as they are",
            text: String(repeating: "{" + (0..<6000).map { "k\($0): 1" }.joined(separator: ", ") + "}\n", count: 2)
                + "{\"aps\": {}}\n", given: [1, 2, 3], skipped: []),
    ]

    @Test(arguments: rows)
    func skipsBesideAPush(_ row: Row) {
        var given: [Int] = []
        var skipped: [Diagnostic] = []
        Array(row.text.utf8).withUnsafeBytes { text in
            PayloadReader().readDocument(text, file: "t", sniffed: true, skipped: { skipped.append($0) }) {
                given.append($0.start.line)
            }
        }
        #expect(given == row.given)
        #expect(skipped.compactMap { $0.location?.line } == row.skipped)
        #expect(skipped.allSatisfy { $0.severity == .note && $0.rule == RuleID(LenientRule.nonPush) })
    }

    /// Without `skipped` (lint, and every other reader), every dictionary is given.
    @Test func lintReadsEveryDictionary() {
        var given: [Int] = []
        Array("{ a: 1,\n  b: 2 }\n{\"aps\": {}}\n".utf8).withUnsafeBytes { text in
            PayloadReader().readDocument(text, file: "t", sniffed: true) { given.append($0.start.line) }
        }
        #expect(given == [1, 3])
    }
}
