import PushRouteCore

/// The folders of the repository that hold an SDK's own checkout, a Podfile's
/// `pod 'CleverTap-iOS-SDK', :path => 'Vendor/clevertap-ios-sdk'` (a git submodule, most often):
/// the SDK's repository, whose sample apps, `Podfile`, `Package.resolved`, Info.plists and
/// sources would otherwise be read as the app's (CleverTap/clevertap-ios-sdk holds ObjCStarter,
/// SwiftStarter and a `CleverTapSDK.xcodeproj` with its own `Package.resolved`). Read from every
/// Podfile, nearest the root first, but those inside a checkout already found: in a monorepo the
/// SDK's own Podfile (`Vendor/Leanplum-iOS-SDK/Podfile`, its tests' pods) can lie nearer the root
/// than the app's (`apps/mobile/shop-ios/Podfile`). A checkout outside the repository or at its
/// root is no folder of it (docs/routing-model.md §7.1).
enum SDKCheckouts {
    static func folders(_ repository: AppRepository) -> [String] {
        var folders: [String] = []
        for podfile in repository.named("Podfile") where !folders.contains(where: { FilePath.isInside(podfile, $0) }) {
            guard case .success(let bytes) = repository.read(podfile) else { continue }
            for folder in checkouts(declaredIn: bytes, at: podfile) where !folders.contains(folder) {
                folders.append(folder)
            }
        }
        return folders
    }

    /// The folders of the SDK pods one Podfile builds from a local checkout (`:path`, no `:git`).
    private static func checkouts(declaredIn bytes: [UInt8], at podfile: String) -> [String] {
        var folders: [String] = []
        let structure = PodfileStructure(String(decoding: bytes, as: UTF8.self))
        for (index, code) in structure.code.enumerated() where !structure.dead[index] {
            guard let pod = PodDeclaration(code: code), pod.options["git"] == nil,
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
