import PushRouteCore

/// What a rule of the paste reader is, for `pushroute explain` and the rule index of
/// docs/pasted-forms.md (§9): its section of that page, what it means, and a message it is
/// reported with. Declared once per rule, below; the kind follows from the rule's severity and
/// whether it leaves the payload partial.
public struct LenientRuleExplanation: Sendable {
    /// The sections of docs/pasted-forms.md that describe it, e.g. `4.2`.
    public var sections: [String]
    /// What it means, a sentence without its final full stop.
    public var meaning: String
    /// A message the reader reports it with.
    public var message: String

    init(_ sections: [String], _ meaning: String, _ message: String) {
        self.sections = sections
        self.meaning = meaning
        self.message = message
    }
}

/// What a rule of the paste reader does to the payload it is reported on.
public enum LenientRuleKind: String, Sendable {
    case repair
    case partialRepair = "repair (partial)"
    case note
    case error

    /// What the kind means for the payload, as `explain` says it.
    public var consequence: String {
        switch self {
        case .repair:
            "a warning; the payload is read, its status 'repaired'; lint lists it in the payload's repaired-input finding"
        case .partialRepair: "a warning; the payload is read as far as it goes, its status 'partial'"
        case .note: "a note on what the payload is; it is read"
        case .error: "an error; the payload is not read, its status 'invalid'"
        }
    }
}

extension LenientRule: ExplainedRule {
    public static let reportedBy = "the paste reader (classify, normalize, simulate, session, lint)"

    public var meaning: String { explanation.meaning }

    /// A payload cut off or with text left out: what was read is kept, and the payload says
    /// where it has gaps (docs/pasted-forms.md §4.13).
    public var makesPartial: Bool {
        switch self {
        case .cutOff, .elision, .devToolsNesting, .pushKeyOutside: true
        default: false
        }
    }

    public var kind: LenientRuleKind {
        isError ? .error : isNote ? .note : makesPartial ? .partialRepair : .repair
    }

