/// The one place that decides which characters of the input may not reach a terminal raw, and
/// how they are shown instead. Payloads, file names and pasted text come from strangers: an ESC
/// could set the terminal's title or clear the screen, a C1 control acts as ESC on some
/// terminals, and a bidirectional override reorders the text that follows it, so that what is
/// shown is not what is there.
///
/// Every text output path writes input-derived text through `escaped` (or
/// `OutputSink.write(escaping:)`); JSON output escapes the same characters as JSON does
/// (`escapeJSON`). The check is a scan over UTF-8 bytes that leaves a string without such a
/// character as it is, uncopied: it runs on every key and file name of `classify --lines`.
public enum TerminalEscaping {
    /// Whether `scalar` is shown escaped: a C0 control, DEL, a C1 control, a line or paragraph
    /// separator (U+2028, U+2029), or one of Unicode's Bidi_Control characters (U+061C, U+200E,
    /// U+200F, U+202A–U+202E, U+2066–U+2069).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How `scalar` is shown in text: `\e` for ESC, `\t`, `\n` and `\r`, else `\u{9B}` (the
    /// code point in hexadecimal, at least two digits).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{1B}": return "\\e"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
        }
    }

    /// `text` with every unsafe character shown as its `escape`; with `keepingTabs`, tabs stay
    /// (a source line under a diagnostic, whose caret line copies them). `text` itself,
    /// uncopied, when nothing needs escaping.
    public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        guard !isSafe(text, keepingTabs: keepingTabs) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar), !(keepingTabs && scalar == "\t") {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds no unsafe character (but tabs, with `keepingTabs`).
    public static func isSafe(_ text: String, keepingTabs: Bool = false) -> Bool {
        let layout: Layout = keepingTabs ? .tabs : .none
        if let safe = text.utf8.withContiguousStorageIfAvailable({
            firstUnsafe(in: UnsafeRawBufferPointer($0), allowing: layout) == nil
        }) {
            return safe
        }
        return !text.unicodeScalars.contains { isUnsafe($0) && !(keepingTabs && $0 == "\t") }
    }

    /// The control characters a scan lets through, as the writer's own layout.
    public enum Layout {
        case none
        /// Tab.
        case tabs
        /// Tab and line feed: what jansson's indented output holds outside its strings.
        case tabsAndLineFeeds
    }

    /// The offset of the first byte of an unsafe character in UTF-8 `bytes` at or after
    /// `start`, or nil. Printable ASCII passes eight bytes at a time; only the lead bytes of
    /// unsafe characters beyond ASCII (0xC2, 0xD8, 0xE2) need a closer look.
    @inlinable @inline(__always)
    public static func firstUnsafe(in bytes: UnsafeRawBufferPointer, from start: Int = 0, allowing layout: Layout)
        -> Int?
    {
        var offset = start
        let count = bytes.count
        while true {
            while offset + 8 <= count, isPrintableASCII(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                offset += 8
            }
            while offset < count, bytes[offset] &- 0x20 < 0x5F { offset += 1 }  // printable ASCII
            guard offset < count else { return nil }
            if unsafeLength(bytes, at: offset, allowing: layout) > 0 { return offset }
            offset += 1
        }
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (0x20 to 0x7E): none has its
    /// high bit set, none reaches 0x80 when 1 is added (DEL), and none borrows when 0x20 is
    /// taken away (a C0 control), a borrow being seen exactly while every byte is below 0x80.
    @inlinable @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        return (word | (word &+ 0x0101_0101_0101_0101) | ((word &- 0x2020_2020_2020_2020) & ~word)) & high == 0
    }

    /// The length in bytes of the unsafe character that starts at `offset`, 0 when it is safe.
    @inlinable
    public static func unsafeLength(_ bytes: UnsafeRawBufferPointer, at offset: Int, allowing layout: Layout) -> Int {
        let byte = bytes[offset]
        switch byte {
        case 0x09: return layout == .none ? 1 : 0
        case 0x0A: return layout == .tabsAndLineFeeds ? 0 : 1
        case 0x00...0x1F, 0x7F: return 1
        case 0xC2:  // U+0080–U+009F
            return offset + 1 < bytes.count && bytes[offset + 1] <= 0x9F ? 2 : 0
        case 0xD8:  // U+061C
            return offset + 1 < bytes.count && bytes[offset + 1] == 0x9C ? 2 : 0
        case 0xE2:  // U+200E, U+200F, U+2028, U+2029, U+202A–U+202E; U+2066–U+2069
            guard offset + 2 < bytes.count else { return 0 }
            let (second, third) = (bytes[offset + 1], bytes[offset + 2])
            if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return 3 }
            return second == 0x81 && (0xA6...0xA9).contains(third) ? 3 : 0
        default: return 0
        }
    }

    /// Rewrites the JSON text in the first `count` bytes of `buffer` (jansson's output, whose
    /// strings already escape C0 controls, and which holds no other control outside them) with
    /// every unsafe character written as a JSON escape (`\u202E`, `Quoting.escaped`): the same
    /// JSON value, and no raw control or bidirectional character on a terminal. Returns the new
    /// length, or, when it does not fit in `buffer`, the length it needs (more than
    /// `buffer.count`), leaving the buffer unchanged.
    public static func escapeJSON(in buffer: UnsafeMutableRawBufferPointer, count: Int) -> Int {
        let json = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        guard let first = firstUnsafe(in: json, allowing: .tabsAndLineFeeds) else { return count }
        var escaped = Array(json[..<first])
        var offset = first
        while offset < count {
            let length = unsafeLength(json, at: offset, allowing: .tabsAndLineFeeds)
            guard length > 0 else {
                escaped.append(json[offset])
                offset += 1
                continue
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: json[offset..<offset + length]), as: UTF8.self)
            for scalar in text.unicodeScalars { escaped += Quoting.escaped(scalar).utf8 }
            offset += length
        }
        guard escaped.count <= buffer.count else { return escaped.count }
        escaped.withUnsafeBytes { buffer.copyMemory(from: $0) }
        return escaped.count
    }
}
