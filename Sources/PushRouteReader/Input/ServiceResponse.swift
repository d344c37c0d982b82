import PushRouteCore

/// The answers push services give to a send request, which people paste instead of, or beside,
/// the push they sent: no push, whatever reads them (docs/pasted-forms.md §11.8). Each shape is
/// the whole answer: its keys all among the service's, the ones that name it present.
public enum ServiceResponse {
    struct Shape: Sendable {
        /// What the note calls it.
        var label: String
        /// The keys the answer always has.
        var required: [StaticString]
        /// Every key it may have.
        var allowed: Set<String>
        /// What its values must be besides.
        var holds: @Sendable (JSONObject) -> Bool = { _ in true }
    }

    static let shapes: [Shape] = [
        // Firebase's legacy HTTP protocol, "Downstream HTTP messages (JSON)": the response.
        Shape(
            label: "FCM's response to a legacy send request", required: ["multicast_id", "results"],
            allowed: ["multicast_id", "success", "failure", "canonical_ids", "results"]),
        // FCM HTTP v1, `projects.messages.send`: the message sent, by its name.
        Shape(
            label: "FCM's response to an HTTP v1 send request", required: ["name"], allowed: ["name"],
            holds: { object in
                guard let name = object["name"]?.stringValue else { return false }
                return name.hasPrefix("projects/") && name.contains("/messages/")
            }),
        // Google APIs' error, as FCM HTTP v1 answers a refused request.
        Shape(
            label: "FCM's error answer to an HTTP v1 send request", required: ["error"], allowed: ["error"],
            holds: { object in
                guard let error = object["error"]?.objectValue else { return false }
                return error["code"]?.integerValue != nil && error["status"]?.stringValue != nil
            }),
        // APNs's answer to a refused request ("Handling notification responses from APNs").
        Shape(
            label: "APNs's error answer to a send request", required: ["reason"], allowed: ["reason", "timestamp"],
            holds: { object in
                // One of Apple's reasons: a word in upper camel case (`BadDeviceToken`).
                guard let reason = object["reason"]?.stringValue, let first = reason.utf8.first else { return false }
                return ASCII.isUpper(first) && reason.utf8.allSatisfy(ASCII.isLetter)
            }),
    ]

    /// The keys one of which every answer has: a document without any is none.
    public static let namingKeys: [StaticString] = shapes.flatMap(\.required)

    /// What `object` is when it is a push service's answer, none else.
    static func label(of object: JSONObject) -> String? {
        let keys = Set(object.keys)
        return shapes.first { shape in
            shape.required.allSatisfy { keys.contains($0.description) } && keys.isSubset(of: shape.allowed)
                && shape.holds(object)
        }?.label
    }
}
