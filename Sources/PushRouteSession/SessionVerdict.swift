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
        // `extension_ran` is in both or in neither (`SessionPredictor` projects it where observed).
        let pairs = zip(observed.outcome.compared, predicted.compared)
        if pairs.contains(where: { $0.value != nil && $1.value != nil && $0.value != $1.value }) { return .differs }
        if pairs.contains(where: { $0.value == nil || $1.value == nil }) { return .unknown }
        return .asPredicted
    }

    /// A finding: the run ends with status 1 (man page, "EXIT STATUS").
    public var isFinding: Bool { self == .differs || self == .notDelivered }
}
