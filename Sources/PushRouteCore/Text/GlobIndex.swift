/// Many globs matched against each path: a glob without a wildcard (a whole path, or
/// `**/name`) is found in a table, so that thousands of literal patterns (an ignore file,
/// a configuration's overrides) cost one lookup per path instead of one match each; the
/// others are tried in turn (docs/reliability.md, "Limits").
public struct GlobIndex: Equatable, Sendable {
    private let globs: [Glob]
    /// The positions of the whole-path globs, by their text, ascending.
    private var paths: [[UInt8]: [Int]] = [:]
    /// The positions of the `**/name` globs, by the name, ascending.
    private var names: [[UInt8]: [Int]] = [:]
    /// The positions of the globs with a wildcard, ascending.
    private var others: [Int] = []

    public init(_ globs: [Glob]) {
        self.globs = globs
        for (position, glob) in globs.enumerated() {
            switch glob.literal {
            case .path(let text): paths[text, default: []].append(position)
            case .name(let text): names[text, default: []].append(position)
            case nil: others.append(position)
            }
        }
    }

    public var isEmpty: Bool { globs.isEmpty }

    /// The positions, in the globs given, of those that match `path`, ascending.
    public func matches(_ path: String) -> [Int] {
        var found = literalMatches(path)
        found += others.filter { globs[$0].matches(path) }
        return found.sorted()
    }

    /// Whether any glob matches `path`.
    public func matchesAny(_ path: String) -> Bool {
        !literalMatches(path).isEmpty || others.contains { globs[$0].matches(path) }
    }

    /// The position of the last glob that matches `path`.
    public func lastMatch(_ path: String) -> Int? {
        let best = literalMatches(path).max()
        for position in others.reversed() {
            if let best, position < best { break }
            if globs[position].matches(path) { return position }
        }
        return best
    }

    /// The literal globs that match `path`: its segments (empty ones dropped, as `Glob`
    /// drops them) joined, and its last segment.
    private func literalMatches(_ path: String) -> [Int] {
        guard !paths.isEmpty || !names.isEmpty else { return [] }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let last = parts.last else { return [] }
        let whole = Array(parts.joined(separator: [UInt8(ascii: "/")]))
        return (paths[whole] ?? []) + (names[Array(last)] ?? [])
    }
}
