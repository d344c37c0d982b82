/// How a document marks the start and the end of a generated block: a roff comment in the man
/// page, an HTML comment in Markdown.
public enum MarkerStyle: Sendable {
    case roff
    case markdown

    /// The line, line feed included, that opens the block `name`.
    public func begin(_ name: String) -> String { comment("BEGIN GENERATED: \(name)") }

    /// The line, line feed included, that closes the block `name`.
    public func end(_ name: String) -> String { comment("END GENERATED: \(name)") }

    private func comment(_ text: String) -> String {
        switch self {
        case .roff: ".\\\" \(text)\n"
        case .markdown: "<!-- \(text) -->\n"
        }
    }
}
