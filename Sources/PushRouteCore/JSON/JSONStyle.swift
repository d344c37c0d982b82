/// How `Jansson.encode` lays out its output.
public struct JSONStyle: Equatable, Sendable {
    /// Spaces per level; `nil` writes everything on one line.
    public var indent: Int?
    /// No spaces after `:` and `,` (only meaningful without indent).
    public var compact: Bool
    public var sortKeys: Bool

    public init(indent: Int? = nil, compact: Bool = false, sortKeys: Bool = false) {
        self.indent = indent
        self.compact = compact
        self.sortKeys = sortKeys
    }

    /// One line, no spaces: the form of NDJSON records.
    public static let record = JSONStyle(compact: true)
}
