import PushRouteCore

extension ExitStatus {
    /// When a run ends with this status, for the man page's EXIT STATUS and docs/commands.md
    /// (`make man`; `ManualMarkup`: a name in backquotes bold, a word between asterisks italic).
    public var manual: String {
        switch self {
        case .success:
            "every payload was read (repaired and partial ones included), nothing at or above the failure threshold"
        case .failure:
            "some payload is invalid (an input longer than `--max-bytes` included), or an input holds none; for `lint`, a finding at or above the `--fail-on` severity (after `--fix`, among those left); for `normalize --strict`, some payload needed a repair or is partial; for `normalize --apns`, simctl would refuse some payload; for `normalize --check`, a file that is not normalized; for `session`, some push's verdict is `differs` or `not-delivered` (simulator warnings, error-level ones included, never change the status); never for `lint`, `classify` or `session` given `--exit-zero`"
        case .unreadableInput:
            "an input could not be opened or read (missing, a directory, permissions); for `lint`, also a directory that could not be listed"
        case .usage:
            "usage error: unknown option or bad value (with a one-line reason and a hint), or an app profile with errors; for `lint`, also a configuration or baseline with errors"
        case .internalError: "internal error"
        case .outputError:
            """
            standard output, or the `--output` file, could not be written (for example, the disk is full, or the file's directory does not exist), or a file being rewritten (`--fix`, `--write`, `--write-baseline`); or one of the writer's rules (see `FILES`) refused the file: a device, FIFO, socket or directory; an output that is also an input of the run, or a file the run read on its way; another user's link in a sticky folder anyone may write; a link or file put in place of the file, or a change to it, since it was read (the new content is then kept as *NAME*`.pushroute-new`); a file the real user may not write, or whose owner, group, mode or extended attributes cannot be kept; a read-only file or one with several hard links, without `--force`; a name reached through a descriptor; a link leaving the folder walked.
            The reason is reported on standard error
            """
        case .closedPipe:
            "standard output is a pipe whose reader went away (`| head -1`): the run stops quietly, with the status of a filter ended by `SIGPIPE`"
        }
    }

    /// The statuses of a run ended by one of `TerminationSignals`: 128 + the signal.
    public static var signalStatuses: [Int32] { TerminationSignals.numbers.map { 128 + $0 } }

    /// When a run ends with one of `signalStatuses`, as `manual` says it for the others.
    public static var signalManual: String {
        let names = TerminationSignals.names.map { "`\($0)`" }
        return """
            the run was ended by \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "") (128 + the signal), at once and quietly: no crash report, no half-written file (a file being replaced is written under a temporary name and renamed only once complete).
            A signal the run was started ignoring (as under `nohup`) stays ignored.
            """
    }
}
