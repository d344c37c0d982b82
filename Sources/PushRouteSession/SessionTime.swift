/// An entry's time as a log wrote it, read for merging several logs (docs/logs.md, "Several
/// logs"): `2026-11-29 10:01:00.123456+0100` (`log stream`, Xcode), `2026-11-29 10:01:00.123`
/// (compact), `2025-10-17 11:01:23.249653-05:00` (Xcode's metadata line), `Jul  4 13:26:05`
/// (idevicesyslog), `15:21:34.102904-0500` (Console.app). Whatever is not written is nil.
public struct SessionTime: Sendable, Equatable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    /// Seconds since midnight, as the clock printed them (local time where a zone follows).
    public var seconds: Double
    /// The zone's offset from UTC in seconds, when written.
    public var offset: Int?

    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, seconds: Double, offset: Int? = nil) {
        (self.year, self.month, self.day, self.seconds, self.offset) = (year, month, day, seconds, offset)
    }

    /// How precisely every time of a merge can be compared: the least any log writes.
    public enum Precision: Int, Sendable, Comparable {
        /// Time of day only: a session that crosses midnight is merged wrongly.
        case timeOfDay
        /// Month, day and wall-clock time: every log printed in one zone is assumed.
        case localDate
        /// Date, time and zone: one instant.
        case instant

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var precision: Precision {
        guard month != nil, day != nil else { return .timeOfDay }
        return year != nil && offset != nil ? .instant : .localDate
    }

    /// A number that orders times at `precision` (which must not exceed this time's own).
    public func key(at precision: Precision) -> Double {
        switch precision {
        case .timeOfDay: seconds
        case .localDate: Double((month ?? 0) * 31 + (day ?? 0)) * 86_400 + seconds
        case .instant: Double(Self.days(year ?? 0, month ?? 1, day ?? 1)) * 86_400 + seconds - Double(offset ?? 0)
        }
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's `days_from_civil`).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
