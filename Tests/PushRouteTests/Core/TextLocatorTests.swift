import Testing

@testable import PushRouteCore

/// The locator counts eight bytes at a time: it must give exactly the line and column of
/// counting byte by byte, for any text and any order of queries.
@Suite struct TextLocatorTests {
    /// Line and column of `target`, one byte at a time: a line feed ends a line, a byte that
    /// continues a UTF-8 sequence is no column, a byte order mark at the start is none.
    static func counted(_ bytes: [UInt8], _ target: Int) -> PushRouteCore.SourceLocation {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in bytes[min(start, target)..<target] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return PushRouteCore.SourceLocation(line: line, column: column)
    }

    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("é".utf8), Array("☕".utf8), Array("🎉".utf8),
        Array("    ".utf8), Array("key = value;".utf8), [0x80], [0xFF],
    ]

    @Test(arguments: 1...40)
    func countsAsByteByByte(_ seed: Int) {
        var random = SeededRandom(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        var bytes: [UInt8] = seed % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<(next(120) + 1) { bytes += Self.pieces[next(Self.pieces.count)] }
        var targets = (0..<12).map { _ in next(bytes.count + 1) }
        if seed % 2 == 0 { targets.sort() }
        bytes.withUnsafeBytes { text in
            var locator = TextLocator(text)
            for target in targets {
                #expect(locator.location(at: target) == Self.counted(bytes, target), "seed \(seed), target \(target)")
            }
        }
    }

    /// Source lines, as diagnostics show them: without the line end or a byte order mark,
    /// asked for in any order.
    @Test(
        arguments: [
            ("a\nb\r\nc", [1: "a", 2: "b", 3: "c", 4: nil]),
            ("\u{FEFF}{\n  \"x\": 1\n}\n", [1: "{", 2: "  \"x\": 1", 3: "}", 4: "", 5: nil]),
            ("", [1: "", 2: nil]),
            ("\n\n", [1: "", 2: "", 3: "", 4: nil]),
        ] as [(String, [Int: String?])])
    func lineText(_ text: String, _ expected: [Int: String?]) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            var locator = TextLocator(raw)
            for number in expected.keys.sorted() + expected.keys.sorted().reversed() {
                #expect(locator.lineText(number) == expected[number]!, "line \(number)")
            }
            _ = locator.location(at: raw.count)
            #expect(locator.lineText(1) == expected[1]!, "after a location query")
        }
    }

    /// `offset(of:)` undoes `location(at:)` for every byte that starts a character.
    @Test(arguments: 1...20)
    func offsetUndoesLocation(_ seed: Int) {
        var random = SeededRandom(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let pieces = Self.pieces.filter { $0 != [0x80] }
        var bytes: [UInt8] = seed % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<(next(80) + 1) { bytes += pieces[next(pieces.count)] }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.withUnsafeBytes { text in
            var locator = TextLocator(text)
            for target in start...bytes.count where target == bytes.count || bytes[target] & 0xC0 != 0x80 {
                let location = locator.location(at: target)
                #expect(TextLocator.offset(of: location, in: text) == target, "seed \(seed), target \(target)")
            }
            #expect(TextLocator.offset(of: .init(line: 1000, column: 1), in: text) == nil)
        }
    }

    /// The moving `offset(of:)` agrees with the static one, asked in increasing order (each
    /// query counts on from the last), in decreasing order and in any order, mixed with
    /// `location(at:)`.
    @Test(arguments: 1...20)
    func movingOffsetAgreesWithCountingFromTheStart(_ seed: Int) {
        var random = SeededRandom(seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let pieces = Self.pieces.filter { $0 != [0x80] }
        var bytes: [UInt8] = seed % 3 == 0 ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<(next(80) + 1) { bytes += pieces[next(pieces.count)] }
        bytes.withUnsafeBytes { text in
            var counter = TextLocator(text)
            let start = TextUTF8.byteOrderMarkLength(text)
            let places = (start...bytes.count).filter { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }.map {
                counter.location(at: $0)
            }
            var shuffled = places
            for index in shuffled.indices.reversed() { shuffled.swapAt(index, next(index + 1)) }
            for order in [places, places.reversed(), shuffled] {
                var locator = TextLocator(text)
                for place in order {
                    #expect(
                        locator.offset(of: place) == TextLocator.offset(of: place, in: text), "seed \(seed), \(place)")
                    if next(3) == 0 { _ = locator.location(at: next(bytes.count + 1)) }
                }
                #expect(locator.offset(of: .init(line: 1000, column: 1)) == nil)
                #expect(locator.offset(of: .init(line: 1, column: 10_000)) == nil)
            }
        }
    }
}
