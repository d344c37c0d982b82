import PushRouteCore

/// Words the size rules share.
enum PayloadSize {
    /// `4096-byte limit` or `5120-byte limit of VoIP pushes`.
    static func limitText(_ options: LintOptions) -> String {
        options.pushType == .voip ? "\(options.sizeLimit)-byte limit of VoIP pushes" : "\(options.sizeLimit)-byte limit"
    }
}
