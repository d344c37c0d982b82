import PushRouteCore

extension PayloadReader {
    /// The reader's strict path (docs/pasted-forms.md §11): a line, or a whole `document`, that
    /// jansson reads as it is within the limits is handed to `take` as jansson's view, with where
    /// it starts, so that a caller can answer from the view without building a `JSONValue`.
    /// `take` returns whether it took the view. Returns false when the full reader must read the
    /// text: jansson refuses it (then `refused` says why, so that the reader does not ask
    /// again), it is too deep, text follows it, or `take` declined it (`mayNeedRecognition`).
    /// Not generic: a generic called from another module runs unspecialized on this hot path.
    public func readStrictView(
        _ bytes: UnsafeRawBufferPointer, line number: Int, document: Bool, refused: inout StrictRefusal?,
        _ take: (JanssonView, SourceLocation) -> Bool
    ) -> Bool {
        guard mayReadStrictly(bytes, line: number) else { return false }
        // Where readLine and readDocument look first, so that a refusal from here is theirs.
        let offset = TextUTF8.firstNonWhitespace(bytes)
        guard offset < bytes.count else { return false }
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        let limits = limits
        var taken = false
        let refusal = Jansson.parse(text, allowTrailing: true) { view, consumed in
            guard text[consumed...].allSatisfy(ASCII.isWhitespace) else { return }
            if limits.couldBeTooDeep(byteCount: text.count), view.exceedsDepth(limits.maxDepth) { return }
            var locator = TextLocator(bytes)
            let found = locator.location(at: offset)
            // A document's payload may start on a later line; a line's is on that line.
            taken = take(view, document ? found : SourceLocation(line: number, column: found.column))
        }
        if let refusal { refused = StrictRefusal(offset: offset, error: refusal) }
        return taken
    }

    /// Whether a view that no SDK owns may be something the full reader opens: an array of
    /// pushes, or an envelope (docs/pasted-forms.md §11).
    public static func mayNeedRecognition(_ view: JanssonView) -> Bool {
        !view.isObject || (view.member("aps") == nil && Envelope.mayWrap(view))
    }
}
