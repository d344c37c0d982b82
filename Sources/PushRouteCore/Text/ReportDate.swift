/// The date a report says it was made, as an ISO 8601 calendar date in UTC (`2026-12-04`):
/// `SOURCE_DATE_EPOCH` when it is set (the reproducible-builds convention,
/// reproducible-builds.org/specs/source-date-epoch), so that the same inputs give the same
/// bytes; otherwise today.
public enum ReportDate {
    public static let variable = "SOURCE_DATE_EPOCH"

    /// The date for `environment`; a `SOURCE_DATE_EPOCH` that is not a whole number of seconds
    /// is ignored, as the convention asks.
    public static func current(environment: [String: String]) -> String {
        let seconds = environment[variable].flatMap { Int64($0) } ?? WallClock.secondsSinceEpoch
        return iso8601(secondsSinceEpoch: seconds)
    }

    /// `yyyy-mm-dd` of the UTC day holding `seconds` (Hinnant's `civil_from_days`).
    public static func iso8601(secondsSinceEpoch seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
