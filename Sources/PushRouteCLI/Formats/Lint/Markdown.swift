/// Plain text inside Markdown (GitHub Flavored Markdown, as code scanning renders SARIF's
/// `help.markdown`): the characters that would start emphasis, a link, HTML, a heading or a
/// table cell are escaped with a backslash; text between backticks stays a code span.
enum Markdown {
    static func escaped(_ text: String) -> String {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false)
        // An odd count of backticks: the last one opens no span and is escaped too.
        let balanced = spans.count % 2 == 1
        var result = ""
        for (index, span) in spans.enumerated() {
            if index > 0 { result += balanced || index < spans.count - 1 ? "`" : "\\`" }
            result += index % 2 == 1 && (balanced || index < spans.count - 1) ? String(span) : escapedOutsideCode(span)
        }
        return result
    }

    private static func escapedOutsideCode(_ text: Substring) -> String {
        var result = ""
        for character in text {
            if "\\*_[]<>#|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
