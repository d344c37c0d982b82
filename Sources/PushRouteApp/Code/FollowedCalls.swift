import PushRouteCore

/// The app's own CleverTap calls made from a helper: a notification method's calls followed
/// by name into the functions the app declares, `maxHelperDepth` calls deep (issue 35, item 2
/// of the task's gaps; docs/app-infer.md, pushroute(1) APP INFER). Each name is followed once
/// per notification method, into all the functions it names: a cycle (`a` calls `b` calls `a`)
/// ends, and a name called from many places is looked up once.
extension CodeInference {
    /// How many calls deep a notification method's calls are followed: a router, a handler and
    /// a tracker between `didReceive` and CleverTap are common; past four a call is more
    /// likely shared code the method does not mean (every name is followed once either way, so
    /// the work stays linear).
    static let maxHelperDepth = 4

    /// Appends the calls found in helpers to `app.ownCleverTapCalls`, attributed to the
    /// notification method they run from.
    mutating func followHelpers() {
        var byName: [String: [FunctionFinding]] = [:]
        for function in app.functions where function.methodKey == nil {
            byName[function.name, default: []].append(function)
        }
        guard !byName.isEmpty else { return }
        var known = Set(app.ownCleverTapCalls.map { Self.identity($0.site, $0.method) })
        for key in CodeScanner.callSites.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let callSite = CodeScanner.callSites[key], let method = app.methods[key],
                let body = app.functions.first(where: { $0.methodKey == key && $0.site == method.site })
            else { continue }
            var followed: Set<String> = []
            var frontier = body.callees.map { (callee: $0, via: [HelperStep]()) }
            for depth in 1...Self.maxHelperDepth {
                var next: [(callee: Callee, via: [HelperStep])] = []
                for (callee, via) in frontier {
                    guard let definitions = byName[callee.name], followed.insert(callee.name).inserted else { continue }
                    let step = HelperStep(
                        name: callee.name, call: callee.site, doubt: doubt(callee.name, definitions.count))
                    for definition in definitions {
                        for call in definition.ownCalls where known.insert(Self.identity(call.site, callSite)).inserted
                        {
                            app.ownCleverTapCalls.append(
                                OwnCleverTapCall(
                                    site: call.site, call: call.call, method: callSite, instance: call.instance,
                                    via: via + [step]))
                        }
                        if depth < Self.maxHelperDepth { next += definition.callees.map { ($0, via + [step]) } }
                    }
                }
                frontier = next
            }
        }
    }

    private static func identity(_ site: CodeSite, _ method: AppCallSite) -> String {
        "\(site.file)\u{0}\(site.offset)\u{0}\(method.rawValue)"
    }

    /// Why a helper's call is only likely the method's: its name names several functions, or
    /// it is called from more than one place.
    private func doubt(_ name: String, _ definitions: Int) -> String? {
        var doubts: [String] = []
        if definitions > 1 { doubts.append("\(name) names \(definitions) functions") }
        if let calls = app.callCounts[name], calls > 1 { doubts.append("\(name) is called in \(calls) places") }
        return doubts.isEmpty ? nil : doubts.joined(separator: ", ")
    }

    /// How a note names the helpers a call was followed through.
    static func throughNote(_ via: [HelperStep]) -> String {
        guard !via.isEmpty else { return "" }
        let doubts = via.compactMap(\.doubt)
        return ", through " + helperPath(via) + (doubts.isEmpty ? "" : " (" + doubts.joined(separator: "; ") + ")")
    }

    /// The helpers followed, each with where it is called (`clevertap.app_calls_through`).
    static func helperPath(_ via: [HelperStep]) -> String {
        via.map { "\($0.name) (called at \($0.call.source))" }.joined(separator: ", then ")
    }

    /// Every reading of an instance, looked up in the repository's table where its own file
    /// does not assign it, and an instance from `instance(with:)` told by its config's account.
    mutating func resolveInstancesAcrossFiles() {
        let symbols = InstanceSymbols(app.instanceBindings)
        let resolve = { [plistAccount] in
            CleverTapInstances.byAccount(symbols.resolve($0), plistAccount: plistAccount)
        }
        for index in app.ownCleverTapCalls.indices {
            if let reading = app.ownCleverTapCalls[index].instance {
                app.ownCleverTapCalls[index].instance = resolve(reading)
            }
        }
        for index in app.delegateSettings.indices {
            app.delegateSettings[index].instance = resolve(app.delegateSettings[index].instance)
        }
    }
}
