/// The printed table: one row per case, then the ratios against their targets.
struct Report {
    /// Whether a ratio missed its target.
    private(set) var missed = false

    /// `checksum`: what the reads returned, printed so that no read can be optimized away.
    func header(rounds: Int, checksum: Int) {
        print("pushroute lenient bench: \(rounds) rounds, alternating, median time of one read (checksum \(checksum & 0xFFFF))")
        print("  " + Self.pad("input", 16) + Self.pad("bytes", 9, right: true) + "  " + Self.pad("reader", 21)
            + Self.pad("time", 12, right: true) + Self.pad("MB/s", 9, right: true))
    }

    func row(_ item: BenchCase, seconds: Double) {
        print("  " + Self.pad(item.input, 16) + Self.pad(String(item.bytes), 9, right: true) + "  " + Self.pad(item.reader, 21)
            + Self.pad(Self.fixed(seconds * 1000, 3) + " ms", 12, right: true)
            + Self.pad(Self.fixed(Double(item.bytes) / seconds / 1e6, 1), 9, right: true))
    }

    /// Prints a ratio, and whether it meets `atLeast` or `atMost` when one is given.
    mutating func ratio(_ label: String, _ value: Double, atLeast: Double? = nil, atMost: Double? = nil) {
        var line = "  " + Self.pad(label, 60) + Self.pad(Self.fixed(value, 2), 6, right: true)
        if let atLeast {
            line += "  target >= \(Self.fixed(atLeast, 2))  " + (value >= atLeast ? "ok" : "MISSED")
            missed = missed || !(value >= atLeast)
        } else if let atMost {
            line += "  target <= \(Self.fixed(atMost, 2))  " + (value <= atMost ? "ok" : "MISSED")
            missed = missed || !(value <= atMost)
        }
        print(line)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = String(scaled / Int(scale))
        guard digits > 0 else { return whole }
        let fraction = String(scaled % Int(scale))
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
