// libFuzzer target: the strict reader alone — jansson's decoder, the source locator that
// gives jansson's values their key positions, and the classifier on jansson's own tree.
// Built by `make fuzz` (Tests/Fuzz/fuzz.sh) with the library's sources compiled in.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrictReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    if case .success(let decoded) = Jansson.decode(bytes, allowTrailing: true) {
        let located = SourceLocator.annotate(decoded.value, text: bytes)
        precondition(located == decoded.value, "positions must not change the value")
        _ = Classifier.classify(located)
    }
    _ = Jansson.withParsed(bytes, allowTrailing: false) { view, _ in
        (Classifier.classify(view), view.exceedsDepth(64))
    }
    return 0
}
