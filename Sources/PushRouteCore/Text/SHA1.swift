/// SHA-1 (FIPS 180-4 §6.1), for checksums other tools write and we compare, never for security:
/// CocoaPods' `PODFILE CHECKSUM` is the SHA-1 of the Podfile's bytes (docs/routing-model.md §7.1).
/// Linear in the input, constant memory beyond it.
public enum SHA1 {
    /// The digest of `bytes` as 40 lowercase hexadecimal digits.
    public static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        digest(bytes).map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 8 - text.count) + text
        }.joined()
    }

    static func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt32] where Bytes.Element == UInt8 {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var block = [UInt8]()
        block.reserveCapacity(64)
        for byte in bytes {
            block.append(byte)
            if block.count == 64 {
                compress(block, into: &state)
                block.removeAll(keepingCapacity: true)
            }
        }
        let bitLength = UInt64(bytes.count) &* 8
        block.append(0x80)
        if block.count > 56 {
            block += [UInt8](repeating: 0, count: 64 - block.count)
            compress(block, into: &state)
            block.removeAll(keepingCapacity: true)
        }
        block += [UInt8](repeating: 0, count: 56 - block.count)
        block += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (UInt64($0) * 8)) }
        compress(block, into: &state)
        return state
    }

    /// One 64-byte block into the state.
    private static func compress(_ block: [UInt8], into state: inout [UInt32]) {
        var words = [UInt32](repeating: 0, count: 80)
        for index in 0..<16 {
            words[index] = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(block[index * 4 + $1]) }
        }
        for index in 16..<80 {
            words[index] = rotate(words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], 1)
        }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for index in 0..<80 {
            let (mix, constant): (UInt32, UInt32) =
                switch index {
                case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (b ^ c ^ d, 0xCA62_C1D6)
                }
            let next = rotate(a, 5) &+ mix &+ e &+ constant &+ words[index]
            (e, d, c, b, a) = (d, c, rotate(b, 30), a, next)
        }
        for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
