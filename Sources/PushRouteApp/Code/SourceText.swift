/// A Swift, Objective-C or Objective-C++ file made ready for pattern search: comments and the
/// contents of string and character literals blanked (newlines kept, so offsets keep their
/// lines), and, per line, the `#if` conditions it sits under. Code under `#if 0` or `#if false`
/// is blanked too: it is never compiled.
struct SourceText {
    /// The code, one byte per byte of the file, comments and literals as spaces.
    let code: [UInt8]
    /// Offsets where each line starts.
    let lineStarts: [Int]
    /// The `#if` blocks, and per line (0-based) the innermost one around it.
    private let tree: ConditionTree
    private let lineBranches: [Int32]
    /// The 1-based line of the first `#if` nested deeper than `maxConditionDepth`, if any.
    let firstTooDeepLine: Int?

    init(_ text: [UInt8], swift: Bool) {
        var code = Self.blankCommentsAndLiterals(text, nestedComments: swift)
        var starts = [0]
        for (index, byte) in code.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        (tree, lineBranches, firstTooDeepLine) = Self.conditions(&code, lineStarts: starts)
        self.code = code
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Whether a line ends between `start` and `end` (`start` on an earlier line than `end`):
    /// linear in the gap, which a caller walking its tokens in order pays once per byte.
    func lineBreaks(from start: Int, to end: Int) -> Bool {
        code[start..<end].contains(UInt8(ascii: "\n"))
    }

    /// The conditions of the `#if` blocks around `offset`, innermost last (`DEBUG`, `!DEBUG` in
    /// its `#else`).
    func conditions(at offset: Int) -> [String] { tree.path(lineBranches[line(of: offset) - 1]) }

    /// The innermost `#if` branch around the 1-based `line` (0 outside any): two lines of one
    /// branch are compiled together.
    func branch(ofLine line: Int) -> Int32 { lineBranches[line - 1] }

    // MARK: Blanking

    private enum State {
        case code, lineComment
        case blockComment(Int)
        case string(multiline: Bool)
        case character
    }

    static func blankCommentsAndLiterals(_ text: [UInt8], nestedComments: Bool) -> [UInt8] {
        var out = text
        var state = State.code
        var index = 0
        func at(_ offset: Int) -> UInt8 { offset < text.count ? text[offset] : 0 }
        func blank(_ from: Int, _ count: Int) {
            for offset in from..<min(from + count, out.count) where out[offset] != UInt8(ascii: "\n") {
                out[offset] = UInt8(ascii: " ")
            }
        }
        while index < text.count {
            let byte = text[index]
            switch state {
            case .code:
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                    state = .lineComment
                    blank(index, 2)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    state = .blockComment(1)
                    blank(index, 2)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let multiline = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")
                    state = .string(multiline: multiline)
                    index += multiline ? 3 : 1
                    continue
                }
                if byte == UInt8(ascii: "'") && !nestedComments {
                    state = .character
                }
                index += 1
            case .lineComment:
                if byte == UInt8(ascii: "\n") { state = .code } else { blank(index, 1) }
                index += 1
            case .blockComment(let depth):
                if byte == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                    blank(index, 2)
                    index += 2
                    state = depth == 1 ? .code : .blockComment(depth - 1)
                    continue
                }
                if nestedComments && byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    blank(index, 2)
                    index += 2
                    state = .blockComment(depth + 1)
                    continue
                }
                blank(index, 1)
                index += 1
            case .string(let multiline):
                if byte == UInt8(ascii: "\\") {
                    blank(index, 2)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"")
                    && (!multiline || (at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")))
                {
                    state = .code
                    index += multiline ? 3 : 1
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline { state = .code }
                blank(index, 1)
                index += 1
            case .character:
                if byte == UInt8(ascii: "\\") {
                    blank(index, 2)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\n") {
                    state = .code
                } else {
                    blank(index, 1)
                }
                index += 1
            }
        }
        return out
    }

    // MARK: #if

    /// Deepest `#if` nesting whose conditions are read: a directive deeper is counted (its
    /// `#endif` still closes it) but its condition is not kept, and a warning says so
    /// (pushroute(1), LIMITS). Bounds the conditions copied into each finding.
    static let maxConditionDepth = 64

    /// The conditions of each line, and `#if 0` blocks (and their directives) blanked: O(n),
    /// each directive one node of `ConditionTree`, each line one node index.
    private static func conditions(_ code: inout [UInt8], lineStarts: [Int]) -> (ConditionTree, [Int32], Int?) {
        var tree = ConditionTree()
        var current: Int32 = 0
        /// `#if`s past `maxConditionDepth` still open.
        var untracked = 0
        var firstTooDeep: Int?
        var lines: [Int32] = []
        lines.reserveCapacity(lineStarts.count)
        for (number, start) in lineStarts.enumerated() {
            let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : code.count
            if let (directive, rest) = Self.directive(code[start..<end]) {
                switch directive {
                case "#if", "#ifdef", "#ifndef":
                    if tree.depth(current) >= maxConditionDepth {
                        untracked += 1
                        firstTooDeep = firstTooDeep ?? number + 1
                    } else {
                        current = tree.add(directive == "#ifndef" ? "!" + rest : rest, parent: current)
                    }
                case "#elseif", "#elif":
                    if untracked == 0 && current != 0 { current = tree.add(rest, parent: tree.parent(current)) }
                case "#else":
                    if untracked == 0 && current != 0 {
                        let last = tree.condition(current)
                        current = tree.add(
                            last.hasPrefix("!") ? String(last.dropFirst()) : "!" + last, parent: tree.parent(current))
                    }
                case "#endif":
                    if untracked > 0 { untracked -= 1 } else { current = tree.parent(current) }
                default: break
                }
            }
            lines.append(current)
            if tree.isNeverCompiled(current) {
                for offset in start..<end { code[offset] = UInt8(ascii: " ") }
            }
        }
        return (tree, lines, firstTooDeep)
    }

    /// The directive that starts a line (`#if`) and the words after it joined by one space;
    /// nil for a line that is not a directive.
    private static func directive(_ line: ArraySlice<UInt8>) -> (String, String)? {
        guard
            let first = line.firstIndex(where: {
                $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r")
            }),
            line[first] == UInt8(ascii: "#")
        else { return nil }
        let words = String(decoding: line[first...], as: UTF8.self).trimmingSpaces
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let directive = words.first else { return nil }
        return (directive, words.dropFirst().joined(separator: " "))
    }
}

/// The `#if` blocks of a file as a tree: each node one branch (`DEBUG`, then `!DEBUG` for its
/// `#else`), its parent the block around it; node 0 is the file outside any `#if`. A line
/// keeps the index of its innermost branch, so the conditions of n lines under d levels take
/// O(n + directives) memory, not O(n·d).
struct ConditionTree {
    private var parents: [Int32] = [0]
    private var conditions: [String] = [""]
    private var depths: [Int] = [0]
    /// The branch or one around it is `#if 0`: never compiled.
    private var neverCompiled: [Bool] = [false]

    mutating func add(_ condition: String, parent: Int32) -> Int32 {
        parents.append(parent)
        conditions.append(condition)
        depths.append(depths[Int(parent)] + 1)
        neverCompiled.append(neverCompiled[Int(parent)] || Self.neverTrue.contains(condition))
        return Int32(parents.count - 1)
    }

    /// Conditions no build defines: `#if 0` (C) and `#if false` (Swift).
    static let neverTrue: Set<String> = ["0", "false"]

    func parent(_ node: Int32) -> Int32 { parents[Int(node)] }
    func condition(_ node: Int32) -> String { conditions[Int(node)] }
    func depth(_ node: Int32) -> Int { depths[Int(node)] }
    func isNeverCompiled(_ node: Int32) -> Bool { neverCompiled[Int(node)] }

    /// The conditions from the outermost to `node`: at most `SourceText.maxConditionDepth`.
    func path(_ node: Int32) -> [String] {
        var path: [String] = []
        var at = node
        while at != 0 {
            path.append(conditions[Int(at)])
            at = parents[Int(at)]
        }
        return path.reversed()
    }
}
