import PushRouteReader

/// `--max-depth N` and `--max-bytes N`: the reader's limits, for every command that reads payloads.
public enum ReaderLimitOptions {
    /// Deeper nesting would risk the stack of jansson's encoder and of recursive consumers: the
    /// encoder (`Jansson.janssonValue`) overflowed a debug build's stack at about 4,500 levels of
    /// two-member objects, so the maximum keeps a margin of four and more (and stays under
    /// jansson's own parser limit, 2,048).
    public static let maxDepthRange = 1...1_000
    public static let maxDepth = Option.integer(
        "max-depth", in: maxDepthRange, help: "deepest nesting read in one payload",
        default: ReaderLimits.defaultMaxDepth
    ).manual(
        "Deepest nesting read in one payload (default \(ReaderLimits.defaultMaxDepth), at most \(maxDepthRange.upperBound)); see `LIMITS`."
    )
    public static let maxBytes = Option.integer(
        "max-bytes", in: 1...(1 << 30), help: "longest payload read, in bytes",
        default: ReaderLimits.defaultMaxPayloadBytes
    ).manual(
        """
        Longest payload read, in bytes (default \(ReaderLimits.defaultMaxPayloadBytes)), and longest input read whole; see `LIMITS`.
        """)

    /// Under `classify --lines`, each line is bounded by the smaller of this and `--max-bytes`.
    public static let maxLine = Option.integer(
        "max-line", in: 1...(1 << 30), help: "longest line read with --lines, in bytes (default: --max-bytes)"
    ).manual("With `--lines`, the longest line read, in bytes (default: the `--max-bytes` limit); see `LIMITS`.")

    public static let declarations = [maxDepth.declaration, maxBytes.declaration]

    public static func limits(_ options: ParsedOptions) -> ReaderLimits {
        ReaderLimits(
            maxDepth: options[maxDepth] ?? ReaderLimits.defaultMaxDepth,
            maxPayloadBytes: options[maxBytes] ?? ReaderLimits.defaultMaxPayloadBytes,
            maxLineBytes: options[maxLine])
    }
}
