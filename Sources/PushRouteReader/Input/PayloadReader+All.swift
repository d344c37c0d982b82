extension PayloadReader {
    /// Every payload of a whole document, in order (one `no-payload` when it holds none):
    /// for the small files read whole, configurations, baselines and files being fixed.
    public func payloads(in bytes: [UInt8], file: String) -> [ReadPayload] {
        var payloads: [ReadPayload] = []
        bytes.withUnsafeBytes { readDocument($0, file: file) { payloads.append($0) } }
        return payloads
    }
}
