// libFuzzer target: the lenient reader alone, on any bytes, with small limits so that
// the depth and size errors are reached too. It must never crash, hang or throw, and
// every payload it returns must be one jansson's encoder can write.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLenientReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    for limits in [ReaderLimits(), ReaderLimits(maxDepth: 8, maxPayloadBytes: 256)] {
        for payload in LenientReader.read(bytes, file: "fuzz", limits: limits, locate: true) {
            guard let value = payload.value else {
                precondition(!payload.diagnostics.isEmpty, "an invalid payload says why")
                continue
            }
            _ = Jansson.encode(value, style: .record)
        }
    }
    return 0
}
