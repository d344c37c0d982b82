import PushRouteCore

extension PayloadReader {
    /// The reader's one strict entry point (docs/pasted-forms.md §11): a line, or a whole
    /// `document`, that jansson reads as it is within the limits, and that is a push as it
    /// stands (`needsRecognition`), is handed to `take` as jansson's view with the payload it is
    /// (where it starts; no value built), so that a caller can answer from the view. `take`
    /// returns whether it took it. Returns false when the full reader must read the text:
    /// jansson refuses it (then `refused` says why, so that the reader does not ask again), it
    /// is too deep, text follows it, it may hold pushes to split or open, or `take` declined it.
    /// Not generic: a generic called from another module runs unspecialized on this hot path.
    public func readStrictly(
        _ bytes: UnsafeRawBufferPointer, file: String, line number: Int, document: Bool,
        refused: inout StrictRefusal?, _ take: (JanssonView, ReadPayload) -> Bool
    ) -> Bool {
        guard mayReadStrictly(bytes, line: number) else { return false }
        // Where readLine and readDocument look first, so that a refusal from here is theirs.
        let offset = TextUTF8.firstNonWhitespace(bytes)
        guard offset < bytes.count else { return false }
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        let limits = limits
        let recognizePushes = recognizePushes
        var taken = false
        let refusal = Jansson.parse(text, allowTrailing: true) { view, consumed in
            guard text[consumed...].allSatisfy(ASCII.isWhitespace) else { return }
            if limits.couldBeTooDeep(byteCount: text.count), view.exceedsDepth(limits.maxDepth) { return }
            if recognizePushes, Self.needsRecognition(view) { return }
            var locator = TextLocator(bytes)
            let found = locator.location(at: offset)
            // A document's payload may start on a later line; a line's is on that line.
            let start = document ? found : SourceLocation(line: number, column: found.column)
            taken = take(view, ReadPayload(file: file, start: start, value: nil))
        }
        if let refusal { refused = StrictRefusal(offset: offset, error: refusal) }
        return taken
    }

    /// The envelope rule of the strict path, the one place it is written: a value that is
    /// not an object (an array of pushes is split), or an object that is no push itself but
    /// has a member an envelope keeps its push under, or holds a push deeper (`PushHolders`),
    /// goes to the full reader, which takes it for what it is (docs/pasted-forms.md §11).
    static func needsRecognition<Value: JSONView>(_ value: Value) -> Bool {
        !value.isObject || (!PushShape.isPush(value) && (Envelope.mayWrap(value) || PushHolders.holdsPush(value)))
    }
}
