// libFuzzer target: the strict reader (jansson, then source positions) on any bytes.
// Built by `make fuzz` with the library's sources compiled in; see Tests/Fuzz/README.md.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrictReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    PayloadReader().readDocument(bytes, file: "fuzz") { payload in
        if let value = payload.value { _ = Classifier.classify(value) }
    }
    return 0
}
