/// A push's verdict (man page, "VERDICTS").
public enum SessionVerdict: String, Sendable, CaseIterable {
    case asPredicted = "as-predicted"
    case differs
    case unknown
    case notDelivered = "not-delivered"

    /// Not delivered when iOS says so; differs when a field known on both sides differs;
    /// unknown when the prediction is missing or any compared field is unknown on either side;
    /// else as predicted.
    public static func of(observed: SessionObservation, predicted: SessionOutcome?) -> SessionVerdict {
        if observed.notDelivered { return .notDelivered }
        guard let predicted else { return .unknown }
        // The fields of `SessionOutcome.compared`, compared as values (each try of the
        // explanations asks this of every push: their texts were most of its cost).
        // `extension_ran` only where both sides have it (`SessionPredictor` projects it where observed).
        let outcome = observed.outcome
        let fields = [
            Field(outcome.leanplumHandled, predicted.leanplumHandled),
            Field(outcome.cleverTapHandled, predicted.cleverTapHandled),
            Field(outcome.deepLinkOpened, predicted.deepLinkOpened),
            outcome.extensionRan == nil || predicted.extensionRan == nil
                ? .same : Field(outcome.extensionRan, predicted.extensionRan),
        ]
        if fields.contains(.differs) { return .differs }
        if fields.contains(.unknown) { return .unknown }
        return .asPredicted
    }

    /// One compared field: unknown on either side, or the same on both, or not.
    private enum Field {
        case same, differs, unknown

        init<Value: Equatable>(_ observed: Value?, _ predicted: Value?) {
            guard let observed, let predicted else {
                self = .unknown
                return
            }
            self = observed == predicted ? .same : .differs
        }
    }

    /// A finding: the run ends with status 1 (man page, "EXIT STATUS").
    public var isFinding: Bool { self == .differs || self == .notDelivered }
}
