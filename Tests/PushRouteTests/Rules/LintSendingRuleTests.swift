import Testing

@testable import PushRouteReader
@testable import PushRouteRules

/// What the size rules measure (their examples are checked by `LintRuleTests`).
@Suite struct LintSendingRuleTests {
    /// What the size rules count: jansson's compact encoding of the value read.
    @Test func sentSizeIsTheCompactEncoding() throws {
        let text = "{\n  \"aps\" : { \"alert\" : \"caf\\u00e9\" },\n  \"n\" : 1.50\n}"
        var subject: LintSubject?
        Array(text.utf8).withUnsafeBytes { bytes in
            PayloadReader().readDocument(bytes, file: "a") { subject = LintSubject($0) }
        }
        // {"aps":{"alert":"café"},"n":1.5}
        #expect(try #require(subject).sentBytes == 33)
    }
}
