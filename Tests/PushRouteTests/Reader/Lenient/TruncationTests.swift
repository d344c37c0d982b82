import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteRules

/// A payload cut off is an answer (docs/pasted-forms.md §4.13): what was read is classified,
/// and the record says what the missing part could change. One row for each combination of
/// keys seen before the cut: the SDK keys read, and how far `aps` was read.
@Suite struct TruncationTests {
    enum SDK: String, CaseIterable, Sendable {
        case none, clevertap, leanplum, both
        var members: String {
            switch self {
            case .none: #""kind":"sync","#
            case .clevertap: #""wzrk_id":"0_0","#
            case .leanplum: #""_lpm":1,"#
            case .both: #""_lpm":1,"wzrk_id":"0_0","#
            }
        }
    }

    enum APS: String, CaseIterable, Sendable {
        /// Not read before the cut.
        case unseen
        /// Open at the cut, `content-available` not read.
        case openWithout
        /// Open at the cut, `content-available: 1` read.
        case openWith
        /// Read whole, without `content-available`.
        case closedWithout
        /// Read whole, with `content-available: 1`.
        case closedWith
        var text: String {
            switch self {
            case .unseen: #""note":"cut her"#
            case .openWithout: #""aps":{"alert":"cut her"#
            case .openWith: #""aps":{"content-available":1,"alert":"cut her"#
            case .closedWithout: #""aps":{"alert":"x"},"note":"cut her"#
            case .closedWith: #""aps":{"content-available":1},"note":"cut her"#
            }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var sdk: SDK
        var aps: APS
        var testDescription: String { "\(sdk.rawValue), aps \(aps.rawValue)" }
    }

    static let rows = SDK.allCases.flatMap { sdk in APS.allCases.map { Row(sdk: sdk, aps: $0) } }

    @Test(arguments: rows)
    func answer(_ row: Row) throws {
        let payloads = Lenient.readDocument("{" + row.sdk.members + row.aps.text)
        try #require(payloads.count == 1)
        let payload = payloads[0]
        #expect(payload.status == .partial)
        let value = try #require(payload.value)
        let classification = Classifier.classify(value)
        let answer = PartialAnswer(classification, value: value, gaps: payload.gaps)

        let handler: Handler =
            switch row.sdk {
            case .none: .none
            case .clevertap: .clevertap
            case .leanplum, .both: .leanplum
            }
        #expect(classification.handler == handler)
        // A Leanplum key decides the owner whatever follows; a CleverTap key, or none, does not.
        #expect(answer.handler == (handler != .leanplum))
        #expect(classification.contentAvailable == (row.aps == .openWith || row.aps == .closedWith))
        // content-available is known once aps closed, or once it was read.
        #expect(answer.contentAvailable == (row.aps == .unseen || row.aps == .openWithout))
    }

    /// A push an envelope holds, cut off: when its `aps` is built from the wrapper's fields, a
    /// wrapper cut off leaves its flags open (docs/pasted-forms.md §11.2); an `aps` the push
    /// holds itself is not (an HTTP v1 message's `apns.payload`), but its top level, to which
    /// FCM adds the message's `data`, is.
    static let envelopeRows: [(text: String, couldChange: [String])] = [
        // An FCM message as an app prints it, cut inside `data`: the message's
        // `contentAvailable` could follow.
        (
            #"{"notification":{"title":"Hi"},"data":{"k":{"n":"cut her"#,
            ["handler", "content_available", "mutable_content"]
        ),
        // Cut after `data` closed: the push's own keys are whole.
        (#"{"notification":{"title":"Hi"},"data":{"k":"v"},"sent"#, ["content_available", "mutable_content"]),
        // A legacy request, cut at its top level.
        (
            #"{"to":"t","notification":{"title":"Hi"},"data":{"k":"v"},"pri"#,
            ["handler", "content_available", "mutable_content"]
        ),
        // Closed: nothing open.
        (#"{"notification":{"title":"Hi"},"data":{"k":"v"}}"#, []),
        // An HTTP v1 message cut after its payload's `aps` closed.
        (#"{"message":{"apns":{"payload":{"aps":{"badge":1},"k":"v"}},"data":{"d":"cut her"#, ["handler"]),
    ]

    @Test(arguments: envelopeRows)
    func envelopeCutOff(_ row: (text: String, couldChange: [String])) throws {
        let payload = try #require(Lenient.readDocument(row.text).first)
        let value = try #require(payload.value)
        #expect(payload.envelope != nil)
        let answer = PartialAnswer(Classifier.classify(value), value: value, gaps: payload.gaps)
        #expect(answer.names == row.couldChange)
    }

    @Test func aGapInsideTheAlertLeavesTheOwnerAndAPSKnown() throws {
        let payloads = Lenient.readDocument("{\"_lpm\":1,\"aps\":{\"alert\":{\n…\n},\"badge\":1}}")
        let payload = try #require(payloads.first)
        let value = try #require(payload.value)
        #expect(payload.gaps == [PayloadGap(path: ["aps", "alert"])])
        let answer = PartialAnswer(Classifier.classify(value), value: value, gaps: payload.gaps)
        #expect(answer.names == [])
    }

    @Test func aGapAmongTheTopLevelMembersLeavesAPSKnownOnceRead() throws {
        let payloads = Lenient.readDocument("{\"aps\":{\"badge\":1},\n  ...\n  \"wzrk_id\":\"0_0\"}")
        let payload = try #require(payloads.first)
        let value = try #require(payload.value)
        #expect(Lenient.json(payload) == #"{"aps":{"badge":1},"wzrk_id":"0_0"}"#)
        let answer = PartialAnswer(Classifier.classify(value), value: value, gaps: payload.gaps)
        #expect(answer.names == ["handler"])
    }

    @Test func aKeyCutBeforeItsValueIsDropped() throws {
        let payload = try #require(Lenient.readDocument(#"{"aps":{"badge":1},"_lpm":"#).first)
        #expect(Lenient.json(payload) == #"{"aps":{"badge":1}}"#)
        #expect(Lenient.rules(payload) == ["1:27 cut-off"])
    }

    @Test func aLoneBraceAtTheEndIsText() throws {
        let payloads = Lenient.readDocument("{\"aps\":{}}\n{\n")
        #expect(payloads.count == 1)
        #expect(payloads.first.map(Lenient.rules) == ["2:1 log-suffix"])
    }
}
