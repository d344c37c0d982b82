import Foundation
import Testing

@testable import PushRouteCLI

/// `pushroute completion bash|zsh|fish`, run in the real shells: bash by calling the
/// completion function with `COMP_WORDS`/`COMP_CWORD` set (and `complete -p`), zsh through
/// its completion system on a pseudo-terminal (`Tests/Completion/zsh-complete.zsh`), fish with
/// `complete -C`. A few command lines have their answers written out; then every command's
/// options, as `--help` prints them, and every declared option's values are checked, so a
/// new option is covered as soon as it is declared. A shell that is not installed skips its
/// tests, saying why (`make test` installs zsh and fish as root, with apt-get).
@Suite struct CompletionTests {
    /// A command line, its words as bash splits them (`--format=s` is three words), and what
    /// each shell offers for its last word.
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var bashWords: [String]
        var bash: [String]
        var zsh: [String]
        var fish: [String]
        var testDescription: String { "'\(line)'" }

        /// The same answer in every shell.
        init(_ line: String, _ expected: [String]) {
            self.init(line, bash: expected, zsh: expected, fish: expected)
        }

        init(_ line: String, bash: [String], zsh: [String], fish: [String], bashWords: [String]? = nil) {
            self.line = line
            self.bashWords = bashWords ?? line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            self.bash = bash
            self.zsh = zsh
            self.fish = fish
        }
    }

    static let cases: [Case] = [
        .init(
            "pushroute ",
            ["app", "classify", "completion", "explain", "help", "lint", "normalize", "session", "simulate"]),
        .init(
            "pushroute help ", ["app", "classify", "completion", "explain", "lint", "normalize", "session", "simulate"]),
        .init("pushroute app ", ["infer"]),
        .init("pushroute app infer Tests/Fi", ["Tests/Fixtures"]),
        .init("pushroute explain cold-start-t", ["cold-start-twice"]),
        .init("pushroute explain aps-ba", ["aps-badge"]),
        .init("pushroute explain smart-", ["smart-quote"]),
        .init("pushroute -", ["--help", "--version", "-V", "-h"]),
        .init("pushroute cl", ["classify"]),
        .init("pushroute lint --f", ["--fail-on", "--fix", "--force", "--format"]),
        .init("pushroute lint --format ", ["github", "json", "sarif", "text"]),
        .init("pushroute lint -f ", ["github", "json", "sarif", "text"]),
        .init("pushroute classify -o samples/seed-c", ["samples/seed-clevertap.json", "samples/seed-clevertap.txt"]),
        .init(
            "pushroute lint --format=s", bash: ["sarif"], zsh: ["sarif"], fish: ["--format=sarif"],
            bashWords: ["pushroute", "lint", "--format", "=", "s"]),
        .init("pushroute simulate --state ", ["background", "foreground", "not-running"]),
        .init("pushroute simulate --migration lp", ["lp", "lp+ct"]),
        .init(
            "pushroute lint --enable both-sdks,aps-b",
            bash: ["both-sdks,aps-badge"], zsh: ["aps-badge"], fish: ["both-sdks,aps-badge"]),
        .init(
            "pushroute simulate --presentation banner,s",
            bash: ["banner,sound"], zsh: ["sound"], fish: ["banner,sound"]),
        .init("pushroute simulate --scenario samples/scenario-c", ["samples/scenario-cold-start.scenario"]),
        .init("pushroute classify samples/seed-c", ["samples/seed-clevertap.json", "samples/seed-clevertap.txt"]),
        .init("pushroute lint Tests/Fi", ["Tests/Fixtures"]),
        .init("pushroute classify --max-depth ", []),
        .init("pushroute completion ", ["bash", "fish", "zsh"]),
        .init("pushroute lint -- --", []),
    ]

    // MARK: The command lines written out

    @Test(.enabled(if: Shells.bash != nil, "bash is not installed"))
    func bash() throws {
        let offered = try Shells.bashComplete(Self.cases.map(\.bashWords))
        for (testCase, result) in zip(Self.cases, offered) {
            #expect(result == testCase.bash.sorted(), "\(testCase.testDescription)")
        }
    }

    @Test(.enabled(if: Shells.zsh != nil, Shells.missing("zsh")))
    func zsh() throws {
        let offered = try Shells.zshComplete(Self.cases.map(\.line))
        for (testCase, result) in zip(Self.cases, offered) {
            #expect(result == testCase.zsh.sorted(), "\(testCase.testDescription)")
        }
    }

    @Test(.enabled(if: Shells.fish != nil, Shells.missing("fish")))
    func fish() throws {
        let offered = try Shells.fishComplete(Self.cases.map(\.line))
        for (testCase, result) in zip(Self.cases, offered) {
            #expect(result == testCase.fish.sorted(), "\(testCase.testDescription)")
        }
    }

    /// The script registers its function for `pushroute`, in plain bash (no bash-completion).
    @Test(.enabled(if: Shells.bash != nil, "bash is not installed"))
    func bashRegistersTheFunction() throws {
        let script = try Shells.script(.bash)
        let result = try CommandRunner.run(
            ["--norc", "--noprofile", "-c", "source \"$1\" && complete -p pushroute", "bash", script.path],
            executable: Shells.bash!)
        #expect(result.standardOutput == "complete -F _pushroute pushroute\n")
        #expect(result.standardError == "")
    }

    /// Sourced after compinit (`source <(pushroute completion zsh)`) as well as found on `$fpath`.
    @Test(.enabled(if: Shells.zsh != nil, Shells.missing("zsh")))
    func zshSourced() throws {
        let script = try Shells.script(.zsh)
        #expect(
            try Shells.zshComplete(["pushroute lint --fail-on "], script: script) == [["error", "info", "warning"]])
    }

    // MARK: Every command and option, from the declarations and `--help`

    /// The option names each command's `--help` prints, by command, and the tool's own.
    static func optionsInHelp() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in CommandLineTool.commands.map(\.name) {
            let help = try CommandRunner.run([name, "--help"]).standardOutput
            result[name] = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
                line.split(separator: " ").prefix { $0.hasPrefix("-") }.map { String($0.trimmingCharacters(in: [","])) }
            }.sorted()
        }
        return result
    }

    /// `pushroute COMMAND -` offers exactly the options `pushroute COMMAND --help` lists.
    @Test func everyShellOffersTheOptionsHelpLists() throws {
        let help = try Self.optionsInHelp()
        let commands = CommandLineTool.commands.map(\.name)
        #expect(commands.allSatisfy { !(help[$0] ?? []).isEmpty })
        if Shells.bash != nil {
            let offered = try Shells.bashComplete(commands.map { ["pushroute", $0, "-"] })
            #expect(Dictionary(uniqueKeysWithValues: zip(commands, offered)) == help)
        }
        if Shells.fish != nil {
            let offered = try Shells.fishComplete(commands.map { "pushroute \($0) -" })
            #expect(Dictionary(uniqueKeysWithValues: zip(commands, offered)) == help)
        }
        if Shells.zsh != nil {
            let offered = try Shells.zshComplete(commands.map { "pushroute \($0) -" })
            #expect(Dictionary(uniqueKeysWithValues: zip(commands, offered)) == help)
        }
    }

    /// One value to complete: the option, the text typed, and what must be offered.
    struct ValueCase: Sendable, CustomTestStringConvertible {
        var command: String
        var option: String
        var typed: String
        var expected: [String]
        var testDescription: String { "\(command) \(option) '\(typed)'" }
    }

    /// Every option of every command that takes a value, with what its declared completion
    /// must offer: its words, the files matching `samples/seed-c`, or nothing.
    static let valueCases: [ValueCase] = CommandLineTool.commands.flatMap { command in
        command.allOptions.filter { !$0.isFlag }.map { option in
            switch option.completion {
            case .none: ValueCase(command: command.name, option: option.flag, typed: "", expected: [])
            case .file:
                ValueCase(
                    command: command.name, option: option.flag, typed: "samples/seed-c",
                    expected: ["samples/seed-clevertap.json", "samples/seed-clevertap.txt"])
            case .directory:
                ValueCase(command: command.name, option: option.flag, typed: "Tests/Fi", expected: ["Tests/Fixtures"])
            case .choices(let words), .commaSeparated(let words):
                ValueCase(command: command.name, option: option.flag, typed: "", expected: words.sorted())
            }
        }
    }

    @Test func valueCasesCoverEveryValuedOption() {
        let valued = CommandLineTool.commands.reduce(0) { $0 + $1.allOptions.filter { !$0.isFlag }.count }
        #expect(Self.valueCases.count == valued)
        #expect(valued > 20)
    }

    @Test(.enabled(if: Shells.bash != nil, "bash is not installed"))
    func bashCompletesEveryValue() throws {
        let offered = try Shells.bashComplete(Self.valueCases.map { ["pushroute", $0.command, $0.option, $0.typed] })
        for (testCase, result) in zip(Self.valueCases, offered) {
            #expect(result == testCase.expected, "\(testCase.testDescription)")
        }
    }

    @Test(.enabled(if: Shells.fish != nil, Shells.missing("fish")))
    func fishCompletesEveryValue() throws {
        let offered = try Shells.fishComplete(
            Self.valueCases.map { "pushroute \($0.command) \($0.option) \($0.typed)" })
        for (testCase, result) in zip(Self.valueCases, offered) {
            #expect(result == testCase.expected, "\(testCase.testDescription)")
        }
    }

    @Test(.enabled(if: Shells.zsh != nil, Shells.missing("zsh")))
    func zshCompletesEveryValue() throws {
        let offered = try Shells.zshComplete(Self.valueCases.map { "pushroute \($0.command) \($0.option) \($0.typed)" })
        for (testCase, result) in zip(Self.valueCases, offered) {
            #expect(result == testCase.expected, "\(testCase.testDescription)")
        }
    }
}

