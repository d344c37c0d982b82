import PushRouteCore

/// The diagnostics of reading inputs, apart from the lenient reader's (`LenientRule`).
public enum InputRule: String, ExplainedRule {
    /// `--lines` cannot re-encode a UTF-16 or UTF-32 stream (the rule's name predates UTF-32).
    case utf16Lines = "utf16-lines"
    /// On several inputs without `--verbose`, one note an input: how many repairs it had,
    /// counted and not listed (README "Repairs"; pushroute(1), REPAIRS).
    case repairsNotListed = "repairs-not-listed"

    public static let reportedBy = "classify, normalize and simulate, about an input"

    public var meaning: String {
        switch self {
        case .utf16Lines:
            "--lines was given UTF-16 or UTF-32 text, which it does not read; convert it with 'iconv -f UTF-16 -t UTF-8' (or UTF-32), or leave out --lines"
        case .repairsNotListed:
            "on a folder or several inputs, the repairs of each input are counted on its answers, not listed; -v lists them"
        }
    }
}

/// Turns the encodings people's tools save text in into the UTF-8 every reader expects.
public enum TextEncoding {
    /// UTF-16 text with a byte order mark (FF FE little-endian, FE FF big-endian), as
    /// Windows editors and PowerShell's `>` write it, re-encoded as UTF-8 that starts with
    /// a UTF-8 byte order mark, so that the readers report it (`byte-order-mark`) and
    /// lines and columns stay those of the original text. Other text is returned as it is.
    /// UTF-32 with its mark (FF FE 00 00, 00 00 FE FF) likewise: its little-endian mark
    /// starts as UTF-16's does, and is told apart first.
    public static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return utf32(bytes, littleEndian: true) }
        if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return utf32(bytes, littleEndian: false) }
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var output: [UInt8] = [0xEF, 0xBB, 0xBF]
        output.reserveCapacity(units.count * 3 + 3)
        for scalar in String(decoding: units, as: UTF16.self).utf8 { output.append(scalar) }
        if index < bytes.count { output.append(contentsOf: [0xEF, 0xBF, 0xBD]) }  // a lone last byte
        return output
    }

    /// UTF-32 after its 4-byte mark as UTF-8 after UTF-8's mark; a unit that is no scalar,
    /// and a last unit cut short, become U+FFFD.
    static func utf32(_ bytes: [UInt8], littleEndian: Bool) -> [UInt8] {
        var text = String.UnicodeScalarView()
        text.reserveCapacity(bytes.count / 4)
        var index = 4
        while index + 3 < bytes.count {
            let unit = (0..<4).reduce(UInt32(0)) { value, offset in
                let byte = UInt32(bytes[index + (littleEndian ? 3 - offset : offset)])
                return value << 8 | byte
            }
            text.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            index += 4
        }
        if index < bytes.count { text.append("\u{FFFD}") }
        return [0xEF, 0xBB, 0xBF] + Array(String(text).utf8)
    }

    /// The wide encoding whose byte order mark `bytes` start with, "UTF-32" or "UTF-16" (UTF-32's
    /// marks told apart first, as `utf8(_:)` tells them); nil for any other text.
    public static func wideEncoding(_ bytes: UnsafeRawBufferPointer) -> String? {
        let head = Array(bytes.prefix(4))
        if head == [0xFF, 0xFE, 0, 0] || head == [0, 0, 0xFE, 0xFF] { return "UTF-32" }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        return nil
    }

    /// `--lines` reads a stream line by line and cannot re-encode it first; `encoding` is what
    /// `wideEncoding(_:)` found.
    public static func wideTextLinesError(file: String, encoding: String) -> Diagnostic {
        Diagnostic(
            file: file, at: SourceLocation(line: 1, column: 1), severity: .error, rule: InputRule.utf16Lines,
            message:
                "the input is \(encoding), which --lines does not read; convert it with 'iconv -f \(encoding) -t UTF-8', or leave out --lines"
        )
    }
}
