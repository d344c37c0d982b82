import Foundation
import Testing

/// The examples of README.md and docs/*.md, as `DocExampleTests` runs them (docs/development.md,
/// "Examples in the documents"). An example is a ```` ```console ```` block: each line that starts
/// with `$ ` is a command, the lines up to the next command are what it prints, standard output
/// and standard error together as a terminal shows them (`2>/dev/null` hides standard error). A
/// line that is only `...` or `…` stands for any number of lines left out; `...` or `…` inside a
/// line, for any text. The exit status is shown by a `$ echo $?` line.
struct DocExample: Sendable, CustomTestStringConvertible {
    struct Command: Sendable {
        var text: String
        /// The lines the document shows after the command.
        var expected: [String]
        /// The index, in the file's lines, of the command's line.
        var line: Int
    }

    /// The document, relative to the repository root.
    var file: String
    /// The index of the ```` ```console ```` line in the file's lines.
    var fenceLine: Int
    /// The index of the closing ```` ``` ```` line.
    var closeLine: Int
    var commands: [Command]

    var testDescription: String { "\(file):\(fenceLine + 1)" }

    static let opening = "```console"
    /// The fence of a transcript the tests cannot run (make, git, pre-commit, a Mac's tools):
    /// shown as it was once printed, and said so where it is shown.
    static let transcript = "```transcript"

    /// The documents whose examples run: README.md and every page of docs/.
    static var files: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(
                atPath: CommandRunner.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func lines(of file: String) throws -> [String] {
        try readText(CommandRunner.root.appendingPathComponent(file).path)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Every ```` ```console ```` block of `file`.
    static func examples(in file: String) throws -> [DocExample] {
        let lines = try lines(of: file)
        var examples: [DocExample] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == opening else { continue }
            var example = DocExample(file: file, fenceLine: index, closeLine: index, commands: [])
            index += 1
            while index < lines.count, lines[index] != "```" {
                if lines[index].hasPrefix("$ ") {
                    example.commands.append(Command(text: String(lines[index].dropFirst(2)), expected: [], line: index))
                } else if let last = example.commands.last, last.expected.isEmpty, isOpen(last.text) {
                    let continued = lines[index].hasPrefix("> ") ? lines[index].dropFirst(2) : lines[index][...]
                    example.commands[example.commands.count - 1].text += "\n" + continued
                    example.commands[example.commands.count - 1].line = index
                } else if !example.commands.isEmpty {
                    example.commands[example.commands.count - 1].expected.append(lines[index])
                }
                index += 1
            }
            example.closeLine = index
            examples.append(example)
        }
        return examples
    }

    /// Whether a command goes on on the next line: after a `\\`, a `|`, or inside a `for` loop
    /// not yet `done` (the next lines start with the shell's `> ` prompt, or not, after `\\`).
    static func isOpen(_ command: String) -> Bool {
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("\\") || trimmed.hasSuffix("|") { return true }
        return trimmed.hasPrefix("for ") && !trimmed.hasSuffix("done")
    }

    /// The commands an example may run: pushroute, and what feeds it or looks at what it wrote.
    static let allowedPrograms: Set<String> = [
        "pushroute", "printf", "echo", "cat", "cp", "mkdir", "ls", "head", "tail", "wc", "jq", "for", "done",
    ]

    /// The first command of `command` that is not allowed, if any (each part of a pipe or list,
    /// past its `NAME=value` settings).
    static func disallowedProgram(in command: String) -> String? {
        let unquoted = command.replacing(/'[^']*'/, with: "''").replacingOccurrences(of: "2>&1", with: "")
            .replacingOccurrences(of: "\\\n", with: " ")
        for part in unquoted.split(whereSeparator: { "|;&\n".contains($0) }) {
            let words = part.split(separator: " ").drop {
                ($0.contains("=") && !$0.hasPrefix("-")) || $0 == "do" || $0 == "\\"
            }
            guard let program = words.first.map(String.init) else { continue }
            if program.hasPrefix(">") || program.hasPrefix("2>") { continue }
            if !allowedPrograms.contains(program) { return program }
        }
        return nil
    }

    /// Runs the example's commands in order in one `sh`, in `directory`, with the built
    /// pushroute first on the `PATH`; returns what each printed, its lines.
    func run(in directory: URL) throws -> [[String]] {
        let marker = "@@pushroute-doc-example@@"
        var script = "exec 2>&1\n"
        for command in commands {
            script += "__status=$?; printf '\\n%s\\n' '\(marker)'; (exit $__status)\n\(command.text)\n"
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            CommandRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = CommandRunner.emptyHome
        environment["XDG_CONFIG_HOME"] = nil
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = nil
        let result = try CommandRunner.run(
            ["-c", script], input: Data(), environment: environment, executable: "/bin/sh", in: directory)
        let parts = result.standardOutput.components(separatedBy: "\n\(marker)\n").dropFirst()
        return parts.map { part in
            var lines = part.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// A line that stands for lines left out.
    static func isElision(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "..." || trimmed == "…"
    }

    /// Whether `actual` is `expected`, `...` or `…` inside it standing for any text.
    static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        let pieces = expected.split(separator: /\.\.\.|…/, omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return expected == actual }
        guard actual.hasPrefix(pieces[0]), actual.dropFirst(pieces[0].count).hasSuffix(pieces.last!),
            actual.count >= pieces[0].count + pieces.last!.count
        else { return false }
        var rest = actual.dropFirst(pieces[0].count).dropLast(pieces.last!.count)[...]
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// Whether the lines printed match the lines shown, elisions included.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if isElision(first) {
            let rest = expected.dropFirst()
            return actual.indices.contains { matches(rest, actual[$0...]) } || matches(rest, actual[actual.endIndex...])
        }
        guard let line = actual.first, lineMatches(first, line) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// The lines to show for `actual` when recording: all of it, or, where the document had
    /// left lines out, as many first and last lines as it showed around its elisions.
    static func recorded(_ expected: [String], _ actual: [String]) -> [String] {
        guard let first = expected.firstIndex(where: isElision), let last = expected.lastIndex(where: isElision) else {
            return actual
        }
        let head = first
        let tail = expected.count - last - 1
        guard actual.count > head + tail + 1 else { return actual }
        return Array(actual.prefix(head)) + [expected[first]] + Array(actual.suffix(tail))
    }
}

/// A folder where examples run: every entry of the repository's root linked in, so that the
/// examples' paths (`samples/…`, `Tests/Fixtures/…`) are the repository's, and what an example
/// writes (`cp`, `--output`, `--write`) lands here, not in the repository.
final class DocExampleFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: CommandRunner.root.path)
        where entry != ".build" && entry != ".git" {
            try FileManager.default.createSymbolicLink(
                at: url.appendingPathComponent(entry),
                withDestinationURL: CommandRunner.root.appendingPathComponent(entry))
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
