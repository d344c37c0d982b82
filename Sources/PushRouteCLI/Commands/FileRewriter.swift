import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The one writer of the command line: `--output`, `lint --fix`, `normalize --write` and
/// `lint --write-baseline` go through it, and so through `FileReplacement` and its rules
/// (docs/reliability.md); it reports a file it could not write, exit status 74.
struct FileRewriter {
    #if PUSHROUTE_TEST_HOOKS
    /// Test-only: set to 1, the process kills itself after the new content of the first
    /// file is flushed and before its rename (`FileReplacement.killBeforeRename`), so that
    /// a test can show the original is intact and no temporary file is left.
    static let killBeforeRenameVariable = "PUSHROUTE_TEST_KILL_BEFORE_RENAME"
    /// Test-only: a shell command run between the read and the check that the file is
    /// unchanged (`FileReplacement.commandBeforeCheck`), so that a test changes the file there.
    static let runBeforeCheckVariable = "PUSHROUTE_TEST_RUN_BEFORE_CHECK"
    static let testVariables = [killBeforeRenameVariable, runBeforeCheckVariable]
    #else
    /// A release build reads no test hook from the environment (`PUSHROUTE_TEST_HOOKS`,
    /// defined by Package.swift in debug builds only).
    static let testVariables: [String] = []
    #endif

    let replacement: FileReplacement
    let context: CommandContext

    init(context: CommandContext) {
        self.context = context
        #if PUSHROUTE_TEST_HOOKS
        replacement = FileReplacement(
            force: context.force, killBeforeRename: context.environment[Self.killBeforeRenameVariable] == "1",
            commandBeforeCheck: context.environment[Self.runBeforeCheckVariable])
        #else
        replacement = FileReplacement(force: context.force)
        #endif
    }

    /// Opens `input` for a rewrite (`FileReplacement.open`): nil after reporting why it may
    /// not be rewritten. A file a walk found stays inside the folder walked.
    func open(_ input: InputName, failure: String = "not rewritten") -> RewriteTarget? {
        report(replacement.open(input.path, within: input.tree), named: input.displayName, failure: failure)
    }

    /// The content to rewrite, read through the target (so that the rename replaces the file
    /// read), as `CommandContext.read` reads an input; nil after reporting why it could not be.
    func read(_ target: RewriteTarget, named name: String, limits: ReaderLimits = ReaderLimits()) -> [UInt8]? {
        guard let file = target.file else { return [] }
        switch InputFile.readAll(file, named: name, limit: limits.maxPayloadBytes) {
        case .success(let bytes): return bytes
        case .failure(let error):
            context.report(error)
            return nil
        }
    }

    /// Replaces the opened file with `bytes` once `verify` accepts them as read back; false
    /// after reporting why it was not written.
    func write(
        _ bytes: [UInt8], to target: RewriteTarget, named name: String, failure: String = "not rewritten",
        verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Bool {
        report(replacement.replace(target, with: bytes, verify: verify), named: name, failure: failure) != nil
    }

    /// Whether the target is also one of `inputs` (the inputs of the same run); reported.
    func isInput(_ target: RewriteTarget, among inputs: [String], named name: String, failure: String) -> Bool {
        guard let input = inputs.first(where: { target.isSame(asInput: $0, standardInput: context.standardInput) })
        else { return false }
        reportInput(input, named: name, failure: failure)
        return true
    }

    /// `NAME: error: FAILURE: it is also an input of this run ('INPUT'); write to another file`.
    func reportInput(_ input: String, named name: String, failure: String) {
        let shown = input == "-" ? "standard input" : "'\(input)'"
        context.report([.error(name, failure + ": it is also an input of this run (\(shown)); write to another file")])
    }

    /// The value, or nil after reporting the error as `NAME: error: FAILURE: MESSAGE`.
    func report<Value>(_ result: Result<Value, FileReplacementError>, named name: String, failure: String) -> Value? {
        switch result {
        case .success(let value): return value
        case .failure(let error):
            context.report([.error(name, failure + ": " + error.message)])
            return nil
        }
    }

    /// `diff -u` of the file as it is and as it would be written, on standard output.
    func writeDiff(from old: [UInt8], to new: [UInt8], named name: String) {
        context.standardOutput.write(bytes: UnifiedDiff.render(old: old, new: new, oldName: name, newName: name))
    }
}
