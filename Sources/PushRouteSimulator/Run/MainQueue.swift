/// `dispatch_async(dispatch_get_main_queue(), block)` on the simulated device: blocks run once
/// the entry point that dispatched them has returned (and called its completion handler), each
/// credited to the origin that dispatched it. A crash stops the queue.
final class MainQueue {
    unowned let device: Device
    private var blocks: [(origin: Int?, run: () -> Void)] = []

    init(device: Device) { self.device = device }

    /// Queues `block` behind the blocks waiting.
    func dispatch(_ block: @escaping () -> Void) {
        guard !device.crashed else { return }
        blocks.append((device.origin, block))
    }

    /// Runs the blocks waiting, in order (blocks they dispatch run too).
    func run() {
        let saved = device.origin
        while !blocks.isEmpty && !device.crashed {
            let block = blocks.removeFirst()
            device.origin = block.origin
            block.run()
        }
        device.origin = saved
    }

    /// The app ended: what waited is lost.
    func clear() { blocks = [] }
}
