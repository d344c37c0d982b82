import Foundation
import Testing

/// The tests' own deadline on child processes (`ProcessDeadline`): a child that never exits is
/// killed and reported, so no test can hang the suite; one that exits in time is left alone.
@Suite struct ProcessDeadlineTests {
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c"] + arguments
        try process.run()
        return process
    }

    @Test func aChildPastItsDeadlineIsKilled() throws {
        let process = try Self.start(["exec sleep 120"])
        let deadline = ProcessDeadline(process, seconds: 1)
        process.waitUntilExit()
        #expect(deadline.cancel())
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
    }

    @Test func aChildThatExitsInTimeIsLeftAlone() throws {
        let process = try Self.start(["exit 3"])
        let deadline = ProcessDeadline(process, seconds: 60)
        process.waitUntilExit()
        #expect(!deadline.cancel())
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
    }

    @Test func theMessageNamesTheCommandAndWhatItPrinted() throws {
        let process = try Self.start(["exit 0"])
        let deadline = ProcessDeadline(process, seconds: 60)
        process.waitUntilExit()
        deadline.cancel()
        let message = deadline.message(["pushroute", "classify", "-"], output: "out", errors: "err")
        #expect(message == "pushroute classify - did not exit within 60 s and was killed (PUSHROUTE_TEST_DEADLINE); it printed:\nout\nand on stderr:\nerr")
    }
}
