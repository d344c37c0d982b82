import PushRouteReader

/// CleverTap's launch observer on Leanplum's instance, read from its lines (man page, session,
/// "Releases"; docs/logs.md): before CleverTap 7.0.2 it handles the launch push on every
/// instance whose account matches, Leanplum's included; from 7.0.2 (pull request #371) it prints
/// `Leanplum will handle the notification:` for Leanplum's instance and leaves the push to
/// Leanplum. So Leanplum's instance printing `found push notification at launch:` and then
/// `handling push notification:` rules out 7.0.2 and later. Both lines and the one 7.0.2 prints
/// between them are at debug, one level (`PushPathLines`): where the first is printed, the
/// skip would be too, so its absence is evidence. Leanplum's instance is known only from its
/// `CleverTap instance created with accountId:` line; once the app's own default instance shows
/// (`Initializing default CleverTap SDK instance.`), which 7.0.2 still hands the launch push
/// and which may hold the same account, the lines say nothing.
struct LaunchPushHandling: Sendable {
    /// The first CleverTap release that skips Leanplum's instance: the one that prints the skip.
    static let skipSince = LineReleases.cleverTap(.leftToLeanplum)?.since

    /// The account of Leanplum's CleverTap instance, from Leanplum's line.
    private var leanplumAccount: String?
    /// Whether the app's own default instance showed.
    private var defaultInstance = false
    /// Whether Leanplum's instance found a launch push whose handling is not read yet.
    private var foundOnLeanplum = false

    /// Reads one more event, in log order; the release it rules out with those before it and
    /// later, if any.
    mutating func add(_ event: LogEvent) -> String? {
        switch (event.source, event.kind) {
        case (.leanplum, .instanceCreated): leanplumAccount = event.value
        case (.clevertap, .instanceCreated): defaultInstance = true
        case (.clevertap, _) where event.instance != nil && event.instance == leanplumAccount && !defaultInstance:
            return onLeanplumInstance(event.kind)
        default: break
        }
        return nil
    }

    /// A line of Leanplum's instance: the launch push found, then what the instance did with it.
    private mutating func onLeanplumInstance(_ kind: LogEventKind) -> String? {
        switch kind {
        case .launchPushFound:
            foundOnLeanplum = true
        case .handled where foundOnLeanplum:
            foundOnLeanplum = false
            return Self.skipSince
        case .leftToLeanplum, .notFromCleverTap, .analyticsOnly, .notForThisInstance, .testPayloadNotHandled:
            foundOnLeanplum = false
        default: break
        }
        return nil
    }
}
