import PushRouteCore

/// Two versions of the settings run on the same input, only what differs shown side by side:
/// two Leanplum releases (`--compare-sdk`, `SDKComparison`) or two app profiles
/// (`--compare-app`, `profiles`). `SDKComparison.differ` and `align` compare the results.
public struct SettingsComparison: Sendable {
    /// The heading of each column, e.g. `Leanplum 6.0.0` or `app samples/apps/a.json`.
    public var firstLabel: String
    public var secondLabel: String
    /// Both, for "no cell differs between …".
    public var pairName: String
    /// Each side is whole settings (profiles): a scenario's own settings are read on top of
    /// each. Otherwise (releases) each side changes the settings it is given, the
    /// scenario's included.
    public var replacesSettings: Bool
    /// The two sides' settings, from the settings of the run.
    public var sides: @Sendable (SimulationSettings) -> (SimulationSettings, SimulationSettings)

    public init(
        firstLabel: String, secondLabel: String, pairName: String, replacesSettings: Bool,
        sides: @escaping @Sendable (SimulationSettings) -> (SimulationSettings, SimulationSettings)
    ) {
        self.firstLabel = firstLabel
        self.secondLabel = secondLabel
        self.pairName = pairName
        self.replacesSettings = replacesSettings
        self.sides = sides
    }

    /// Two app profiles, each read with the command line's options applied.
    public static func profiles(_ first: SimulationSettings, _ second: SimulationSettings) -> SettingsComparison {
        let a = "app " + (first.profileName ?? "defaults")
        let b = "app " + (second.profileName ?? "defaults")
        return SettingsComparison(
            firstLabel: a, secondLabel: b, pairName: "\(a) and \(b)", replacesSettings: true, sides: { _ in (first, second) })
    }
}

/// Two Leanplum SDK releases run on the same input (`simulate --compare-sdk A,B`): "would
/// upgrading fix this?". Only results that differ are shown, their traces aligned step by
/// step (docs/routing-model.md §8).
public struct SDKComparison: Sendable, Equatable {
    public var first: LeanplumRelease
    public var second: LeanplumRelease

    public init(_ first: LeanplumRelease, _ second: LeanplumRelease) {
        self.first = first
        self.second = second
    }

    /// `A,B`: two different modelled releases; nil otherwise.
    public static func releases(parsing text: String) -> SDKComparison? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = LeanplumRelease(String(parts[0])), let second = LeanplumRelease(String(parts[1])),
            first != second
        else { return nil }
        return SDKComparison(first, second)
    }

    /// The settings for each side.
    public func settings(_ base: SimulationSettings) -> (SimulationSettings, SimulationSettings) {
        var a = base
        var b = base
        a.leanplumSDK = first
        b.leanplumSDK = second
        return (a, b)
    }

    /// The comparison as `simulate` runs it: the release replaces the one the settings have.
    public var settingsComparison: SettingsComparison {
        SettingsComparison(
            firstLabel: "Leanplum \(first)", secondLabel: "Leanplum \(second)", pairName: "Leanplum \(first) and \(second)",
            replacesSettings: false, sides: settings)
    }

    /// Whether two results of the same input differ in their calls, outcomes or warnings.
    public static func differ(_ a: SimulationResult, _ b: SimulationResult) -> Bool {
        a.trace != b.trace || a.pushes != b.pushes || a.sections != b.sections
            || a.warnings.map(\.warning) != b.warnings.map(\.warning)
    }

    // MARK: Aligning two traces

    /// One row of two traces side by side: a step of each, or of one side only.
    public struct Row: Equatable, Sendable {
        /// Index into the first trace.
        public var first: Int?
        /// Index into the second trace.
        public var second: Int?
        /// Both steps are the same call with the same note.
        public var same: Bool
    }

    /// The steps of two traces in rows: the longest common run of calls (actor, target, call)
    /// face each other; between them, differing steps are paired in order and the rest stand
    /// alone.
    public static func align(_ a: [TraceStep], _ b: [TraceStep]) -> [Row] {
        let key = { (step: TraceStep) in "\(step.actor.rawValue) \(step.target.rawValue) \(step.call) \(step.isReply)" }
        let left = a.map(key)
        let right = b.map(key)
        // lengths[i][j]: the longest common subsequence of left[i...] and right[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                lengths[i][j] = left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var rows: [Row] = []
        var pendingLeft: [Int] = []
        var pendingRight: [Int] = []
        func flush() {
            for index in 0..<max(pendingLeft.count, pendingRight.count) {
                rows.append(Row(
                    first: index < pendingLeft.count ? pendingLeft[index] : nil,
                    second: index < pendingRight.count ? pendingRight[index] : nil, same: false))
            }
            pendingLeft = []
            pendingRight = []
        }
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if i < left.count && j < right.count && left[i] == right[j] {
                flush()
                rows.append(Row(first: i, second: j, same: a[i] == b[j]))
                i += 1
                j += 1
            } else if j >= right.count || (i < left.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                pendingLeft.append(i)
                i += 1
            } else {
                pendingRight.append(j)
                j += 1
            }
        }
        flush()
        return rows
    }
}
