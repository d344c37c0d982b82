/// A Swift, Objective-C or Objective-C++ file made ready for pattern search: comments and the
/// contents of string and character literals blanked (newlines kept, so offsets keep their
/// lines), and, per line, the `#if` conditions it sits under. Code under `#if 0` is blanked too:
/// it is never compiled.
struct SourceText {
    /// The code, one byte per byte of the file, comments and literals as spaces.
    let code: [UInt8]
    /// Offsets where each line starts.
    let lineStarts: [Int]
    /// Per line (0-based), the conditions of the `#if` blocks around it, innermost last
    /// (`DEBUG`, `!DEBUG` in its `#else`).
    let conditions: [[String]]

    init(_ text: [UInt8], swift: Bool) {
        var code = Self.blankCommentsAndLiterals(text, nestedComments: swift)
        var starts = [0]
        for (index, byte) in code.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        conditions = Self.conditions(&code, lineStarts: starts)
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

    func conditions(at offset: Int) -> [String] { conditions[line(of: offset) - 1] }

    // MARK: Blanking

    private enum State { case code, lineComment, blockComment(Int), string(multiline: Bool), character }

    static func blankCommentsAndLiterals(_ text: [UInt8], nestedComments: Bool) -> [UInt8] {
        var out = text
        var state = State.code
        var index = 0
        func at(_ offset: Int) -> UInt8 { offset < text.count ? text[offset] : 0 }
        func blank(_ from: Int, _ count: Int) {
            for offset in from..<min(from + count, out.count) where out[offset] != UInt8(ascii: "\n") { out[offset] = UInt8(ascii: " ") }
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
                if byte == UInt8(ascii: "\"") && (!multiline || (at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\""))) {
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

    /// The conditions of each line, and `#if 0` blocks (and their directives) blanked.
    private static func conditions(_ code: inout [UInt8], lineStarts: [Int]) -> [[String]] {
        var stack: [String] = []
        var result: [[String]] = []
        result.reserveCapacity(lineStarts.count)
        for (number, start) in lineStarts.enumerated() {
            let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : code.count
            let line = String(decoding: code[start..<end], as: UTF8.self).trimmingSpaces
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let rest = words.dropFirst().joined(separator: " ")
            switch words.first {
            case "#if": stack.append(rest)
            case "#ifdef": stack.append(rest)
            case "#ifndef": stack.append("!" + rest)
            case "#elseif", "#elif":
                if !stack.isEmpty { stack[stack.count - 1] = rest }
            case "#else":
                if let last = stack.last { stack[stack.count - 1] = last.hasPrefix("!") ? String(last.dropFirst()) : "!" + last }
            case "#endif": _ = stack.popLast()
            default: break
            }
            result.append(stack)
            if stack.contains("0") {
                for offset in start..<end { code[offset] = UInt8(ascii: " ") }
            }
        }
        return result
    }
}
