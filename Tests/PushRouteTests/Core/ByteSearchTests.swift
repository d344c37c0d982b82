import Testing

@testable import PushRouteCore

/// `ByteSearch.firstIndex(of:in:from:)` compares sixteen offsets at a time by the needle's
/// first and last bytes: it must still give the first occurrence at or after `from`, as a
/// search byte by byte does, wherever the needle stands against the blocks of sixteen and the
/// text's end.
@Suite struct ByteSearchTests {
    static let texts = [
        "", "o", "otification", "Notification", "xotificatioxnotification", "maps aps", "aps",
        "the data of the payload: data", "userInfo userInfo", "ayloa", "[\"key\"] [\"", "[AnyHashable(\"a\")",
        // Longer than a block: the needle across the 16th and 32nd bytes, near misses before it.
        "aaaaaaaaaaaaaps aps", "0123456789abcdeotification otification",
        "apxapsxaps 0123456789abcdefghijklmnopqrstuvwxyz aps",
        String(repeating: "ap", count: 40) + "aps" + String(repeating: "s", count: 20),
        String(repeating: "data-", count: 13) + "dat" + "data",
        "\u{00E9}userInfo\u{00E9}" + String(repeating: "\u{00E9}", count: 20) + "userInf",
        // Longer than the four blocks a turn: the needle in each block of a turn and across two
        // turns, near misses (first and last bytes alone) in the others.
        String(repeating: "ax", count: 40) + "aps" + String(repeating: "-", count: 70) + "aps",
        String(repeating: "dxxa", count: 15) + "data" + String(repeating: "d", count: 100),
        String(repeating: "0123456789abcdef", count: 8) + "otification",
        String(repeating: "y", count: 62) + "userInfo" + String(repeating: "y", count: 60),
    ]
    static let needles = ["otification", "aps", "data", "ayload", "userInfo", "[\"", "[AnyHashable", "o", "zz", "ss"]

    /// The first index of `needle` in `text` at or after `start`, byte by byte.
    static func searched(_ needle: [UInt8], _ text: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= text.count - needle.count else { return nil }
        return (start...(text.count - needle.count)).first { Array(text[$0..<($0 + needle.count)]) == needle }
    }

    @Test(arguments: texts)
    func findsTheFirstOccurrenceFromEachStart(_ text: String) {
        let bytes = Array(text.utf8)
        for needle in Self.needles.map({ Array($0.utf8) }) {
            for start in 0...bytes.count {
                let found = bytes.withUnsafeBytes { haystack in
                    needle.withUnsafeBytes { ByteSearch.firstIndex(of: $0, in: haystack, from: start) }
                }
                #expect(
                    found == Self.searched(needle, bytes, from: start),
                    "\(String(decoding: needle, as: UTF8.self)) from \(start)")
            }
        }
    }

    /// A text read from a larger buffer (a slice): nothing past its end is found.
    @Test func stopsAtTheSlicesEnd() {
        let bytes = Array((String(repeating: "x", count: 30) + "aps").utf8)
        let found = bytes.withUnsafeBytes { whole in
            ByteSearch.firstIndex(of: "aps", in: UnsafeRawBufferPointer(rebasing: whole[..<32]), from: 0)
        }
        #expect(found == nil)
    }
}
