import PushRouteCore
import PushRouteRules

/// How one cell, or one line of a scenario, differs between the two sides of a comparison
/// (`simulate --compare-sdk`, `--compare-app`): the verdict printed before the traces.
public struct ComparisonDifference: Equatable, Sendable {
    /// What one side did with the push: who handled it, how many times, whether it woke the app.
    public struct Side: Equatable, Sendable {
        public var handler: Handler
        public var times: Int
        public var woken: Bool
    }

    /// `not-running, open` for a cell; `line 5 (open, background)` for a scenario's push;
    /// `line 7` for a scenario line with warnings but no push.
    public var place: String
    /// The scenario line; nil for a cell.
    public var line: Int?
    /// Each side's outcome; nil where the place has no push (a scenario line without one).
    public var first: Side?
    public var second: Side?
    /// Codes raised only on the second side, in the order raised.
    public var gained: [RuleID]
    /// Codes raised only on the first side, in the order raised.
    public var lost: [RuleID]
    /// Where the traces first part, when that is all that differs: `step 3:
    /// Leanplum.onStartIssued(_:) → handleWithCleverTapInstance(action:)`.
    public var firstCallDifference: String? = nil

    /// `not-running, open: clevertap twice → once; cold-start-twice gone`.
    public var summary: String {
        var parts: [String] = []
        if let first, let second {
            parts.append(Self.who(first, second))
            if first.woken != second.woken { parts.append("woken: " + (first.woken ? "yes → no" : "no → yes")) }
        }
        let changes = lost.map { "\($0.rawValue) gone" } + gained.map { "\($0.rawValue) new" }
        if !changes.isEmpty { parts.append(changes.joined(separator: ", ")) }
        if first == second && changes.isEmpty {
            parts.append("the calls differ" + (firstCallDifference.map { " from \($0)" } ?? ""))
        }
        return place + ": " + parts.joined(separator: "; ")
    }

    /// `clevertap twice → once`, `clevertap → none`, `leanplum in both`.
    static func who(_ first: Side, _ second: Side) -> String {
        if first.handler == second.handler && first.times == second.times {
            return first.handler.rawValue + times(first.times, always: false).map { " " + $0 }.orEmpty + " in both"
        }
        if first.handler == second.handler {
            return
                "\(first.handler.rawValue) \(times(first.times, always: true)!) → \(times(second.times, always: true)!)"
        }
        let left = first.handler.rawValue + times(first.times, always: false).map { " " + $0 }.orEmpty
        let right = second.handler.rawValue + times(second.times, always: false).map { " " + $0 }.orEmpty
        return left + " → " + right
    }

    /// `once`, `twice`, `3 times`; nil for once unless `always`, and for no handling.
    static func times(_ count: Int, always: Bool) -> String? {
        switch count {
        case 0: always ? "never" : nil
        case 1: always ? "once" : nil
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// The differences of two results of the same input: one for a cell that differs; for a
    /// scenario, one per line whose push outcome or codes differ (one for the whole scenario
    /// when only the calls do). Empty when the results do not differ.
    public static func between(_ a: SimulationResult, _ b: SimulationResult) -> [ComparisonDifference] {
        guard SDKComparison.differ(a, b) else { return [] }
        guard a.isScenario else {
            let place = a.push.map { "\($0.state.rawValue), \($0.event.rawValue)" } ?? a.input
            let (gained, lost) = codeChanges(a.warnings, b.warnings)
            return [
                ComparisonDifference(
                    place: place, line: nil, first: a.push.map(side), second: b.push.map(side), gained: gained,
                    lost: lost,
                    firstCallDifference: firstCallDifference(a.trace, b.trace))
            ]
        }
        let lines = Set(
            a.pushes.compactMap(\.scenarioLine) + b.pushes.compactMap(\.scenarioLine)
                + a.warnings.compactMap(\.line) + b.warnings.compactMap(\.line)
        ).sorted()
        var differences: [ComparisonDifference] = []
        for line in lines {
            let pushes = (a.pushes.filter { $0.scenarioLine == line }, b.pushes.filter { $0.scenarioLine == line })
            let (gained, lost) = codeChanges(
                a.warnings.filter { $0.line == line }, b.warnings.filter { $0.line == line })
            let sides = (pushes.0.first.map(side), pushes.1.first.map(side))
            guard sides.0 != sides.1 || !gained.isEmpty || !lost.isEmpty else { continue }
            let push = pushes.0.first ?? pushes.1.first
            let place = "line \(line)" + (push.map { " (\($0.event.rawValue), \($0.state.rawValue))" } ?? "")
            differences.append(
                ComparisonDifference(
                    place: place, line: line, first: sides.0, second: sides.1, gained: gained, lost: lost))
        }
        if differences.isEmpty {
            differences.append(
                ComparisonDifference(
                    place: "scenario", line: nil, first: nil, second: nil, gained: [], lost: [],
                    firstCallDifference: firstCallDifference(a.trace, b.trace)))
        }
        return differences
    }

    /// The first row of the two traces aligned (`SDKComparison.align`) that differs: `step N:
    /// A → B` (the same call with another note: `step N: A, another note`), `step N: A gone`,
    /// `step N: B new`; the step numbered as on the first side where it has one.
    static func firstCallDifference(_ a: [TraceStep], _ b: [TraceStep]) -> String? {
        guard let row = SDKComparison.align(a, b).first(where: { !$0.same }) else { return nil }
        switch (row.first, row.second) {
        case let (first?, second?):
            let (left, right) = (a[first], b[second])
            if left.call == right.call { return "step \(first + 1): \(left.call), another note" }
            return "step \(first + 1): \(left.call) → \(right.call)"
        case let (first?, nil): return "step \(first + 1): \(a[first].call) gone"
        case let (nil, second?): return "step \(second + 1): \(b[second].call) new"
        case (nil, nil): return nil
        }
    }

    private static func side(_ push: PushResult) -> Side {
        Side(handler: push.handler, times: push.handledTimes, woken: push.woken)
    }

    /// The codes only in `b` and those only in `a`, each once, in the order raised.
    private static func codeChanges(_ a: [RaisedWarning], _ b: [RaisedWarning]) -> (gained: [RuleID], lost: [RuleID]) {
        let codesA = unique(a.map(\.warning.code))
        let codesB = unique(b.map(\.warning.code))
        return (codesB.filter { !codesA.contains($0) }, codesA.filter { !codesB.contains($0) })
    }

    private static func unique(_ codes: [RuleID]) -> [RuleID] {
        var seen: Set<String> = []
        return codes.filter { seen.insert($0.rawValue).inserted }
    }
}

extension Optional where Wrapped == String {
    fileprivate var orEmpty: String { self ?? "" }
}
