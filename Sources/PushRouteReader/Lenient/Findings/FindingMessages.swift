import PushRouteCore

/// The findings of every rule, and their messages. Messages read like a compiler's: what was
/// found, quoted, and what was done.
extension Finding {
    /// The message, quoting `text` (the input the finding's offsets point into).
    func message(in text: UnsafeRawBufferPointer) -> String {
        var writer = MessageWriter()
        return message(in: text, writer: &writer)
    }

    /// The same, built in `writer`, which one message after another reuses.
    func message(in text: UnsafeRawBufferPointer, writer: inout MessageWriter) -> String {
        let detail = self.detail ?? ""
        if worded { return detail }
        func write(
            _ a: MessageWriter.Piece, _ b: MessageWriter.Piece = "", _ c: MessageWriter.Piece = "",
            _ d: MessageWriter.Piece = "", _ e: MessageWriter.Piece = ""
        ) -> String {
            writer.write(self, in: text, a, b, c, d, e)
        }
        switch rule {
        case .byteOrderMark: return "byte order mark skipped"
        case .logPrefix: return write("text before the payload skipped: ", .quoted)
        case .logSuffix: return write("text after the payload skipped: ", .quoted)
        case .commentWrapped:
            if span.lowerBound < text.count, text[span.lowerBound] == CommentMarker.quoteMark {
                return write(
                    "payload inside a quoted reply (", .quoted, "): the marker is skipped on each of its ", .detail,
                    " lines")
            }
            return write(
                "payload inside ", .quoted, " comments: the marker is skipped on each of its ", .detail, " lines")
        case .trailingNote: return write("note after the value skipped: ", .quoted)
        case .openStep: return "NSDictionary description (OpenStep text) read as JSON"
        case .swiftPrint: return "Swift print of a dictionary read as JSON"
        case .lldbDump: return "lldb tree dump read as JSON"
        case .missingBraces: return write("members without their ", .detail, " read as one dictionary")
        case .swiftLiteral: return "Swift dictionary literal read as JSON"
        case .objcLiteral: return "Objective-C literal read as JSON"
        case .logEntries: return write("one entry a log line (", .detail, ") read as one dictionary")
        case .hexBytes: return write("NSData bytes ", .quoted, " decoded as UTF-8 text")
        case .escapedJSON: return write("JSON inside a string literal ", .quoted, " read with its escapes decoded")
        case .comment: return write("comment ", .quoted, " skipped")
        case .singleQuotes: return write("string in single quotes ", .quoted, " read as a JSON string")
        case .trailingComma: return write("trailing ',' before '", .detail, "' dropped")
        case .missingComma: return write("missing ',' added before ", .detail)
        case .missingSeparator:
            return write("missing ':' added between the key ", .detail, " and the dictionary after it")
        case .unquotedKey: return write("unquoted key ", .quoted, " read as a string")
        case .equalsSeparator: return "'=' read as ':'"
        case .semicolonSeparator: return "';' read as ','"
        case .parenthesizedArray: return "list in '( )' read as an array"
        case .nullMarker: return "'<null>' read as null"
        case .fusedKeyValue:
            return write("key and separator fused in one quoted string ", .quoted, "; read as key ", .quotedDetail)
        case .fusedPair: return write("key and value fused in one quoted string ", .quoted, "; read as ", .detail)
        case .quotedSeparator: return write("separator in quotes ", .quoted, " read as ':'")
        case .fusedString: return write("quoted ", .quoted, " and unquoted ", .quotedDetail, " read as one string")
        case .truncatedValue: return write("value ", .quoted, " looks cut off; kept as far as it goes: ", .detail)
        case .markdownEmphasis: return write("Markdown emphasis ", .quoted, " skipped")
        case .typeName: return write("type name ", .quoted, " before the value skipped")
        case .devToolsTree: return write("Chrome DevTools object (", .detail, ") read as one dictionary")
        case .devToolsNesting:
            return write(
                "the place of ", .quoted, .detail, " in the object tree is not shown; not read: the payload is partial")
        case .mapCall: return write("map built in code (", .detail, ") read as one dictionary")
        case .dartMap:
            return write("Dart map print (", .detail, ") read as one dictionary; numbers, true, false and null typed")
        case .androidBundle:
            if span.lowerBound < text.count, text[span.lowerBound] == ASCII.openBrace {
                return write("Java Map print (", .detail, ") read as one dictionary; its values read as strings")
            }
            return write("Android Bundle print (", .detail, ") read as one dictionary; its values read as strings")
        case .ambiguousSplit: return detail
        case .cfDescription: return write("CFBasicHash description (", .detail, ") read as one dictionary")
        case .keyListing: return "'[ ]' listing of 'key: value' lines read as one dictionary"
        case .emptyValue: return write("empty value of ", .detail, " read as the empty string \"\"")
        case .unterminatedKey: return write("missing closing '\"' added after the key ", .detail)
        case .expressionValue: return write("code ", .quoted, " read as the opaque string '<expression: ...>'")
        case .collectionIf:
            return write("collection if ", .quoted, " skipped: its member read as if the condition held")
        case .templateLiteral:
            return write("JavaScript template literal ", .quoted, " read as a string, its ${...} kept as written")
        case .parcelledValue:
            return write("Bundle still parcelled ", .quoted, " read as that string: its keys are not in the text")
        case .hashRocket: return "Ruby's or PHP's '=>' read as ':'"
        case .bareWord: return write("bare word ", .quoted, " read as a string")
        case .plainNumber: return write("unquoted ", .quoted, " read as a number")
        case .schemaNumber:
            return write(.quoted, " read as a number: Apple's schema gives ", .quotedDetail, " a number")
        case .schemaString:
            return write(.quoted, " read as a string: Apple's schema gives ", .quotedDetail, " a string")
        case .numberOutOfRange: return write("number ", .quoted, " is out of range; kept as a string")
        case .unterminatedString: return write("missing closing '", .detail, "' added at the end of the line")
        case .wrappedString:
            return "line break in the string dropped: its closing quote is on the next line (a wrapped line)"
        case .invalidEscape: return write("invalid escape ", .detail)
        case .controlCharacter: return write("raw control character ", .detail, " in a string kept (written escaped)")
        case .invalidUTF8: return "invalid UTF-8 in a string replaced with U+FFFD"
        case .smartQuote: return write("typographic quote ", .quoted, " read as '\"'")
        case .unescapedJSON:
            return write(
                "string ", .quoted, " holds JSON whose quotes are not escaped (", .detail, "); read as its text")
        case .cutOff: return write(.detail, "; what was read is kept: the payload is partial")
        case .elision: return write(.quoted, " stands for text left out; skipped: the payload is partial")
        case .pushKeyOutside:
            return write(
                "push key ", .quoted,
                " stands in the text skipped next to the payload: it may be part of a larger one, so the payload is partial"
            )
        case .envelope, .repeatedPart, .nonPush: return detail
        case .arrayElement: return write("element ", .detail, ": APNs takes a single object")
        case .strictRefused: return write("jansson refused this text (", .detail, "); read leniently")
        case .parseError: return detail
        case .tooDeep:
            return "nesting deeper than \(detail) level\(detail == "1" ? "" : "s"); raise the limit with --max-depth"
        case .tooLarge:
            return "payload longer than \(detail) byte\(detail == "1" ? "" : "s"); raise the limit with --max-bytes"
        case .noPayload: return write("no payload found in text ", .quoted)
        case .notAnObject: return write("an APNs payload is a JSON object; this is ", .detail)
        }
    }

