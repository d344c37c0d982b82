/// The top of the git work tree that holds a folder: the nearest folder, from it up, that has a
/// `.git` (a folder, or a file naming one: a linked work tree or a submodule).
public enum WorkTree {
    /// The top for `directory`, with its links resolved; nil when no folder above it has a
    /// `.git`, or when `directory` leads nowhere.
    public static func top(of directory: String) -> String? {
        guard var folder = SymbolicLink.realPath(directory.isEmpty ? "." : directory) else { return nil }
        while FileStatus.of(FilePath.join(folder, ".git"), followLinks: false) == nil {
            guard folder != "/" else { return nil }
            folder = FilePath.directory(of: folder)
        }
        return folder
    }
}
