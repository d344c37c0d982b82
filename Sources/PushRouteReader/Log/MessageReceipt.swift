/// A message FCM's plugin for Flutter or React Native said it received
/// (`SDKLogLines.messageReceipt`), waiting for the app's print of it: the first dictionary the
/// app prints (under `SDKLogLines.appPrintTags`) from the same process, within `window` entries,
/// with words naming a message before it (`LogPushFinder.namesMessage`), is that message's
/// data, a push whatever it holds (docs/device-logs.md §3, rule 2), when no other rule read a
/// push in it already.
struct MessageReceipt {
    /// The process of the receipt's line, when its header gives one.
    let pid: Int?
    /// The entries left before the receipt is dropped.
    private var left = MessageReceipt.window

    /// How many entries after the receipt its print may come: the app's handler runs at once,
    /// but the plugin and the system log lines of their own between.
    static let window = 16

    init(pid: Int?) {
        self.pid = pid
    }

    /// Counts an entry; false once the window is past.
    mutating func counted() -> Bool {
        left -= 1
        return left >= 0
    }

    /// Whether `entry` may be the app's print of the message: printed by the app, in the same process.
    func isPrint(_ entry: LogEntryInfo) -> Bool {
        guard let tag = entry.category, SDKLogLines.appPrintTags.contains(tag) else { return false }
        return pid == nil || entry.pid == nil || pid == entry.pid
    }
}
