import PushRouteCore

/// Text around payloads: a log line's prefix and suffix, a ticket's prose, comments.
extension PayloadScanner {
    /// Text between payloads: what stands on the line where the last payload ended is text
    /// after it; the rest is text before the next payload, or after the last one. Comments
    /// leading either part are reported as comments.
    mutating func takeText(_ range: Range<Int>, sameLine: Bool, beforePayload: Bool, _ emit: (ReadPayload) -> Void) {
        var start = range.lowerBound
        let end = trimmedEnd(range)
        guard start < end else { return }
        if sameLine, held != nil {
            let lineEnd = min(text.lineEnd(from: start, end: end), end)
            let (comments, rest) = leadingComments(start..<lineEnd)
            held?.findings += comments
            let suffixEnd = trimmedEnd(rest..<lineEnd)
            if rest < suffixEnd {
                let suffix = Finding.logSuffix(rest..<suffixEnd)
                held?.findings.append(suffix)
            }
            start = lineEnd
            while start < end, ASCII.isWhitespace(text[start]) { start += 1 }
            guard start < end else { return }
        }
        let (comments, rest) = leadingComments(start..<end)
        let skipped = rest < end ? rest..<end : nil
        if beforePayload {
            waiting += comments
            if let skipped { waiting.append(.logPrefix(skipped)) }
        } else if held != nil {
            held?.findings += comments
            if let skipped {
                let suffix = Finding.logSuffix(skipped)
                held?.findings.append(suffix)
            }
        } else if count == 0 {
            let finding = Finding.noPayload(start..<end)
            hold(
                HeldPayload(
                    start: locator.location(at: start), startOffset: start, end: end, value: nil, findings: [finding]),
                emit)
        }
    }

    /// The comments (`//`, `/* */`) at the start of `range`, and where the text after them starts.
    private func leadingComments(_ range: Range<Int>) -> ([Finding], Int) {
        var comments: [Finding] = []
        var index = range.lowerBound
        while index + 1 < range.upperBound, text[index] == ASCII.slash {
            var commentEnd: Int
            if text[index + 1] == ASCII.slash {
                commentEnd = min(text.lineEnd(from: index, end: range.upperBound), range.upperBound)
            } else if text[index + 1] == ASCII.star {
                commentEnd = index + 2
                while commentEnd + 1 < range.upperBound,
                    !(text[commentEnd] == ASCII.star && text[commentEnd + 1] == ASCII.slash)
                {
                    commentEnd += 1
                }
                guard commentEnd + 1 < range.upperBound else { break }
                commentEnd += 2
            } else {
                break
            }
            comments.append(.comment(index..<trimmedEnd(index..<commentEnd)))
            index = commentEnd
            while index < range.upperBound, ASCII.isWhitespace(text[index]) { index += 1 }
        }
        return (comments, index)
    }

    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, ASCII.isWhitespace(text[end - 1]) { end -= 1 }
        return end
    }
}
