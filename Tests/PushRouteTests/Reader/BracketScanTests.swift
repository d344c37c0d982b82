import Testing

@testable import PushRouteReader

/// The bracket scan, sixteen bytes at a time (`BracketScan`), gives what a byte-by-byte scan
/// gives: the balance outside strings, and whether `<7b` stands outside them.
@Suite struct BracketScanTests {
    /// The byte-by-byte scan the vector one must agree with.
    static func reference(_ bytes: [UInt8]) -> (balance: Int, jsonBytes: Bool) {
        var balance = 0
        var jsonBytes = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("): balance += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"): balance -= 1
            case UInt8(ascii: "<"):
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "7"),
                    bytes[index + 1] | 0x20 == UInt8(ascii: "b")
                {
                    jsonBytes = true
                }
            case UInt8(ascii: "\""):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            default: break
            }
        }
        return (balance, jsonBytes)
    }

    static func check(_ text: [UInt8]) {
        let scanned = text.withUnsafeBytes { LogEntryAssembler.scan($0) }
        let expected = reference(text)
        #expect(scanned.balance == expected.balance && scanned.jsonBytes == expected.jsonBytes, "\(text)")
    }

    @Test(arguments: [
        "", "{", "plain text with no bracket at all, longer than a vector",
        #"CartStore.update ["sku": "A-9567", "qty": 3, "price": 10.99]"#,
        #"0123456789abcde"{"in a string, across the vector's end"} ("#,
        #"0123456789abcd\"x" "escaped quote at the vector's end" ["#,
        "0123456789abcdef<7b22 6170 7322> after a vector", "0123456789abcde<7B", "012345678901234<7b",
        #"unclosed "string { [ ( to the line's end"#, #"ends with a backslash in a string "\"#,
        "})]  more closing than opening  ({[", "<NSData 0x1> <7b226170 73223a7b 7d7d>",
    ])
    func agreesOnLines(_ text: String) {
        Self.check(Array(text.utf8))
    }

    /// Lines of the scan's special bytes among plain ones, at every offset of a vector.
    @Test func agreesOnGeneratedLines() {
        let alphabet = Array(#"{[(}])"<\7bBx "#.utf8)
        var random = SeededRandom(32)
        for _ in 0..<4_000 {
            let length = random.next(80)
            Self.check((0..<length).map { _ in alphabet[random.next(alphabet.count)] })
        }
    }
}
