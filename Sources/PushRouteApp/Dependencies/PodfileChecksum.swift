import PushRouteCore

/// A stale `Podfile.lock`: `pod install` writes `PODFILE CHECKSUM: <SHA-1 of the Podfile's bytes>`
/// (CocoaPods `Podfile#checksum`), so a Podfile edited since then has another SHA-1 and the
/// releases the lock names may not be those the app builds with (docs/routing-model.md §7.1).
enum PodfileChecksum {
    static let label = "PODFILE CHECKSUM:"

    /// The checksum the lock records and its place; nil when it records none. One pass over the
    /// lines.
    static func recorded(in lock: [UInt8]) -> (value: String, location: SourceLocation)? {
        var line = 1
        var start = 0
        while start < lock.count {
            let end = lock[start...].firstIndex(of: UInt8(ascii: "\n")) ?? lock.count
            let text = String(decoding: lock[start..<end], as: UTF8.self)
            if text.hasPrefix(label) {
                let value = text.dropFirst(label.count).trimmingSpaces
                return (value.lowercased(), SourceLocation(line: line, column: label.count + 2))
            }
            start = end + 1
            line += 1
        }
        return nil
    }

    /// A warning at the lock's checksum when it is not the Podfile's SHA-1; nil when they agree
    /// or the lock records none.
    static func check(lock: [UInt8], lockFile: String, podfile: [UInt8], podfileFile: String) -> Diagnostic? {
        guard let (value, location) = recorded(in: lock) else { return nil }
        let actual = SHA1.hex(podfile)
        guard value != actual else { return nil }
        return Diagnostic(
            file: lockFile, at: location, severity: .warning, rule: AppInferenceRule.staleLock,
            message: "a stale lock: its PODFILE CHECKSUM \(value.prefix(12))… is not the SHA-1 of the Podfile beside it"
                + " (\(actual.prefix(12))…), \(podfileFile), which changed after pod install wrote the lock; the releases it"
                + " names may not be those the app builds with: run pod install")
    }
}
