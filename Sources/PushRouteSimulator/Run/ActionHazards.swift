import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The hazards that are known only once an action has ended and the main queue has run: a
/// CleverTap push the app's block swallowed that no SDK handled after all, and a push
/// CleverTap handled again for the app's own call (what each handling did is known only then).
final class ActionHazards {
    unowned let device: Device
    /// Pushes the app's `handleCleverTapNotification` block did not pass on.
    private var swallowed: [(push: Push, origin: Int?, step: Int?)] = []
    /// Pushes CleverTap handled (or clicked) a second time for the app's own call; `cause`
    /// is the warning's start.
    private var handledTwice: [(push: Push, origin: Int?, step: Int?, cause: String)] = []

    init(device: Device) { self.device = device }

    /// The app's `handleCleverTapNotification` block did not call the default handler.
    func noteSwallowed(_ push: Push, step: Int?) {
        swallowed.append((push, device.origin, step))
    }

    /// CleverTap handled or clicked `push` again for the app's own call, at the step just
    /// recorded; `ct-app-handles-twice` is raised when the action ends.
    func noteHandledTwice(_ push: Push, cause: String) {
        guard !device.crashed else { return }
        handledTwice.append((push, device.origin, device.recorder.lastStep, cause))
    }

    /// Raises the warnings of the hazards noted during the action that ends.
    func check() {
        checkSwallowed()
        checkHandledTwice()
    }

    /// The app ended: nothing noted is checked.
    func clear() {
        swallowed = []
        handledTwice = []
    }

    /// A swallowed CleverTap push that no SDK handled by the end of the action is lost.
    private func checkSwallowed() {
        let pending = swallowed
        swallowed = []
        for entry in pending where !device.crashed && !entry.push.classification.cleverTapKeys.isEmpty {
            guard device.pushes.outcome(entry.push, origin: entry.origin).handler == .none else { continue }
            device.recorder.warn(
                .blockSwallowed,
                "CleverTap push swallowed by the app's handleCleverTapNotification block, which never calls the default handler: no SDK handles it",
                at: .step(entry.step))
        }
    }

    /// Raises `ct-app-handles-twice` for each push noted, with what CleverTap's handlings of it
    /// did in this action: the clicks recorded and the opens of its deep link.
    private func checkHandledTwice() {
        let pending = handledTwice
        handledTwice = []
        for entry in pending {
            let effects = device.pushes.outcome(entry.push, origin: entry.origin).cleverTap.described(
                link: entry.push.string(CleverTapKeys.deepLink))
            device.recorder.warn(
                .appHandlesTwice, "\(entry.cause): \(effects) (CleverTap iOS de-duplicates no push)",
                at: .step(entry.step))
        }
    }
}
