/// Where a field of a log line's header stands, kept as two 32-bit offsets: a header is parsed
/// for every line of a log and copied on, and so it fits in a few registers (56 bytes, not 137
/// with `Range<Int>?`) instead of a call to `memcpy` (bench/RESULTS.md, "a header in
/// registers"). A field past 4 GiB into its line is nowhere (nil): a header stands at its
/// line's start.
@propertyWrapper
struct LineSpan: Equatable {
    private var start = UInt32.max
    private var end = UInt32.max

    init(wrappedValue: Range<Int>?) { self.wrappedValue = wrappedValue }

    var wrappedValue: Range<Int>? {
        get { start == .max ? nil : Int(start)..<Int(end) }
        set {
            guard let newValue, let lower = UInt32(exactly: newValue.lowerBound),
                let upper = UInt32(exactly: newValue.upperBound), upper < .max
            else {
                (start, end) = (.max, .max)
                return
            }
            (start, end) = (lower, upper)
        }
    }
}
