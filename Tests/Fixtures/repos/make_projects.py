#!/usr/bin/env python3
"""Writes the fixture repositories' project.pbxproj files in the shape Xcode 15 writes them
(an OpenStep property list: sections, /* comments */, 24-digit object ids, unquoted words).
Run from this folder; the files it writes are committed beside it. `cut` writes a project
cut off part-way, as a bad merge or a truncated copy leaves one."""
import itertools

_ids = itertools.count(0x13B07F961A680F5B00A75B00)


def new_id():
    return "%024X" % next(_ids)


def quote(value):
    safe = all(c.isalnum() or c in "._/" for c in value) and value != ""
    return value if safe else '"%s"' % value.replace('"', '\\"')


def project(name, targets, project_settings=None):
    """targets: [(name, product_type, {config: {setting: value}})]; project_settings: the
    PBXProject's own {config: {setting: value}}, which every target inherits."""
    lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;", "\tobjects = {", ""]
    native, lists, configs = [], [], []
    target_ids = []
    for target, product_type, settings in targets:
        target_id, list_id = new_id(), new_id()
        target_ids.append((target_id, target))
        config_ids = []
        for config, values in settings.items():
            config_id = new_id()
            config_ids.append((config_id, config))
            body = ["\t\t%s /* %s */ = {" % (config_id, config), "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {"]
            for key, value in values.items():
                body.append("\t\t\t\t%s = %s;" % (quote(key), quote(value)))
            body += ["\t\t\t};", "\t\t\tname = %s;" % config, "\t\t};"]
            configs += body
        lists += [
            '\t\t%s /* Build configuration list for PBXNativeTarget "%s" */ = {' % (list_id, target),
            "\t\t\tisa = XCConfigurationList;",
            "\t\t\tbuildConfigurations = (",
        ] + ["\t\t\t\t%s /* %s */," % c for c in config_ids] + [
            "\t\t\t);",
            "\t\t\tdefaultConfigurationIsVisible = 0;",
            "\t\t\tdefaultConfigurationName = Release;",
            "\t\t};",
        ]
        native += [
            "\t\t%s /* %s */ = {" % (target_id, target),
            "\t\t\tisa = PBXNativeTarget;",
            '\t\t\tbuildConfigurationList = %s /* Build configuration list for PBXNativeTarget "%s" */;' % (list_id, target),
            "\t\t\tbuildPhases = (",
            "\t\t\t);",
            "\t\t\tdependencies = (",
            "\t\t\t);",
            "\t\t\tname = %s;" % quote(target),
            "\t\t\tproductName = %s;" % quote(target),
            "\t\t\tproductType = %s;" % quote(product_type),
            "\t\t};",
        ]
    root_list = []
    if project_settings is not None:
        list_id = new_id()
        config_ids = []
        for config, values in project_settings.items():
            config_id = new_id()
            config_ids.append((config_id, config))
            configs += ["\t\t%s /* %s */ = {" % (config_id, config), "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {"]
            configs += ["\t\t\t\t%s = %s;" % (quote(k), quote(v)) for k, v in values.items()]
            configs += ["\t\t\t};", "\t\t\tname = %s;" % config, "\t\t};"]
        lists += ['\t\t%s /* Build configuration list for PBXProject "%s" */ = {' % (list_id, name), "\t\t\tisa = XCConfigurationList;",
                  "\t\t\tbuildConfigurations = ("] + ["\t\t\t\t%s /* %s */," % c for c in config_ids] + ["\t\t\t);", "\t\t};"]
        root_list = ['\t\t\tbuildConfigurationList = %s /* Build configuration list for PBXProject "%s" */;' % (list_id, name)]
    root_id = new_id()
    lines += ["/* Begin PBXNativeTarget section */"] + native + ["/* End PBXNativeTarget section */", ""]
    lines += [
        "/* Begin PBXProject section */",
        "\t\t%s /* Project object */ = {" % root_id,
        "\t\t\tisa = PBXProject;",
    ] + root_list + [
        "\t\t\ttargets = (",
    ] + ["\t\t\t\t%s /* %s */," % t for t in target_ids] + ["\t\t\t);", "\t\t};", "/* End PBXProject section */", ""]
    lines += ["/* Begin XCBuildConfiguration section */"] + configs + ["/* End XCBuildConfiguration section */", ""]
    lines += ["/* Begin XCConfigurationList section */"] + lists + ["/* End XCConfigurationList section */"]
    lines += ["\t};", "\trootObject = %s /* Project object */;" % root_id, "}", ""]
    return "\n".join(lines)


APP = "com.apple.product-type.application"
EXTENSION = "com.apple.product-type.app-extension"
TESTS = "com.apple.product-type.bundle.unit-test"


def both(**settings):
    return {"Debug": dict(settings), "Release": dict(settings)}


def write(path, text):
    with open(path, "w") as out:
        out.write(text)


write("cocoapods-swift/ShopApp.xcodeproj/project.pbxproj", project("ShopApp", [
    ("ShopApp", APP, both(CODE_SIGN_ENTITLEMENTS="ShopApp/ShopApp.entitlements", INFOPLIST_FILE="ShopApp/Info.plist",
                          PRODUCT_BUNDLE_IDENTIFIER="com.example.shop", SWIFT_VERSION="5.0")),
    ("ShopAppTests", TESTS, both(INFOPLIST_FILE="ShopAppTests/Info.plist")),
]))
write("swiftpm-scenes/Notes.xcodeproj/project.pbxproj", project("Notes", [
    ("Notes", APP, both(INFOPLIST_FILE="Notes/Info.plist", INFOPLIST_KEY_UIApplicationSceneManifest_Generation="YES",
                        PRODUCT_BUNDLE_IDENTIFIER="com.example.notes")),
]))
write("objc-app/Legacy.xcodeproj/project.pbxproj", project("Legacy", [
    ("Legacy", APP, both(INFOPLIST_FILE="$(SRCROOT)/Legacy/Legacy-Info.plist", CODE_SIGN_ENTITLEMENTS="Legacy/Legacy.entitlements")),
]))
write("react-native/ios/RNShop.xcodeproj/project.pbxproj", project("RNShop", [
    ("RNShop", APP, both(INFOPLIST_FILE="RNShop/Info.plist", PRODUCT_BUNDLE_IDENTIFIER="org.reactjs.native.example.RNShop")),
    ("RNShopTests", TESTS, both(INFOPLIST_FILE="RNShopTests/Info.plist")),
]))
write("service-extension/Media.xcodeproj/project.pbxproj", project("Media", [
    ("Media", APP, both(INFOPLIST_FILE="Media/Info.plist", CODE_SIGN_ENTITLEMENTS="Media/Media.entitlements")),
    ("NotificationService", EXTENSION, both(INFOPLIST_FILE="NotificationService/Info.plist",
                                            PRODUCT_BUNDLE_IDENTIFIER="com.example.media.NotificationService")),
]))
write("two-plists/Travel.xcodeproj/project.pbxproj", project("Travel", [
    ("Travel", APP, {"Debug": {"INFOPLIST_FILE": "Travel/Config/Travel-Info.plist"},
                     "Release": {"INFOPLIST_FILE": "Travel/Config/Travel-Info.plist"}}),
]))
write("../../../samples/app-repo/Checkout.xcodeproj/project.pbxproj", project("Checkout", [
    ("Checkout", APP, both(INFOPLIST_FILE="Checkout/Info.plist", CODE_SIGN_ENTITLEMENTS="Checkout/Checkout.entitlements")),
]))
full = project("Broken", [("Broken", APP, both(INFOPLIST_FILE="Broken/Info.plist"))])
write("bad-files/Broken.xcodeproj/project.pbxproj", full[: full.index("/* Begin XCBuildConfiguration section */") + 120])

# Issue 33: Info.plist values given as build settings, which differ per configuration, some set
# on the project and inherited by the target.
write("build-variables/Fleet.xcodeproj/project.pbxproj", project("Fleet", [
    ("Fleet", APP, {"Debug": {"INFOPLIST_FILE": "Fleet/Info.plist", "CLEVERTAP_ACCOUNT_ID": "TEST-W84-WW7-123A", "CLEVERTAP_TOKEN": "a12-b34"},
                    "Release": {"INFOPLIST_FILE": "Fleet/Info.plist", "CLEVERTAP_ACCOUNT_ID": "W84-WW7-123A", "CLEVERTAP_TOKEN": "a12-b34"}}),
], project_settings={"Debug": {"CT_REGION": "eu1"}, "Release": {"CT_REGION": "eu1"}}))

# Issue 33: a Flutter app with flavours (`flutter create` then the flavour set-up of Flutter's
# "Set up flavors (iOS)" guide): no plain Debug/Release/Profile, one configuration per mode and
# flavour, each flavour's CleverTap account in a build setting.
FLAVOURS = {"prod": ("W84-WW7-123A", "a12-b34"), "staging": ("TEST-W84-WW7-456B", "c56-d78")}
write("flutter-flavours/ios/Runner.xcodeproj/project.pbxproj", project("Runner", [
    ("Runner", APP, {"%s-%s" % (mode, flavour): {
        "INFOPLIST_FILE": "Runner/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.shop" + ("" if flavour == "prod" else "." + flavour),
        "CLEVERTAP_ACCOUNT_ID": account, "CLEVERTAP_TOKEN": token, "FLUTTER_BUILD_MODE": mode.lower()}
        for flavour, (account, token) in FLAVOURS.items() for mode in ("Debug", "Release", "Profile")}),
], project_settings={"%s-%s" % (mode, flavour): {"IPHONEOS_DEPLOYMENT_TARGET": "12.0"}
                     for flavour in FLAVOURS for mode in ("Debug", "Release", "Profile")}))

# Issue 33: a CleverTap-only React Native app (clevertap-react-native, no Leanplum).
write("react-native-clevertap/ios/RNStore.xcodeproj/project.pbxproj", project("RNStore", [
    ("RNStore", APP, both(INFOPLIST_FILE="RNStore/Info.plist", CODE_SIGN_ENTITLEMENTS="RNStore/RNStore.entitlements")),
]))
