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
    /// Bit `h % 64` of word `h / 64` set where `table[h]` is not empty: 512 bytes, which stay
    /// in the first-level cache where the table's 32 KB (and the other sets') did not; nearly
    /// every probe of a line finds its slot empty here and reads no more.
    private let filter: [UInt64]
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
        // The pairs of each slot laid out one after another: counted (`slots`), then sorted by slot.
        let placed = words.enumerated().flatMap { index, word in
            (0..<step).map { offset in
                // In bounds: offset + 4 <= step + 3, the shortest word's length.
                (
                    slot: Self.hash(UnsafeRawPointer(word.utf8Start + offset).loadUnaligned(as: UInt32.self)),
                    pair: Pair(word: index, offset: offset, in: word)
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
        let pairs = placed.indices.sorted { (placed[$0].slot, $0) < (placed[$1].slot, $1) }.map { placed[$0].pair }
        self.table = table
        var filter = [UInt64](repeating: 0, count: (1 << Self.hashBits) / 64)
        for slot in table.indices where table[slot] != 0 { filter[slot >> 6] |= 1 << UInt64(slot & 63) }
        self.filter = filter
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
        return filter.withUnsafeBufferPointer { filter in
            var found: UInt64 = 0
            var offset = 0
            let last = text.count - 4
            while offset <= last {
                // In bounds: offset + 4 <= text.count.
                let slot = Self.hash(text.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                if filter[slot &>> 6] & (1 &<< UInt64(slot & 63)) != 0 {
                    let candidates = table[slot] & ~found
                    if candidates != 0 {
                        found |= confirmed(candidates, in: text, at: offset, slot: slot)
                        if found != 0, found | enough == all { break }
                    }
                }
                offset &+= step
            }
            return found
        }
    }

    /// Whether `text` holds any of the words.
    func containsAny(_ text: UnsafeRawBufferPointer) -> Bool {
        present(in: text, firstOnly: true) != 0
    }

    /// The bits among `candidates` whose word stands where the four bytes at `offset`, hashed to
    /// `slot`, would be the word's own. Most candidates are a common gram of a word (`atio` of
    /// `otification`) in another: the word's first eight bytes, compared at once, reject them.
    private func confirmed(_ candidates: UInt64, in text: UnsafeRawBufferPointer, at offset: Int, slot: Int) -> UInt64 {
        var found: UInt64 = 0
        for index in Int(slots[slot])..<Int(slots[slot + 1]) {
            let pair = pairs[index]
            let bit: UInt64 = 1 &<< UInt64(pair.word)
            let start = offset &- Int(pair.offset)
            let count = Int(pair.count)
            guard candidates & bit != 0, start >= 0, start &+ count <= text.count else { continue }
            // In bounds: eight bytes at `start` when the word has eight, else its own count.
            let head =
                count >= 8
                ? UInt64(littleEndian: text.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                : Self.head(UnsafeRawBufferPointer(rebasing: text[start..<(start + count)]))
            guard head == pair.head else { continue }
            let word = words[Int(pair.word)]
            if count <= 8
                || Self.holds(text, UnsafeRawBufferPointer(start: word.utf8Start, count: count), at: start, from: 8)
            {
                found |= bit
            }
        }
        return found
    }

    /// The first eight bytes of `bytes` (fewer: zeros after them) as one number.
    private static func head(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var head: UInt64 = 0
        for (index, byte) in bytes.prefix(8).enumerated() { head |= UInt64(byte) << UInt64(8 * index) }
        return head
    }

    /// Whether `word` stands in `text` at `start` (in bounds), its bytes before `from` already
    /// compared.
    private static func holds(
        _ text: UnsafeRawBufferPointer, _ word: UnsafeRawBufferPointer, at start: Int, from: Int
    ) -> Bool {
        var index = from
        while index < word.count, text[start + index] == word[index] { index += 1 }
        return index == word.count
    }

    /// A word, and an offset in it whose four bytes hash to the slot that holds the pair; the
    /// word's length and first eight bytes (fewer: zeros after them), to reject a start at once.
    private struct Pair: Sendable {
        let word: Int32
        let offset: Int32
        let count: Int32
        let head: UInt64

        init(word: Int, offset: Int, in text: StaticString) {
            self.word = Int32(word)
            self.offset = Int32(offset)
            count = Int32(text.utf8CodeUnitCount)
            head = LiteralSet.head(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }
}
