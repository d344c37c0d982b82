import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// `simulate --format json`: one object per payload per cell (or per scenario). Warnings
/// carry their `step`, the 1-based number of the trace step where the hazard happens.
public enum SimulationJSONFormat {
    /// Writes the record into `sink`, member by member (`JSONObjectStream`): a scenario's trace
    /// grows with its steps (about ten rows a step) and is never held as one tree. With
    /// `differences` (a comparison), the record ends with them.
    public static func write(
        _ result: SimulationResult, differences: [ComparisonDifference]? = nil, to sink: OutputSink
    ) {
        var record = JSONObjectStream(to: sink)
        for member in head(result).members { record.member(member.key, member.value) }
        if result.isScenario { record.member("pushes", array: result.pushes, pushObject) }
        var rows = TraceRows(steps: result.trace, sections: result.isScenario ? result.sections : nil)
        record.member("trace", array: result.trace.indices) { rows.row($0) }
        record.member("warnings", array: result.warnings) { warningObject($0, withLine: result.isScenario) }
        if let differences { record.member("differences", array: differences, differenceObject) }
        record.end()
    }

    /// The members before `pushes` (a scenario's) or `trace` (a payload's).
    private static func head(_ result: SimulationResult) -> JSONObject {
        var object = JSONObject()
        object.append("input", .string(result.input))
        if result.isScenario {
            object.append("leanplum_sdk", result.sdks.hasLeanplum ? .string(result.leanplumSDK.version) : .null)
            object.append("clevertap_sdk", result.modelledCleverTap.map { .string($0.version) } ?? .null)
            if let profile = result.profile { object.append("app", .string(profile)) }
        } else if let push = result.push {
            object.append("line", .integer(Int64(push.location.line)))
            object.append("state", .string(push.state.rawValue))
            object.append("event", .string(push.event.rawValue))
            object.append("leanplum_sdk", result.sdks.hasLeanplum ? .string(result.leanplumSDK.version) : .null)
            object.append("clevertap_sdk", result.modelledCleverTap.map { .string($0.version) } ?? .null)
            if let profile = result.profile { object.append("app", .string(profile)) }
            object.append("handler", .string(push.handler.rawValue))
            object.append("woken", .bool(push.woken))
            if let note = push.wokenNote { object.append("woken_note", .string(note)) }
            // The count the text heading gives as `repaired (N)`: on a folder the repairs
            // themselves are listed only with -v (issue 37).
            if push.repairs > 0 { object.append("repairs", .integer(Int64(push.repairs))) }
        }
        return object
    }

    /// `{place, line, handler: [A, B], handled: [A, B], woken: [A, B], gained, lost, summary}`:
    /// the pairs give the first side, then the second; `null` where a side has no push.
    static func differenceObject(_ difference: ComparisonDifference) -> JSONValue {
        var object = JSONObject()
        object.append("place", .string(difference.place))
        object.append("line", difference.line.map { .integer(Int64($0)) } ?? .null)
        let sides = [difference.first, difference.second]
        object.append("handler", .array(sides.map { $0.map { .string($0.handler.rawValue) } ?? .null }))
        object.append("handled", .array(sides.map { $0.map { .integer(Int64($0.times)) } ?? .null }))
        object.append("woken", .array(sides.map { $0.map { .bool($0.woken) } ?? .null }))
        object.append("gained", .array(difference.gained.map { .string($0.rawValue) }))
        object.append("lost", .array(difference.lost.map { .string($0.rawValue) }))
        object.append("summary", .string(difference.summary))
        return .object(object)
    }

    /// `[{actor, call, note}]`, with the scenario `line` first when `lines` is given, and
    /// each step's `process` (`app` or `extension`) when a service extension ran.
    public static func trace(_ steps: [TraceStep], lines sections: [TraceSection]? = nil) -> JSONValue {
        var rows = TraceRows(steps: steps, sections: sections)
        return .array(steps.indices.map { rows.row($0) })
    }

    /// The trace's steps as objects, in order. The sections (in the order of their first
    /// steps) are walked beside the steps: O(steps + sections), where a search of the sections
    /// for each step was O(steps × sections).
    struct TraceRows {
        let steps: [TraceStep]
        let sections: [TraceSection]?
        let lanes: Bool
        private var section = -1

        init(steps: [TraceStep], sections: [TraceSection]?) {
            self.steps = steps
            self.sections = sections
            lanes = steps.contains { $0.process == .extension }
        }

        /// The object of step `index`; asked in order.
        mutating func row(_ index: Int) -> JSONValue {
            let step = steps[index]
            var object = JSONObject()
            if let sections {
                while section + 1 < sections.count && sections[section + 1].firstStep <= index { section += 1 }
                let line = section >= 0 ? sections[section].line : nil
                object.append("line", line.map { .integer(Int64($0)) } ?? .null)
            }
            if lanes { object.append("process", .string(step.process.rawValue)) }
            object.append("actor", .string(step.actor.rawValue))
            object.append("call", .string(step.call))
            object.append("note", step.note.map(JSONValue.string) ?? .null)
            return .object(object)
        }
    }

    private static func pushObject(_ push: PushResult) -> JSONValue {
        var object = JSONObject()
        object.append("line", .integer(Int64(push.scenarioLine ?? 0)))
        object.append("input", .string(push.input))
        object.append("state", .string(push.state.rawValue))
        object.append("event", .string(push.event.rawValue))
        object.append("handler", .string(push.handler.rawValue))
        object.append("woken", .bool(push.woken))
        if let note = push.wokenNote { object.append("woken_note", .string(note)) }
        return .object(object)
    }

    private static func warningObject(_ raised: RaisedWarning, withLine: Bool) -> JSONValue {
        var object = JSONObject()
        if withLine { object.append("line", raised.line.map { .integer(Int64($0)) } ?? .null) }
        object.append("code", .string(raised.warning.code.rawValue))
        object.append("severity", .string(raised.warning.severity.rawValue))
        object.append("step", raised.step.map { .integer(Int64($0 + 1)) } ?? .null)
        object.append("message", .string(raised.warning.message))
        return .object(object)
    }
}
