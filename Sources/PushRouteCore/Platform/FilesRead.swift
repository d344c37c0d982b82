/// The files a run has opened for reading, by device and inode, with the name each was read
/// under: every read of a file goes through `FileDescriptor.open(forReading:)`, which records
/// it here while a `recording` is under way. `--output` asks before it puts its file in place,
/// so that no file the run read (an operand, or a file a repository, scenario, configuration,
/// baseline or walk led to) is written over (pushroute(1), FILES).
public enum FilesRead {
    /// Which file: device and inode.
    public struct Key: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public init(_ identity: FileIdentity) {
            device = identity.device
            inode = identity.inode
        }
    }

    /// The recordings under way (several when runs share the process, as tests do), each
    /// holding the files read and the first name each was read under.
    private static let recordings = Locked<[Int: [Key: String]]>([:])
    private static let next = Locked(0)

    /// Runs `body`, recording every file opened for reading meanwhile; what it returned and
    /// the files read.
    public static func recording<Value>(_ body: () throws -> Value) rethrows -> (value: Value, read: [Key: String]) {
        let number = next.withLock { value in
            value += 1
            return value
        }
        recordings.withLock { $0[number] = [:] }
        defer { recordings.withLock { _ = $0.removeValue(forKey: number) } }
        let value = try body()
        return (value, recordings.withLock { $0[number] ?? [:] })
    }

    /// Notes that `path`, whose identity is `identity`, was opened for reading.
    static func note(_ path: String, _ identity: FileIdentity) {
        recordings.withLock { all in
            guard !all.isEmpty else { return }
            let key = Key(identity)
            for number in all.keys where all[number]?[key] == nil {
                all[number]?[key] = path
            }
        }
    }
}
