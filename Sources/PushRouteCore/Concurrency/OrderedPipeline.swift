import Dispatch

/// `orderedParallelMap` on `workers` threads: the calling thread hands out items and consumes
/// the results in order while the workers transform the items behind it, so reading,
/// transforming and writing overlap.
func orderedPipeline<Item: Sendable, Output: Sendable>(
    workers: Int, window: Int, next: () -> Item?, drainBeforeNext: () -> Bool, transform: @Sendable (Item) -> Output,
    consume: (Output) -> Bool
) {
    let queue = OrderedWorkQueue<Item, Output>()
    let group = DispatchGroup()
    withoutActuallyEscaping(transform) { transform in
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) { queue.work(transform) }
        }
        var produced = 0
        var consumed = 0
        var exhausted = false
        while true {
            while !exhausted, produced - consumed < window {
                if produced > consumed, drainBeforeNext() { break }
                if let item = next() {
                    queue.put(item, at: produced)
                    produced += 1
                } else {
                    exhausted = true
                }
            }
            guard consumed < produced else { break }
            let output = queue.take(consumed)
            consumed += 1
            if !consume(output) { break }
        }
        queue.close(workers: workers)
        group.wait()
    }
}

/// The items waiting for a worker and the results waiting for the consumer.
private final class OrderedWorkQueue<Item: Sendable, Output: Sendable>: Sendable {
    private struct State {
        /// Items put and not yet taken, by index: `taken` up to the last put.
        var pending: [Int: Item] = [:]
        /// The index of the next item a worker takes.
        var taken = 0
        var results: [Int: Output] = [:]
        var closed = false
    }

    private let state = Locked(State())
    /// Signalled once per item put, and once per worker at `close`.
    private let queued = DispatchSemaphore(value: 0)
    /// Signalled once per result stored.
    private let stored = DispatchSemaphore(value: 0)

    func put(_ item: Item, at index: Int) {
        state.withLock { $0.pending[index] = item }
        queued.signal()
    }

    /// A worker: transforms items until the queue is closed.
    func work(_ transform: (Item) -> Output) {
        while true {
            queued.wait()
            guard let (index, item) = state.withLock({ Self.takeItem(&$0) }) else { return }
            let output = transform(item)
            state.withLock { $0.results[index] = output }
            stored.signal()
        }
    }

    private static func takeItem(_ state: inout State) -> (Int, Item)? {
        guard !state.closed, let item = state.pending.removeValue(forKey: state.taken) else { return nil }
        state.taken += 1
        return (state.taken - 1, item)
    }

    /// The result of the item put at `index`, once a worker has stored it.
    func take(_ index: Int) -> Output {
        while true {
            if let output = state.withLock({ $0.results.removeValue(forKey: index) }) { return output }
            stored.wait()
        }
    }

    /// Stops the workers: the items not yet taken are dropped, and each worker returns.
    func close(workers: Int) {
        state.withLock { state in
            state.closed = true
            state.pending = [:]
        }
        for _ in 0..<workers { queued.signal() }
    }
}