    // MARK: Around the payload

    static func byteOrderMark(at offset: Int) -> Finding { Finding(.byteOrderMark, at: offset) }
    static func logPrefix(_ span: Range<Int>) -> Finding { Finding(.logPrefix, at: span.lowerBound, span: span) }
    static func logSuffix(_ span: Range<Int>) -> Finding { Finding(.logSuffix, at: span.lowerBound, span: span) }
    static func noPayload(_ span: Range<Int>) -> Finding { Finding(.noPayload, at: span.lowerBound, span: span) }

    /// `marker`: the comment marker (`//`, `#`, `*`...); `lines`: how many lines carry it.
    static func commentWrapped(_ marker: Range<Int>, lines: Int) -> Finding {
        Finding(.commentWrapped, at: marker.lowerBound, span: marker, detail: String(lines))
    }

    static func trailingNote(_ span: Range<Int>) -> Finding { Finding(.trailingNote, at: span.lowerBound, span: span) }

    // MARK: Whole forms

    static func openStep(at offset: Int) -> Finding { Finding(.openStep, at: offset) }
    static func swiftPrint(at offset: Int) -> Finding { Finding(.swiftPrint, at: offset) }
    static func lldbDump(at offset: Int) -> Finding { Finding(.lldbDump, at: offset) }

