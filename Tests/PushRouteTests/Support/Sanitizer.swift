import Foundation
import Testing

/// Whether the tests run under a sanitizer (`make asan-test` sets `PUSHROUTE_SANITIZER`): its
/// shadow memory and quarantine inflate peak memory, so memory bounds are measured by
/// `make test` only.
enum Sanitizer {
    static let address = ProcessInfo.processInfo.environment["PUSHROUTE_SANITIZER"] == "address"
    /// Under either sanitizer (`make tsan-test` sets `thread`).
    static let any = ProcessInfo.processInfo.environment["PUSHROUTE_SANITIZER"] != nil
    /// The worker counts an end-to-end table runs with: under a sanitizer, only the parallel
    /// ones that `make test` runs (`jobs` without 1), or its first (the same readers, checked
    /// once: docs/development.md, "CI time").
    static func workerCounts(_ jobs: [Int]) -> [Int] {
        guard any else { return jobs }
        return jobs.first { $0 > 1 }.map { [$0] } ?? Array(jobs.prefix(1))
    }
    static let memoryReason: Comment =
        "AddressSanitizer's shadow memory and quarantine inflate peak memory; make test measures it"
    /// For suites that run only Python tools (pip, PyYAML, actionlint), none of our code: under a
    /// sanitizer they would check nothing more, and cost CI time.
    static let noSwiftReason: Comment =
        "runs Python tools only, no code of ours for AddressSanitizer to check; make test runs it"
}
