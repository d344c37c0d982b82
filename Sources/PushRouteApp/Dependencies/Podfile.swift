import PushRouteCore

/// The `Podfile`, read when no lock file resolves an SDK: `pod 'Name', 'requirement'`. An
/// exact version is `likely` (CocoaPods installs it unless the lock is stale); a range is left
/// unknown, with the range in the note.
enum Podfile {
    static func read(_ text: String, file: String, into sdks: inout ResolvedSDKs) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.trimmingSpaces
            guard words.hasPrefix("pod ") || words.hasPrefix("pod(") else { continue }
            let strings = quotedStrings(words)
            guard let name = strings.first else { continue }
            for sdk in TrackedSDK.allCases where name == sdk.pod || name.hasPrefix(sdk.pod + "/") {
                guard sdks.versions[sdk] == nil else { continue }
                let source = FieldSource(file: file, line: index + 1)
                let requirement = strings.dropFirst().first
                if let requirement, requirement.first?.isNumber == true {
                    let note = "the Podfile's exact version, no Podfile.lock"
                    sdks.versions[sdk] = ResolvedVersion(version: requirement, source: source, certainty: .likely, note: note)
                } else {
                    let range = requirement.map { "'\($0)'" } ?? "no version"
                    sdks.unresolved[sdk] = (source, "the Podfile asks \(range) and no Podfile.lock resolves it")
                }
            }
        }
    }

    /// The contents of the single- or double-quoted strings of a line.
    static func quotedStrings(_ line: String) -> [String] {
        var strings: [String] = []
        var quote: Character?
        var current = ""
        for character in line {
            if let open = quote {
                if character == open {
                    strings.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return strings
    }
}
