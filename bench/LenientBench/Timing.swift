/// One thing to time: `run` reads its input once and returns a count that keeps the work alive.
struct BenchCase {
    let input: String
    let reader: String
    let bytes: Int
    let run: () -> Int
}

/// Times cases alternately in one process: a warm-up, then `rounds` rounds in which every case
/// takes one sample of `repetitions` runs; the figure is the median time of one run.
struct Timer {
    var rounds: Int
    /// How long one sample should last, in seconds; decides each case's repetitions.
    var sampleSeconds: Double
    private(set) var sink = 0

    /// Seconds on the standard library's monotonic clock (`CLOCK_MONOTONIC` on Linux), which
    /// needs no platform call.
    static func now() -> Double {
        let elapsed = origin.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private static let clock = SuspendingClock()
    private static let origin = clock.now

    /// The median seconds of one run of each case, in the order given.
    mutating func measure(_ cases: [BenchCase]) -> [Double] {
        let repetitions = cases.map { calibrate($0) }
        var samples = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<rounds {
            for (index, item) in cases.enumerated() {
                samples[index].append(sample(item, repetitions: repetitions[index]))
            }
        }
        return samples.map(Self.median)
    }

    /// Runs the case until it has taken a sample's time (the warm-up), and returns how many runs fill a sample.
    private mutating func calibrate(_ item: BenchCase) -> Int {
        var runs = 0
        let start = Self.now()
        repeat {
            sink &+= item.run()
            runs += 1
        } while Self.now() - start < sampleSeconds
        return max(1, Int(Double(runs) * sampleSeconds / (Self.now() - start)))
    }

    private mutating func sample(_ item: BenchCase, repetitions: Int) -> Double {
        let start = Self.now()
        for _ in 0..<repetitions { sink &+= item.run() }
        return (Self.now() - start) / Double(repetitions)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
