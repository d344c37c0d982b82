import PushRouteCore

/// The one contract every form's reader keeps (docs/pasted-forms.md §10): set at a place where
/// its form may start, it reads a value and says where it stopped, what it repaired
/// (`findings`), why it failed, and what the text does not hold of the payload (`gaps`). A
/// `Reading` is made from any of them the same way (`Reading.init(form:start:reader:marker:in:)`).
protocol FormReader {
    /// Reads the payload; nil when it could not (`failure` says why).
    mutating func read() -> JSONValue?
    /// Just after what was read, or where reading failed.
    var position: Int { get }
    var findings: [Finding] { get }
    var failure: Finding? { get }
    var gaps: [PayloadGap] { get }
    /// The locator, moved on by reading.
    var locator: TextLocator { get }
    /// Keys read with their separator: a failed reading without any started nothing payload-shaped.
    var keysRead: Int { get }
    /// Where each element of a root array starts.
    var rootElementStarts: [Int] { get }
    /// Lines after the first that carry the comment marker the payload's first line has.
    var markedLines: Int { get }
}

extension FormReader {
    var keysRead: Int { 0 }
    var rootElementStarts: [Int] { [] }
    var markedLines: Int { 0 }
}

extension LenientParser: FormReader {
    mutating func read() -> JSONValue? { parse() }
}

extension LLDBTreeReader: FormReader {}

extension LogEntriesReader: FormReader {
    var failure: Finding? { value == nil ? .parseError("no entries", at: start) : nil }
}

extension Reading {
    /// What `reader` reads from `start` (where the reading starts; its reader may start a byte
    /// later, after an Objective-C literal's `@`). With lines that carry `marker`, the marker
    /// and a label after it are the reading's (`takeMarker`).
    init<Reader: FormReader>(
        form: Form, start: Int, reader: inout Reader, marker: CommentMarker?, in text: UnsafeRawBufferPointer
    ) {
        self.init(form: form, start: start, end: start, locator: reader.locator)
        value = reader.read()
        end = reader.position
        findings = reader.findings
        failure = reader.failure
        gaps = reader.gaps
        keysRead = reader.keysRead
        elementStarts = reader.rootElementStarts
        locator = reader.locator
        if reader.markedLines > 0, let marker { takeMarker(marker, before: start, in: text) }
    }
}
