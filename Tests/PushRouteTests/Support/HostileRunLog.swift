import Foundation
import Testing

/// The figures of every `MeasuredRun`, for `make bench-hostile` (bench/hostile.py): with
/// `PUSHROUTE_MEASURE_LOG` set, each run appends one tab-separated line: the test's file and
/// name, the arguments, the largest input (a file of the run's folder, or standard input) with
/// its size and first bytes, the CPU seconds and the peak memory. The hostile shapes stay
/// declared once, in the tests; the bench runs them with the release binary.
enum HostileRunLog {
    static let variable = "PUSHROUTE_MEASURE_LOG"
    private static let lock = NSLock()

    static func append(_ run: MeasuredRun, arguments: [String], input: Data?, directory: URL?) {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return }
        let test = Test.current
        let (name, data) = largestInput(input: input, directory: directory, last: arguments.last)
        let head = String(decoding: data.prefix(32), as: UTF8.self).unicodeScalars
            .map { $0.isASCII && $0.value >= 0x20 && $0 != "\t" ? String($0) : "\\u{\(String($0.value, radix: 16))}" }
            .joined()
        let fields = [
            test?.sourceLocation.fileName ?? "?", test?.name ?? "?", arguments.joined(separator: " "), name,
            String(data.count), head, String(run.userSeconds), String(run.peakBytes),
        ]
        let line = Data((fields.joined(separator: "\t") + "\n").utf8)
        lock.withLock {
            guard let handle = FileHandle(forWritingAtPath: path) ?? create(path) else { return }
            handle.seekToEndOfFile()
            handle.write(line)
            handle.closeFile()
        }
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    /// Standard input when given, else the largest regular file under `directory`, else the
    /// file the last argument names in the repository.
    private static func largestInput(input: Data?, directory: URL?, last: String?) -> (String, Data) {
        if let input, !input.isEmpty { return ("-", input) }
        guard let directory else {
            let path = last.map { CommandRunner.root.appendingPathComponent($0).path } ?? ""
            return (last ?? "", FileManager.default.contents(atPath: path) ?? Data())
        }
        guard let walk = FileManager.default.enumerator(atPath: directory.path) else { return ("", Data()) }
        var largest: (String, Int) = ("", -1)
        for case let relative as String in walk {
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.path + "/" + relative)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            let size = (attributes?[.size] as? Int) ?? 0
            if size > largest.1 { largest = (relative, size) }
        }
        let data = FileManager.default.contents(atPath: directory.path + "/" + largest.0) ?? Data()
        return (largest.0, data)
    }
}
