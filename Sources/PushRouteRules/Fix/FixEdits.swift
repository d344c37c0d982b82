import PushRouteCore
import PushRouteReader

/// Turns fixes into edits of the text of the payload they concern, so that every byte a fix
/// does not name stays as it is: key order, indentation, spacing and the final newline.
/// A value is found by its path, walking the text (`JSONSpans`); a repeated key is found at
/// its last occurrence, the one readers use.
struct FixEdits {
    let text: UnsafeRawBufferPointer
    let payload: ReadPayload

    /// The edits of the fixes that can be made together: each fix whole or not at all, a
    /// fix whose edits overlap those of one before it left for the next pass. A rewrite of
    /// the whole payload comes first. Linear in the fixes (a payload of thousands of repeated
    /// keys has as many): repeats are found by a key, overlaps in the sorted edits, and each
    /// object's members are walked once (`FixPlanCache`).
    func plan(_ fixes: [LintFix]) -> (edits: [TextEdit], applied: [LintFix]) {
        // Only strict JSON can be walked; a repaired payload is first rewritten whole.
        let usable = payload.status == .valid ? fixes : fixes.filter { $0.changes.contains(.rewrite) }
        var unique: [LintFix] = []
        var seen: [String: [Int]] = [:]
        for fix in usable {
            let key = fix.changes.map(Self.bucket).joined(separator: "\u{1}")
            if seen[key, default: []].contains(where: { unique[$0].changes == fix.changes }) { continue }
            seen[key, default: []].append(unique.count)
            unique.append(fix)
        }
        unique.sort { ($0.changes.contains(.rewrite) ? 0 : 1) < ($1.changes.contains(.rewrite) ? 0 : 1) }
        var cache = FixPlanCache()
        var taken = TakenRanges()
        var edits: [TextEdit] = []
        var applied: [LintFix] = []
        for fix in unique {
            guard let own = self.edits(for: fix, cache: &cache), !own.isEmpty,
                !own.contains(where: { taken.overlaps($0) })
            else { continue }
            own.forEach { taken.insert($0) }
            edits += own
            applied.append(fix)
        }
        return (edits, applied)
    }

    /// What tells two changes apart cheaply: equal changes have equal buckets.
    private static func bucket(_ change: LintFix.Change) -> String {
        switch change {
        case .rewrite: "r"
        case .set(let path, _): "s\(path)"
        case .keepUsedValue(let object, let key): "k\(object)\u{2}\(key)"
        }
    }

    private func edits(for fix: LintFix, cache: inout FixPlanCache) -> [TextEdit]? {
        var edits: [TextEdit] = []
        for change in fix.changes {
            guard let own = self.edits(for: change, cache: &cache) else { return nil }
            edits += own
        }
        return edits
    }

    private func edits(for change: LintFix.Change, cache: inout FixPlanCache) -> [TextEdit]? {
        switch change {
        case .rewrite:
            guard let value = payload.value, let range = PayloadText.range(in: text) else { return nil }
            let original = UnsafeRawBufferPointer(rebasing: text[range])
            return [TextEdit(range, PayloadText.rewritten(value, like: original))]
        case .set(let path, let value):
            guard let range = locate(path) else { return nil }
            var bytes: [UInt8] = []
            Jansson.encode(value, style: .record, into: &bytes)
            return [TextEdit(range, bytes)]
        case .keepUsedValue(let object, let key):
            guard let members = cache.members(of: object, in: self) else { return nil }
            return keepUsedValue(members.occurrences[key] ?? [], members.spans)
        }
    }

    /// The first occurrence of `key` takes the last one's value text; the others go, each
    /// with the comma and space that separated it.
    private func keepUsedValue(_ occurrences: [Int], _ members: [JSONSpans.Member]) -> [TextEdit]? {
        guard let first = occurrences.first, let last = occurrences.last, occurrences.count > 1 else { return nil }
        var edits: [TextEdit] = []
        let used = Array(UnsafeRawBufferPointer(rebasing: text[members[last].valueRange]))
        if used != Array(UnsafeRawBufferPointer(rebasing: text[members[first].valueRange])) {
            edits.append(TextEdit(members[first].valueRange, used))
        }
        var run = occurrences.dropFirst()[...]
        while let start = run.first {
            var end = start
            var next = run.dropFirst()
            while next.first == end + 1 {
                end += 1
                next = next.dropFirst()
            }
            if end + 1 < members.count {
                edits.append(TextEdit(members[start].keyRange.lowerBound..<members[end + 1].keyRange.lowerBound, []))
            } else {
                edits.append(
                    TextEdit(members[start - 1].valueRange.upperBound..<members[end].valueRange.upperBound, []))
            }
            run = run.drop { $0 <= end }
        }
        return edits
    }

    /// The bytes of the value at `path`.
    func locate(_ path: JSONPath) -> Range<Int>? {
        guard let root = TextLocator.offset(of: payload.start, in: text) else { return nil }
        var position = root
        for step in path.steps {
            switch step {
            case .key(let key):
                guard let member = JSONSpans.members(in: text, objectAt: position)?.last(where: { $0.key == key })
                else {
                    return nil
                }
                position = member.valueRange.lowerBound
            case .index(let index):
                guard let elements = JSONSpans.elements(in: text, arrayAt: position), elements.indices.contains(index)
                else {
                    return nil
                }
                position = elements[index].lowerBound
            }
        }
        return JSONSpans.value(in: text, at: position)
    }
}

/// The members of each object a plan's fixes name, walked once, and where each key stands
/// among them.
struct FixPlanCache {
    struct Members {
        var spans: [JSONSpans.Member]
        var occurrences: [String: [Int]]
    }

    private var objects: [JSONPath: Members?] = [:]

    mutating func members(of object: JSONPath, in edits: FixEdits) -> Members? {
        if let known = objects[object] { return known }
        var found: Members?
        if let range = edits.locate(object), let spans = JSONSpans.members(in: edits.text, objectAt: range.lowerBound) {
            var occurrences: [String: [Int]] = [:]
            for (index, member) in spans.enumerated() { occurrences[member.key, default: []].append(index) }
            found = Members(spans: spans, occurrences: occurrences)
        }
        objects[object] = found
        return found
    }
}

/// The ranges a plan's edits take, sorted: whether a new edit overlaps one of them is a binary
/// search (`TextEdit.overlaps`: touching the same bytes, or the same empty place).
struct TakenRanges {
    private var ranges: [Range<Int>] = []

    func overlaps(_ edit: TextEdit) -> Bool {
        var index = firstIndex(atOrAfter: edit.range.lowerBound)
        if index > 0, ranges[index - 1].overlaps(edit.range) { return true }
        while index < ranges.count, ranges[index].lowerBound <= edit.range.upperBound {
            if ranges[index].overlaps(edit.range) || ranges[index] == edit.range { return true }
            index += 1
        }
        return false
    }

    mutating func insert(_ edit: TextEdit) {
        ranges.insert(edit.range, at: firstIndex(atOrAfter: edit.range.lowerBound))
    }

    /// The first range whose lower bound is `bound` or more.
    private func firstIndex(atOrAfter bound: Int) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
