import PushRouteCore
import PushRouteReader
import PushRouteRules

/// Writes the files `lint --fix`, `normalize --write` and `lint --write-baseline` change,
/// through `FileReplacement` (temporary file, `fsync`, read back, rename), and reports a
/// file it could not write.
struct FileRewriter {
    /// Test-only: set to 1, the process kills itself after the new content of the first
    /// file is flushed and before its rename (`FileReplacement.killBeforeRename`), so that
    /// a test can show the original is intact and no temporary file is left.
    static let killBeforeRenameVariable = "PUSHROUTE_TEST_KILL_BEFORE_RENAME"

    let replacement: FileReplacement
    let context: CommandContext

    init(context: CommandContext) {
        self.context = context
        replacement = FileReplacement(killBeforeRename: context.environment[Self.killBeforeRenameVariable] == "1")
    }

    /// Replaces the file with `bytes` once `verify` accepts them as read back; false after
    /// reporting why it was not written.
    func write(
        _ bytes: [UInt8], to path: String, named name: String, failure: String = "not rewritten",
        verify: ([UInt8]) -> Bool = { _ in true }
    ) -> Bool {
        switch replacement.replace(path, with: bytes, verify: verify) {
        case .success: return true
        case .failure(let error):
            context.report([.error(name, failure + ": " + error.message)])
            return false
        }
    }

    /// `diff -u` of the file as it is and as it would be written, on standard output.
    func writeDiff(from old: [UInt8], to new: [UInt8], named name: String) {
        context.standardOutput.write(bytes: UnifiedDiff.render(old: old, new: new, oldName: name, newName: name))
    }
}
