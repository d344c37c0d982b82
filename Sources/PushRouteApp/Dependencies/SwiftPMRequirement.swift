import PushRouteCore

/// What a Swift Package Manager manifest asks of an SDK, read like a Podfile's requirement when
/// no `Package.resolved` pins it: the Xcode project's `XCRemoteSwiftPackageReference`
/// (`requirement = { kind = upToNextMajorVersion; minimumVersion = 7.0.0; }`) or a
/// `Package.swift`'s `.package(url:, from:)`, `.upToNextMinor(from:)`, `.exact(_:)`,
/// `exact:`, `branch:`, `revision:` and `"a"..<"b"`. An exact version is `likely`; a range is
/// unknown with the range in the note, as CocoaPods' `~>` would be.
enum SwiftPMRequirement {
    /// A requirement in words (`from 5.0.1 up to the next major`), or the exact version.
    enum Asked: Equatable {
        case exact(String)
        case range(String)
    }

    /// `kind`'s words of an `XCRemoteSwiftPackageReference` requirement.
    static func project(_ requirement: [String: String]) -> Asked? {
        let minimum = requirement["minimumVersion"] ?? "?"
        switch requirement["kind"] {
        case "exactVersion": return requirement["version"].map(Asked.exact)
        case "upToNextMajorVersion":
            return .range("from \(minimum) up to the next major (CocoaPods '~> \(major(minimum))')")
        case "upToNextMinorVersion": return .range("from \(minimum) up to the next minor (CocoaPods '~> \(minimum)')")
        case "versionRange": return .range("\(minimum) up to \(requirement["maximumVersion"] ?? "?")")
        case "branch": return .range("branch '\(requirement["branch"] ?? "?")', no version")
        case "revision": return .range("revision \(requirement["revision"]?.prefix(12) ?? "?"), no version")
        default: return nil
        }
    }

    /// `7.0` of `7.0.0`: the CocoaPods range that allows the same releases as SwiftPM's `from:`.
    private static func major(_ version: String) -> String {
        let parts = version.split(separator: ".")
        return parts.count >= 2 ? "\(parts[0]).\(parts[1])" : version
    }

    /// The argument words of one `.package(...)` call of a Package.swift: its quoted strings
    /// and the labels and methods before each.
    static func manifest(_ call: String) -> (url: String, asked: Asked?)? {
        let strings = Podfile.quotedStrings(call)
        guard let url = strings.first, url.contains("/") else { return nil }
        let second = strings.dropFirst().first
        let words = call.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "<" && $0 != "\"" })
        func has(_ word: String) -> Bool { words.contains { $0 == word || $0 == "." + word } }
        guard let version = second else { return (url, nil) }
        if has("exact") { return (url, .exact(version)) }
        if has("branch") { return (url, .range("branch '\(version)', no version")) }
        if has("revision") { return (url, .range("revision \(version.prefix(12)), no version")) }
        if has("upToNextMinor") {
            return (url, .range("from \(version) up to the next minor (CocoaPods '~> \(version)')"))
        }
        if call.contains("..<"), let upper = strings.dropFirst(2).first {
            return (url, .range("\(version) up to \(upper)"))
        }
        return (url, .range("from \(version) up to the next major (CocoaPods '~> \(major(version))')"))
    }

    /// Each `.package(` call's text in a Package.swift, with its 1-based line.
    static func packageCalls(_ text: String) -> [(String, Int)] {
        var calls: [(String, Int)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains(".package(") {
            // A call spans a few lines at most: up to the line where its parentheses balance.
            var text = ""
            var depth = 0
            for next in lines[index..<min(lines.count, index + 8)] {
                text += next + "\n"
                depth += next.filter { $0 == "(" }.count - next.filter { $0 == ")" }.count
                if depth <= 0 { break }
            }
            calls.append((text, index + 1))
        }
        return calls
    }

    /// The SDKs the manifests ask for, into `sdks` where no lock file resolved them.
    static func offer(_ asked: Asked, sdk: TrackedSDK, source: FieldSource, what: String, into sdks: inout ResolvedSDKs)
    {
        if !sdks.dependencySources.contains(source.file) { sdks.dependencySources.append(source.file) }
        guard sdks.versions[sdk] == nil else { return }
        switch asked {
        case .exact(let version):
            sdks.versions[sdk] = ResolvedVersion(
                version: version, source: source, certainty: .likely,
                note: "\(what)'s exact version, no Package.resolved")
        case .range(let range):
            if sdks.unresolved[sdk] == nil {
                sdks.unresolved[sdk] = (source, "\(what) asks \(range) and no Package.resolved resolves it")
            }
        }
    }
}

extension SwiftPMRequirement {
    /// The project's package references and the repository's own `Package.swift` files (not
    /// those of `Pods/`, `node_modules/`, `.build/` or checked-out packages), into `sdks`.
    static func read(_ repository: AppRepository, into sdks: inout ResolvedSDKs) {
        if let file = repository.ending(with: ".xcodeproj/project.pbxproj").first,
            case .success(let bytes) = repository.read(file)
        {
            let read = bytes.withUnsafeBytes {
                LocatedDocument.read($0, file: file, what: "project.pbxproj", consequence: "")
            }
            for member in read.value?.objectValue?["objects"]?.objectValue?.members ?? [] {
                guard let object = member.value.objectValue,
                    object["isa"]?.stringValue == "XCRemoteSwiftPackageReference",
                    let url = object["repositoryURL"]?.stringValue,
                    let sdk = TrackedSDK.allCases.first(where: { $0.matches(location: url) }),
                    let requirement = object["requirement"]?.objectValue
                else { continue }
                var words: [String: String] = [:]
                for field in requirement.members { if let text = field.value.stringValue { words[field.key] = text } }
                guard let asked = project(words) else { continue }
                let line = object.member("requirement")?.valueLocation?.line ?? member.keyLocation?.line
                offer(
                    asked, sdk: sdk, source: FieldSource(file: file, line: line),
                    what: "the project's package reference", into: &sdks)
            }
        }
        let skipped = ["Pods", "node_modules", ".build", "SourcePackages", "checkouts"]
        for file in repository.named("Package.swift")
        where !file.split(separator: "/").contains(where: { skipped.contains(String($0)) }) {
            guard case .success(let bytes) = repository.read(file) else { continue }
            for (call, line) in packageCalls(String(decoding: bytes, as: UTF8.self)) {
                guard let (url, asked) = manifest(call), let asked,
                    let sdk = TrackedSDK.allCases.first(where: { $0.matches(location: url) })
                else { continue }
                offer(asked, sdk: sdk, source: FieldSource(file: file, line: line), what: file, into: &sdks)
            }
        }
    }
}
