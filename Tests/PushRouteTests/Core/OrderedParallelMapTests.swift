import Foundation
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
    func resultsComeInInputOrder(_ window: Int) {
        var handedOut = 0
        var consumed: [Int] = []
        orderedParallelMap(
            workers: 2, window: window,
            next: {
                // Never more than a window of items read ahead of the results written.
                #expect(handedOut - consumed.count <= max(window, 2))
                handedOut += 1
                return handedOut <= 300 ? handedOut : nil
            },
            transform: { Self.work($0) },
            consume: {
                consumed.append($0)
                return true
            })
        #expect(consumed == Array(1...300))
    }

    @Test func stopsWhenTheConsumerStops() {
        var handedOut = 0
        var consumed: [Int] = []
        orderedParallelMap(
            workers: 2, window: 4,
            next: {
                handedOut += 1
                return handedOut
            },
            transform: { Self.work($0) },
            consume: {
                consumed.append($0)
                return consumed.count < 5
            })
        #expect(consumed == [1, 2, 3, 4, 5])
        #expect(handedOut <= 8, "nothing more is read once the consumer stops")
    }

    /// An item that counts the items alive.
    final class Tracked: Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.lock.withLock { Self.alive += 1 }
        }
        deinit { Self.lock.withLock { Self.alive -= 1 } }
        static var count: Int { lock.withLock { alive } }
    }

    /// The items handed out are let go once transformed: however many, at most a window of
    /// them (and one more per worker, finishing) is alive at once.
    @Test(.serialized, arguments: [2, 4])
    func itemsAreLetGo(_ workers: Int) {
        var handedOut = 0
        var mostAlive = 0
        orderedParallelMap(
            workers: workers, window: workers * 2,
            next: {
                handedOut += 1
                return handedOut <= 2000 ? Tracked(handedOut) : nil
            },
            transform: { Self.work($0.value) },
            consume: { _ in
                mostAlive = max(mostAlive, Tracked.count)
                return true
            })
        #expect(mostAlive <= workers * 3)
        #expect(Tracked.count == 0)
    }

    @Test func noItems() {
        var consumed = 0
        orderedParallelMap(
            workers: 2, window: 2, next: { Int?.none }, transform: { $0 },
            consume: { _ in
                consumed += 1
                return true
            })
        #expect(consumed == 0)
    }
}
