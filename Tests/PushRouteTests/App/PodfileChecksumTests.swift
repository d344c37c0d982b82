import PushRouteCore
import Testing

@testable import PushRouteApp

/// A stale lock (`PodfileChecksum`): the lock's `PODFILE CHECKSUM` against the SHA-1 of the
/// Podfile's bytes, as `pod install` writes it.
@Suite struct PodfileChecksumTests {
    static let podfile = Array("platform :ios, '13.0'\ntarget 'App' do\n  pod 'CleverTap-iOS-SDK'\nend\n".utf8)
    static func lock(_ checksum: String?) -> [UInt8] {
        Array(
            ("PODS:\n  - CleverTap-iOS-SDK (7.0.1)\n\n" + (checksum.map { "PODFILE CHECKSUM: \($0)\n\n" } ?? "")
                + "COCOAPODS: 1.15.2\n").utf8)
    }

    @Test func theLockOfThisPodfileIsQuiet() {
        let lock = Self.lock(SHA1.hex(Self.podfile))
        #expect(
            PodfileChecksum.check(lock: lock, lockFile: "Podfile.lock", podfile: Self.podfile, podfileFile: "Podfile")
                == nil)
    }

    @Test func aLockWithoutChecksumIsQuiet() {
        #expect(
            PodfileChecksum.check(
                lock: Self.lock(nil), lockFile: "Podfile.lock", podfile: Self.podfile, podfileFile: "Podfile") == nil)
    }

    @Test func aPodfileEditedSinceTheLockIsAStaleLock() throws {
        let recorded = SHA1.hex(Self.podfile)
        let edited = Self.podfile + Array("# one more line\n".utf8)
        let warning = try #require(
            PodfileChecksum.check(
                lock: Self.lock(recorded), lockFile: "ios/Podfile.lock", podfile: edited, podfileFile: "ios/Podfile"))
        #expect(warning.file == "ios/Podfile.lock")
        #expect(warning.location == SourceLocation(line: 4, column: 19))
        #expect(warning.severity == .warning)
        #expect(warning.rule == RuleID(AppInferenceRule.staleLock))
        #expect(
            warning.message.hasPrefix(
                "a stale lock: its PODFILE CHECKSUM \(recorded.prefix(12))… is not the SHA-1 of the Podfile beside it (\(SHA1.hex(edited).prefix(12))…), ios/Podfile, which changed"
            ))
    }

    /// The checksum is read whatever its case, and the value is the rest of the line.
    @Test func theRecordedChecksumIsFoundOnItsLine() throws {
        let found = try #require(PodfileChecksum.recorded(in: Array("PODS:\nPODFILE CHECKSUM: ABCDEF \n".utf8)))
        #expect(found.value == "abcdef")
        #expect(found.location == SourceLocation(line: 2, column: 19))
    }
}
