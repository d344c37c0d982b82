import PushRouteCore
import PushRouteReader
import PushRouteRules

extension SettingValueKind where Value == AppDelegateMethods.Method {
    /// One of the app's delegate methods: `null` when the app does not implement it, else an
    /// object of `fields`. Only a profile can say it. Written with `calls_leanplum` resolved.
    static func method(_ fields: [AppDelegateMethodField]) -> Self {
        let keys = fields.map(\.rawValue)
        return Self(
            typeDescription: "null, or an object of " + keys.joined(separator: ", "), valueName: nil, flagExpected: "",
            scenarioExpected: "",
            read: { member, path, reader in readMethod(member, path: path, fields: keys, reader: &reader) },
            json: { method in methodJSON(method, fields: fields) }, parse: nil, text: { _ in nil },
            examples: exampleMethods(fields), domain: methodDomain(fields), triesUnset: true)
    }

    /// The bodies an explanation tries (man page, "EXPLANATIONS"), besides `null` (the app does
    /// not implement the method): one that calls Leanplum's method and one that does not; for
    /// `willPresent`, also options that show the push (a banner) and none, Leanplum's call
    /// as swizzling resolves it: whether iOS shows the push is all the simulator reads of
    /// the options (`PresentationOptions.showsNotification`). Completion handler, fetch result
    /// and impressions are left as the profile says: no compared field counts them.
    static func methodDomain(_ fields: [AppDelegateMethodField]) -> [Value] {
        func body(_ callsLeanplum: Bool?, _ options: PresentationOptions = []) -> Value {
            var method = Value()
            method.callsLeanplum = callsLeanplum
            method.options = options
            return method
        }
        let shown = fields.contains(.options) ? [body(nil, []), body(nil, [.banner])] : []
        return shown + [body(false), body(true)]
    }

    private static func readMethod(
        _ member: JSONObject.Member, path: String, fields keys: [String], reader: inout AppProfileReader
    ) -> SettingRead<Value> {
        guard member.value != .null else { return .set(nil) }
        guard let object = reader.object(member.value, path: path, at: member.valueLocation, keys: keys) else {
            return .keep
        }
        var method = AppDelegateMethods.Method()
        for field in object.members where keys.contains(field.key) {
            let fieldPath = path + "." + field.key
            switch AppDelegateMethodField(rawValue: field.key)! {
            case .options: if let options = reader.presentation(field, path: fieldPath) { method.options = options }
            case .result:
                if let result = reader.choice(field, path: fieldPath, of: FetchResult.self) { method.result = result }
            case .callsCompletion: if let flag = reader.bool(field, path: fieldPath) { method.callsCompletion = flag }
            case .recordsViewed: if let flag = reader.bool(field, path: fieldPath) { method.recordsViewed = flag }
            case .callsLeanplum: if let flag = reader.bool(field, path: fieldPath) { method.callsLeanplum = flag }
            }
        }
        return .set(method)
    }

    private static func methodJSON(_ method: Value, fields: [AppDelegateMethodField]) -> JSONValue {
        var object = JSONObject()
        for field in fields {
            switch field {
            case .options:
                object.append(field.rawValue, SettingValueKind<PresentationOptions>.presentation.json(method.options))
            case .result: object.append(field.rawValue, .string(method.result.rawValue))
            case .callsCompletion: object.append(field.rawValue, .bool(method.callsCompletion))
            case .recordsViewed: object.append(field.rawValue, .bool(method.recordsViewed))
            case .callsLeanplum: object.append(field.rawValue, method.callsLeanplum.map(JSONValue.bool) ?? .null)
            }
        }
        return .object(object)
    }

    /// A method with every field away from its default, for the table test.
    private static func exampleMethods(_ fields: [AppDelegateMethodField]) -> [Value] {
        var changed = AppDelegateMethods.Method()
        changed.callsLeanplum = true
        for field in fields {
            switch field {
            case .options: changed.options = [.banner, .list]
            case .result: changed.result = .noData
            case .callsCompletion: changed.callsCompletion = false
            case .recordsViewed: changed.recordsViewed = true
            case .callsLeanplum: break
            }
        }
        var plain = AppDelegateMethods.Method()
        plain.callsLeanplum = false
        return [plain, changed]
    }
}
