import PushRouteCore

/// The folder a scenario's payload and profile files must be inside: the top of the git work
/// tree that holds the scenario, else the scenario's own folder (docs/simulate.md,
/// "Scenarios"). A scenario from a repository nobody checked reads nothing outside it: `push
/// /etc/shadow` read the file and quoted its first line in the error.
struct ScenarioFolder {
    /// The folder, with its links resolved; nil when the scenario's folder cannot be resolved
    /// (every read then fails on its own).
    let root: String?
    /// Whether `root` is the top of a git work tree (else the scenario's folder).
    private(set) var isWorkTree = false

    /// - Parameter directory: the scenario's folder ("" for the current directory).
    init(directory: String) {
        if let top = WorkTree.top(of: directory) {
            (root, isWorkTree) = (top, true)
        } else {
            root = SymbolicLink.realPath(directory.isEmpty ? "." : directory)
        }
    }

    /// Why `path` is not read: it leads outside the folder, itself or through a link; nil
    /// when it is inside, or leads nowhere (its read then says so).
    func refusal(_ path: String) -> String? {
        guard let root, let real = SymbolicLink.realPath(path), !FilePath.isInside(real, root) else { return nil }
        let place = isWorkTree ? "the git work tree" : "the folder"
        return "it is outside \(place) of the scenario (\(root)); a scenario reads only files inside it"
    }
}
