import PushRouteCore

/// The lenient reader: reads payloads as people paste them, and says what it repaired.
///
/// It reads strict JSON exactly as jansson does (same values, key order, integers apart
/// from reals), and also the forms of docs/pasted-forms.md: the NSDictionary description
/// (OpenStep text), Swift's print of a dictionary, lldb's tree dump, JSON with comments,
/// single quotes, trailing commas or unquoted keys, payloads inside log lines, a byte order
/// mark, CR LF line ends, and the hand-edited hybrids of the design note. Each repair is a
/// warning diagnostic with a stable rule id (`LenientRule`), at its line and column in the
/// original text.
///
/// It never throws and never hangs: time is linear in the input, nesting deeper than
/// `ReaderLimits.maxDepth` and payloads longer than `ReaderLimits.maxPayloadBytes` are
/// errors of their own (`too-deep`, `too-large`), and containers are kept on an explicit
/// stack, not the call stack.
///
/// `PayloadReader` tries jansson first and uses this reader when jansson refuses; this entry
/// point reads with the lenient reader alone (for benchmarks and fuzzing).
public enum LenientReader {
    /// Reads every payload in `bytes`, in order.
    /// - Parameters:
    ///   - file: the name diagnostics give the input.
    ///   - locate: record each member's key and value location (`JSONObject.Member`).
    public static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ReaderLimits = ReaderLimits(), locate: Bool = true
    ) -> [ReadPayload] {
        var payloads: [ReadPayload] = []
        var scanner = PayloadScanner(text: bytes, file: file, limits: limits, locate: locate, strictFirst: false)
        scanner.run { payloads.append($0) }
        return payloads
    }

    /// Reads every payload in `text`, in order.
    public static func read(
        _ text: String, file: String = "<text>", limits: ReaderLimits = ReaderLimits(), locate: Bool = true
    ) -> [ReadPayload] {
        var text = text
        return text.withUTF8 { read(UnsafeRawBufferPointer($0), file: file, limits: limits, locate: locate) }
    }
}
