// `make bench-lenient`: the lenient reader against jansson on the same valid JSON, and the
// lenient reader's growth from a 100 KiB to a 1 MiB pasted NSDictionary description (time per
// byte at 1 MiB within 1.1 times that at 100 KiB: linear).
// Exits 1 when a target is missed (BENCH_STRICT=0: report only). See bench/RESULTS.md.
import PushRouteCore
import PushRouteReader

let settings = ProcessEnvironment.variables(["BENCH_ROUNDS", "BENCH_STRICT", "BENCH_PROFILE", "BENCH_PROFILE_READER"])
let environment = { (name: String) in settings[name] }
let rounds = environment("BENCH_ROUNDS").flatMap(Int.init) ?? 7
let strict = environment("BENCH_STRICT") != "0"

// MARK: Inputs, checked before they are timed

let payloads = Inputs.payloadDocuments(count: 2000)
let largeJSON = Inputs.largeJSON(bytes: 1 << 20)
let pastedSmall = Inputs.pastedDictionary(bytes: 100 << 10)
let pastedLarge = Inputs.pastedDictionary(bytes: 1 << 20)

func strictRead(_ bytes: [UInt8], locate: Bool) -> [ReadPayload] {
    var result: [ReadPayload] = []
    bytes.withUnsafeBytes { PayloadReader(locateKeys: locate).readDocument($0, file: "bench") { result.append($0) } }
    return result
}

func lenientRead(_ bytes: [UInt8], locate: Bool) -> [ReadPayload] {
    bytes.withUnsafeBytes { LenientReader.read($0, file: "bench", locate: locate) }
}

/// Both readers give the same single valid value with the same key positions.
func checkSameReading(_ document: [UInt8]) {
    let expected = strictRead(document, locate: true)
    let lenient = lenientRead(document, locate: true)
    guard expected.count == 1, lenient.count == 1, expected[0].status == .valid, lenient[0].status == .valid,
        expected[0].value == lenient[0].value, positions(expected[0].value) == positions(lenient[0].value)
    else { fatalError("bench: the lenient reader and jansson read an input differently") }
}

/// Every key and value location of a value, in order.
func positions(_ value: JSONValue?) -> [SourceLocation?] {
    switch value {
    case .object(let object)?: object.members.flatMap { [$0.keyLocation, $0.valueLocation] + positions($0.value) }
    case .array(let elements)?: elements.flatMap { positions($0) }
    default: []
    }
}

/// The pasted dictionary reads as one repaired payload with every member in it.
func checkPasted(_ pasted: (text: [UInt8], members: Int)) {
    let read = lenientRead(pasted.text, locate: true)
    let members = read.first?.value?.objectValue?.members.count ?? 0
    guard read.count == 1, read[0].status == .repaired, members == pasted.members,
        !read[0].diagnostics.contains(where: { $0.severity == .error })
    else { fatalError("bench: the pasted dictionary did not read as one payload of \(pasted.members) members (got \(members))") }
}

for document in payloads { checkSameReading(document) }
checkSameReading(largeJSON)
checkPasted(pastedSmall)
checkPasted(pastedLarge)

// MARK: Cases

func cases(input: String, documents: [[UInt8]]) -> [BenchCase] {
    let bytes = documents.reduce(0) { $0 + $1.count }
    func each(_ read: @escaping ([UInt8]) -> Int) -> () -> Int { { documents.reduce(0) { $0 &+ read($1) } } }
    return [
        BenchCase(input: input, reader: "jansson tree only", bytes: bytes, run: each { document in
            document.withUnsafeBytes { (try? Jansson.withParsed($0, allowTrailing: false) { _, used in used }.get()) ?? 0 }
        }),
        BenchCase(input: input, reader: "jansson", bytes: bytes, run: each { strictRead($0, locate: false).count }),
        BenchCase(input: input, reader: "lenient", bytes: bytes, run: each { lenientRead($0, locate: false).count }),
        BenchCase(input: input, reader: "jansson + positions", bytes: bytes, run: each { strictRead($0, locate: true).count }),
        BenchCase(input: input, reader: "lenient + positions", bytes: bytes, run: each { lenientRead($0, locate: true).count }),
    ]
}

func pastedCases(_ size: String, _ text: [UInt8]) -> [BenchCase] {
    [
        BenchCase(input: "pasted \(size)", reader: "lenient", bytes: text.count, run: { lenientRead(text, locate: false).count }),
        BenchCase(input: "pasted \(size)", reader: "lenient + positions", bytes: text.count, run: { lenientRead(text, locate: true).count }),
    ]
}

let all = cases(input: "\(payloads.count) payloads", documents: payloads)
    + cases(input: "large JSON", documents: [largeJSON])
    + pastedCases("100 KiB", pastedSmall.text) + pastedCases("1 MiB", pastedLarge.text)

// MARK: Measure and report

/// `BENCH_PROFILE="pasted 1 MiB"` (an input) and optionally `BENCH_PROFILE_READER` (a reader,
/// default `lenient + positions`): read that input once with that reader and stop, for
/// `valgrind --tool=callgrind --toggle-collect='*profiledReads*'`.
@inline(never)
func profiledReads(_ items: [BenchCase]) -> Int { items.reduce(0) { $0 &+ $1.run() } }

if let profiled = environment("BENCH_PROFILE") {
    let reader = environment("BENCH_PROFILE_READER") ?? "lenient + positions"
    let chosen = all.filter { $0.input == profiled && $0.reader == reader }
    if chosen.isEmpty { fatalError("bench: no case \(profiled) / \(reader)") }
    ProcessExit.exit(profiledReads(chosen) == 0 ? 1 : 0)
}

var timer = Timer(rounds: rounds, sampleSeconds: 0.04)
let times = timer.measure(all)

let time = { (input: String, reader: String) in times[all.firstIndex { $0.input == input && $0.reader == reader }!] }

var report = Report()
report.header(rounds: rounds, checksum: timer.sink)
for (item, seconds) in zip(all, times) { report.row(item, seconds: seconds) }
for input in ["\(payloads.count) payloads", "large JSON"] {
    report.ratio("throughput lenient/jansson (\(input))", time(input, "jansson") / time(input, "lenient"), atLeast: 0.5)
    report.ratio(
        "throughput lenient/jansson (\(input), positions)",
        time(input, "jansson + positions") / time(input, "lenient + positions"), atLeast: 0.5)
    report.ratio("throughput lenient/jansson tree only (\(input))", time(input, "jansson tree only") / time(input, "lenient"))
}
// The inputs differ 10.24 times in size: a reader whose time is exactly proportional to its
// input scores 10.24 on the target, and 1.00 on time per byte.
let sizes = Double(pastedLarge.text.count) / Double(pastedSmall.text.count)
for reader in ["lenient", "lenient + positions"] {
    let growth = time("pasted 1 MiB", reader) / time("pasted 100 KiB", reader)
    report.ratio("time 1 MiB / 100 KiB pasted (\(reader))", growth)
    report.ratio("time per byte 1 MiB / 100 KiB pasted (\(reader))", growth / sizes, atMost: 1.1)
}
print("  (the inputs differ \(Report.fixed(sizes, 2)) times in size: time exactly proportional to size scores \(Report.fixed(sizes, 2)))")
if report.missed, strict { ProcessExit.exit(1) }
