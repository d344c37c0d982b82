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
    /// the whole payload comes first.
    func plan(_ fixes: [LintFix]) -> (edits: [TextEdit], applied: [LintFix]) {
        // Only strict JSON can be walked; a repaired payload is first rewritten whole.
        let usable = payload.status == .valid ? fixes : fixes.filter { $0.changes.contains(.rewrite) }
        var unique: [LintFix] = []
        for fix in usable where !unique.contains(where: { $0.changes == fix.changes }) { unique.append(fix) }
        unique.sort { ($0.changes.contains(.rewrite) ? 0 : 1) < ($1.changes.contains(.rewrite) ? 0 : 1) }
        var edits: [TextEdit] = []
        var applied: [LintFix] = []
        for fix in unique {
            guard let own = self.edits(for: fix), !own.isEmpty,
                !own.contains(where: { edit in edits.contains(where: edit.overlaps) })
            else { continue }
            edits += own
            applied.append(fix)
        }
        return (edits, applied)
    }

    func edits(for fix: LintFix) -> [TextEdit]? {
        var edits: [TextEdit] = []
        for change in fix.changes {
            guard let own = self.edits(for: change) else { return nil }
            edits += own
        }
        return edits
    }

    private func edits(for change: LintFix.Change) -> [TextEdit]? {
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
            guard let range = locate(object), let members = JSONSpans.members(in: text, objectAt: range.lowerBound)
            else {
                return nil
            }
            return keepUsedValue(key, members)
        }
    }

    /// The first occurrence of `key` takes the last one's value text; the others go, each
    /// with the comma and space that separated it.
    private func keepUsedValue(_ key: String, _ members: [JSONSpans.Member]) -> [TextEdit]? {
        let occurrences = members.indices.filter { members[$0].key == key }
        guard let first = occurrences.first, let last = occurrences.last, occurrences.count > 1 else { return nil }
        var edits: [TextEdit] = []
        let used = Array(UnsafeRawBufferPointer(rebasing: text[members[last].valueRange]))
        if used != Array(UnsafeRawBufferPointer(rebasing: text[members[first].valueRange])) {
            edits.append(TextEdit(members[first].valueRange, used))
        }
        var run = occurrences.dropFirst()[...]
        while let start = run.first {
            var end = start
            while run.contains(end + 1) { end += 1 }
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
