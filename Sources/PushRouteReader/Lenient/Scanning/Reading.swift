import PushRouteCore

/// One way of reading the text at one place: the form tried, what it read, and where it
/// stopped. The scanner tries the forms a line may start, and keeps the best reading
/// (`ReadingChoice`, docs/pasted-forms.md §10.3); every form makes its reading through one
/// contract (`FormReader`).
struct Reading {
    enum Form {
        /// jansson, on valid JSON.
        case strict
        /// `LenientParser`, from a bracket (`{`, `[`, `@{`).
        case brackets
        /// `LenientParser`, from a member whose dictionary has no braces (§4.10).
        case members
        /// `LenientParser`, from a bare `key:` line of a listing without braces (§4.18).
        case listing
        /// `LLDBTreeReader` (§4.4, §4.14).
        case tree
        /// `LogEntriesReader` (§4.11).
        case entries
        /// Text decoded first: `NSData` bytes (§4.15) or a string literal holding JSON (§4.16).
        case decoded
        /// `DevToolsReader` (§4.17).
        case devTools
        /// `MapCallReader` (§4.17).
        case mapCall
        /// `PrintedMapReader`: a Dart map or an Android Bundle print (§4.19).
        case printedMap
        /// `CFDescriptionReader`: a CFDictionary's description (§4.20).
        case cfDescription
    }

    var form: Form
    /// Where the payload starts: its record's line.
    var start: Int
    /// Where the line of `start` starts.
    var lineStart = 0
    /// Where the text before the payload ends (before a comment marker the reading takes in).
    var textStart: Int
    /// Just after the payload; where reading goes on.
    var end: Int
    var value: JSONValue?
    var findings: [Finding] = []
    /// The error that ended the reading, when it failed.
    var failure: Finding?
    var gaps: [PayloadGap] = []
    /// Keys read with their separator: a failed reading without any started nothing payload-shaped.
    var keysRead = 0
    /// Where each element of a root array starts.
    var elementStarts: [Int] = []
    /// The scanner's locator, moved on by this reading.
    var locator: TextLocator
    /// Where jansson refused the text, when it did, or where a CFDictionary description that
    /// failed ends (reading resumes after it, too).
    var refusalEnd: Int?

    init(form: Form, start: Int, end: Int, locator: TextLocator) {
        self.form = form
        self.start = start
        textStart = start
        self.end = end
        self.locator = locator
    }

    /// Where the reading stopped: its end, or where it failed.
    var stop: Int { max(failure?.offset ?? end, refusalEnd ?? 0) }

    /// The findings that count against a reading: every repair but value typing, which any
    /// reading of the same values needs alike.
    var repairCount: Int {
        var count = 0
        for finding in findings {
            switch finding.rule {
            case .bareWord, .plainNumber, .schemaNumber, .schemaString, .numberOutOfRange: continue
            default: count += 1
            }
        }
        return count
    }
}
