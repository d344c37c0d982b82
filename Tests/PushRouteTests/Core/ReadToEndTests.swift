import Foundation
import Testing

@testable import PushRouteCore

/// Reading a whole input: a regular file in one read when it gives its size, anything else
/// (a pipe, a file read from partway, an empty file) until the end.
@Suite struct ReadToEndTests {
    @Test(arguments: [0, 1, 4096, 65_537, 300_000])
    func regularFilesReadWhole(_ size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = try FileDescriptor.open(forReading: path).get()
        defer { descriptor.close() }
        #expect(try descriptor.readToEnd().get() == bytes)
    }

    /// From partway through, a file gives fewer bytes than its size: the read goes on to the end.
    @Test(arguments: [1, 100, 4095])
    func aFileReadFromPartwayGivesTheRest(_ skipped: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = try FileDescriptor.open(forReading: path).get()
        defer { descriptor.close() }
        var skip = [UInt8](repeating: 0, count: skipped)
        _ = skip.withUnsafeMutableBytes { descriptor.read(into: $0) }
        #expect(try descriptor.readToEnd().get() == Array(bytes[skipped...]))
    }

    /// With a limit, a regular file over it is read no further than one chunk past it, and
    /// one within it whole; the caller sees more than `limit` bytes exactly when it is over.
    @Test(arguments: [(1000, 999), (1000, 1000), (1000, 1001), (1000, 300_000), (65_536, 300_000), (0, 1)])
    func aLimitStopsARegularFile(_ limit: Int, _ size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = try FileDescriptor.open(forReading: path).get()
        defer { descriptor.close() }
        let read = try descriptor.readToEnd(limit: limit).get()
        #expect(read == Array(bytes.prefix(size > limit ? limit + FileDescriptor.chunkSize : size)))
        #expect((read.count > limit) == (size > limit))
    }

    /// A pipe that holds more than the limit is read in chunks until it is passed: at most
    /// the limit and one chunk, and the rest stays in the pipe.
    @Test(arguments: [1, 1000, 70_000])
    func aLimitStopsAPipe(_ limit: Int) throws {
        let ends = try SpawnedProcess.withoutSpawning { try SpawnedProcess.pipeWithoutInheritance() }
        let writer = FileDescriptor(rawValue: ends.write)
        let reader = FileDescriptor(rawValue: ends.read)
        defer { reader.close() }
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        let writing = Thread {
            _ = bytes.withUnsafeBytes { writer.writeAll($0) }
            writer.close()
        }
        writing.start()
        let read = try reader.readToEnd(limit: limit).get()
        #expect(read.count > limit && read.count <= limit + FileDescriptor.chunkSize)
        let rest = try reader.readToEnd().get()
        #expect(read.count + rest.count == bytes.count)
    }

    @Test func aPipeReadsToItsEnd() throws {
        let ends = try SpawnedProcess.withoutSpawning { try SpawnedProcess.pipeWithoutInheritance() }
        let bytes = Array("{\"aps\":{}}\n".utf8)
        _ = bytes.withUnsafeBytes { FileDescriptor(rawValue: ends.write).writeAll($0) }
        close(ends.write)
        let reader = FileDescriptor(rawValue: ends.read)
        defer { reader.close() }
        #expect(try reader.readToEnd().get() == bytes)
    }
}
