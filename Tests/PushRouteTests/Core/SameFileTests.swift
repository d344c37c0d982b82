import Foundation
import Testing

@testable import PushRouteCore

/// Whether two descriptors end up in one place: what decides if classify flushes its records
/// before each diagnostic (`CommandContext.streamsMeet`).
@Suite struct SameFileTests {
    enum Pair: String, CaseIterable, Sendable {
        case onePipeTwice, twoPipes, oneFileOpenedTwice, twoFiles, pipeAndFile
    }

    /// Opens the pair, returning the two descriptors and whether they meet.
    static func open(_ pair: Pair, in directory: URL) throws -> (Int32, Int32, Bool) {
        func pipeEnds() -> (Int32, Int32) {
            var ends: [Int32] = [0, 0]
            _ = pipe(&ends)
            return (ends[0], ends[1])
        }
        func file(_ name: String) -> Int32 {
            let path = directory.appendingPathComponent(name).path
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: Data())
            }
            return Foundation.open(path, O_WRONLY)
        }
        switch pair {
        case .onePipeTwice:
            let (_, write) = pipeEnds()
            return (write, dup(write), true)
        case .twoPipes: return (pipeEnds().1, pipeEnds().1, false)
        case .oneFileOpenedTwice: return (file("a"), file("a"), true)
        case .twoFiles: return (file("a"), file("b"), false)
        case .pipeAndFile: return (pipeEnds().1, file("a"), false)
        }
    }

    @Test(arguments: Pair.allCases)
    func descriptorsMeetOnlyOnOneFile(_ pair: Pair) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-same-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (first, second, meet) = try Self.open(pair, in: directory)
        #expect(FileDescriptor(rawValue: first).refersToSameFile(as: FileDescriptor(rawValue: second)) == meet)
        #expect(FileDescriptor(rawValue: first).refersToSameFile(as: FileDescriptor(rawValue: first)))
    }

    @Test func aClosedDescriptorMeetsNothing() {
        #expect(!FileDescriptor(rawValue: 1_000_000).refersToSameFile(as: .standardOutput))
    }
}
