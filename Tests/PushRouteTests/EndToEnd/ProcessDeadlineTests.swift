import Foundation
import Testing

/// The tests' own deadline on child processes (`ProcessDeadline`): a child that never exits is
/// killed and reported, so no test can hang the suite; one that exits in time is left alone.
@Suite struct ProcessDeadlineTests {
    static func start(_ script: String) throws -> SpawnedProcess {
        try SpawnedProcess.start("/bin/sh", ["-c", script])
    }

    @Test func aChildPastItsDeadlineIsKilled() throws {
        let child = try Self.start("exec sleep 120")
        let deadline = ProcessDeadline(pid: child.pid, seconds: 1)
        let (status, killed) = child.wait()
        #expect(deadline.cancel())
        #expect(killed)
        #expect(status == SIGKILL)
    }

    @Test func aChildThatExitsInTimeIsLeftAlone() throws {
        let child = try Self.start("exit 3")
        let deadline = ProcessDeadline(pid: child.pid, seconds: 60)
        let (status, killed) = child.wait()
        #expect(!deadline.cancel())
        #expect(!killed)
        #expect(status == 3)
    }

    @Test func theMessageNamesTheCommandAndWhatItPrinted() throws {
        let child = try Self.start("exit 0")
        let deadline = ProcessDeadline(pid: child.pid, seconds: 60)
        _ = child.wait()
        deadline.cancel()
        let message = deadline.message(["pushroute", "classify", "-"], output: "out", errors: "err")
        #expect(
            message
                == "pushroute classify - did not exit within 60 s and was killed (PUSHROUTE_TEST_DEADLINE); it printed:\nout\nand on stderr:\nerr"
        )
    }
}
