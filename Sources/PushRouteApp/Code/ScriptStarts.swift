/// `Leanplum.start...(` in the JavaScript or TypeScript of a React Native app and the Dart of a
/// Flutter app (their plugins start the iOS SDK from there), outside comments and strings:
/// the script runs once its bundle has loaded, after `didFinishLaunching` has returned.
enum ScriptStarts {
    static let extensions = [".js", ".jsx", ".ts", ".tsx", ".dart"]
    /// Folders of installed packages, native projects and build output: not the app's script.
    static let skipped: Set<String> = ["node_modules", "ios", "android", "build", "Pods", ".dart_tool", "dist"]

    static func isScript(_ file: String) -> Bool {
        extensions.contains(where: file.hasSuffix)
            && !file.split(separator: "/").dropLast().contains { skipped.contains(String($0)) }
    }

    /// The sites of the starts in one script.
    static func scan(file: String, bytes: [UInt8]) -> [CodeSite] {
        let text = SourceText(bytes, swift: false)
        let tokens = CodeTokens(text.code)
        var sites: [CodeSite] = []
        for index in 0..<tokens.count
        where tokens[index].hasPrefix("start") && tokens[index - 1] == "." && tokens[index - 2] == "Leanplum" {
            guard tokens[index + 1] == "(" else { continue }
            let offset = tokens.tokens[index].offset
            sites.append(CodeSite(file: file, line: text.line(of: offset), offset: offset, conditions: []))
        }
        return sites
    }
}
