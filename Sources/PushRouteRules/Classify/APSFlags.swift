import PushRouteCore

/// What the classifier reads of `aps`, in one pass over its members: the two flags and
/// whether it asks to alert the user (docs/routing-model.md §1).
struct APSFlags {
    /// How `aps` gives a flag: not at all, as the integer 1, or as anything else.
    enum Flag { case absent, one, other }

    var contentAvailable = Flag.absent
    var mutableContent = Flag.absent
    /// `alert`, `badge` or `sound` is present: a content-available push with none is silent.
    var alerts = false

    init() {}

    /// Reads `aps`, an object or not (a value that is not an object has no members). The first
    /// of a repeated key counts, as `JSONView.member` finds it.
    init<APS: JSONView>(_ aps: APS) {
        aps.forEachMember { key, value in
            if key.equalsASCII("content-available") {
                if contentAvailable == .absent { contentAvailable = value.isIntegerOne ? .one : .other }
            } else if key.equalsASCII("mutable-content") {
                if mutableContent == .absent { mutableContent = value.isIntegerOne ? .one : .other }
            } else if key.equalsASCII("alert") || key.equalsASCII("badge") || key.equalsASCII("sound") {
                alerts = true
            }
        }
    }

    /// Neither flag is given as anything but the integer 1.
    var allIntegerOne: Bool { contentAvailable != .other && mutableContent != .other }
}