/// The shells on this machine, the scripts the built binary writes for them, and one way to
/// ask each what it completes.
enum Shells {
    static let bash = executable("bash")
    static let zsh = executable("zsh")
    static let fish = executable("fish")

    static func missing(_ shell: String) -> Comment {
        "\(shell) is not installed: `make test` installs it as root with apt-get, else prints the command"
    }

    /// `name` in a directory of `PATH`.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A directory of this test run for the scripts.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-completion-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// `pushroute completion SHELL` written to a file: `_pushroute` in a directory of its own for
    /// zsh, as it is installed.
    static func script(_ shell: Shell) throws -> URL {
        let result = try CommandRunner.run(["completion", shell.rawValue])
        guard result.status == 0, result.standardError.isEmpty else {
            throw ShellError.failed("pushroute completion \(shell.rawValue): \(result.standardError)")
        }
        let folder = directory.appendingPathComponent(shell.rawValue)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(shell == .zsh ? "_pushroute" : "pushroute.\(shell.rawValue)")
        try Data(result.standardOutput.utf8).write(to: file, options: .atomic)
        return file
    }

    enum ShellError: Error { case failed(String) }

    static let separator = "<<<next>>>"

    /// What `_pushroute` puts in `COMPREPLY` for each list of words (the last one being
    /// completed), sorted, with directories' trailing `/` dropped; one bash for all.
    static func bashComplete(_ lines: [[String]]) throws -> [[String]] {
        var program = "source \(ShellQuoting.posix(try script(.bash).path))\n"
        for words in lines {
            program +=
                "COMP_WORDS=(\(words.map(ShellQuoting.posix).joined(separator: " "))); COMP_CWORD=\(words.count - 1)\n"
            program += "_pushroute; printf '%s\\n' \"${COMPREPLY[@]}\"; echo '\(separator)'\n"
        }
        let result = try CommandRunner.run(["--norc", "--noprofile", "-c", program], executable: bash!)
        #expect(result.standardError == "")
        return answers(result.standardOutput, count: lines.count)
    }

