import PushRouteCore

/// The nesting of Chrome DevTools' expanded properties copied without their summary line
/// (docs/pasted-forms.md §4.17), recovered from what DevTools writes: an expanded object's
/// value is empty and its properties follow it, and every expanded object ends with its
/// `[[Prototype]]` slot (`ObjectPropertyTreeElement.populateWithProperties` lists internal
/// properties after the others). Where a property belongs is taken as known only when the
/// text shows it: a property right after an expanded key is its first; one while only the
/// top level is open is top-level; with `[[Prototype]]` lines in view, each closes the
/// innermost object open. Anything else (no such lines, `…`, an expanded slot, an object shown
/// as `Object`) leaves the rest unplaced: gaps in every object still open, never a guess.
struct DevToolsTree {
    /// An object being filled in: its key in its parent, and its members so far.
    private struct Open {
        var key: String
        var members: [JSONObject.Member] = []
        var index: [String: Int] = [:]

        mutating func set(_ key: String, _ value: JSONValue) {
            if let at = index[key] {
                members[at].value = value
            } else {
                index[key] = members.count
                members.append(JSONObject.Member(key: key, value: value))
            }
        }
    }

    private var stack = [Open(key: "")]
    /// Whether `[[Prototype]]` lines mark where expanded objects end.
    private let marked: Bool
    /// Whether the last property opened an object (the next one is its first).
    private var justOpened = false
    /// Whether the top level was closed by its `[[Prototype]]`.
    private(set) var closed = false
    /// Properties whose place the text does not show, and where the first stands.
    private(set) var unplaced = 0
    private(set) var firstUnplaced: Range<Int>?
    private(set) var gaps: [PayloadGap] = []
    private var certain = true
    /// The first property's key, which an unplaced top level names.
    private var firstKey: Range<Int>?
    let maxDepth: Int
    private(set) var tooDeep = false

    init(marked: Bool, maxDepth: Int) {
        self.marked = marked
        self.maxDepth = maxDepth
    }

    /// Whether `key` is the slot that ends an object (`[[Prototype]]`, or `__proto__` before Chrome 91).
    static func isEnd(_ key: String) -> Bool { key == "[[Prototype]]" || key == "__proto__" }

    /// Whether there is still a place to put properties.
    var isPlacing: Bool { certain && !closed }

    /// A property whose value is `value` (nil: an expanded object, its properties follow).
    /// `whole`: the text holds the value whole. `key` spans the key in the text.
    mutating func add(_ name: String, key: Range<Int>, value: JSONValue?, whole: Bool) {
        guard isPlacing else { return skip(key) }
        if firstKey == nil { firstKey = key }
        guard justOpened || stack.count == 1 || marked else {
            loseCertainty()
            return skip(key)
        }
        justOpened = false
        guard let value else {
            guard stack.count < maxDepth else {
                tooDeep = true
                return loseCertainty()
            }
            stack.append(Open(key: name))
            justOpened = true
            return
        }
        stack[stack.count - 1].set(name, value)
        if !whole { gaps.append(PayloadGap(path: stack.dropFirst().map(\.key) + [name])) }
    }

    /// A `[[Prototype]]` line: `expanded` when its own properties follow (where they end is not shown).
    mutating func end(expanded: Bool, key: Range<Int>, morePropertiesFollow: Bool) {
        guard isPlacing else { return }
        justOpened = false
        if expanded { return loseCertainty() }
        guard stack.count > 1 else {
            // The top level's own: the tree ends, unless more follows, which shows that the
            // copy started inside an object whose key it does not hold.
            if morePropertiesFollow {
                unplaced += stack[0].members.count
                stack[0] = Open(key: "")
                firstUnplaced = firstUnplaced ?? firstKey ?? key
                loseCertainty()
            } else {
                closed = true
            }
            return
        }
        let object = stack.removeLast()
        stack[stack.count - 1].set(object.key, .object(JSONObject(object.members)))
    }

    /// A value DevTools shows for an object that may be expanded or not (`Object`): kept with a
    /// gap, and what follows is not placed.
    mutating func addUndecided(_ name: String, key: Range<Int>) {
        add(name, key: key, value: .object(JSONObject()), whole: false)
        if isPlacing { loseCertainty() }
    }

    private mutating func skip(_ key: Range<Int>) {
        unplaced += 1
        if firstUnplaced == nil { firstUnplaced = key }
    }

    /// From here on nothing is placed: every object open may hold more (text left out, an
    /// expanded slot whose own properties follow).
    mutating func loseCertainty() {
        guard certain else { return }
        certain = false
        for depth in stack.indices { gaps.append(PayloadGap(path: stack[1..<(depth + 1)].map(\.key))) }
    }

    /// The top level, every object still open closed into its parent. Without its
    /// `[[Prototype]]` line, the copy may end before its last properties: each object still
    /// open gets a gap (the caller says so).
    mutating func finish() -> (value: JSONObject, endsEarly: Bool) {
        let endsEarly = certain && !closed && !tooDeep
        if endsEarly { loseCertainty() }
        while stack.count > 1 {
            let object = stack.removeLast()
            stack[stack.count - 1].set(object.key, .object(JSONObject(object.members)))
        }
        return (JSONObject(stack[0].members), endsEarly)
    }
}
