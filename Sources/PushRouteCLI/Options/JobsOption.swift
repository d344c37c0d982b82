import PushRouteCore

/// `--jobs N`: how many workers read and check payloads at once (`classify`, `lint`,
/// `normalize`), or replay a session for its explanations (`session`). Output is the same at
/// every count: in input order, byte for byte.
public enum JobsOption {
    public static let range = 1...256

    public static let jobs = Option.value(
        "jobs", short: "j", valueName: "N",
        help:
            "workers at once: reading payloads, or for session replaying its explanations; 1 runs one at a time. The output is the same for every N",
        default: "the number of online cores",
        expected: "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
    ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    .manual(
        """
        Workers reading payloads at once (\(range.lowerBound) to \(range.upperBound); default: the number of online processors).
        With `--lines`, each input is cut into chunks of whole lines that the workers read; otherwise the files are shared out.
        Whatever *N*, the output is the same, byte for byte: records in input order, each diagnostic right after the record it belongs to, as with one worker.
        `--jobs 1` reads one payload after another and starts no thread.
        With `--format html`, the one table is written by one worker.
        """)

    /// The workers to use: `--jobs`, or one per online core.
    public static func jobs(_ options: ParsedOptions) -> Int {
        options[jobs] ?? min(Processors.online, range.upperBound)
    }
}
