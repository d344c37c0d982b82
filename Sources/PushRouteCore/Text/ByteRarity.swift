/// How common a byte is in the text pushroute searches (log lines, payloads: English words,
/// lower-case letters and digits first), so that a search for a word waits on its least
/// common byte (`CLibraryBytes.firstIndex(of:in:from:)`). A guess, not a measure: any byte
/// gives the same answer, a rarer one sooner.
public enum ByteRarity {
    /// The bytes from the most common: space, English letter frequency, digits, then the
    /// punctuation of logs. Bytes not listed (upper case, other punctuation) are rarer.
    static let common: StaticString = " etaoinsrhldcumfpgwybvkxjqz0123456789.:-,=/_\"[]"

    /// Per byte, how common it is (0: not listed).
    static let commonness: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        let count = common.utf8CodeUnitCount
        for index in 0..<count { table[Int(common.utf8Start[index])] = UInt8(count - index) }
        return table
    }()

    /// The index of the least common of the first eight bytes of `needle` (the first such).
    public static func rarestIndex(in needle: UnsafeRawBufferPointer) -> Int {
        commonness.withUnsafeBufferPointer { table in
            var best = 0
            var bestScore = UInt8.max
            for index in 0..<min(needle.count, 8) {
                let score = table[Int(needle[index])]
                if score < bestScore {
                    best = index
                    bestScore = score
                }
            }
            return best
        }
    }
}