    public var explanation: LenientRuleExplanation {
        switch self {
        case .byteOrderMark:
            .init(
                ["2"], "the input starts with a UTF-8 byte order mark, which JSON does not allow",
                "byte order mark skipped")
        case .logPrefix:
            .init(
                ["3.3"], "text before the payload on its line (a log prefix, a label) is not part of it",
                "text before the payload skipped: '...'")
        case .logSuffix:
            .init(
                ["3.3"], "text after the payload on its line is not part of it", "text after the payload skipped: '...'"
            )
        case .commentWrapped:
            .init(
                ["4.9"], "the payload is inside source comments, and the comment marker of each line is skipped",
                "payload inside '//' comments: the marker is skipped on each of its 7 lines")
        case .trailingNote:
            .init(
                ["4.9"], "a note written after a value (a comment in any script) is not part of the payload",
                "note after the value skipped: '自定义字段'")
        case .openStep:
            .init(
                ["4.2", "10.4"],
                "the whole payload is an NSDictionary description (NSLog of a dictionary, po in Objective-C), read as the JSON it stands for",
                "NSDictionary description (OpenStep text) read as JSON")
        case .swiftPrint:
            .init(
                ["4.3", "10.4"], "the whole payload is Swift's print of a dictionary, read as the JSON it stands for",
                "Swift print of a dictionary read as JSON")
        case .lldbDump:
            .init(
                ["4.4"], "the payload is an lldb tree dump (po userInfo in Swift), read as the JSON it stands for",
                "lldb tree dump read as JSON")
        case .missingBraces:
            .init(
                ["4.10"], "the members of a dictionary were pasted without its enclosing braces",
                "members without their enclosing '{ }' read as one dictionary")
        case .swiftLiteral:
            .init(
                ["4.12"], "the payload is a Swift dictionary literal from source code",
                "Swift dictionary literal read as JSON")
        case .objcLiteral:
            .init(
                ["4.12"], "the payload is an Objective-C literal (@{ @\"key\": ... }) from source code",
                "Objective-C literal read as JSON")
        case .logEntries:
            .init(
                ["4.11"],
                "the payload is logged one entry a line ('key -> value', 'Key: k - Value: v'), read as one dictionary",
                "one entry a log line ('key -> value', 9 entries) read as one dictionary")
        case .hexBytes:
            .init(
                ["4.15"], "the payload is NSData bytes in hex, decoded as UTF-8 text and read from that",
                "NSData bytes '<7b226170 ...' decoded as UTF-8 text")
        case .escapedJSON:
            .init(
                ["4.16"], "the payload is JSON inside a string literal, read after its escapes are decoded",
                "JSON inside a string literal '\"{\\\"aps\\\"...' read with its escapes decoded")
        case .keyListing:
            .init(
                ["4.17"], "a '[ ]' listing of 'key: value' lines without separators is read as one dictionary",
                "'[ ]' listing of 'key: value' lines read as one dictionary")
        case .devToolsTree:
            .init(
                ["4.17"], "the payload is a Chrome DevTools object expanded in the console, read as one dictionary",
                "Chrome DevTools object (its summary and 4 properties expanded) read as one dictionary")
        case .mapCall:
            .init(
                ["4.17"],
                "the payload is a map built in code (Kotlin's bundleOf or mapOf, Java's Map.of, PHP's array, a constructor called with keyword arguments), read as one dictionary",
                "map built in code ('bundleOf(...)', 4 pairs) read as one dictionary")
        case .dartMap:
            .init(
                ["4.19"], "the payload is Dart's print of a map, as Flutter apps log a push, read as one dictionary",
                "Dart map print (7 pairs) read as one dictionary; numbers, true, false and null typed")
        case .androidBundle:
            .init(
                ["4.19"], "the payload is Android's print of a Bundle from logcat, read as one dictionary of strings",
                "Android Bundle print (6 pairs) read as one dictionary; its values read as strings")
        case .cfDescription:
            .init(
                ["4.20"],
                "the payload is a CFDictionary's description (CFShow, po of a CFDictionaryRef), read as one dictionary",
                "CFBasicHash description (6 entries) read as one dictionary")
        case .ambiguousSplit:
            .init(
                ["4.19"],
                "in a printed map, a ', key: ' was read as a new key though it may be part of the value before it; the print does not tell",
                "', get' read as a new key 'get' after the value of 'promo'; it may be part of that value (the print does not tell)"
            )
        case .comment:
            .init(["4.5"], "a comment, which JSON does not allow, is skipped", "comment '// ...' skipped")
        case .singleQuotes:
            .init(
                ["4.5", "6"], "a string in single quotes, which JSON does not allow, is read as a string",
                "string in single quotes '...' read as a JSON string")
        case .trailingComma:
            .init(["4.5"], "a comma after the last member or element is dropped", "trailing ',' before '}' dropped")
        case .missingComma:
            .init(
                ["4.5"], "a line end between two members or elements with no comma between them stands for one",
                "missing ',' added before '\"_lpm\"'")
        case .missingSeparator:
            .init(
                ["4.5"], "a key followed by its value without ':' or '=' between them is read as a member",
                "missing ':' added between the key 'aps' and the dictionary after it")
        case .unquotedKey:
            .init(["4.2", "4.5"], "a key without quotes is read as a string", "unquoted key 'badge' read as a string")
        case .equalsSeparator:
            .init(["4.2"], "the '=' of NSDictionary text between a key and its value is read as ':'", "'=' read as ':'")
        case .semicolonSeparator:
            .init(["4.2"], "the ';' of NSDictionary text after a member is read as ','", "';' read as ','")
        case .parenthesizedArray:
            .init(
                ["4.2"], "a list in '( )', as NSDictionary text writes an array, is read as an array",
                "list in '( )' read as an array")
        case .nullMarker:
            .init(["4.2"], "the '<null>' of NSDictionary text (NSNull) is read as null", "'<null>' read as null")
        case .fusedKeyValue:
            .init(
                ["4.8"],
                "a key and its separator written in one quoted string, as hand edits leave them, are read as the key",
                "key and separator fused in one quoted string '\"alert =\"'; read as key 'alert'")
        case .fusedPair:
            .init(
                ["4.8"], "a key and its value written in one quoted string are read as a key and a value",
                "key and value fused in one quoted string '\"body = Sale\"'; read as key 'body' with value \"Sale\"")
        case .quotedSeparator:
            .init(["4.8"], "a separator written in quotes is read as ':'", "separator in quotes '\"=\"' read as ':'")
        case .fusedString:
            .init(
                ["4.8"], "a quoted string followed by unquoted text that continues it is read as one string",
                "quoted '\"https\"' and unquoted '://cdn.example.com/a.png' read as one string")
        case .truncatedValue:
            .init(
                ["4.8"], "a value that looks cut off by a hand edit is kept as far as it goes",
                "value '\"https\":' looks cut off; kept as far as it goes: \"https:\"")
        case .markdownEmphasis:
            .init(
                ["4.8"],
                "Markdown's emphasis marks ('**', '_**'), left by a page's editor around a member or a value, are skipped",
                "Markdown emphasis '**_' skipped")
        case .typeName:
            .init(
                ["4.8"],
                "the type name a JavaScript console prints before an object or an array ('Object {', 'Array [': React Native's and Jest's pretty-format), Dart's type arguments before a map or list literal ('<String, dynamic>{'), or the type of a Go composite literal ('&messaging.Aps{', 'map[string]string{'), is skipped",
                "type name 'Object' before the value skipped")
        case .emptyValue:
            .init(
                ["4.17"], "a key with nothing after its separator (Android's Bundle, Dart maps) gets the empty string",
                "empty value of 'wzrk_bc' read as the empty string \"\"")
        case .unterminatedKey:
            .init(
                ["4.17"], "a key whose closing quote is missing gets it after the key",
                "missing closing '\"' added after the key 'ct_ContentSlider'")
        case .expressionValue:
            .init(
                ["4.17"],
                "a value that is code (a call, an expression) is read as an opaque string, since its value is not in the text",
                "code 'push_text(locale)' read as the opaque string '<expression: ...>'")
        case .collectionIf:
            .init(
                ["4.8"],
                "a Dart map literal's collection if before a member ('if (date != null) 'date': date') is skipped: the member is read as if its condition held, which the text cannot tell",
                "collection if 'if (date != null)' skipped: its member read as if the condition held")
        case .templateLiteral:
            .init(
                ["4.17"],
                "a JavaScript template literal is read as a string of what its backticks hold, its ${...} kept as written (their values are not in the text)",
                "JavaScript template literal '`Hi, ${user.name}`' read as a string, its ${...} kept as written")
        case .parcelledValue:
            .init(
                ["4.19"],
                "a Bundle nested in a Bundle and still parcelled (FCM's gcm.n.analytics_data) is read as the string it prints: Android printed its size, not its keys",
                "Bundle still parcelled 'Bundle[mParcelledData.dataSize=304]' read as that string: its keys are not in the text"
            )
        case .hashRocket:
            .init(
                ["4.17"], "Ruby's or PHP's '=>' between a key and its value is read as ':'",
                "Ruby's or PHP's '=>' read as ':'")
        case .bareWord:
            .init(
                ["5.2"], "an unquoted value that is no number, true, false or null is read as a string",
                "bare word 'TEST-ABC-123Z' read as a string")
        case .plainNumber:
            .init(
                ["5.2"], "an unquoted number, where the form does not say its type, is read as a number",
                "unquoted '42' read as a number")
        case .schemaNumber:
            .init(
                ["5.2", "5.3"], "a value of a key Apple's schema gives a number is read as a number",
                "'1' read as a number: Apple's schema gives 'content-available' a number")
        case .schemaString:
            .init(
                ["5.2"], "an unquoted value of a key Apple's schema gives a string is read as a string",
                "'3' read as a string: Apple's schema gives 'title' a string")
        case .numberOutOfRange:
            .init(
                ["5.2"], "a number too large for a JSON reader to keep exactly is kept as a string",
                "number '123456789012345678901' is out of range; kept as a string")
        case .unterminatedString:
            .init(
                ["6"], "a string without its closing quote before the line end is closed there",
                "missing closing '\"' added at the end of the line")
        case .wrappedString:
            .init(
                ["6"],
                "a string whose closing quote is at the start of the next line, before a separator or a closer, was wrapped there; the line break is dropped",
                "line break in the string dropped: its closing quote is on the next line (a wrapped line)")
        case .invalidEscape:
            .init(
                ["6"], "a backslash escape JSON does not have is read as the character after the backslash",
                "invalid escape '\\q' read as 'q'")
        case .controlCharacter:
            .init(
                ["6"], "a raw control character in a string, which JSON does not allow, is kept and written escaped",
                "raw control character U+0009 in a string kept (written escaped)")
        case .invalidUTF8:
            .init(
                ["6"], "bytes in a string that are not UTF-8 are replaced with U+FFFD",
                "invalid UTF-8 in a string replaced with U+FFFD")
        case .smartQuote:
            .init(
                ["6"],
                "a typographic quote (“ ” ‘ ’), as word processors and chat tools write them, is read as a JSON quote",
                "typographic quote '“' read as '\"'")
        case .unescapedJSON:
            .init(
                ["4.21"],
                "a string whose text is JSON with its quotes not escaped, often over several lines, is read as that text, to the quote after the bracket that closes it",
                "string '\"{' holds JSON whose quotes are not escaped (5 lines); read as its text")
        case .cutOff:
            .init(
                ["4.13"],
                "the input ends inside the payload: what was read is kept, every container still open is closed",
                "the input ends before '}' closes the '{' at 2:1; what was read is kept: the payload is partial")
        case .elision:
            .init(
                ["4.13"],
                "'...' or '…' (or '[...]', '<truncated>', or a JavaScript or Dart spread member '...extras') stands for text left out, which is skipped",
                "'…' stands for text left out; skipped: the payload is partial")
        case .devToolsNesting:
            .init(
                ["4.17.1"],
                "DevTools properties pasted without their summary do not show where some of them belong; those are not read",
                "the place of 'mutable-content' (and 2 more properties) in the object tree is not shown; not read: the payload is partial"
            )
        case .pushKeyOutside:
            .init(
                ["10.3"],
                "a push key stands in the text skipped next to the payload, which may be part of a larger one",
                "push key 'aps' stands in the text skipped next to the payload: it may be part of a larger one, so the payload is partial"
            )
        case .envelope:
            .init(
                ["11.2"],
                "the push was read from inside an envelope (Amazon SNS, Firebase, OneSignal, a 'payload' key, an FCM message's 'data' as Flutter and React Native print it)",
                "push read from inside an Amazon SNS message, at 'APNS_SANDBOX' (a JSON string)")
        case .arrayElement:
            .init(
                ["11.1"], "the payload is one element of an array of objects, each read as a payload of its own",
                "element 1 of an array of 2: APNs takes a single object")
        case .repeatedPart:
            .init(
                ["11.4"],
                "an object equal to a part of the payload before it is the log printing that part again; it is skipped",
                "object repeats 'aps' of the payload at 1:29; skipped")
        case .nonPush:
            .init(
                ["11.5", "11.7"],
                "in a paste that holds a push, a dictionary beside it that is no push (no 'aps', no SDK key, no envelope) and was read after repairs is skipped; in one that holds none, so is a dictionary after a label naming no message (classify, normalize, simulate)",
                "dictionary skipped: no push (no 'aps', no SDK key, no envelope) beside the push at 11:1")
        case .strictRefused:
            .init(
                ["10.2"],
                "jansson refused the text for a reason no other rule names (\\u0000, its own depth limit); it was read leniently",
                "jansson refused this text (...); read leniently")
        case .parseError:
            .init(
                ["8"], "the reader cannot go on: the message says what was expected and quotes what was found",
                "expected ',' or '}' after the value, found '\"_lpm\"'")
        case .tooDeep:
            .init(
                ["7"], "the payload nests deeper than the depth limit (512 levels by default)",
                "nesting deeper than 512 levels; raise the limit with --max-depth")
        case .tooLarge:
            .init(
                ["7"], "the payload is longer than the byte limit (16 MiB by default)",
                "payload longer than 16777216 bytes; raise the limit with --max-bytes")
        case .noPayload:
            .init(["8"], "the text, or the input, holds no payload", "no payload found in text '...'")
        case .notAnObject:
            .init(
                ["11.3"],
                "the document is a string, a number, a boolean, null or an array of no objects: APNs takes an object",
                "an APNs payload is a JSON object; this is a string")
        }
    }
}
