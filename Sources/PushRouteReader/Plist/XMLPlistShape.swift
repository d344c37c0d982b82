import PushRouteCore

/// The nesting and the number of elements of an XML property list, counted in one pass (O(n))
/// before libplist builds its tree, which it parses, copies and frees recursively (a 3 MB plist
/// of 200 000 nested arrays overflowed the stack of its free).
///
/// The text is cut into tags as libplist 2.x's `xplist.c` cuts it (libimobiledevice/libplist,
/// `node_from_xml`, `get_text_parts`, `find_next`): `"`-quoted text inside a tag, a `<?...?>`
/// or a `<!DOCTYPE ...>` is skipped, comments end at the first `-->`, CDATA at the first `]]>`,
/// so that no `</` hidden from libplist closes a level here. The `<plist>` element adds a
/// level: an element may nest one level deeper than `TreeLimits.maxDepth`.
///
/// libplist decodes a text's character references (`&amp;`, `&#65;`) in place, moving the rest
/// of the text for each (`xplist.c`, `unescape_entities`): a text of n bytes holding r of them
/// costs r × n (4 MB of `&amp;` took 15 s). A text whose r × n passes `maxReferenceWork` is
/// refused where it starts.
struct XMLPlistShape {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0
    private var elements = 0
    /// Where the text since the last markup starts, and the `&`s in it.
    private var textStart = 0
    private var references = 0

    /// The most bytes libplist may move decoding one text's references (a few tens of
    /// milliseconds); an Info.plist's texts hold a handful in a few hundred bytes.
    static let maxReferenceWork = 1 << 32

    static func check(_ bytes: UnsafeRawBufferPointer) -> PlistRefusal? {
        var shape = XMLPlistShape(bytes: bytes)
        return shape.scan()
    }

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func scan() -> PlistRefusal? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if bytes[index] == UInt8(ascii: "&") { references += 1 }
                index += 1
                continue
            }
            if let refusal = endText() { return refusal }
            let start = index
            index += 1
            if starts(with: "?") {
                skip(past: "?>", quoted: true)
            } else if starts(with: "!--") {
                index += 3
                skip(past: "-->", quoted: false)
            } else if starts(with: "![CDATA[") {
                skip(past: "]]>", quoted: false)
            } else if starts(with: "!") {
                skipDeclaration()
            } else if let refusal = tag(at: start) {
                return refusal
            }
            textStart = index
        }
        return endText()
    }

    /// Refuses the text that ends here when decoding its references would cost too much.
    private mutating func endText() -> PlistRefusal? {
        defer { references = 0 }
        let (work, overflow) = references.multipliedReportingOverflow(by: index - textStart)
        guard overflow || work > Self.maxReferenceWork else { return nil }
        return refusal(
            "holding \(references) character references in a text of \(index - textStart) bytes, which libplist decodes in time their product",
            at: textStart)
    }

    /// An opening, closing or empty tag, its name ending at a space, `<` or `>`, its attributes
    /// at `<` or `>` outside quotes.
    private mutating func tag(at start: Int) -> PlistRefusal? {
        let closing = starts(with: "/")
        while index < bytes.count, !" \r\n\t<>".utf8.contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] != UInt8(ascii: ">") { find(in: "<>", quoted: true) }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
        let empty = bytes[index - 1] == UInt8(ascii: "/")
        index += 1
        if closing {
            depth = max(0, depth - 1)
            return nil
        }
        elements += 1
        if depth + 1 > TreeLimits.maxDepth + 1 { return refusal(PlistRefusal.tooDeep, at: start) }
        if elements > TreeLimits.maxNodes + 1 { return refusal("holding " + PlistRefusal.tooMany, at: start) }
        if !empty { depth += 1 }
        return nil
    }

    /// `<!DOCTYPE ...>`, or with an internal subset `<!DOCTYPE ... [ ... ]>`.
    private mutating func skipDeclaration() {
        find(in: "[>", quoted: true)
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "[") {
            skip(past: "]>", quoted: true)
        } else {
            index += 1
        }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// Moves to the first byte of `set` (outside `"`-quoted text when `quoted`), or the end.
    private mutating func find(in set: StaticString, quoted: Bool) {
        let stops = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
        while index < bytes.count, !stops.contains(bytes[index]) {
            if quoted && bytes[index] == UInt8(ascii: "\"") { skipQuote() } else { index += 1 }
        }
    }

    /// Moves past the first `text` (outside `"`-quoted text when `quoted`), or to the end.
    private mutating func skip(past text: StaticString, quoted: Bool) {
        while index < bytes.count, !starts(with: text) {
            if quoted && bytes[index] == UInt8(ascii: "\"") { skipQuote() } else { index += 1 }
        }
        index = min(bytes.count, index + text.utf8CodeUnitCount)
    }

    private mutating func skipQuote() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        index += 1
    }

    private func refusal(_ message: String, at offset: Int) -> PlistRefusal {
        var locator = TextLocator(bytes)
        return PlistRefusal(at: locator.location(at: offset), "an XML property list " + message)
    }
}
