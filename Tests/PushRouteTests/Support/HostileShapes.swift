import Foundation

/// Hostile app files written at run time (nothing of megabytes is committed): property lists,
/// Podfile.locks and projects too deep, too wide or expanding through shared references, for
/// the readers' limits (pushroute(1), LIMITS; `TreeLimits`). `Tests/Fuzz/hostile_seeds.py`
/// writes the same shapes, smaller, as fuzz seeds.
enum HostileShapes {
    static let xmlPrefix = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#

    /// `depth` arrays nested in an XML plist.
    static func xmlNested(_ depth: Int) -> Data {
        Data(
            (xmlPrefix + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</plist>").utf8)
    }

    /// A dictionary whose key `A` holds a string of `count` `&amp;`s (libplist decodes each by
    /// moving the rest of the text).
    static func xmlReferences(_ count: Int) -> Data {
        Data(
            (xmlPrefix + "<dict><key>A</key><string>" + String(repeating: "&amp;", count: count)
                + "</string></dict></plist>").utf8)
    }

    /// A dictionary whose key `A` holds `count` booleans.
    static func xmlWide(_ count: Int) -> Data {
        Data(
            (xmlPrefix + "<dict><key>A</key><array>" + String(repeating: "<true/>", count: count)
                + "</array></dict></plist>").utf8)
    }

    /// A binary plist (`bplist00`) of the given objects (encoded with references of `referenceSize`
    /// bytes), the first the root; 4-byte offsets.
    static func binary(_ objects: [[UInt8]], referenceSize: Int) -> Data {
        var body = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(body.count)
            body += object
        }
        let table = body.count
        for offset in offsets { body += bigEndian(offset, 4) }
        body += [UInt8](repeating: 0, count: 6) + [4, UInt8(referenceSize)]
        body += bigEndian(objects.count, 8) + bigEndian(0, 8) + bigEndian(table, 8)
        return Data(body)
    }

    /// An array object (marker 0xA) of the given references.
    static func array(_ references: [Int], referenceSize: Int) -> [UInt8] {
        let head: [UInt8] =
            references.count < 15 ? [0xA0 | UInt8(references.count)] : [0xAF, 0x12] + bigEndian(references.count, 4)
        return head + references.flatMap { bigEndian($0, referenceSize) }
    }

    /// `depth` arrays, each holding the next, the last a `true`: 5 bytes a level.
    static func binaryNested(_ depth: Int) -> Data {
        binary((0..<depth).map { array([$0 + 1], referenceSize: 4) } + [[0x09]], referenceSize: 4)
    }

    /// `levels` arrays, each holding the next twice: 2^levels values from 3 bytes a level.
    static func binaryShared(_ levels: Int) -> Data {
        binary((0..<levels).map { array([$0 + 1, $0 + 1], referenceSize: 1) } + [[0x09]], referenceSize: 1)
    }

    /// A one-entry dictionary (3 bytes at byte 8) of the key then the value, each an encoded object.
    static func binaryEntry(key: [UInt8], value: [UInt8]) -> Data {
        binary([[0xD1, 1, 2], key, value], referenceSize: 1)
    }

    /// A UTF-16 string (marker 0x6_) of `é` then U+0000, which libplist 2.x aborts on.
    static let utf16WithNul: [UInt8] = [0x62, 0x00, 0xE9, 0x00, 0x00]

    /// A dictionary whose key `A` holds an array of `count` references to one `true` (4 bytes each).
    static func binaryWideShared(_ count: Int) -> Data {
        let dictionary: [UInt8] = [0xD1] + bigEndian(1, 4) + bigEndian(2, 4)
        return binary(
            [
                dictionary, [0x51, UInt8(ascii: "A")], array([Int](repeating: 3, count: count), referenceSize: 4),
                [0x09],
            ], referenceSize: 4)
    }

    /// An array holding itself.
    static let binaryLoop = binary([array([0], referenceSize: 1)], referenceSize: 1)

    static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    /// A Podfile.lock whose PODS nest `depth` block sequences on one line (`- - - x`).
    static func podfileLockNested(_ depth: Int) -> Data {
        Data(("PODS:\n" + String(repeating: "- ", count: depth) + "x\n").utf8)
    }

    /// A Podfile.lock of `count` pods, Leanplum last.
    static func podfileLockWide(_ count: Int) -> Data {
        var text = "PODS:\n"
        for index in 0..<count { text += "  - Pod\(index) (1.0.\(index))\n" }
        return Data((text + "  - Leanplum-iOS-SDK (6.5.0)\n").utf8)
    }

    /// Aliases of aliases (`billion laughs`): 2^levels scalars if they were expanded.
    static func podfileLockLaughs(_ levels: Int) -> Data {
        var text = "a0: &a0 [lol, lol]\n"
        for level in 1..<levels { text += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        return Data((text + "PODS:\n  - Leanplum-iOS-SDK (6.5.0)\n  - *a\(levels - 1)\n").utf8)
    }

    /// A project.pbxproj of `count` application targets, each with its configuration list and
    /// one configuration naming `App/Info.plist`.
    static func pbxprojTargets(_ count: Int) -> Data {
        var text = "// !$*UTF8*$!\n{archiveVersion = 1; objectVersion = 56; objects = {\n"
        for index in 0..<count {
            text += "T\(index) = {isa = PBXNativeTarget; buildConfigurationList = L\(index); name = App\(index); "
            text += "productType = \"com.apple.product-type.application\";};\n"
            text += "L\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index));};\n"
            text +=
                "C\(index) = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \"App/Info.plist\";}; name = Release;};\n"
        }
        return Data((text + "}; rootObject = R;}\n").utf8)
    }

    /// A project.pbxproj whose one object nests `depth` lists.
    static func pbxprojNested(_ depth: Int) -> Data {
        Data(
            ("// !$*UTF8*$!\n{objects = {X = " + String(repeating: "(", count: depth)
                + String(repeating: ")", count: depth) + ";};}\n").utf8)
    }

    /// A small Info.plist the app target can name.
    static let infoPlist = Data((xmlPrefix + "<dict><key>CFBundleName</key><string>App</string></dict></plist>").utf8)
}
