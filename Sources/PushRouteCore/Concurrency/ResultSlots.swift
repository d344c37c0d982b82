import Synchronization

/// Where the workers of `orderedParallelMap` leave their results: one slot per item, behind
/// the standard library's `Mutex`. `Mutex` needs macOS 15; on macOS 13 and 14 there is no
/// gatherer, and `--jobs` runs on one thread (README, "Platforms"). This is the one place
/// that uses an API newer than macOS 13 (Tests/portability.sh knows it).
enum ResultSlots<Output: Sendable> {
    /// Runs `fill` with a function that stores a result at an index, and returns the
    /// results in index order; nil where `Mutex` is not available.
    typealias Gather = (_ count: Int, _ fill: (@Sendable (Int, Output) -> Void) -> Void) -> [Output]

    static func gatherer() -> Gather? {
        guard #available(macOS 15, *) else { return nil }
        return { count, fill in
            let slots = Mutex<[Output?]>(Array(repeating: nil, count: count))
            fill { index, output in slots.withLock { $0[index] = output } }
            return slots.withLock { $0.map { $0! } }
        }
    }
}
