/// `--force` (`lint`, `normalize`, `classify`, `simulate`): the writer's rules that `--force`
/// lifts, and only those (docs/reliability.md): a read-only (0444) file is rewritten, a
/// file with several hard links is rewritten (splitting them), and a file whose extended
/// attributes cannot be copied is rewritten without them.
public enum ForceOption {
    public static let force = Option.flag(
        "force",
        help:
            "rewrite a read-only file, a file with several hard links (splitting them) or one whose extended attributes cannot be copied"
    )
}
