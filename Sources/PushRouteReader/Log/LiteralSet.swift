/// A few literal words (up to 64, each at least 4 bytes), and which of them a text holds, found
/// in one pass over the text instead of one search per word (a log's push-path screens are
/// asked of every line with `classify --events`). Four bytes of each word are hashed into a
/// table of 4 096 masks, built once; the pass hashes four bytes of the text every `step` bytes,
/// and only where the mask is not empty compares the words it names, each at the one start its
/// hashed four bytes give.
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
    /// Per hash, the (word, offset in the word) pairs hashed there: `pairs[slots[h]..<slots[h + 1]]`.
    private let slots: [Int32]
    private let pairs: [Pair]
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
        let step = (words.map(\.utf8CodeUnitCount).min() ?? 4) - 3
        self.step = step
        // The pairs of each slot laid out one after another: counted, then placed.
        let placed = words.enumerated().flatMap { index, word in
            (0..<step).map { offset in
                // In bounds: offset + 4 <= step + 3, the shortest word's length.
                (
                    slot: Self.hash(UnsafeRawPointer(word.utf8Start + offset).loadUnaligned(as: UInt32.self)),
                    pair: Pair(word: Int32(index), offset: Int32(offset))
                )
            }
        }
        var table = [UInt64](repeating: 0, count: 1 << Self.hashBits)
        var slots = [Int32](repeating: 0, count: (1 << Self.hashBits) + 1)
        for (slot, pair) in placed {
            table[slot] |= 1 << UInt64(pair.word)
            slots[slot + 1] += 1
        }
        for slot in 0..<(1 << Self.hashBits) { slots[slot + 1] += slots[slot] }
        var next = slots
        var pairs = [Pair](repeating: Pair(word: 0, offset: 0), count: placed.count)
        for (slot, pair) in placed {
            pairs[Int(next[slot])] = pair
            next[slot] += 1
        }
        self.table = table
        self.slots = slots
        self.pairs = pairs
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
                let slot = Self.hash(text.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let candidates = table[slot] & ~found
                if candidates != 0 {
                    found |= confirmed(candidates, in: text, at: offset, slot: slot)
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

    /// The bits among `candidates` whose word stands where the four bytes at `offset`, hashed to
    /// `slot`, would be the word's own.
    private func confirmed(_ candidates: UInt64, in text: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> UInt64 {
        var found: UInt64 = 0
        for pair in pairs[Int(slots[slot])..<Int(slots[slot + 1])] where candidates & (1 << UInt64(pair.word)) != 0 {
            let word = words[Int(pair.word)]
            let start = offset - Int(pair.offset)
            if start >= 0, start + word.utf8CodeUnitCount <= text.count,
                Self.holds(
                    text, UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), at: start)
            {
                found |= 1 << UInt64(pair.word)
            }
        }
        return found
    }

    /// Whether `word` stands in `text` at `start` (in bounds).
    private static func holds(_ text: UnsafeRawBufferPointer, _ word: UnsafeRawBufferPointer, at start: Int) -> Bool {
        var index = 0
        while index < word.count, text[start + index] == word[index] { index += 1 }
        return index == word.count
    }

    /// A word, and an offset in it whose four bytes hash to the slot that holds the pair.
    private struct Pair: Sendable {
        let word: Int32
        let offset: Int32
    }
}
