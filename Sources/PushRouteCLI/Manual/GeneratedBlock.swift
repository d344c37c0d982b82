/// A block of the manual or of a page of `docs/` that `make man` writes from the declarations,
/// between two marker comments; the hand-written text around it stays as it is
/// (docs/development.md, "The generated manual").
public struct GeneratedBlock: Sendable {
    /// The name in its markers, e.g. `lint-rules`.
    public var name: String
    /// The text between the markers, each line ending in a line feed.
    public var text: String

    public init(_ name: String, _ text: String) {
        self.name = name
        self.text = text
    }
}
