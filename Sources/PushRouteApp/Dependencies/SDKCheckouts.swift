import PushRouteCore

/// The folders of the repository that hold an SDK's own checkout, a Podfile's
/// `pod 'CleverTap-iOS-SDK', :path => 'Vendor/clevertap-ios-sdk'` (a git submodule, most often):
/// the SDK's repository, whose sample apps, `Podfile`, `Package.resolved`, Info.plists and
/// sources would otherwise be read as the app's (CleverTap/clevertap-ios-sdk holds ObjCStarter,
/// SwiftStarter and a `CleverTapSDK.xcodeproj` with its own `Package.resolved`). Read from the
/// Podfile nearest the root, before anything else; a checkout outside the repository or at its
/// root is no folder of it (docs/routing-model.md §7.1).
enum SDKCheckouts {
    static func folders(_ repository: AppRepository) -> [String] {
        guard let podfile = repository.named("Podfile").first, case .success(let bytes) = repository.read(podfile)
        else { return [] }
        var folders: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let pod = PodDeclaration(code: String(code)), pod.options["git"] == nil,
                let path = pod.options["path"],
                TrackedSDK.allCases.contains(where: { pod.name == $0.pod || pod.name.hasPrefix($0.pod + "/") })
            else { continue }
            let folder = FilePath.normalize(FilePath.join(FilePath.directory(of: podfile), path))
            guard !FilePath.isAbsolute(folder), folder != ".", folder != "..", !folder.hasPrefix("../") else {
                continue
            }
            folders.append(folder)
        }
        return folders
    }
}
