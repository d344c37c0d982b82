import PushRouteReader

/// `-v`/`--verbose` (`classify`, `normalize`, `simulate`): every repair listed, on any number
/// of inputs. Without it, one input (one file, or standard input) lists its repairs, and a
/// folder or several inputs count them (`classify`'s answer line and `simulate`'s text heading
/// say `repaired (N)`), and one
/// note an input says how many were not listed (README "Repairs"; pushroute(1), REPAIRS). `-q` wins:
/// with it, no repair and no note is written.
public enum VerboseOption {
    public static let verbose = Option.flag(
        "verbose", short: "v",
        help:
            "list every repair, with its source line, on a folder or several inputs too (one input lists them without it); -q still wins"
    ).manual(
        """
        List every repair, with its source line, on a folder or several inputs too; one input lists them without it (see `REPAIRS`).
        `-q` wins over it.
        """)

    /// Whether the run lists each repair: with `--verbose`, or when the operands are one input
    /// that is not a folder (or none: standard input). `inputs` are the operands walked.
    static func listsRepairs(_ options: ParsedOptions, inputs: [InputName]) -> Bool {
        if options.isSet(verbose) { return true }
        return options.operands.count <= 1 && inputs.count <= 1
            && (options.operands.isEmpty || inputs.map(\.path) == options.operands)
    }
}
