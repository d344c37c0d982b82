import PushRouteCore

/// Builds the messages of findings in one reusable byte buffer: each message costs one copy
/// and the allocation of its string. (Interpolation and `+` grow a string as they go, and a
/// pasted dictionary has a finding for every few lines.)
struct MessageWriter {
    /// One piece of a message.
    enum Piece: ExpressibleByStringLiteral {
        case literal(StaticString)
        /// The finding's span of the text, quoted (`Quoting.quoted(_:in:)`).
        case quoted
        /// The finding's detail as it is.
        case detail
        /// The finding's detail, quoted (`Quoting.quoted(_:)`).
        case quotedDetail

        init(stringLiteral value: StaticString) { self = .literal(value) }
    }

    private var bytes: [UInt8] = []

    /// The message of `finding` made of `pieces`, quoting `text`.
    mutating func write(
        _ finding: Finding, in text: UnsafeRawBufferPointer,
        _ a: Piece, _ b: Piece = "", _ c: Piece = "", _ d: Piece = "", _ e: Piece = ""
    ) -> String {
        bytes.removeAll(keepingCapacity: true)
        add(a, finding, text)
        add(b, finding, text)
        add(c, finding, text)
        add(d, finding, text)
        add(e, finding, text)
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func add(_ piece: Piece, _ finding: Finding, _ text: UnsafeRawBufferPointer) {
        switch piece {
        case .literal(let literal): literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        case .detail: bytes.append(contentsOf: (finding.detail ?? "").utf8)
        case .quoted:
            let span = finding.span
            if span.lowerBound >= 0, span.upperBound <= text.count, Self.keptWhole(text[span]) {
                quote(UnsafeRawBufferPointer(rebasing: text[span]))
            } else {
                bytes.append(contentsOf: Quoting.quoted(span, in: text).utf8)
            }
        case .quotedDetail:
            let detail = finding.detail ?? ""
            if detail.utf8.count <= Quoting.limit, !detail.utf8.contains(ASCII.newline) {
                bytes.append(ASCII.apostrophe)
                bytes.append(contentsOf: detail.utf8)
                bytes.append(ASCII.apostrophe)
            } else {
                bytes.append(contentsOf: Quoting.quoted(detail).utf8)
            }
        }
    }

    private mutating func quote(_ shown: UnsafeRawBufferPointer) {
        bytes.append(ASCII.apostrophe)
        bytes.append(contentsOf: shown)
        bytes.append(ASCII.apostrophe)
    }

    /// Whether `Quoting.short` keeps text whole that it would decode from these bytes
    /// (tested only for ASCII, where bytes and characters are one).
    private static func keptWhole(_ span: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard span.count <= Quoting.limit else { return false }
        for byte in span where byte >= 0x80 || byte == ASCII.newline { return false }
        return true
    }
}
