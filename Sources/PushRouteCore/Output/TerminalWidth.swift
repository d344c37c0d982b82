/// How wide output laid out in columns may be: `COLUMNS` when it is a positive number, else
/// the width of the terminal standard output is (`FileDescriptor.terminalColumns`), else
/// `fallback`, the width `diff -y` uses.
public enum TerminalWidth {
    public static let fallback = 130
    /// The environment variables it reads.
    public static let variables = ["COLUMNS"]

    public static func columns(environment: [String: String], output: OutputSink) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return output.descriptor?.terminalColumns ?? fallback
    }
}
