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
            firstLabel: a, secondLabel: b, pairName: "\(a) and \(b)", replacesSettings: true,
            sides: { _ in (first, second) })
    }
}

/// The SDK releases one side of `--compare-sdk` runs: a Leanplum release, and the CleverTap
/// release its lock file resolved (nil: the newest inside the Leanplum release's pin).
public struct SDKReleases: Hashable, Sendable, CustomStringConvertible {
    public var leanplum: LeanplumRelease
    public var cleverTap: CleverTapRelease?

    public init(_ leanplum: LeanplumRelease, cleverTap: CleverTapRelease? = nil) {
        self.leanplum = leanplum
        self.cleverTap = cleverTap
    }

    /// `6.5.0`, `lp@6.5.0`, or a pair `LP+CT`: `lp@6.5.0+ct@7.0.1`, or as users type it,
    /// `6.5.0+7.0.1` or `lp6.5.0+ct7.0.1`; each version may be a major.minor (`6.5+7.0`: the
    /// newest patches modelled). The reason when it is none of them, or the CleverTap release
    /// is outside the Leanplum release's pin.
    public static func parse(_ text: Substring) -> Result<SDKReleases, SDKReleasesError> {
        let parts = versions(text)
        guard parts.count <= 2, let leanplum = LeanplumRelease(resolving: String(parts[0])) else {
            return .failure(SDKReleasesError("'\(text)' is not a Leanplum release, or LP+CT (lp@VERSION+ct@VERSION)"))
        }
        guard parts.count == 2 else { return .success(SDKReleases(leanplum)) }
        guard let cleverTap = CleverTapRelease(resolving: String(parts[1])) else {
            let typed = text.split(separator: "+", omittingEmptySubsequences: false)[1]
            return .failure(
                SDKReleasesError(
                    "'\(typed)' is not a CleverTap iOS SDK release (ct@VERSION or VERSION): "
                        + CleverTapRelease.versions.joined(separator: ", ")))
        }
        var settings = SimulationSettings()
        settings.leanplumSDK = leanplum
        settings.cleverTapSDK = cleverTap
        if let conflict = settings.cleverTapPinConflict { return .failure(SDKReleasesError(conflict)) }
        return .success(SDKReleases(leanplum, cleverTap: cleverTap))
    }

    /// The versions of a side as typed, each without its prefix, in either case and with or
    /// without `@`: the Leanplum one's `lp`, the CleverTap one's `ct` (`lp@6.5.0+ct@7.0.1`,
    /// `lp6.5+ct7.0`, `LP6.5.0+CT7.0.1` and `6.5.0+7.0.1` are one pair).
    public static func versions(_ text: Substring) -> [Substring] {
        text.split(separator: "+", omittingEmptySubsequences: false).enumerated().map { index, part in
            guard part.lowercased().hasPrefix(index == 0 ? "lp" : "ct") else { return part }
            let version = part.dropFirst(2)
            return version.hasPrefix("@") ? version.dropFirst() : version
        }
    }

    /// The releases the side runs, the CleverTap default resolved.
    var effective: (LeanplumRelease, CleverTapRelease?) {
        var settings = SimulationSettings()
        apply(to: &settings)
        return (leanplum, settings.cleverTapRelease)
    }

    /// `Leanplum 6.0.0`, or `Leanplum 6.5.0, CleverTap 7.0.1` when a CleverTap release is named.
    public var description: String { "Leanplum \(leanplum)" + (cleverTap.map { ", CleverTap \($0)" } ?? "") }

    /// `settings` with these releases: a side without a CleverTap release runs the newest
    /// its Leanplum release's pin allows.
    func apply(to settings: inout SimulationSettings) {
        settings.leanplumSDK = leanplum
        settings.cleverTapSDK = cleverTap
    }
}

/// Why a `--compare-sdk` value is refused.
public struct SDKReleasesError: Error, Equatable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}

