/// Many globs matched against each path: each glob is filed under what a path must hold for
/// it to match (its last segment's text, the text after its last segment's `*`, or its first
/// segment's before a final `**`: `Glob.Key`), so that thousands of patterns (an ignore file, a
/// configuration's overrides) cost a few lookups per path and a match of the few found, not a
/// match each; the others are tried in turn (docs/reliability.md, "Bad input").
public struct GlobIndex: Equatable, Sendable {
    private let globs: [Glob]
    /// The positions of the globs of each key, ascending.
    private var positions: [Glob.Key: [Int]] = [:]
    /// The lengths of the `lastSuffix` keys, each looked up once per path.
    private var suffixLengths: [Int] = []
    /// The positions of the globs without a key, ascending.
    private var others: [Int] = []

    public init(_ globs: [Glob]) {
        self.globs = globs
        var lengths = Set<Int>()
        for (position, glob) in globs.enumerated() {
            guard let key = glob.key else {
                others.append(position)
                continue
            }
            positions[key, default: []].append(position)
            if case .lastSuffix(let suffix) = key { lengths.insert(suffix.count) }
        }
        suffixLengths = lengths.sorted()
    }

    public var isEmpty: Bool { globs.isEmpty }

    /// The positions, in the globs given, of those that match `path`, ascending.
    public func matches(_ path: String) -> [Int] {
        (candidates(path) + others).filter { globs[$0].matches(path) }.sorted()
    }

    /// Whether any glob matches `path`.
    public func matchesAny(_ path: String) -> Bool {
        candidates(path).contains { globs[$0].matches(path) } || others.contains { globs[$0].matches(path) }
    }

    /// The position of the last glob that matches `path`.
    public func lastMatch(_ path: String) -> Int? {
        let best = candidates(path).filter { globs[$0].matches(path) }.max()
        for position in others.reversed() {
            if let best, position < best { break }
            if globs[position].matches(path) { return position }
        }
        return best
    }

    /// The globs filed under a key `path` holds: they may match it, the others of the table
    /// may not. Segments are split as `Glob` splits them (empty ones dropped).
    private func candidates(_ path: String) -> [Int] {
        guard !positions.isEmpty else { return [] }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let first = parts.first, let last = parts.last else { return [] }
        var found = (positions[.lastName(Array(last))] ?? []) + (positions[.firstName(Array(first))] ?? [])
        for length in suffixLengths {
            guard length <= last.count else { break }
            found += positions[.lastSuffix(Array(last.suffix(length)))] ?? []
        }
        return found
    }
}
