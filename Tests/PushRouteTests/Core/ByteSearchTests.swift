import Testing

@testable import PushRouteCore

/// `CLibraryBytes.firstIndex(of:in:from:)` waits on the needle's least common byte
/// (`ByteRarity`), not its first: it must still give the first occurrence at or after `from`,
/// as a search byte by byte does.
@Suite struct ByteSearchTests {
    static let texts = [
        "", "o", "otification", "Notification", "xotificatioxnotification", "maps aps", "aps",
        "the data of the payload: data", "userInfo userInfo", "ayloa", "[\"key\"] [\"", "[AnyHashable(\"a\")",
    ]
    static let needles = ["otification", "aps", "data", "ayload", "userInfo", "[\"", "[AnyHashable", "o", "zz"]

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
                    needle.withUnsafeBytes { CLibraryBytes.firstIndex(of: $0, in: haystack, from: start) }
                }
                #expect(
                    found == Self.searched(needle, bytes, from: start),
                    "\(String(decoding: needle, as: UTF8.self)) from \(start)")
            }
        }
    }

    /// The least common byte of `otification` is its `f`; of a needle of common bytes, the first of them.
    @Test func picksTheLeastCommonByte() {
        let index = Array("otification".utf8).withUnsafeBytes { ByteRarity.rarestIndex(in: $0) }
        #expect(index == 3)
        let plain = Array("eee".utf8).withUnsafeBytes { ByteRarity.rarestIndex(in: $0) }
        #expect(plain == 0)
    }
}
