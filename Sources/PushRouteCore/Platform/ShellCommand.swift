#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if PUSHROUTE_TEST_HOOKS
/// `/bin/sh -c COMMAND`, waited for: the test-only hook a test uses to change a file between
/// the writer's read and its check (`FileReplacement`'s `commandBeforeCheck`).
enum ShellCommand {
    /// Runs `command` and waits for it; its wait status, or -1 when it could not start.
    @discardableResult
    static func run(_ command: String) -> Int32 {
        let words: [String] = ["/bin/sh", "-c", command]
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        // The command's environment is PATH alone: enough for the commands a test runs.
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=" + path), nil]
        defer { free(environment[0]) }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, arguments, &environment) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }
}
#endif
