import Foundation
import Testing

/// What `--help` says of an option where the wording is each command's own: `--exit-zero`
/// names what status 1 means for that command, and an option that takes a folder too names
/// its value `FILE|DIR`.
@Suite struct HelpEntryTests {
    /// An option's entry in `pushroute COMMAND --help`, its lines joined: from the line that
    /// starts with the option to the next option's.
    static func entry(_ command: String, _ option: String) throws -> String {
        let help = try CommandRunner.run([command, "--help"])
        #expect(help.status == 0)
        let lines = help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix(option + " ") || $0 == option })
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("-") } ?? lines.endIndex
        return lines[start..<end].joined(separator: " ")
    }

    struct ExitZeroCase: Sendable, CustomTestStringConvertible {
        var command: String
        /// What status 1 means for the command, as its entry says it.
        var statusOne: String
        /// Another command's meaning, which the entry must not borrow.
        var foreign: String
        var testDescription: String { command }
    }

    static let exitZeroCases: [ExitZeroCase] = [
        .init(command: "classify", statusOne: "a payload is invalid or an input holds none", foreign: "--fail-on"),
        .init(command: "session", statusOne: "a push's verdict is differs or not-delivered", foreign: "--fail-on"),
        .init(command: "lint", statusOne: "findings are at or above --fail-on", foreign: "verdict"),
    ]

    @Test(arguments: exitZeroCases)
    func exitZeroSaysTheCommandsStatusOne(_ testCase: ExitZeroCase) throws {
        let entry = try Self.entry(testCase.command, "--exit-zero")
        #expect(entry.contains("exit 0 even when \(testCase.statusOne);"))
        #expect(!entry.contains(testCase.foreign))
        #expect(entry.hasSuffix("keep their status"))
    }

    /// The options that take a folder as well as a file: `classify --app` and `simulate --app`
    /// (an app's repository), `normalize --output` (a folder with `--apns`).
    @Test(arguments: [("classify", "--app"), ("simulate", "--app"), ("normalize", "-o, --output")])
    func folderValueIsNamed(_ command: String, _ spellings: String) throws {
        #expect(try Self.entry(command, spellings).hasPrefix(spellings + " FILE|DIR "))
    }
}
