// libFuzzer target: the whole classify, normalize and lint path on any bytes — the
// document reader (jansson, then the lenient reader), each line as NDJSON, the classify
// records in both formats, normalize's output, every lint rule with its paths and fixes,
// the diagnostic printer, `lint --fix` on the whole input (whose result must read back as
// the payload its fixes describe), and the input read as a configuration and a baseline.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let reader = PayloadReader()
    reader.readDocument(bytes, file: "fuzz") { process($0, source: bytes) }
    let whole = Array(bytes)
    let fixer = FileFixer(linter: Linter())
    if case .fixed(let text, let payload, _) = fixer.fix(whole, file: "fuzz"),
        !fixer.readsAs(text, payload, file: "fuzz")
    {
        fatalError("the fixed text does not read as the fixed payload")
    }
    _ = LintConfigReader.read(whole, file: "fuzz", directory: "/")
    _ = Baseline.read(whole, file: "fuzz")
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A || index == bytes.count - 1 {
        let end = byte == 0x0A ? index : index + 1
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        reader.readLine(line, file: "fuzz", line: 1) { process($0, source: line) }
        start = index + 1
    }
    return 0
}

private func process(_ payload: ReadPayload, source: UnsafeRawBufferPointer) {
    let record = ClassifyRecord(payload: payload)
    _ = Jansson.encode(record.json, style: .record)
    _ = record.text(style: ANSIStyle(enabled: true))
    if let value = payload.value {
        _ = Jansson.encode(value, style: JSONStyle(indent: 2, sortKeys: true))
    }
    let printer = DiagnosticPrinter(color: false, showRule: true)
    let findings = Linter().findings(payload)
    for finding in payload.diagnostics + findings.map(\.diagnostic) {
        _ = printer.render(finding, sourceLine: TextUTF8.line(finding.position.line, in: source))
    }
    for finding in findings { _ = Baseline.fingerprint(finding.path) }
}
