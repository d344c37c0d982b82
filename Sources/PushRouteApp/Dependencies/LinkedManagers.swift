import PushRouteCore

/// Which package managers the Xcode project links, from the build phases and frameworks its
/// `project.pbxproj` names: a lock file of a manager the project does not link is a leftover,
/// which does not decide the SDK versions (docs/routing-model.md §7.1).
struct LinkedManagers {
    var file: String
    var cocoaPods: Bool
    var carthage: Bool

    /// What CocoaPods writes into the project it integrates: its check phase, the Pods
    /// framework or library, the Pods configurations.
    static let cocoaPodsMarks = ["[CP] Check Pods Manifest.lock", "Pods_", "libPods-", "Target Support Files/Pods-"]
    /// What Carthage's instructions add: its copy phase, the built frameworks' folder.
    static let carthageMarks = ["carthage copy-frameworks", "Carthage/Build"]

    /// The first project's managers; nil without a readable project.
    static func read(_ repository: AppRepository) -> LinkedManagers? {
        guard let file = repository.ending(with: ".xcodeproj/project.pbxproj").first,
            case .success(let bytes) = repository.read(file)
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return LinkedManagers(
            file: file, cocoaPods: cocoaPodsMarks.contains { text.contains($0) },
            carthage: carthageMarks.contains { text.contains($0) })
    }

    /// A `Cartfile.resolved` is a leftover: the project links CocoaPods and not Carthage.
    var cartfileIsLeftover: Bool { cocoaPods && !carthage }
}