    /// What `complete -C LINE` prints for each line, without descriptions; one fish for all.
    static func fishComplete(_ lines: [String]) throws -> [[String]] {
        var program = "source \(ShellQuoting.fish(try script(.fish).path))\n"
        for line in lines {
            program += "complete -C \(ShellQuoting.fish(line)); echo '\(separator)'\n"
        }
        let result = try CommandRunner.run(["--no-config", "-c", program], executable: fish!)
        #expect(result.standardError == "")
        return answers(result.standardOutput, count: lines.count)
    }

    /// What zsh's completion system offers for each line, with the script on `$fpath` (or
    /// sourced, when `script` is a file); one zsh for all.
    static func zshComplete(_ lines: [String], script: URL? = nil) throws -> [[String]] {
        let loaded = try script ?? self.script(.zsh).deletingLastPathComponent()
        let harness = CommandRunner.root.appendingPathComponent("Tests/Completion/zsh-complete.zsh").path
        let result = try CommandRunner.run(["-f", harness, loaded.path] + lines, executable: zsh!)
        #expect(result.status == 0, "\(result.standardError)")
        return answers(result.standardOutput, count: lines.count)
    }

    /// Output split at the separator lines, `count` answers: each sorted, descriptions (after a tab) and
    /// directories' trailing `/` dropped, empty lines skipped.
    static func answers(_ output: String, count: Int) -> [[String]] {
        var answers: [[String]] = [[]]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == separator {
                answers.append([])
                continue
            }
            var word = String(line.prefix { $0 != "\t" })
            if word.hasSuffix("/") { word.removeLast() }
            if !word.isEmpty { answers[answers.count - 1].append(word) }
        }
        // A shell that stopped early leaves answers missing: they must fail, not vanish in a zip.
        while answers.count < count { answers.append(["<no answer: the shell stopped>"]) }
        return answers.prefix(count).map { $0.sorted() }
    }
}