    /// `missing`: what was missing, `'{ }'` or `'{'`.
    static func missingBraces(at offset: Int, missing: String) -> Finding {
        Finding(.missingBraces, at: offset, detail: missing)
    }

    static func swiftLiteral(at offset: Int) -> Finding { Finding(.swiftLiteral, at: offset) }
    static func objcLiteral(at offset: Int) -> Finding { Finding(.objcLiteral, at: offset) }

    /// `shape`: how the entries were written and how many lines, e.g. `'key -> value', 11 lines`.
    static func logEntries(at offset: Int, shape: String) -> Finding { Finding(.logEntries, at: offset, detail: shape) }

    static func hexBytes(_ span: Range<Int>) -> Finding { Finding(.hexBytes, at: span.lowerBound, span: span) }
    static func escapedJSON(_ span: Range<Int>) -> Finding { Finding(.escapedJSON, at: span.lowerBound, span: span) }

    // MARK: Relaxed syntax

    static func comment(_ span: Range<Int>) -> Finding { Finding(.comment, at: span.lowerBound, span: span) }

    static func singleQuotes(_ string: QuotedText) -> Finding {
        Finding(.singleQuotes, at: string.start, span: string.contentStart..<string.contentEnd)
    }

    static func trailingComma(at offset: Int, closer: UInt8) -> Finding {
        Finding(.trailingComma, at: offset, detail: String(Character(Unicode.Scalar(closer))))
    }

    /// A Dart collection `if (…)` before a member, skipped (§4.8).
    static func collectionIf(_ span: Range<Int>) -> Finding { Finding(.collectionIf, at: span.lowerBound, span: span) }

    static func expressionValue(_ span: Range<Int>) -> Finding {
        Finding(.expressionValue, at: span.lowerBound, span: span)
    }

    static func templateLiteral(_ span: Range<Int>) -> Finding {
        Finding(.templateLiteral, at: span.lowerBound, span: span)
    }

    static func parcelledValue(_ span: Range<Int>) -> Finding {
        Finding(.parcelledValue, at: span.lowerBound, span: span)
    }

    static func hashRocket(at offset: Int) -> Finding { Finding(.hashRocket, at: offset, span: offset..<(offset + 2)) }

    static func unterminatedKey(key: String, at offset: Int) -> Finding {
        Finding(.unterminatedKey, at: offset, detail: Quoting.quoted(key))
    }

    static func devToolsTree(at offset: Int, detail: String) -> Finding {
        Finding(.devToolsTree, at: offset, detail: detail)
    }

    /// A Kotlin or Java call building a map (§4.17), its name spanning `name`.
    static func mapCall(_ name: Range<Int>, in text: UnsafeRawBufferPointer, pairs: Int) -> Finding {
        let call = String(decoding: UnsafeRawBufferPointer(rebasing: text[name]), as: UTF8.self)
        return Finding(
            .mapCall, at: name.lowerBound, span: name, detail: "'\(call)(...)', \(pairs) pair\(pairs == 1 ? "" : "s")")
    }

    /// A Dart map or Android Bundle print (§4.19) of `pairs` pairs, nested maps' counted.
    /// `lines`: the lines it spans, more than one when a page wrapped it at a `, `.
    static func printedMap(at offset: Int, dialect: PrintedMapReader.Dialect, pairs: Int, lines: Int = 1) -> Finding {
        let wrapped = lines > 1 ? ", wrapped over \(lines) lines" : ""
        return Finding(
            dialect == .dart ? .dartMap : .androidBundle, at: offset,
            detail: "\(pairs) pair\(pairs == 1 ? "" : "s")\(wrapped)")
    }

