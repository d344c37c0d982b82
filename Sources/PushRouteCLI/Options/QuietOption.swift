/// `-q`/`--quiet` (`classify`, `normalize`, `lint`, `simulate`): standard error carries
/// errors only. Notes and warnings (repairs, simulator warnings, files rewritten, a directory
/// without payload files) are not written; records, errors and the exit status are the same
/// as without it.
public enum QuietOption {
    public static let quiet = Option.flag(
        "quiet", short: "q",
        help:
            "report errors only: no notes and no warnings on standard error (repairs, simulator warnings, files rewritten), and no summary after lint's findings; the records, the findings and the exit status are unchanged"
    ).manual("Errors only on standard error: no notes and no warnings (see `DIAGNOSTICS`).")
}
