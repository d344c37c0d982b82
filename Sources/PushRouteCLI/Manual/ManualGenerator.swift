import PushRouteCore

/// `make man`: rewrites in place the generated blocks of every `GeneratedDocument`, from the
/// repository's root (docs/development.md, "The generated manual").
public enum ManualGenerator {
    /// Rewrites the files whose blocks are not what the generator writes now, says which, and
    /// returns the exit status: 0, 2 for a file that cannot be read or lacks a marker, 74 for
    /// one that cannot be written.
    public static func run(root: String, output: OutputSink, errors: OutputSink) -> Int32 {
        var status: Int32 = 0
        for document in GeneratedDocument.all {
            let path = root + "/" + document.path
            switch update(path, document) {
            case .success(let changed): output.write("\(document.path): \(changed ? "rewritten" : "up to date")\n")
            case .failure(let failure):
                errors.write("\(document.path): \(failure.message)\n")
                status = max(status, failure.status)
            }
        }
        output.flush()
        errors.flush()
        return status
    }

    private struct Failure: Error {
        var message: String
        var status: Int32
    }

    /// Whether the file at `path` had to be rewritten.
    private static func update(_ path: String, _ document: GeneratedDocument) -> Result<Bool, Failure> {
        let read = FileDescriptor.open(forReading: path).flatMap { descriptor in
            defer { descriptor.close() }
            return descriptor.readToEnd()
        }
        guard case .success(let bytes) = read else {
            return .failure(Failure(message: "cannot be read", status: 2))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch GeneratedBlockRewriter.rewrite(text, document) {
        case .failure(let error): return .failure(Failure(message: error.message, status: 2))
        case .success(let rewritten) where rewritten == text: return .success(false)
        case .success(let rewritten):
            if case .failure(let error) = FileReplacement().replace(path, with: Array(rewritten.utf8)) {
                return .failure(Failure(message: "not written: \(error.message)", status: 74))
            }
            return .success(true)
        }
    }
}