    /// A CFDictionary's description (§4.20) of `entries` entries, nested dictionaries' counted.
    static func cfDescription(at offset: Int, entries: Int) -> Finding {
        Finding(.cfDescription, at: offset, detail: "\(entries) entr\(entries == 1 ? "y" : "ies")")
    }

    /// A `, key: ` in a printed map read as a new key, though it may be the text of the value of
    /// `after` (a value with blanks, and a key neither Apple nor an SDK defines, or repeated).
    static func ambiguousSplit(key: String, after: String, at offset: Int) -> Finding {
        Finding(
            .ambiguousSplit, at: offset,
            detail: "', \(key)' read as a new key \(Quoting.quoted(key)) after the value of \(Quoting.quoted(after)); "
                + "it may be part of that value (the print does not tell)")
    }

    /// `1 property`, `5 properties`.
    static func properties(_ count: Int) -> String { "\(count) propert\(count == 1 ? "y" : "ies")" }

    /// DevTools properties whose place the text does not show, the first spanning `key` (§4.17).
    static func devToolsNesting(_ key: Range<Int>, count: Int) -> Finding {
        Finding(
            .devToolsNesting, at: key.lowerBound, span: key,
            detail: count > 1 ? " (and \(count - 1) more propert\(count == 2 ? "y" : "ies"))" : "")
    }

    static func keyListing(at offset: Int) -> Finding { Finding(.keyListing, at: offset) }

    static func emptyValue(key: String, at offset: Int) -> Finding {
        Finding(.emptyValue, at: offset, detail: Quoting.quoted(key))
    }

    static func missingSeparator(key: String, at offset: Int) -> Finding {
        Finding(.missingSeparator, at: offset, detail: Quoting.quoted(key))
    }
    static func missingComma(before token: String, at offset: Int) -> Finding {
        Finding(.missingComma, at: offset, detail: token)
    }

    static func unquotedKey(_ span: Range<Int>) -> Finding { Finding(.unquotedKey, at: span.lowerBound, span: span) }
    static func equalsSeparator(at offset: Int) -> Finding { Finding(.equalsSeparator, at: offset) }
    static func semicolonSeparator(at offset: Int) -> Finding { Finding(.semicolonSeparator, at: offset) }
    static func parenthesizedArray(at offset: Int) -> Finding { Finding(.parenthesizedArray, at: offset) }
    static func nullMarker(at offset: Int) -> Finding { Finding(.nullMarker, at: offset) }

    // MARK: Hand-edited hybrids

    static func fusedKeyValue(_ written: Range<Int>, key: String) -> Finding {
        Finding(.fusedKeyValue, at: written.lowerBound, span: written, detail: key)
    }

    static func fusedPair(_ written: Range<Int>, key: String, value: JSONValue) -> Finding {
        let reading = "key \(Quoting.quoted(key)) with value \(Jansson.encode(value, style: .record))"
        return Finding(.fusedPair, at: written.lowerBound, span: written, detail: reading)
    }

    static func quotedSeparator(_ written: Range<Int>) -> Finding {
        Finding(.quotedSeparator, at: written.lowerBound, span: written)
    }

    static func fusedString(_ quoted: Range<Int>, rest: String) -> Finding {
        Finding(.fusedString, at: quoted.lowerBound, span: quoted, detail: rest)
    }

    static func markdownEmphasis(_ marks: Range<Int>) -> Finding {
        Finding(.markdownEmphasis, at: marks.lowerBound, span: marks)
    }

    static func typeName(_ name: Range<Int>) -> Finding {
        Finding(.typeName, at: name.lowerBound, span: name)
    }

    static func truncatedValue(_ written: Range<Int>, kept: String) -> Finding {
        Finding(
            .truncatedValue, at: written.lowerBound, span: written,
            detail: Jansson.encode(.string(kept), style: .record))
    }

    // MARK: Value typing

