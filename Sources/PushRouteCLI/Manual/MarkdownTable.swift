/// A table of a page of `docs/`, in GitHub's Markdown.
struct MarkdownTable {
    var headings: [String]
    var rows: [[String]]

    var text: String {
        ([headings, headings.map { _ in "---" }] + rows).map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
    }

    /// `text` as a cell: a vertical bar and an asterisk escaped, so neither ends the cell or
    /// starts an emphasis.
    static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("*", with: "\\*")
    }

    /// `text` as code in a cell.
    static func code(_ text: String) -> String { "`\(text)`" }
}
