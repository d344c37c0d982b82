// libFuzzer target: the readers of `app infer` on any bytes — the input read as an Info.plist
// (libplist, XML or binary, and the XML key and error locator), a project.pbxproj (the payload
// reader's OpenStep parsing), a Podfile.lock (libyaml), a Package.resolved, a Cartfile.resolved,
// a Podfile, and Swift and Objective-C code (the scanner). None may crash, leak or hang, and
// every location given must lie inside the text.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let whole = Array(bytes)
    let lines = whole.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let (_, plistWarning) = InfoPlist.read(whole, file: "fuzz")
    if let location = plistWarning?.location {
        precondition(location.line >= 1 && location.line <= lines, "plist error off the text")
    }
    let (_, projectWarnings) = XcodeProject.read(bytes, file: "fuzz")
    for warning in projectWarnings {
        if let location = warning.location {
            precondition(location.line >= 1 && location.line <= lines, "pbxproj error off the text")
        }
    }
    var sdks = ResolvedSDKs()
    PodfileLock.read(bytes, file: "fuzz", into: &sdks)
    PackageResolved.read(bytes, file: "fuzz", into: &sdks)
    let text = String(decoding: bytes, as: UTF8.self)
    CartfileResolved.read(text, file: "fuzz", into: &sdks)
    Podfile.read(text, file: "fuzz", into: &sdks)
    for name in ["fuzz.swift", "fuzz.m"] {
        var scanner = CodeScanner(file: name, bytes: whole)
        _ = scanner.scan()
    }
    return 0
}
