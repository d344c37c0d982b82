/// Which tokens of a source never run because a `return` comes before them in the same block:
/// from the end of the `return` statement to the block's `}`, the next `case`/`default` label,
/// or a line of another `#if` branch (compiled apart). A `return` under a braceless
/// `if (...)`/`else` (Objective-C) leaves what follows reachable.
///
/// One pass over the tokens; each `return` statement's end is looked for at its own depth,
/// stopping at the next `return`, so no token is visited by two statement searches.
struct Reachability {
    /// Per token index, whether it follows a `return` of its block.
    let dead: [Bool]

    init(_ tokens: CodeTokens, _ text: SourceText, swift: Bool) {
        var dead = [Bool](repeating: false, count: tokens.count)
        /// Per open block: dead because its parent was at its `{`, and the `#if` branch of the
        /// `return` that ended it, if one did.
        var blocks: [(inherited: Bool, returned: Int32?)] = [(false, nil)]
        var pending: (index: Int, branch: Int32)?
        var lines = LineCursor(text)
        for index in 0..<tokens.count {
            let token = tokens[index]
            let branch = text.branch(ofLine: lines.line(of: tokens.tokens[index].offset))
            if let start = pending, index >= start.index {
                blocks[blocks.count - 1].returned = start.branch
                pending = nil
            }
            if let returned = blocks[blocks.count - 1].returned,
                returned != branch || token == "case" || token == "default"
            {
                blocks[blocks.count - 1].returned = nil
            }
            // A statement's end is never past its block's `}`: a pending end is in this block.
            if token == "}" && blocks.count > 1 { blocks.removeLast() }
            let top = blocks[blocks.count - 1]
            dead[index] = top.inherited || top.returned != nil
            if token == "{" { blocks.append((dead[index], nil)) }
            if token == "return" && !dead[index] && !Self.isBraceless(index, tokens) {
                pending = (Self.statementEnd(after: index, tokens, text, swift: swift), branch)
            }
        }
        self.dead = dead
    }

    /// `if (x) return;`, `else return;`: the `return` runs only sometimes.
    private static func isBraceless(_ index: Int, _ tokens: CodeTokens) -> Bool {
        if tokens[index - 1] == "else" { return true }
        guard let open = tokens.opening(index - 1) else { return false }
        return ["if", "while", "for"].contains(tokens[open - 1])
    }

    /// Tokens after which a Swift expression goes on to the next line.
    private static let continuing: Set<String> = [
        ".", ",", "=", "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", ":", "(", "[",
    ]

    /// The index of the first token after the `return` statement at `index`: after its `;`, at
    /// the bracket closing its block, at the next `return` or label, or (Swift) at a line that
    /// does not continue its expression. Brackets inside it are skipped whole.
    private static func statementEnd(after index: Int, _ tokens: CodeTokens, _ text: SourceText, swift: Bool) -> Int {
        var at = index + 1
        var previous = index
        while at < tokens.count {
            let token = tokens[at]
            if token == ";" { return at + 1 }
            if ["}", ")", "]", "return", "case", "default"].contains(token) { return at }
            if swift && !continuing.contains(tokens[previous]) && token != "."
                && text.line(of: tokens.tokens[at].offset) > text.line(of: tokens.tokens[previous].offset)
            {
                return at
            }
            let next = CodeTokens.pairs[token] != nil ? tokens.closing(at) : at + 1
            previous = next - 1
            at = next
        }
        return tokens.count
    }
}

/// The line of increasing offsets, walking `SourceText.lineStarts` forward: O(1) amortized.
struct LineCursor {
    private let starts: [Int]
    private var line = 0

    init(_ text: SourceText) { starts = text.lineStarts }

    /// The 1-based line of `offset`, at least the last one asked.
    mutating func line(of offset: Int) -> Int {
        while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
        return line + 1
    }
}