/// Two SDK releases run on the same input (`simulate --compare-sdk A,B`): "would
/// upgrading fix this?". Only results that differ are shown, their traces aligned step by
/// step (docs/routing-model.md §8).
public struct SDKComparison: Sendable, Equatable {
    /// nil: the releases the run models otherwise (its options, its app profile or the
    /// defaults), when one side is given (`--compare-sdk 6.5.0+7.0.1`).
    public var first: SDKReleases?
    public var second: SDKReleases

    public init(_ first: SDKReleases?, _ second: SDKReleases) {
        self.first = first
        self.second = second
    }

    public init(_ first: LeanplumRelease, _ second: LeanplumRelease) {
        self.init(SDKReleases(first), SDKReleases(second))
    }

    /// `A,B`: two different sides, each `6.5.0` or `lp@6.5.0+ct@7.0.1`; or one side `B`, run
    /// against the releases the run models otherwise; the reason otherwise.
    public static func parse(_ text: String) -> Result<SDKComparison, SDKReleasesError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            return .failure(
                SDKReleasesError(
                    "expected one side B or two sides A,B, each a Leanplum release or lp@VERSION+ct@VERSION, e.g. 6.0.0,6.6.1 or lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2"
                ))
        }
        var sides: [SDKReleases] = []
        for part in parts {
            switch SDKReleases.parse(part) {
            case .failure(let error): return .failure(error)
            case .success(let side): sides.append(side)
            }
        }
        guard sides.count == 2 else { return .success(SDKComparison(nil, sides[0])) }
        guard sides[0].effective != sides[1].effective else {
            let (leanplum, cleverTap) = sides[0].effective
            let both = "Leanplum \(leanplum)" + (cleverTap.map { " with CleverTap \($0)" } ?? "")
            return .failure(SDKReleasesError("both sides run \(both): compare two different releases"))
        }
        return .success(SDKComparison(sides[0], sides[1]))
    }

    /// `A,B`: two different modelled sides; nil otherwise.
    public static func releases(parsing text: String) -> SDKComparison? {
        if case .success(let comparison) = parse(text) { return comparison }
        return nil
    }

    /// The settings for each side.
    public func settings(_ base: SimulationSettings) -> (SimulationSettings, SimulationSettings) {
        var a = base
        var b = base
        first?.apply(to: &a)
        second.apply(to: &b)
        return (a, b)
    }

    /// The comparison as `simulate` runs it: the releases replace those the settings have;
    /// `base`, the run's settings, names a side not given.
    public func settingsComparison(base: SimulationSettings) -> SettingsComparison {
        let firstLabel = first.map(\.description) ?? Self.releasesNamed(base)
        return SettingsComparison(
            firstLabel: firstLabel, secondLabel: "\(second)", pairName: pairName(firstLabel), replacesSettings: false,
            sides: settings)
    }

    /// `Leanplum 6.0.0 and 6.1.1`, or both sides in full when a CleverTap release is named.
    private func pairName(_ firstLabel: String) -> String {
        guard let first, first.cleverTap == nil && second.cleverTap == nil else { return "\(firstLabel) and \(second)" }
        return "Leanplum \(first.leanplum) and \(second.leanplum)"
    }

    /// The releases `settings` model, as a side of a comparison is named:
    /// `Leanplum 6.6.1, CleverTap 7.7.1`.
    static func releasesNamed(_ settings: SimulationSettings) -> String {
        (settings.hasLeanplum ? "Leanplum \(settings.leanplumSDK)" : "no Leanplum SDK") + ", "
            + (settings.cleverTapRelease.map { "CleverTap \($0)" } ?? "no CleverTap SDK")
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
                lengths[i][j] =
                    left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var rows: [Row] = []
        var pendingLeft: [Int] = []
        var pendingRight: [Int] = []
        func flush() {
            for index in 0..<max(pendingLeft.count, pendingRight.count) {
                rows.append(
                    Row(
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
