import Foundation
import Testing

/// One end-to-end case: `pushroute` run with `arguments` and `stdin`, whose exit status
/// must be `status` and whose whole outputs must equal `Tests/Golden/DIR/NAME.out` and
/// `.err`.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var stdin: String? = nil
    var status: Int32 = 0
    /// Variables set for the run (e.g. `COLUMNS`).
    var environment: [String: String] = [:]
    /// Why the case must run the binary, not the CLI in this process (`InProcessRunner`): what
    /// it checks needs a process of its own. Nil: in this process.
    var binaryOnly: String? = nil
    var testDescription: String { name }

    /// How `check` runs the cases (`PUSHROUTE_GOLDEN_RUN`): `binary` starts the binary for every
    /// case (the timing before in-process runs); `both` runs each case both ways and expects the
    /// same bytes and status; otherwise in this process where the case allows it.
    static let mode = ProcessInfo.processInfo.environment["PUSHROUTE_GOLDEN_RUN"] ?? "in-process"

    /// Runs the case and compares with the golden files under `directory`.
    func check(in directory: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try run(sourceLocation: sourceLocation)
        #expect(result.status == status, sourceLocation: sourceLocation)
        try Golden.check(result.standardOutput, against: "\(directory)/\(name).out", sourceLocation: sourceLocation)
        try Golden.check(result.standardError, against: "\(directory)/\(name).err", sourceLocation: sourceLocation)
    }

    /// The run's result: in this process unless the case or the mode asks for the binary.
    private func run(sourceLocation: Testing.SourceLocation) throws -> CommandRunner.Result {
        let input = stdin.map { Data($0.utf8) }
        let binary = { try CommandRunner.run(arguments, input: input, environment: environment) }
        guard binaryOnly == nil, Self.mode != "binary",
            let inProcess = try InProcessRunner.run(arguments, input: input, environment: environment)
        else { return try binary() }
        CommandRunner.checkSchemas(arguments: arguments, result: inProcess)
        if Self.mode == "both" {
            let started = try binary()
            #expect(inProcess == started, "in-process run differs from the binary's", sourceLocation: sourceLocation)
        }
        return inProcess
    }
}
