/// Runs `transform` on the items `next` hands out, on up to `window` tasks at once, and
/// hands the results to `consume` in the order of the items: the shape of every parallel
/// path (`--jobs`), where the output must be the one a single worker writes.
///
/// `next` and `consume` run on the calling task only, so they may read a file and write
/// the output without locks; only `Item` and `Output` cross to the workers, and both are
/// `Sendable`. At most `window` items are in flight, whatever the input's size, which keeps
/// memory bounded. `consume` returns false to stop (a closed pipe): nothing more is read,
/// and the tasks still running are cancelled and their results dropped.
public func orderedParallelMap<Item: Sendable, Output: Sendable>(
    window: Int, next: () -> Item?, transform: @escaping @Sendable (Item) -> Output, consume: (Output) -> Bool
) async {
    await withTaskGroup(of: (Int, Output).self) { group in
        var ready = ReorderBuffer<Output>()
        var submitted = 0
        var stopped = false
        while !stopped, let item = next() {
            let index = submitted
            group.addTask { (index, transform(item)) }
            submitted += 1
            while !stopped, submitted - ready.delivered >= max(1, window), let (index, output) = await group.next() {
                stopped = !ready.insert(output, at: index, consume: consume)
            }
        }
        if stopped { group.cancelAll() }
        while let (index, output) = await group.next() {
            if !stopped { stopped = !ready.insert(output, at: index, consume: consume) }
        }
    }
}

/// Results that arrived out of order, held until every earlier one has been delivered.
struct ReorderBuffer<Output> {
    private var waiting: [Int: Output] = [:]
    /// How many results have been delivered, in order.
    private(set) var delivered = 0

    /// Adds the result of item `index` and delivers every result now in order; false when
    /// `consume` asked to stop.
    mutating func insert(_ output: Output, at index: Int, consume: (Output) -> Bool) -> Bool {
        waiting[index] = output
        while let next = waiting.removeValue(forKey: delivered) {
            delivered += 1
            if !consume(next) { return false }
        }
        return true
    }
}
