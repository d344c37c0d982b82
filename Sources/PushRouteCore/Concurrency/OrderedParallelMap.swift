import Dispatch

/// Runs `transform` on the items `next` hands out, on up to `workers` threads, and hands the
/// results to `consume` in the items' order: the shape of every `--jobs` path, whose output
/// must be the one a single worker writes.
///
/// Items are taken `window` at a time, transformed together, and consumed in order, so at
/// most `window` items and their results are held, whatever the input's size. `next` and
/// `consume` run on the calling thread only, so they may read a file and write the output
/// without locks; only `Item` and `Output` cross to the workers, and both are `Sendable`.
/// `consume` returns false to stop (a closed pipe): nothing more is read. With one worker,
/// or where the results cannot be gathered safely (`ResultSlots`), it is a plain loop on the
/// calling thread, and no thread is started.
public func orderedParallelMap<Item: Sendable, Output: Sendable>(
    workers: Int, window: Int, next: () -> Item?, transform: @Sendable (Item) -> Output, consume: (Output) -> Bool
) {
    guard workers > 1, let gather = ResultSlots<Output>.gatherer() else {
        while let item = next() {
            if !consume(transform(item)) { return }
        }
        return
    }
    while true {
        var batch: [Item] = []
        while batch.count < max(window, workers), let item = next() { batch.append(item) }
        if batch.isEmpty { return }
        let items = batch
        let lanes = min(workers, items.count)
        let outputs = gather(items.count) { store in
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for index in stride(from: lane, to: items.count, by: lanes) { store(index, transform(items[index])) }
            }
        }
        for output in outputs where !consume(output) { return }
    }
}
