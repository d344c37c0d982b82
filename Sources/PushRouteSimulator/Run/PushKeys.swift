import PushRouteRules

/// One push on the device for one origin (a cell, or a scenario step): what `Device` keeps
/// of a push is kept by it, so that a push tapped again after a relaunch is a new one.
struct PushAtOrigin: Hashable {
    /// `Push.id`.
    let pushID: Int
    /// The scenario line whose step it belongs to (nil in a cell).
    let origin: Int?

    init(_ push: Push, origin: Int?) {
        pushID = push.id
        self.origin = origin
    }
}

/// One event of one push for one origin, as one SDK handled it: `Device` counts handlings by it.
struct HandlingKey: Hashable {
    let push: PushAtOrigin
    let sdk: Handler
    let event: PushEvent

    init(_ push: PushAtOrigin, _ sdk: Handler, _ event: PushEvent) {
        self.push = push
        self.sdk = sdk
        self.event = event
    }
}
