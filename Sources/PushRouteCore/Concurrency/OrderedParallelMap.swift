/// Runs `transform` on the items `next` hands out, on up to `workers` threads, and hands the
/// results to `consume` in the items' order: the shape of every `--jobs` path, whose output
/// must be the one a single worker writes.
///
/// At most `window` items (and at least `workers`) are handed out ahead of the results
/// consumed, so memory stays bounded whatever the input's size. `next` and `consume` run on
/// the calling thread only, so they may read a file and write the output without locks; only
/// `Item` and `Output` cross to the workers, and both are `Sendable`. `consume` returns false
/// to stop (a closed pipe): nothing more is read. With one worker it is a plain loop on the
/// calling thread, and no thread is started. `drainBeforeNext` says when every item handed out
/// must be consumed before `next` is called again: a live input that would wait for its writer,
/// who waits for the answers to what it wrote.
public func orderedParallelMap<Item: Sendable, Output: Sendable>(
    workers: Int, window: Int, next: () -> Item?, drainBeforeNext: () -> Bool = { false },
    transform: @Sendable (Item) -> Output, consume: (Output) -> Bool
) {
    if workers > 1 {
        orderedPipeline(
            workers: workers, window: max(window, workers), next: next, drainBeforeNext: drainBeforeNext,
            transform: transform,
            consume: consume)
        return
    }
    while let item = next() {
        if !consume(transform(item)) { return }
    }
}