    static func bareWord(_ span: Range<Int>) -> Finding { Finding(.bareWord, at: span.lowerBound, span: span) }
    static func plainNumber(_ span: Range<Int>) -> Finding { Finding(.plainNumber, at: span.lowerBound, span: span) }
    static func numberOutOfRange(_ span: Range<Int>) -> Finding {
        Finding(.numberOutOfRange, at: span.lowerBound, span: span)
    }

    static func schemaNumber(_ span: Range<Int>, key: String, at offset: Int? = nil) -> Finding {
        Finding(.schemaNumber, at: offset ?? span.lowerBound, span: span, detail: key)
    }

    static func schemaString(_ span: Range<Int>, key: String) -> Finding {
        Finding(.schemaString, at: span.lowerBound, span: span, detail: key)
    }

    // MARK: Inside strings

    static func unterminatedString(at offset: Int, quote: UInt8) -> Finding {
        Finding(.unterminatedString, at: offset, detail: quote == ASCII.apostrophe ? "'" : "\"")
    }

    static func wrappedString(_ lineBreak: Range<Int>) -> Finding {
        Finding(.wrappedString, at: lineBreak.lowerBound, span: lineBreak)
    }

    /// `reading`: the escape, quoted, and what it was read as.
    static func invalidEscape(_ reading: String, at offset: Int) -> Finding {
        Finding(.invalidEscape, at: offset, detail: reading)
    }

    static func controlCharacter(_ byte: UInt8, at offset: Int) -> Finding {
        let hex = String(byte, radix: 16, uppercase: true)
        return Finding(.controlCharacter, at: offset, detail: "U+" + String(repeating: "0", count: 4 - hex.count) + hex)
    }

    static func invalidUTF8(at offset: Int) -> Finding { Finding(.invalidUTF8, at: offset) }

    static func smartQuote(_ span: Range<Int>) -> Finding { Finding(.smartQuote, at: span.lowerBound, span: span) }

    /// `span`: the opening quote and bracket; `lines`: how many lines the string's text takes.
    static func unescapedJSON(_ span: Range<Int>, lines: Int) -> Finding {
        Finding(.unescapedJSON, at: span.lowerBound, span: span, detail: lines == 1 ? "one line" : "\(lines) lines")
    }

    // MARK: Truncation

    /// `unclosed`: what the input ended inside, e.g. `the input ends before '}' closes the '{' at 1:1`.
    static func cutOff(_ unclosed: String, at offset: Int) -> Finding { Finding(.cutOff, at: offset, detail: unclosed) }
    static func elision(_ span: Range<Int>) -> Finding { Finding(.elision, at: span.lowerBound, span: span) }
    static func pushKeyOutside(_ span: Range<Int>) -> Finding {
        Finding(.pushKeyOutside, at: span.lowerBound, span: span)
    }

    // MARK: What a payload is

    static func envelope(_ message: String, at offset: Int) -> Finding {
        Finding(.envelope, at: offset, detail: message)
    }

    static func arrayElement(_ index: Int, of count: Int, at offset: Int) -> Finding {
        Finding(.arrayElement, at: offset, detail: "\(index) of an array of \(count)")
    }

    static func repeatedPart(_ message: String, at offset: Int) -> Finding {
        Finding(.repeatedPart, at: offset, detail: message)
    }

    /// `what`: the value's kind as a message says it, e.g. `a string`, `an array of numbers`.
    static func notAnObject(_ what: String, at offset: Int) -> Finding {
        Finding(.notAnObject, at: offset, detail: what)
    }

    static func strictRefused(_ message: String, at offset: Int) -> Finding {
        Finding(.strictRefused, at: offset, detail: message)
    }

    // MARK: Errors

    static func parseError(_ message: String, at offset: Int) -> Finding {
        Finding(.parseError, at: offset, detail: message)
    }
    static func tooDeep(limit: Int, at offset: Int) -> Finding { Finding(.tooDeep, at: offset, detail: String(limit)) }
    static func tooLarge(limit: Int, at offset: Int) -> Finding {
        Finding(.tooLarge, at: offset, detail: String(limit))
    }
}
