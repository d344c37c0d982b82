import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `--max-depth N` and `--max-bytes N`: the reader's limits, for every command that reads payloads.
public enum ReaderLimitOptions {
    /// Deeper nesting would risk the stack of jansson's encoder and of recursive consumers.
    public static let depthRange = 1...10_000
    public static let byteRange = 1...(1 << 30)

    public static let specs: [OptionSpec] = [
        OptionSpec("max-depth", .integer(depthRange)),
        OptionSpec("max-bytes", .integer(byteRange)),
    ]

    public static let help = """
          --max-depth N        deepest nesting read in one payload (default \(ReaderLimits.defaultMaxDepth))
          --max-bytes N        longest payload read, in bytes (default \(ReaderLimits.defaultMaxPayloadBytes))
        """

    public static func limits(_ options: ParsedOptions) -> ReaderLimits {
        ReaderLimits(
            maxDepth: options.integer("max-depth") ?? ReaderLimits.defaultMaxDepth,
            maxPayloadBytes: options.integer("max-bytes") ?? ReaderLimits.defaultMaxPayloadBytes)
    }
}
