import PushRouteCore

/// The release an SDK's own podspec names, for an SDK pod built from a local checkout (`:path`)
/// or a local `:podspec` (docs/routing-model.md §7.1). The podspec is read as written, never run.
/// The shapes are the SDKs' own (CleverTap/clevertap-ios-sdk and Leanplum/Leanplum-iOS-SDK,
/// `CleverTap-iOS-SDK.podspec` and `Leanplum-iOS-SDK.podspec` at their tags):
/// - `s.version = "5.0.0"` (CleverTap to 5.0.1, Leanplum to 2.2) and a `.podspec.json`'s
///   `"version"`: the release as written;
/// - `` s.version = `cat sdk-version.txt` `` (CleverTap from 5.1.0), or through a local variable,
///   `` version = `cat sdk-version.txt` `` then `s.version = version` (Leanplum from 2.3.0): the
///   file the command prints, beside the podspec (CocoaPods evaluates a podspec in its folder);
/// - anything else Ruby computes (`File.read(…)`, a constant, an interpolation): not read.
enum PodspecVersion {
    enum Reading: Equatable {
        /// A release written in the podspec, at its line.
        case written(String, line: Int)
        /// The podspec's version is what `cat` prints of `file` (relative to the podspec's folder).
        case printed(file: String, line: Int)
        /// Why the podspec names no release app infer can read, at the line that shows it.
        case unknown(reason: String, line: Int?)
    }

    /// How many local variables an `s.version = name` may go through.
    static let maxHops = 8
    /// The most of an expression a note quotes.
    static let quotedLength = 80

    /// The first `<receiver>.version = …` line of a Ruby podspec (comments cut).
    static func ruby(_ bytes: [UInt8]) -> Reading {
        var variables: [String: (expression: String, line: Int)] = [:]
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let (target, expression) = assignment(withoutComment(line)) else { continue }
            if target.hasSuffix(".version"), isIdentifier(target.dropLast(".version".count)) {
                return evaluate(expression, line: index + 1, variables: variables, hops: 0)
            }
            if isIdentifier(target[...]) { variables[target] = (expression, index + 1) }
        }
        return .unknown(reason: "the podspec sets no s.version", line: nil)
    }

    /// A `.podspec.json`'s `"version"`.
    static func json(_ value: JSONValue) -> Reading {
        guard let member = value.objectValue?.members.first(where: { $0.key == "version" }) else {
            return .unknown(reason: "the podspec has no \"version\"", line: nil)
        }
        let line = member.keyLocation?.line
        guard let version = member.value.stringValue else {
            return .unknown(reason: "the podspec's \"version\" is not a string", line: line)
        }
        guard isRelease(version) else {
            return .unknown(reason: "the podspec's \"version\" is '\(quoted(version))', not a release", line: line)
        }
        return .written(version, line: line ?? 1)
    }

    /// Whether `text` reads as a release: a digit first, then letters, digits, `.`, `-`, `+`.
    static func isRelease(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("0"..."9").contains(first), text.utf8.count <= 64 else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-+_".unicodeScalars.contains($0))
        }
    }

    /// What one right-hand side says; a local variable is followed to its assignment above.
    private static func evaluate(
        _ written: String, line: Int, variables: [String: (expression: String, line: Int)], hops: Int
    ) -> Reading {
        let expression = withoutConversions(written)
        if let string = stringLiteral(expression) {
            return isRelease(string)
                ? .written(string, line: line)
                : .unknown(reason: "the podspec's s.version is '\(quoted(string))', not a release", line: line)
        }
        if let file = catFile(expression) { return .printed(file: file, line: line) }
        if isIdentifier(expression[...]), let assigned = variables[expression], hops < maxHops {
            return evaluate(assigned.expression, line: assigned.line, variables: variables, hops: hops + 1)
        }
        return .unknown(
            reason: "the podspec's s.version is computed by Ruby (\(quoted(written))), which app infer does not run",
            line: line)
    }

    /// `'7.1.0'` or `"7.1.0"` without escapes or interpolation: its contents.
    private static func stringLiteral(_ expression: String) -> String? {
        guard expression.count >= 2, let quote = expression.first, quote == "'" || quote == "\"",
            expression.last == quote
        else { return nil }
        let contents = expression.dropFirst().dropLast()
        guard !contents.contains(quote), !contents.contains("\\"), quote == "'" || !contents.contains("#{") else {
            return nil
        }
        return String(contents)
    }

    /// `` `cat sdk-version.txt` ``: the relative path it prints, inside the podspec's folder tree.
    private static func catFile(_ expression: String) -> String? {
        guard expression.count >= 2, expression.first == "`", expression.last == "`" else { return nil }
        let words = expression.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[0] == "cat" else { return nil }
        let file = String(words[1])
        let plain = file.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-/".unicodeScalars.contains($0))
        }
        return plain && !FilePath.isAbsolute(file) ? file : nil
    }

    /// The expression without the conversions that keep its value (`.to_s`, `.strip`, `.chomp`, `.freeze`).
    private static func withoutConversions(_ expression: String) -> String {
        var text = expression
        while let suffix = [".to_s", ".strip", ".chomp", ".freeze"].first(where: { text.hasSuffix($0) }) {
            text = String(text.dropLast(suffix.count)).trimmingSpaces
        }
        return text
    }

    /// `target = expression` on a line (not `==`, `=>`, `<=`, `>=`, `!=`, `=~`), both trimmed.
    static func assignment(_ code: String) -> (String, String)? {
        let characters = Array(code)
        guard let equals = characters.indices.first(where: { characters[$0] == "=" }), equals > 0 else { return nil }
        let next = equals + 1 < characters.count ? characters[equals + 1] : " "
        guard !"=>~".contains(next), !"=!<>".contains(characters[equals - 1]) else { return nil }
        let target = String(characters[..<equals]).trimmingSpaces
        let expression = String(characters[(equals + 1)...]).trimmingSpaces
        return target.isEmpty || expression.isEmpty ? nil : (target, expression)
    }

    /// A line without its `#` comment (a `#` in a string or command is kept).
    static func withoutComment(_ line: Substring) -> String {
        var quote: Character?
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped {
                escaped = false
            } else if let open = quote {
                if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "#" {
                return String(line[..<index])
            }
        }
        return String(line)
    }

    /// A Ruby local variable or method receiver: a letter or `_` first, then letters, digits, `_`.
    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isLowercase || first == "_" else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// `text` cut to `quotedLength` characters for a note (the printer escapes it).
    static func quoted(_ text: String) -> String {
        text.count <= quotedLength ? text : String(text.prefix(quotedLength)) + "…"
    }
}
