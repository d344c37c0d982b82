import Testing

@testable import PushRouteCore

/// The date an HTML report's footer gives: `SOURCE_DATE_EPOCH` when set, as an ISO 8601
/// calendar date in UTC.
@Suite struct ReportDateTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01"), (86_399, "1970-01-01"), (86_400, "1970-01-02"), (-1, "1969-12-31"),
        (951_782_400, "2000-02-29"), (1_767_225_599, "2025-12-31"), (1_767_225_600, "2026-01-01"),
        (4_107_542_400, "2100-03-01"),
    ])
    func daysFromTheEpoch(_ seconds: Int64, _ date: String) {
        #expect(ReportDate.iso8601(secondsSinceEpoch: seconds) == date)
    }

    @Test func sourceDateEpochWinsOverTheClock() {
        #expect(ReportDate.current(environment: ["SOURCE_DATE_EPOCH": "1767225600"]) == "2026-01-01")
    }

    /// A value that is not a whole number of seconds is ignored: the date is today's.
    @Test func aMalformedEpochIsIgnored() {
        let today = ReportDate.current(environment: [:])
        #expect(ReportDate.current(environment: ["SOURCE_DATE_EPOCH": "soon"]) == today)
        #expect(today.count == 10 && today.split(separator: "-").count == 3)
    }
}
