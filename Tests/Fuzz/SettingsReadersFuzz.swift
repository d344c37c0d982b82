// libFuzzer target: the settings readers on any bytes — the input read as a configuration
// (`.pushroute.json`), a baseline, an app profile and a scenario, each error placed (array
// elements by `JSONElementLocator`, whose places are checked against `JSONSpans.elements`)
// and printed with its source line. A scenario that names a file (a `/` in it) is left
// out: its steps would read files of the machine, which could block (`/dev/stdin`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettingsReaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let whole = Array(bytes)
    var diagnostics: [Diagnostic] = []
    if case .failure(let error) = LintConfigReader.read(whole, file: "fuzz", directory: "/") {
        diagnostics += error.diagnostics
    }
    if case .failure(let error) = Baseline.read(whole, file: "fuzz") { diagnostics += error.diagnostics }
    diagnostics += AppProfile.load(bytes, file: "fuzz").diagnostics
    let text = String(decoding: bytes, as: UTF8.self)
    if !text.contains("/") {
        diagnostics +=
            ScenarioParser(file: "fuzz", directory: "", settings: SimulationSettings(), allowsProfile: false).parse(
                text
            ).diagnostics
    }
    let printer = DiagnosticPrinter(color: false, showRule: true)
    var lines = TextLocator(bytes)
    for diagnostic in diagnostics {
        _ = printer.render(diagnostic, sourceLine: lines.lineText(diagnostic.position.line))
    }
    checkElementPlaces(bytes)
    return 0
}

/// Every element of an array that is the whole text, when jansson reads it: placed where
/// `JSONSpans.elements` puts it, in one scan.
private func checkElementPlaces(_ bytes: UnsafeRawBufferPointer) {
    guard case .success = Jansson.decode(bytes, allowTrailing: false) else { return }
    let start = TextUTF8.firstNonBlank(bytes)
    guard start < bytes.count, bytes[start] == UInt8(ascii: "["),
        let elements = JSONSpans.elements(in: bytes, arrayAt: start)
    else { return }
    var counter = TextLocator(bytes)
    let array = counter.location(at: start)
    var places = JSONElementLocator(bytes)
    for (index, element) in elements.enumerated() {
        let expected = counter.location(at: element.lowerBound)
        precondition(places.location(ofElement: index, inArrayAt: array) == expected, "element \(index) misplaced")
    }
    precondition(places.scannedBytes <= bytes.count, "an array scanned twice")
}
