import Foundation

/// A tool a test runs when the machine has it: the first of `names` found executable in a
/// directory of `PATH`, as a shell finds it.
enum ExecutableSearch {
    static func onPath(_ names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for directory in directories {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}
