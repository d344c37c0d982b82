import Foundation
import PushRouteCLI
import PushRouteCore

/// `pushroute` run in this process (`CommandLineTool.main` with a context of its own), given
/// what `CommandRunner.run` gives the binary: the same environment, the case's standard input
/// through a pipe, the repository root as the working directory. Faster than starting the
/// binary; a run it cannot give the same (`run` answers nil) goes to the binary.
enum InProcessRunner {
    /// Whether this process's working directory is the one the binary runs in, the repository
    /// root, so that relative operands name the same files.
    static let inRoot: Bool = {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return here.resolvingSymlinksInPath().standardizedFileURL
            == CommandRunner.root.resolvingSymlinksInPath().standardizedFileURL
    }()

    /// The most standard input written whole into a pipe before the run, so that the run
    /// never waits on a writer: a pipe holds at least 16 KiB on Linux and macOS.
    static let pipeCapacity = 16 * 1024

    /// The stack of the thread a run is on: the size of a process's main thread (8 MiB), which
    /// the binary runs on, not the smaller one of the test runner's worker threads.
    static let stackSize = 8 << 20

    /// The run's result, or nil when it must be the binary's: not in the repository root, or
    /// more standard input than a pipe holds.
    static func run(_ arguments: [String], input: Data?, environment: [String: String]) throws
        -> CommandRunner.Result?
    {
        guard inRoot, (input?.count ?? 0) <= pipeCapacity else { return nil }
        // Its write end, not close-on-exec, is closed before a child can be started.
        let pipe = try SpawnedProcess.withoutSpawning {
            let pipe = Pipe()
            if let input { pipe.fileHandleForWriting.write(input) }
            try pipe.fileHandleForWriting.close()
            return pipe
        }
        defer { try? pipe.fileHandleForReading.close() }
        let output = OutputSink.memory()
        let errors = OutputSink.memory()
        let context = CommandContext(
            standardInput: FileDescriptor(rawValue: pipe.fileHandleForReading.fileDescriptor), standardOutput: output,
            standardError: errors, environment: CommandRunner.environment(adding: environment))
        let status = onLargeStack { CommandLineTool.main(arguments, context: context) }
        let outputBytes = Data(output.pending)
        let errorBytes = Data(errors.pending)
        return CommandRunner.Result(
            status: status.rawValue, standardOutput: String(decoding: outputBytes, as: UTF8.self),
            standardError: String(decoding: errorBytes, as: UTF8.self), outputBytes: outputBytes,
            errorBytes: errorBytes)
    }

    /// `body`'s value, computed on a thread of `stackSize` while this one waits.
    private static func onLargeStack(_ body: @escaping () -> ExitStatus) -> ExitStatus {
        let run = Run(body)
        let thread = Thread { run.start() }
        thread.stackSize = stackSize
        thread.start()
        run.done.wait()
        return run.status
    }

    /// A run handed to another thread; only that thread touches it until `done` is signalled.
    private final class Run: @unchecked Sendable {
        let body: () -> ExitStatus
        var status = ExitStatus.success
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> ExitStatus) { self.body = body }

        func start() {
            status = body()
            done.signal()
        }
    }
}
