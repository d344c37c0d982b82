import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// A CFDictionary's description, as `CFShow` or lldb's `po` print it (docs/pasted-forms.md
/// §4.20): the payloads as compact JSON, every repair as `line:column rule`, and what it refuses.
@Suite struct CFDescriptionFormTests {
    static func entry(_ index: Int, _ key: String, _ value: String) -> String {
        "\t\(index) : <CFString 0x1e3b2b0a0 [0x1e3b2a1c8]>{contents = \"\(key)\"} = \(value)\n"
    }

    static func dictionary(_ entries: String, count: Int = 1) -> String {
        "<CFBasicHash 0x600000c8c0c0 [0x1e3b2a1c8]>{type = immutable dict, count = \(count),\nentries =>\n\(entries)}\n"
    }

    static let number = "<CFNumber 0xb000000000000013 [0x1e3b2a1c8]>{value = +1, type = kCFNumberSInt32Type}"

    @Test(arguments: [
        ReadingCase(
            name: "a dictionary in a dictionary, numbers, a string with quotes in it",
            text: dictionary(
                entry(0, "_lpm", "<CFNumber 0x6000 [0x1e3b]>{value = +42, type = kCFNumberSInt64Type}")
                    + entry(
                        3, "aps",
                        dictionary(
                            entry(1, "content-available", number)
                                + entry(2, "alert", #"<CFString 0x6 [0x1]>{contents = "Say "hi""}"#), count: 2)),
                count: 2),
            json: #"{"_lpm":42,"aps":{"content-available":1,"alert":"Say \"hi\""}}"#,
            repairs: ["1:1 cf-description"]),
        ReadingCase(
            name: "an array, a boolean, null and a real number",
            text: "(lldb) po userInfo\n"
                + dictionary(
                    entry(0, "wzrk_id", #"<CFString 0x6 [0x1]>{contents = "0_0"}"#)
                        + entry(
                            1, "list",
                            "<CFArray 0x6 [0x1]>{type = immutable, count = 3, values = (\n\t0 : <CFBoolean 0x1 [0x1]>{value = false}\n\t1 : <CFNull 0x1 [0x1]>\n\t2 : <CFNumber 0x1 [0x1]>{value = +2.50000000000000000000, type = kCFNumberFloat64Type}\n)}"
                        ),
                    count: 2),
            json: #"{"wzrk_id":"0_0","list":[false,null,2.5]}"#,
            repairs: ["1:1 log-prefix", "2:1 cf-description"]),
    ])
    func reads(_ row: ReadingCase) throws {
        try Lenient.check(row)
    }

    /// What it refuses: a CF type it does not read, a key that is no string, contents not closed
    /// on their line; each an error at its place.
    @Test(arguments: [
        (dictionary(entry(0, "wzrk_id", "<CFDate 0x6 [0x1]>{time = 1.0}")), "3:67 parse-error"),
        (dictionary("\t0 : " + number + " = " + number + "\n"), "3:6 parse-error"),
        (dictionary(entry(0, "wzrk_id", "<CFString 0x6 [0x1]>{contents = \"open")), "3:87 parse-error"),
    ])
    func refuses(_ text: String, _ rule: String) throws {
        let payloads = Lenient.read(text)
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(Lenient.rules(payloads[0]) == [rule])
    }

    /// Nesting is bounded by the depth limit, as in every reader.
    @Test func depthLimit() throws {
        var limits = ReaderLimits()
        limits.maxDepth = 2
        let text = Self.dictionary(
            Self.entry(0, "a", Self.dictionary(Self.entry(0, "b", Self.dictionary(Self.entry(0, "c", Self.number))))))
        let payloads = Lenient.read(text, limits: limits)
        try #require(payloads.count == 1)
        #expect(payloads[0].status == .invalid)
        #expect(Lenient.rules(payloads[0]).first?.hasSuffix("too-deep") == true)
    }
}
