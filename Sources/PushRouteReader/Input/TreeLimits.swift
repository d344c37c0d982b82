/// The bounds of the trees read from an app's files (Info.plist and entitlements, XML or
/// binary; Podfile.lock), checked before the C library builds a tree or while its events are
/// read, so that no recursion (libplist's parse, copy and free; Swift's destruction of a deep
/// indirect enum) runs deeper than `maxDepth`, and no tree holds more than `maxNodes` values.
/// Far above any real app's files; documented in pushroute(1), LIMITS.
public enum TreeLimits {
    /// Deepest nesting of values: the root is at depth 1 (the payload reader's default too).
    public static let maxDepth = ReaderLimits.defaultMaxDepth
    /// Most values (and dictionary keys) in one tree, a binary plist's shared objects counted
    /// each time they are used, as libplist copies them.
    public static let maxNodes = 1_000_000
}
