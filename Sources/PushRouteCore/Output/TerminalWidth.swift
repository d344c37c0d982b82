/// How wide output laid out in columns may be: `COLUMNS` when it is a positive number, else
/// the width of the terminal standard output is (`FileDescriptor.terminalColumns`), else
/// `fallback`, the width `diff -y` uses; never more than `maximum` (`COLUMNS=2147483647` made
/// each line of a comparison two billion blanks wide, memory growing without end).
public enum TerminalWidth {
    public static let fallback = 130
    public static let maximum = 1_000
    /// The environment variables it reads.
    public static let variables = ["COLUMNS"]

    public static func columns(environment: [String: String], output: OutputSink) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return min(columns, maximum) }
        return min(output.descriptor?.terminalColumns ?? fallback, maximum)
    }
}
