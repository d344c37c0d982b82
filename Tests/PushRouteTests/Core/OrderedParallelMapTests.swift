import Testing
@testable import PushRouteCore

/// The shape of every `--jobs` path: results in input order, a bounded number in flight,
/// and a prompt stop.
@Suite struct OrderedParallelMapTests {
    /// Work of uneven length, so that results finish out of order.
    static func work(_ item: Int) -> Int {
        var sum = 0
        for index in 0..<((item * 7919) % 13 * 2000) { sum &+= index }
        return item &+ (sum & 0)
    }

    @Test(arguments: [1, 2, 3, 8])
    func resultsComeInInputOrder(_ window: Int) async {
        var handedOut = 0
        var consumed: [Int] = []
        await orderedParallelMap(
            window: window,
            next: {
                // Never more than `window` items between the next result due and the new one.
                #expect(handedOut - consumed.count <= window)
                handedOut += 1
                return handedOut <= 300 ? handedOut : nil
            },
            transform: { Self.work($0) },
            consume: { consumed.append($0); return true })
        #expect(consumed == Array(1...300))
    }

    @Test func stopsWhenTheConsumerStops() async {
        var handedOut = 0
        var consumed: [Int] = []
        await orderedParallelMap(
            window: 4,
            next: {
                handedOut += 1
                return handedOut
            },
            transform: { Self.work($0) },
            consume: { consumed.append($0); return consumed.count < 5 })
        #expect(consumed == [1, 2, 3, 4, 5])
        #expect(handedOut <= 5 + 4, "nothing more is read once the consumer stops")
    }

    @Test func noItems() async {
        var consumed = 0
        await orderedParallelMap(window: 2, next: { Int?.none }, transform: { $0 }, consume: { _ in consumed += 1; return true })
        #expect(consumed == 0)
    }
}
