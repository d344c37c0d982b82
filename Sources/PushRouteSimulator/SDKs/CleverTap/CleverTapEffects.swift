/// What CleverTap's handlings of one push did, counted where it happens (its main-queue
/// blocks, the app's own click): `ct-app-handles-twice` says these, not what a second handling
/// would do in general (docs/routing-model.md §7.1: a second `handleNotification(withData:)`
/// opens no link when its block finds the app active).
struct CleverTapEffects {
    /// "Notification Clicked" events recorded.
    var clicksRecorded = 0
    /// Opens of the push's `wzrk_dl`.
    var linksOpened = 0
    /// Opens that happen only if the launch observer's block runs before the app becomes
    /// active (`deep-link-launch-timing`): a quick launch opens them, a slow one does not.
    var linksOpenedOnQuickLaunch = 0

    /// The counts in words, e.g. "Notification Clicked recorded twice, deep link 'x' opened
    /// once"; nothing of a link when the push has none (`link` nil).
    func described(link: String?) -> String {
        let clicks =
            clicksRecorded == 0
            ? "no Notification Clicked recorded" : "Notification Clicked recorded \(Self.times(clicksRecorded))"
        guard let link else { return clicks }
        var opens = "deep link '\(link)' " + (linksOpened == 0 ? "not opened" : "opened \(Self.times(linksOpened))")
        if linksOpenedOnQuickLaunch > 0 {
            opens += ", \(Self.times(linksOpened + linksOpenedOnQuickLaunch)) on a quick launch"
        }
        return clicks + ", " + opens
    }

    /// `once`, `twice`, `3 times`.
    private static func times(_ count: Int) -> String { ComparisonDifference.times(count, always: true)! }
}
