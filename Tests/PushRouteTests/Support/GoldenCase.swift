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
    var testDescription: String { name }

    /// Runs the case and compares with the golden files under `directory`.
    func check(in directory: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try CommandRunner.run(arguments, input: stdin.map { Data($0.utf8) }, environment: environment)
        #expect(result.status == status, sourceLocation: sourceLocation)
        try Golden.check(result.standardOutput, against: "\(directory)/\(name).out", sourceLocation: sourceLocation)
        try Golden.check(result.standardError, against: "\(directory)/\(name).err", sourceLocation: sourceLocation)
    }
}
