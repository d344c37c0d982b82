/// The unified diff of two versions of a file, as `diff -u` writes it: `---`/`+++` headers,
/// hunks with 3 lines of context, and `\ No newline at end of file` where a version ends
/// without one. `patch -p0` applies it.
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3
    /// Above this many line pairs in the changed middle, the middle is shown as one block
    /// removed and one added instead of searching for the shortest diff.
    static let searchLimit = 4_000_000

    /// The diff, empty when the two are equal.
    public static func render(old: [UInt8], new: [UInt8], oldName: String, newName: String) -> [UInt8] {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return [] }
        var output = Array("--- \(TerminalEscaping.escaped(oldName))\n+++ \(TerminalEscaping.escaped(newName))\n".utf8)
        for hunk in hunks(script) {
            output += header(hunk, script)
            for edit in script[hunk] {
                switch edit.kind {
                case .same: append(" ", a[edit.old], to: &output)
                case .removed: append("-", a[edit.old], to: &output)
                case .added: append("+", b[edit.new], to: &output)
                }
            }
        }
        return output
    }

    /// The lines of `text`, each with its line feed when it has one.
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == ASCII.newline {
            result.append(text[start...index])
            start = index + 1
        }
        if start < text.count { result.append(text[start...]) }
        return result
    }

    struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// Index of the line in the old version (for `same` and `removed`; else where it stands).
        var old: Int
        /// Index of the line in the new version (for `same` and `added`; else where it stands).
        var new: Int
    }

    /// Every line of both versions in order, each the same, removed or added.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var script = (0..<prefix).map { Edit(kind: .same, old: $0, new: $0) }
        script += middle(a, b, from: prefix, trimmed: suffix)
        script += (0..<suffix).map { Edit(kind: .same, old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return script
    }

    /// The changed middle by the longest common subsequence of its lines.
    private static func middle(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], from start: Int, trimmed: Int)
        -> [Edit]
    {
        let n = a.count - start - trimmed
        let m = b.count - start - trimmed
        guard n > 0, m > 0, n * m <= searchLimit else {
            return (0..<n).map { Edit(kind: .removed, old: start + $0, new: start) }
                + (0..<m).map { Edit(kind: .added, old: start + n, new: start + $0) }
        }
        // common[i][j]: the longest common subsequence of a's lines from i and b's from j.
        var common = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] =
                    a[start + i] == b[start + j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[start + i] == b[start + j] {
                edits.append(Edit(kind: .same, old: start + i, new: start + j))
                i += 1
                j += 1
            } else if j == m || (i < n && common[i + 1][j] >= common[i][j + 1]) {
                edits.append(Edit(kind: .removed, old: start + i, new: start + j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, old: start + i, new: start + j))
                j += 1
            }
        }
        return edits
    }

    /// The ranges of the script shown as hunks: each change with its context, changes
    /// closer than twice the context joined.
    static func hunks(_ script: [Edit]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, edit) in script.enumerated() where edit.kind != .same {
            let lower = max(0, index - context)
            let upper = min(script.count, index + context + 1)
            if let last = result.last, lower <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                result.append(lower..<upper)
            }
        }
        return result
    }

    /// `@@ -start,count +start,count @@`, as GNU diff writes it (a count of 1 left out; an
    /// empty side starts at the line before).
    private static func header(_ hunk: Range<Int>, _ script: [Edit]) -> [UInt8] {
        let edits = script[hunk]
        let oldCount = edits.filter { $0.kind != .added }.count
        let newCount = edits.filter { $0.kind != .removed }.count
        let first = edits.first!
        func side(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
        }
        return Array("@@ -\(side(first.old, oldCount)) +\(side(first.new, newCount)) @@\n".utf8)
    }

    /// Appends `line` after its mark. Control and bidirectional characters in it are escaped
    /// (`TerminalEscaping`, which keeps tabs), and invalid UTF-8 replaced with U+FFFD, but for
    /// its line end, CR LF or LF: the diff goes to a terminal, and `patch` applies it wherever
    /// the lines hold no such character.
    private static func append(_ mark: Character, _ line: ArraySlice<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: mark.unicodeScalars.first!))
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == ASCII.newline { end -= 1 }
        if end > line.startIndex, line[end - 1] == ASCII.carriageReturn { end -= 1 }
        let body = line[..<end]
        let text = body.contains { $0 >= 0x80 } ? String(decoding: body, as: UTF8.self) : nil
        if text?.utf8.elementsEqual(body) == false
            || body.withUnsafeBytes({ TerminalEscaping.firstUnsafe(in: $0, allowing: .tabs) }) != nil
        {
            output += TerminalEscaping.escaped(text ?? String(decoding: body, as: UTF8.self), keepingTabs: true).utf8
        } else {
            output += body
        }
        output += line[end...]
        if line.last != ASCII.newline { output += Array("\n\\ No newline at end of file\n".utf8) }
    }
}
