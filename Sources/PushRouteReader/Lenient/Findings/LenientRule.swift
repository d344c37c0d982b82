import PushRouteCore

/// Every rule of the lenient reader: a stable id for each kind of repair (reported as a
/// warning) and for each reason a payload could not be read (an error).
public enum LenientRule: String, DiagnosticRule {
    // Around the payload
    case byteOrderMark = "byte-order-mark"
    case logPrefix = "log-prefix"
    case logSuffix = "log-suffix"
    case commentWrapped = "comment-wrapped"
    case trailingNote = "trailing-note"
    // Whole forms
    case openStep = "openstep"
    case swiftPrint = "swift-print"
    case lldbDump = "lldb-dump"
    case missingBraces = "missing-braces"
    case swiftLiteral = "swift-literal"
    case objcLiteral = "objc-literal"
    case logEntries = "log-entries"
    case hexBytes = "hex-bytes"
    case escapedJSON = "escaped-json"
    case keyListing = "key-listing"
    case devToolsTree = "devtools-tree"
    case mapCall = "map-call"
    case dartMap = "dart-map"
    case androidBundle = "android-bundle"
    case cfDescription = "cf-description"
    /// A printed map's `, key: ` that may be its value's own text (§4.19).
    case ambiguousSplit = "ambiguous-split"
    // Relaxed JSON syntax
    case comment = "comment"
    case singleQuotes = "single-quotes"
    case trailingComma = "trailing-comma"
    case missingComma = "missing-comma"
    case missingSeparator = "missing-separator"
    case unquotedKey = "unquoted-key"
    case equalsSeparator = "equals-separator"
    case semicolonSeparator = "semicolon-separator"
    case parenthesizedArray = "parenthesized-array"
    case nullMarker = "null-marker"
    // Hand-edited hybrids
    case fusedKeyValue = "fused-key-value"
    case fusedPair = "fused-pair"
    case quotedSeparator = "quoted-separator"
    case fusedString = "fused-string"
    case truncatedValue = "truncated-value"
    case markdownEmphasis = "markdown-emphasis"
    case typeName = "type-name"
    // Values people print or write that JSON has no word for
    case emptyValue = "empty-value"
    case unterminatedKey = "unterminated-key"
    case expressionValue = "expression-value"
    case collectionIf = "collection-if"
    case parcelledValue = "parcelled-value"
    case templateLiteral = "template-literal"
    case hashRocket = "hash-rocket"
    // Value typing
    case bareWord = "bare-word"
    case plainNumber = "plain-number"
    case schemaNumber = "schema-number"
    case schemaString = "schema-string"
    case numberOutOfRange = "number-out-of-range"
    // Inside strings
    case unterminatedString = "unterminated-string"
    case wrappedString = "wrapped-string"
    case invalidEscape = "invalid-escape"
    case controlCharacter = "control-character"
    case invalidUTF8 = "invalid-utf8"
    case smartQuote = "smart-quote"
    case unescapedJSON = "unescaped-json"
    // Truncation: the payload is partial
    case cutOff = "cut-off"
    case elision = "elision"
    case devToolsNesting = "devtools-nesting"
    case pushKeyOutside = "push-key-outside"
    // What a payload is (notes)
    case envelope = "envelope"
    case arrayElement = "array-element"
    case repeatedPart = "repeated-part"
    /// A dictionary beside a paste's push that is no push, skipped (`PastePushFilter`).
    case nonPush = "non-push"
    /// Text jansson refuses for a reason no other rule names (e.g. its own depth limit).
    case strictRefused = "strict-refused"
    // Errors
    case parseError = "parse-error"
    case tooDeep = "too-deep"
    case tooLarge = "too-large"
    case noPayload = "no-payload"
    case notAnObject = "not-an-object"

    /// Errors make a payload invalid; every other rule is a repair.
    public var isError: Bool {
        switch self {
        case .parseError, .tooDeep, .tooLarge, .noPayload, .notAnObject: true
        default: false
        }
    }

    /// What a payload is rather than how it was written: an envelope unwrapped, an element of
    /// an array (docs/pasted-forms.md §11). Reported as notes, not warnings.
    public var isNote: Bool {
        switch self {
        case .envelope, .arrayElement, .nonPush: true
        default: false
        }
    }

    /// The severity a finding of this rule is reported with.
    public var severity: Severity { isError ? .error : isNote ? .note : .warning }

    /// Native syntax of the NSDictionary description: reported one by one in a hybrid, and
    /// folded into one `openstep` or `swift-print` warning when a whole payload is in that form.
    var isOpenStepSyntax: Bool {
        switch self {
        case .unquotedKey, .equalsSeparator, .semicolonSeparator, .parenthesizedArray, .nullMarker: true
        default: false
        }
    }
}

/// One repair or error found while reading, at a byte offset of the original text.
/// It holds offsets, not text: its line and column, and its message (which may quote
/// `span`), are worked out only when it is reported, and never for the findings a form's
/// one warning replaces.
struct Finding {
    var rule: LenientRule
    var offset: Int
    /// The text the message quotes, when it quotes the input.
    var span: Range<Int>
    /// What else the message needs: a key, a limit, a value as read.
    var detail: String?
    /// `detail` is the whole message, worded already (a finding of a text read from inside
    /// another, whose spans point into that text: docs/pasted-forms.md §4.15).
    var worded = false

    init(_ rule: LenientRule, at offset: Int, span: Range<Int>? = nil, detail: String? = nil) {
        self.rule = rule
        self.offset = offset
        self.span = span ?? offset..<offset
        self.detail = detail
    }

    /// A finding whose message is already written, at `offset`.
    static func worded(_ rule: LenientRule, at offset: Int, message: String) -> Finding {
        var finding = Finding(rule, at: offset, detail: message)
        finding.worded = true
        return finding
    }
}
