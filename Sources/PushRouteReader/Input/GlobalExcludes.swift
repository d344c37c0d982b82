import PushRouteCore

/// git's global ignore file (git-config(1), `core.excludesFile`; gitignore(5)): the file
/// named by `core.excludesFile` in `$XDG_CONFIG_HOME/git/config` or `~/.gitconfig` (the
/// latter wins, as git reads it after), else `$XDG_CONFIG_HOME/git/ignore`, with
/// `XDG_CONFIG_HOME` defaulting to `~/.config`. Its patterns apply to every work tree,
/// below `info/exclude` and every `.gitignore`. Read without running git.
enum GlobalExcludes {
    /// The variables `path` reads.
    static let variables = ["HOME", "XDG_CONFIG_HOME"]

    /// The path of the global ignore file, found from `environment` (the run's, not the
    /// process's: `WalkRules.environment`); nil when no home is known.
    static func path(environment: [String: String]) -> String? {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        guard
            let configHome = environment["XDG_CONFIG_HOME"].flatMap({ $0.isEmpty ? nil : $0 })
                ?? home.map({ FilePath.join($0, ".config") })
        else { return nil }
        let configs = [FilePath.join(configHome, "git/config")] + (home.map { [FilePath.join($0, ".gitconfig")] } ?? [])
        var named: String?
        for config in configs {
            if let text = GitIgnoreStack.read(config), let value = excludesFile(inConfig: text) { named = value }
        }
        guard let named else { return FilePath.join(configHome, "git/ignore") }
        if named.hasPrefix("~/"), let home { return FilePath.join(home, String(named.dropFirst(2))) }
        return named
    }

    /// The value of `core.excludesFile` in a git config file's text (keys are case-blind;
    /// the last one wins); quotes around the value are removed.
    static func excludesFile(inConfig text: String) -> String? {
        var section = ""
        var value: String?
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingCharacters(in: " \t")
            if line.hasPrefix("[") {
                section = String(line.dropFirst().prefix { $0 != "]" && $0 != " " && $0 != "\"" }).lowercased()
                continue
            }
            guard section == "core", let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: " \t").lowercased() == "excludesfile" else { continue }
            var found = line[line.index(after: equals)...].trimmingCharacters(in: " \t")
            if found.count >= 2, found.hasPrefix("\""), found.hasSuffix("\"") {
                found = String(found.dropFirst().dropLast())
            }
            value = found
        }
        return value
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
