import PushRouteCore

/// The repository's table of names assigned a CleverTap instance (properties, globals,
/// statics: not a function's locals), for a receiver its own file does not assign (issue 35,
/// item 1 of the task's gaps; docs/app-infer.md). A name is matched, not a type: an origin
/// found in another file is `likely`, and two origins naming different instances leave the
/// receiver unread, naming both.
struct InstanceSymbols {
    private var byName: [String: [InstanceBinding]] = [:]

    init(_ bindings: [InstanceBinding]) {
        for binding in bindings { byName[binding.name, default: []].append(binding) }
    }

    /// Objective-C's ivar `_cleverTap` is the property `cleverTap`.
    static func key(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// How a note names an origin.
    static func describe(_ reading: CleverTapInstances.Reading) -> String {
        switch (reading.instance, reading.note) {
        case (.shared, _): "CleverTap.sharedInstance()"
        case (.leanplum, nil): "the instance Leanplum.addCleverTapInstance hands over"
        default: "CleverTap.instance(with:)"
        }
    }

    /// `reading` with its unread name looked up: unchanged when no file assigns it.
    func resolve(_ reading: CleverTapInstances.Reading) -> CleverTapInstances.Reading {
        guard let name = reading.unresolved, let bindings = byName[Self.key(name)], let first = bindings.first else {
            return reading
        }
        var distinct: [InstanceBinding] = []
        for binding in bindings where !distinct.contains(where: { $0.reading.instance == binding.reading.instance }) {
            distinct.append(binding)
        }
        // The first assignment of each instance: the note counts the others.
        let sites = distinct.map(\.site)
        guard distinct.count == 1 else {
            let both = distinct.map { "\(Self.describe($0.reading)) at \($0.site.source)" }.joined(separator: " and ")
            return .init(instance: nil, note: "'\(name)', assigned \(both): its origins disagree", origins: sites)
        }
        let more = bindings.count > 1 ? " (\(bindings.count) places)" : ""
        var note =
            "'\(name)' is assigned \(Self.describe(first.reading)) at \(first.site.source)\(more): a name matched across the app's files"
        if let doubt = bindings.compactMap(\.reading.note).first { note += "; " + doubt }
        return .init(
            instance: first.reading.instance, note: note, origins: sites, configAccount: first.reading.configAccount)
    }
}
