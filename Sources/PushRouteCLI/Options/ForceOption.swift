/// `--force` (`lint`, `normalize`, `classify`, `simulate`): the writer's rules that `--force`
/// lifts, and only those (docs/reliability.md): a read-only (0444) file is rewritten, a
/// file with several hard links is rewritten (splitting them), and a file whose extended
/// attributes cannot be copied is rewritten without them.
public enum ForceOption {
    public static let force = Option.flag(
        "force",
        help:
            "rewrite a read-only file, a file with several hard links (splitting them) or one whose extended attributes cannot be copied"
    ).manual(
        """
        Rewrite a file the writer's rules would otherwise refuse, for three of them only: a read-only file (no write bit, such as 0444), a file with several hard links (the rewrite splits them: the other names keep the old content), and a file whose extended attributes cannot be copied (they are lost).
        A file the real user may not write, one that changed since it was read, and everything else listed under `FILES` is refused even so.
        """)
}
