import Testing

@testable import PushRouteReader

/// `ByteCursor.timestamp()`: the common `YYYY-MM-DD HH:MM:SS` is read at its fixed places, the
/// other forms field by field; the fraction and time zone after either. Each row: a line, and
/// the timestamp read at its start (nil: none).
@Suite struct LogTimestampTests {
    @Test(arguments: [
        ("2026-11-29 10:01:02.124786+0100 Shop[812:1] x", "2026-11-29 10:01:02.124786+0100"),
        ("2026-11-29 10:01:02 Shop", "2026-11-29 10:01:02"),
        ("2026-11-29 10:01:02,123 x", "2026-11-29 10:01:02,123"),
        ("2026-11-29 10:01:02:123 x", "2026-11-29 10:01:02:123"),
        ("2026-11-29 10:01:02Z x", "2026-11-29 10:01:02Z"),
        ("2026-11-29 10:01:02-05:00 x", "2026-11-29 10:01:02-05:00"),
        ("2026-11-29 10:01:02", "2026-11-29 10:01:02"),
        ("2026-11-29 10:01:023 x", "2026-11-29 10:01:02"),
        // A one-digit hour: field by field.
        ("2026-11-29 9:01:02.5 x", "2026-11-29 9:01:02.5"),
        ("2026-11-29 9:01:02", "2026-11-29 9:01:02"),
        ("2026-11-29 10:01:0", nil), ("2026-11-29T10:01:02 x", nil), ("2026-1-29 10:01:02 x", nil),
        ("20261129 10:01:02 xxx", nil), ("2026-11-29 10-01-02 x", nil), ("2026-11-29  10:01:02 x", nil),
        ("x2026-11-29 10:01:02", nil), ("", nil),
    ])
    func readsTheTimestamp(_ line: String, _ expected: String?) {
        let found = Array(line.utf8).withUnsafeBytes { bytes in
            var cursor = ByteCursor(bytes)
            return cursor.timestamp().map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(found == expected)
    }
}
