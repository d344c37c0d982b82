import Testing

@testable import PushRouteReader

/// A header field's place in two 32-bit offsets (`LineSpan`): what is set is read back, and a
/// place a 32-bit offset cannot hold is nowhere.
@Suite struct LineSpanTests {
    @Test(
        arguments: [
            (nil, nil),
            (0..<0, 0..<0),
            (3..<17, 3..<17),
            (0..<Int(UInt32.max - 1), 0..<Int(UInt32.max - 1)),
            (0..<Int(UInt32.max), nil),
            (Int(UInt32.max)..<Int(UInt32.max) + 2, nil),
        ] as [(Range<Int>?, Range<Int>?)])
    func keepsWhatFits(_ set: Range<Int>?, _ read: Range<Int>?) {
        var span = LineSpan(wrappedValue: 1..<2)
        span.wrappedValue = set
        #expect(span.wrappedValue == read)
    }
}
