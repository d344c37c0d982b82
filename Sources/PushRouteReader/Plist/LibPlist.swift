import CPlist

/// The only place in pushroute that touches libplist.
///
/// `parse` hands the bytes to libplist, copies the tree it builds into a `PropertyList`, and
/// frees the tree, and every string, key and iterator libplist handed out, before it returns:
/// no libplist pointer leaves this file (the pattern of swift-markdown's CommonMarkConverter).
public enum LibPlist {
    /// The property list in `bytes`, XML or binary; nil when it is refused.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> PropertyList? { try? read(bytes).get() }

    /// The property list in `bytes`, XML or binary, or why not: its shape is checked against
    /// `TreeLimits` first (`XMLPlistShape`, `BinaryPlistShape`, each linear), since libplist
    /// parses, copies and frees recursively; where libplist itself refuses it says not where.
    public static func read(_ bytes: UnsafeRawBufferPointer) -> Result<PropertyList, PlistRefusal> {
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count <= Int(UInt32.max) else {
            return .failure(.unreadable)
        }
        let binary = BinaryPlistShape.isBinary(bytes)
        guard binary || !holdsNul(bytes) else { return .failure(.unreadable) }
        if let refusal = binary ? BinaryPlistShape.check(bytes) : XMLPlistShape.check(bytes) {
            return .failure(refusal)
        }
        guard let root = cp_parse(base.assumingMemoryBound(to: CChar.self), UInt32(bytes.count)) else {
            return .failure(.unreadable)
        }
        defer { plist_free(root) }
        return value(root, depth: 0).map { .success($0) } ?? .failure(.unreadable)
    }

    /// Whether XML text holds a NUL character, as a byte or as a character reference (`&#0;`,
    /// `&#x00;`). XML allows none, and libplist keeps it inside the string or key it builds,
    /// whose getters then abort on `assert(length == strlen(*val))` (plist.c). A binary
    /// property list's strings are cut at a NUL by libplist itself.
    static func holdsNul(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0 { return true }
            guard byte == UInt8(ascii: "&"), index < bytes.count, bytes[index] == UInt8(ascii: "#") else { continue }
            var digit = index + 1
            if digit < bytes.count && (bytes[digit] | 0x20) == UInt8(ascii: "x") { digit += 1 }
            let first = digit
            while digit < bytes.count && bytes[digit] == UInt8(ascii: "0") { digit += 1 }
            if digit > first && digit < bytes.count && bytes[digit] == UInt8(ascii: ";") { return true }
        }
        return false
    }

    /// Deeper than this is refused (nil): the copy recurses (to at most this depth), and no
    /// Info.plist nests so deep.
    public static let maxDepth = TreeLimits.maxDepth

    private static func value(_ node: plist_t, depth: Int) -> PropertyList? {
        guard depth < maxDepth else { return nil }
        switch plist_get_node_type(node) {
        case PLIST_BOOLEAN:
            var flag: UInt8 = 0
            plist_get_bool_val(node, &flag)
            return .bool(flag != 0)
        case PLIST_UINT:
            var number: UInt64 = 0
            plist_get_uint_val(node, &number)
            return .integer(number)
        case PLIST_REAL:
            var number = 0.0
            plist_get_real_val(node, &number)
            return .real(number)
        case PLIST_STRING:
            var text: UnsafeMutablePointer<CChar>?
            plist_get_string_val(node, &text)
            defer { cp_free(text) }
            return .string(text.map { String(cString: $0) } ?? "")
        case PLIST_DATE:
            var seconds: Int32 = 0
            var micro: Int32 = 0
            plist_get_date_val(node, &seconds, &micro)
            return .date(seconds: seconds)
        case PLIST_DATA:
            var data: UnsafeMutablePointer<CChar>?
            var length: UInt64 = 0
            plist_get_data_val(node, &data, &length)
            cp_free(data)
            return .data(count: Int(length))
        case PLIST_UID:
            var number: UInt64 = 0
            plist_get_uid_val(node, &number)
            return .uid(number)
        case PLIST_ARRAY: return array(node, depth: depth)
        case PLIST_DICT: return dictionary(node, depth: depth)
        default: return nil
        }
    }

    /// The elements through libplist's iterator: `plist_array_get_item` walks the list from its
    /// head in libplist 2.2 (`node_nth_child`), which made 240 000 elements take minutes.
    private static func array(_ node: plist_t, depth: Int) -> PropertyList? {
        var iterator: plist_array_iter?
        plist_array_new_iter(node, &iterator)
        guard let iterator else { return .array([]) }
        defer { cp_free(iterator) }
        var elements: [PropertyList] = []
        while true {
            var item: plist_t?
            plist_array_next_item(node, iterator, &item)
            guard let item else { break }
            guard let element = value(item, depth: depth + 1) else { return nil }
            elements.append(element)
        }
        return .array(elements)
    }

    private static func dictionary(_ node: plist_t, depth: Int) -> PropertyList? {
        var iterator: plist_dict_iter?
        plist_dict_new_iter(node, &iterator)
        guard let iterator else { return .dictionary([]) }
        defer { cp_free(iterator) }
        var entries: [(key: String, value: PropertyList)] = []
        while true {
            var key: UnsafeMutablePointer<CChar>?
            var item: plist_t?
            plist_dict_next_item(node, iterator, &key, &item)
            defer { cp_free(key) }
            guard let item else { break }
            guard let element = value(item, depth: depth + 1) else { return nil }
            entries.append((key.map { String(cString: $0) } ?? "", element))
        }
        return .dictionary(entries)
    }
}
