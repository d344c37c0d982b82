/// Finds and replaces the generated blocks of a document's text.
public enum GeneratedBlockRewriter {
    /// What a document's text is missing for a block to be found.
    public struct MarkerError: Error, Equatable, Sendable {
        public var message: String
    }

    /// The text between the markers of block `name`.
    public static func contents(of name: String, in text: String, style: MarkerStyle) -> Result<
        Substring, MarkerError
    > {
        span(of: name, in: text, style: style).map { text[$0] }
    }

    /// `document`'s text with every block's text replaced by what the generator writes now.
    public static func rewrite(_ text: String, _ document: GeneratedDocument) -> Result<String, MarkerError> {
        var result = text
        for block in document.blocks {
            switch span(of: block.name, in: result, style: document.style) {
            case .success(let range): result.replaceSubrange(range, with: block.text)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(result)
    }

    /// The range between the markers of block `name`: each marker a whole line, found once.
    private static func span(of name: String, in text: String, style: MarkerStyle) -> Result<
        Range<String.Index>, MarkerError
    > {
        let begin = style.begin(name)
        let end = style.end(name)
        let starts = lineRanges(of: begin, in: text)
        let ends = lineRanges(of: end, in: text)
        guard starts.count == 1, ends.count == 1, starts[0].upperBound <= ends[0].lowerBound else {
            return .failure(
                MarkerError(
                    message:
                        "block '\(name)' needs one line \(quoted(begin)) and, after it, one line \(quoted(end)); found \(starts.count) and \(ends.count)"
                ))
        }
        return .success(starts[0].upperBound..<ends[0].lowerBound)
    }

    /// The ranges of `line` where it is a whole line of `text`.
    private static func lineRanges(of line: String, in text: String) -> [Range<String.Index>] {
        text.ranges(of: line).filter { range in
            range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == "\n"
        }
    }

    private static func quoted(_ line: String) -> String { "'\(line.dropLast())'" }
}
