import Foundation

/// A child process started with `posix_spawn`, not Foundation's `Process`: on Linux,
/// `Process.run()` scans `/proc/self/fd` copying 256 bytes of each directory entry's name
/// (swift-corelibs-foundation `findMaximumOpenFromProcSelfFD`, the over-read fixed upstream by
/// its pull request #5472, after Swift 6.3.1), which now and then killed the whole test process
/// with SIGSEGV (`__memmove_avx_unaligned_erms` in `Process.run()`). Every child the suite
/// starts goes through this instead (`CommandRunner.run` and the tests that drive one by hand).
struct SpawnedProcess {
    let pid: pid_t
    /// The child's standard input (write end), output and error (read ends).
    let input: FileHandle
    let output: FileHandle
    let errors: FileHandle

    /// Where the child's standard error goes.
    enum ErrorStream {
        /// A pipe of its own, read through `errors`.
        case pipe
        /// The standard output's pipe, as `2>&1` does (`errors` then reads nothing).
        case merged
        /// `/dev/null`.
        case discarded
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), looked up at run time:
    /// the Glibc module does not declare it.
    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    /// Starts `executable` with `arguments` in `directory`, with exactly `environment`, every
    /// signal at its default and none blocked.
    static func start(
        _ executable: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        directory: String = FileManager.default.currentDirectoryPath, errors errorStream: ErrorStream = .pipe
    ) throws -> SpawnedProcess {
        guard let addChdir else { throw SpawnError(description: "posix_spawn_file_actions_addchdir_np is missing") }
        return try withoutSpawning {
            try spawn(executable, arguments, environment: environment, directory: directory, errorStream, addChdir)
        }
    }

    /// Runs `body` while no child is being started. A pipe made with `pipe` is close-on-exec
    /// only once `fcntl` has made it so: a child another thread started in between kept its
    /// ends, and two live tests' children, each holding the other's standard input open, waited
    /// for an end of input that never came (seen under AddressSanitizer, both past their time
    /// limit). `pipe2` would make it atomic, but macOS has none.
    static func withoutSpawning<T>(_ body: () throws -> T) rethrows -> T {
        try creationLock.withLock(body)
    }

    private static let creationLock = NSLock()

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String,
        _ errorStream: ErrorStream, _ addChdir: AddChdir
    ) throws -> SpawnedProcess {
        let pipes = try (0..<3).map { _ in try pipeWithoutInheritance() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0].read, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
        switch errorStream {
        case .pipe: posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
        case .merged: posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 2)
        case .discarded: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        _ = directory.withCString { addChdir(&actions, $0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        for (index, pipe) in pipes.enumerated() { close(index == 0 ? pipe.read : pipe.write) }
        guard started == 0 else {
            for (index, pipe) in pipes.enumerated() { close(index == 0 ? pipe.write : pipe.read) }
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(started)))")
        }
        return SpawnedProcess(
            pid: pid, input: FileHandle(fileDescriptor: pipes[0].write, closeOnDealloc: true),
            output: FileHandle(fileDescriptor: pipes[1].read, closeOnDealloc: true),
            errors: FileHandle(fileDescriptor: pipes[2].read, closeOnDealloc: true))
    }

    /// A pipe whose ends no other child started meanwhile inherits (close-on-exec; `dup2` in the
    /// file actions clears it on the child's own 0, 1 and 2). Made while no child is being
    /// started (`withoutSpawning`), where the caller is not `start` itself.
    static func pipeWithoutInheritance() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Sends the child `signal`.
    func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child: its exit status, or the signal that ended it with `killed`.
    func wait() -> (status: Int32, killed: Bool) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
    }
}
