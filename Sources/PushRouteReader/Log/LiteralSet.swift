/// A few literal words (up to 64, each at least 4 bytes), and which of them a text holds, found
/// in one pass over the text instead of one search per word (a log's push-path screens are
/// asked of every line with `classify --events`). Four bytes of each word are hashed into a
/// table of 4 096 masks, built once; the pass hashes four bytes of the text every `step` bytes,
/// and only where the mask is not empty compares the words it names.
///
/// Why every `step` bytes is enough: with `step` the shortest word's length `m` less 3, a word at
/// offset `p` covers one offset `k` of the pass in `p..<(p + step)`, and the four bytes at `k`
/// lie inside the word (`k + 4 <= p + step + 3 = p + m`). The table holds each word's four
/// bytes at each of its first `step` offsets.
struct LiteralSet: Sendable {
    let words: [StaticString]
    /// Per hash of four bytes: the bit of each word whose four bytes at one of its first `step`
    /// offsets hash there.
    private let table: [UInt64]
    /// All the words' bits.
    private let all: UInt64
    /// The distance between two offsets the pass looks at: the shortest word's length less 3.
    let step: Int

    static let hashBits = 12

    init(_ words: [StaticString]) {
        precondition(
            words.count <= 64 && words.allSatisfy { $0.utf8CodeUnitCount >= 4 },
            "LiteralSet: up to 64 words of 4 bytes or more")
        self.words = words
        step = (words.map(\.utf8CodeUnitCount).min() ?? 4) - 3
        var table = [UInt64](repeating: 0, count: 1 << Self.hashBits)
        for (index, word) in words.enumerated() {
            for offset in 0..<step {
                // In bounds: offset + 4 <= step + 3, the shortest word's length.
                table[Self.hash(UnsafeRawPointer(word.utf8Start + offset).loadUnaligned(as: UInt32.self))] |=
                    1 << UInt64(index)
            }
        }
        self.table = table
        all = words.isEmpty ? 0 : UInt64.max >> UInt64(64 - words.count)
    }

    /// Fibonacci hashing of four bytes to `hashBits` bits.
    @inline(__always)
    private static func hash(_ quad: UInt32) -> Int {
        Int((quad &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }

    /// The bit `1 << i` of each word `words[i]` that `text` holds; with `firstOnly`, the
    /// pass ends at the first word found.
    func present(in text: UnsafeRawBufferPointer, firstOnly: Bool = false) -> UInt64 {
        guard text.count >= 4 else { return 0 }
        let enough = firstOnly ? all : 0
        return table.withUnsafeBufferPointer { table in
            var found: UInt64 = 0
            var offset = 0
            let last = text.count - 4
            while offset <= last {
                // In bounds: offset + 4 <= text.count.
                let candidates = table[Self.hash(text.loadUnaligned(fromByteOffset: offset, as: UInt32.self))] & ~found
                if candidates != 0 {
                    found |= confirmed(candidates, in: text, around: offset)
                    if found != 0, found | enough == all { break }
                }
                offset += step
            }
            return found
        }
    }

    /// Whether `text` holds any of the words.
    func containsAny(_ text: UnsafeRawBufferPointer) -> Bool {
        present(in: text, firstOnly: true) != 0
    }

    /// The bits among `candidates` whose word stands at one of the `step` offsets up to `offset`.
    /// A start is compared only where the word's first byte stands (a candidate is often a
    /// collision, or a part of the word in other text).
    private func confirmed(_ candidates: UInt64, in text: UnsafeRawBufferPointer, around offset: Int) -> UInt64 {
        var bits = candidates
        var found: UInt64 = 0
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            let word = UnsafeRawBufferPointer(start: words[index].utf8Start, count: words[index].utf8CodeUnitCount)
            let first = word[0]
            for start in max(0, offset - step + 1)...offset
            where start + word.count <= text.count && text[start] == first && Self.holds(text, word, at: start) {
                found |= 1 << UInt64(index)
                break
            }
        }
        return found
    }

    /// Whether `word` stands in `text` at `start` (in bounds).
    private static func holds(_ text: UnsafeRawBufferPointer, _ word: UnsafeRawBufferPointer, at start: Int) -> Bool {
        var index = 1
        while index < word.count, text[start + index] == word[index] { index += 1 }
        return index == word.count
    }
}
