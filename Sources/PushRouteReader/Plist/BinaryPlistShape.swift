/// The shape of a binary property list (`bplist00`), read from its trailer, offset table and
/// object references before libplist reads it: libplist parses recursively (a 900 KB plist
/// 100 000 levels deep overflowed the stack) and copies an object for each reference to it
/// (350 bytes of arrays sharing their children expanded to 1.65 GB).
///
/// Each object's expanded size (itself, its elements, a dictionary's keys and values, an object
/// referenced twice counted twice) and height are computed once, on an explicit stack, so the
/// check is O(objects + references) whatever the expansion; a reference back into an object
/// still open is a loop, which libplist refuses too. A UTF-16 string holding U+0000 is refused:
/// libplist 2.x asserts that a string's length is its `strlen` (`plist_get_string_val`,
/// `plist_get_key_val`), and aborts on one (found by the AppFiles fuzz target). The format is Apple's
/// (apple-oss-distributions/CF, `CFBinaryPList.c`), as libplist 2.x's `bplist.c` reads it.
struct BinaryPlistShape {
    private let bytes: UnsafeRawBufferPointer
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let tableStart: Int

    /// Whether `bytes` is what libplist reads as binary (`plist_is_binary`: the magic and version).
    static func isBinary(_ bytes: UnsafeRawBufferPointer) -> Bool { bytes.starts(with: "bplist00".utf8) }

    static func check(_ bytes: UnsafeRawBufferPointer) -> PlistRefusal? {
        guard let shape = BinaryPlistShape(bytes) else {
            return PlistRefusal("a binary property list whose trailer or offset table is broken")
        }
        guard shape.objectCount <= TreeLimits.maxNodes else {
            return PlistRefusal("a binary property list of " + PlistRefusal.tooMany)
        }
        return shape.walk()
    }

    private struct Frame {
        var object: Int
        var references: Int
        var count: Int
        var next = 0
    }

    private init?(_ bytes: UnsafeRawBufferPointer) {
        let trailer = bytes.count - 32
        guard trailer >= 8 else { return nil }
        self.bytes = bytes
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.integer(bytes, at: trailer + 8, size: 8),
            let start = Self.integer(bytes, at: trailer + 24, size: 8),
            count >= 1, start >= 8, start <= trailer, count <= (trailer - start) / offsetSize
        else { return nil }
        objectCount = count
        tableStart = start
    }

    /// The root's index, then a depth-first walk; nil when the shape is within the limits.
    private func walk() -> PlistRefusal? {
        guard let root = Self.integer(bytes, at: bytes.count - 16, size: 8), root < objectCount else {
            return PlistRefusal("a binary property list whose root object is out of range")
        }
        var state = [UInt8](repeating: 0, count: objectCount)  // 0 unseen, 1 open, 2 done
        var size = [Int](repeating: 0, count: objectCount)
        var height = [Int](repeating: 0, count: objectCount)
        var stack: [Frame] = []
        if let refusal = open(root, &stack, &state) { return refusal }
        while let top = stack.last {
            if top.next < top.count {
                stack[stack.count - 1].next += 1
                guard
                    let child = Self.integer(bytes, at: top.references + top.next * referenceSize, size: referenceSize),
                    child < objectCount
                else {
                    return refusal("holding a reference out of range", top.object)
                }
                switch state[child] {
                case 1: return refusal("holding a reference loop", child)
                case 2: if let refusal = add(child, to: top.object, &size, &height) { return refusal }
                default:
                    guard stack.count < TreeLimits.maxDepth else { return refusal(PlistRefusal.tooDeep, child) }
                    if let refusal = open(child, &stack, &state) { return refusal }
                }
            } else {
                stack.removeLast()
                state[top.object] = 2
                size[top.object] += 1
                height[top.object] += 1
                guard let parent = stack.last else { break }
                if let refusal = add(top.object, to: parent.object, &size, &height) { return refusal }
            }
        }
        return nil
    }

    /// Counts a finished child into its parent, refusing past the limits.
    private func add(_ child: Int, to parent: Int, _ size: inout [Int], _ height: inout [Int]) -> PlistRefusal? {
        size[parent] += size[child]
        height[parent] = max(height[parent], height[child])
        if height[parent] + 1 > TreeLimits.maxDepth { return refusal(PlistRefusal.tooDeep, parent) }
        if size[parent] + 1 > TreeLimits.maxNodes {
            return refusal("expanding to " + PlistRefusal.tooMany + " (an object counted at each reference)", parent)
        }
        return nil
    }

    private func open(_ object: Int, _ stack: inout [Frame], _ state: inout [UInt8]) -> PlistRefusal? {
        guard let (references, count) = children(object) else { return refusal("holding a broken object", object) }
        if holdsNul(object) { return refusal("holding a string with a NUL character", object) }
        state[object] = 1
        stack.append(Frame(object: object, references: references, count: count))
        return nil
    }

    /// Where an array's, a set's or a dictionary's references start and how many there are (a
    /// dictionary's keys then values); no references for any other object.
    private func children(_ object: Int) -> (Int, Int)? {
        guard let offset = Self.integer(bytes, at: tableStart + object * offsetSize, size: offsetSize), offset >= 8,
            offset < tableStart
        else {
            return nil
        }
        let kind = bytes[offset] >> 4
        guard kind == 0xA || kind == 0xB || kind == 0xC || kind == 0xD else { return (offset + 1, 0) }
        guard let (start, count) = contents(at: offset) else { return nil }
        let references = kind == 0xD ? 2 : 1
        guard count <= (tableStart - start) / referenceSize / references else { return nil }
        return (start, count * references)
    }

    /// Where the contents of the object at `offset` start, and its count (of elements, or of
    /// a string's characters): the marker's low nibble, or the integer after it when that is 0xF.
    private func contents(at offset: Int) -> (start: Int, count: Int)? {
        let start = offset + 1
        let count = Int(bytes[offset] & 0x0F)
        guard count == 0x0F else { return (start, count) }
        guard start < tableStart, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else { return nil }
        let size = 1 << Int(bytes[start] & 0x0F)
        guard start + 1 + size <= tableStart, let long = Self.integer(bytes, at: start + 1, size: size) else {
            return nil
        }
        return (start + 1 + size, long)
    }

    /// Whether the object is a UTF-16 string (marker 0x6_) with a U+0000 among its characters
    /// within the object area (libplist refuses a string running past it).
    private func holdsNul(_ object: Int) -> Bool {
        guard let offset = Self.integer(bytes, at: tableStart + object * offsetSize, size: offsetSize),
            bytes[offset] >> 4 == 0x6, let (start, count) = contents(at: offset)
        else { return false }
        let end = min(start + 2 * min(count, tableStart), tableStart)
        return stride(from: start, to: end - 1, by: 2).contains { bytes[$0] == 0 && bytes[$0 + 1] == 0 }
    }

    private func refusal(_ what: String, _ object: Int) -> PlistRefusal {
        let offset =
            Self.integer(bytes, at: tableStart + object * offsetSize, size: offsetSize).map { ", byte \($0)" } ?? ""
        return PlistRefusal("a binary property list \(what) (at object \(object)\(offset))")
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`; nil past the end or over `Int.max`.
    static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
