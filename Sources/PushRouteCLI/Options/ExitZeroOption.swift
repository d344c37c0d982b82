/// `--exit-zero` (`lint`, `classify`), as ruff's: what the run found never makes the exit
/// status 1 (lint findings, invalid payloads), so a step that uploads a report need not
/// filter the status (`|| [ $? -eq 1 ]`). An input that could not be read (2), a usage
/// error (64) and the statuses above keep theirs: they say the run itself went wrong.
public enum ExitZeroOption {
    public static let exitZero = Option.flag(
        "exit-zero",
        help:
            "exit 0 even when payloads are invalid or findings are at or above --fail-on; unreadable inputs (2), usage errors (64) and failed writes (74) keep their status"
    ).manual(
        """
        Exit 0 even when findings are at or above the `--fail-on` severity, as ruff's `--exit-zero`: the findings are printed as without it, so a CI step that uploads a SARIF log needs no `|| [ $? -eq 1 ]`.
        An input that could not be read (2), a usage error, a configuration or baseline with errors (64) and a failed write (74) keep their status (see `EXIT STATUS`).
        """)

    /// The status of a run given `--exit-zero` or not.
    static func apply(_ status: ExitStatus, _ options: ParsedOptions) -> ExitStatus {
        options.isSet(exitZero) && status == .failure ? .success : status
    }
}
