// libFuzzer target: the podspec readers of `app infer` on any bytes — the input read as a
// Ruby podspec (`PodspecVersion.ruby`: the s.version line, a `cat` of a file, local variables;
// `LocalPods.rubyDependencies`) and as a `.podspec.json` (the payload reader with its limits,
// `PodspecVersion.json`, `LocalPods.jsonDependencies`), and as a Podfile whose `:path` and
// `:podspec` pods are followed in a repository of no files (nothing is read from the disk).
// None may crash, leak or hang; every line given must lie inside the text, a release read must
// be one (`PodspecVersion.isRelease`), and a file to `cat` must be a relative path.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPodspecs(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let whole = Array(bytes)
    let lines = whole.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    checkPodspecReading(PodspecVersion.ruby(whole), lines: lines)
    for (_, _, line) in LocalPods.rubyDependencies(whole) {
        precondition(line >= 1 && line <= lines, "dependency off the text")
    }
    let (value, diagnostics) = LocatedDocument.read(
        bytes, file: "fuzz.podspec.json", what: "podspec", consequence: "fuzz")
    for diagnostic in diagnostics {
        if let location = diagnostic.location {
            precondition(location.line >= 1 && location.line <= lines, "podspec.json error off the text")
        }
    }
    if let value {
        checkPodspecReading(PodspecVersion.json(value), lines: lines)
        for (_, _, line) in LocalPods.jsonDependencies(value) {
            precondition(line >= 1 && line <= lines, "JSON dependency off the text")
        }
    }
    var sdks = ResolvedSDKs()
    Podfile.read(String(decoding: bytes, as: UTF8.self), file: "Podfile", into: &sdks)
    LocalPods.read(
        sdks.localPods, podfile: "Podfile", in: AppRepository(root: "/nonexistent-pushroute-fuzz", files: []),
        into: &sdks)
    return 0
}

/// A reading's release is one, its line inside the text, its file relative.
func checkPodspecReading(_ reading: PodspecVersion.Reading, lines: Int) {
    switch reading {
    case .written(let version, let line):
        precondition(PodspecVersion.isRelease(version), "a release that is none")
        precondition(line >= 1 && line <= lines, "s.version off the text")
    case .printed(let file, let line):
        precondition(!file.isEmpty && !FilePath.isAbsolute(file), "cat of an absolute path")
        precondition(line >= 1 && line <= lines, "s.version off the text")
    case .unknown(_, let line):
        if let line { precondition(line >= 1 && line <= lines, "s.version off the text") }
    }
}
