/// `--exit-zero` (`lint`, `classify`, `session`), as ruff's: what the run found never makes
/// the exit status 1, so a step that uploads a report need not filter the status
/// (`|| [ $? -eq 1 ]`). An input that could not be read (2), a usage error (64) and the
/// statuses above keep theirs: they say the run itself went wrong. What status 1 means is
/// each command's own (`option(statusOne:)`).
public enum ExitZeroOption {
    /// The option's name, shared by every command's declaration of it.
    static let name = "exit-zero"

    /// `--exit-zero` for a command whose status 1 means `statusOne` (`a payload is invalid`),
    /// with the statuses it keeps.
    static func option(statusOne: String) -> Option<Bool> {
        Option.flag(
            name,
            help:
                "exit 0 even when \(statusOne); unreadable inputs (2), usage errors (64) and failed writes (74) keep their status"
        )
    }

    /// The status of a run given `--exit-zero` or not.
    static func apply(_ status: ExitStatus, _ options: ParsedOptions) -> ExitStatus {
        options.values[name] != nil && status == .failure ? .success : status
    }
}
