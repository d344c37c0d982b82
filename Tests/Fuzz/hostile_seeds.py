#!/usr/bin/env python3
"""Writes the hostile shapes of issue 34 (and issue 32's printed forms) as fuzz seeds into the folder named (Tests/Fuzz/fuzz.sh):
plists (XML and binary) and Podfile.locks past the depth limit, binary plists whose arrays share
their children or hold themselves, aliases of aliases, a project nested too deep and one of many
targets. Each under 64 KiB (fuzz.sh's -max_len); the tests write the large ones
(Tests/PushRouteTests/Support/HostileShapes.swift)."""
import os
import struct
import sys


def binary(objects, ref):
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body))
        body += obj
    table = len(body)
    body += b"".join(o.to_bytes(4, "big") for o in offsets)
    return body + b"\0" * 6 + bytes([4, ref]) + struct.pack(">QQQ", len(objects), 0, table)


def array(refs, ref):
    return bytes([0xA0 | len(refs)]) + b"".join(r.to_bytes(ref, "big") for r in refs)


def seeds():
    prefix = b'<?xml version="1.0"?><plist version="1.0">'
    yield "xml-deep.plist", prefix + b"<array>" * 600 + b"</array>" * 600 + b"</plist>"
    yield "xml-quoted-close.plist", prefix + b'<array a="</array>">' * 600
    yield "xml-references.plist", prefix + b"<dict><key>A</key><string>" + b"&amp;" * 800 + b"</string></dict></plist>"
    yield "bin-deep.plist", binary([array([i + 1], 4) for i in range(600)] + [b"\x09"], 4)
    yield "bin-shared.plist", binary([array([i + 1, i + 1], 1) for i in range(40)] + [b"\x09"], 1)
    yield "bin-loop.plist", binary([array([0], 1)], 1)
    # A UTF-16 key and value holding U+0000: libplist 2.x asserts on them (found by fuzzing).
    yield "bin-nul.plist", binary([b"\xd1\x01\x02", b"\x62\x00\xe9\x00\x00", b"\x62\x00\x00\x00\x41"], 1)
    yield "deep-block.lock", b"PODS:\n" + b"- " * 600 + b"x\n"
    yield "deep-flow.lock", b"PODS: " + b"[" * 600 + b"]" * 600 + b"\n"
    laughs = b"a0: &a0 [lol, lol]\n" + b"".join(b"a%d: &a%d [*a%d, *a%d]\n" % (i, i, i - 1, i - 1) for i in range(1, 30))
    yield "laughs.lock", laughs + b"PODS:\n  - *a29\n"
    yield "deep.pbxproj", b"// !$*UTF8*$!\n{objects = {X = " + b"(" * 600 + b")" * 600 + b";};}\n"
    targets = b"".join(
        b"T%d = {isa = PBXNativeTarget; buildConfigurationList = L%d; name = A%d;};\n"
        b"L%d = {isa = XCConfigurationList; buildConfigurations = (C%d);};\n"
        b"C%d = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = I.plist;}; name = Release;};\n" % ((i,) * 6)
        for i in range(200))
    yield "targets.pbxproj", b"// !$*UTF8*$!\n{objects = {\n" + targets + b"};}\n"

    # The printed forms of issue 32 (docs/pasted-forms.md §4.19, §4.20): past the depth limit,
    # a value of many ', ' with no key after them, CFString contents that never close.
    yield "deep-dart.txt", b"flutter: " + b"{a: " * 600 + b"1" + b"}" * 600 + b"\n"
    yield "dart-commas.txt", b"{_lpm: 1, a: " + b"x, " * 10000 + b"y}\n"
    yield "deep-bundle.txt", b"D/CleverTap: " + b"Bundle[{a=" * 600 + b"1" + b"}]" * 600 + b"\n"
    cf = b"<CFBasicHash 0x1 [0x2]>{type = immutable dict, count = 1,\nentries =>\n\t0 : <CFString 0x3 [0x2]>{contents = \"a\"} = "
    yield "deep-cf.txt", cf * 550 + b"<CFNull 0x1 [0x2]>\n" + b"}\n" * 550
    yield "cf-unclosed.txt", (cf[:-5] + b"\n") * 100

    # Podspecs (issue 33): nested past the JSON reader's depth, NUL bytes, a loop of variables,
    # a long chain of them, a cat above the repository, a huge version, quotes never closed; a
    # Podfile whose :path and :podspec pods lead out of the repository or to a URL.
    yield "deep.podspec.json", b'{"version": ' + b"[" * 600 + b"]" * 600 + b"}\n"
    yield "nul.podspec", b's.version = "7.1\x000.0"\ns.dependency "CleverTap-iOS-SDK\x00", "7.1.0"\n'
    yield "loop.podspec", b"a = b\nb = a\ns.version = a\n"
    yield "chain.podspec", b"".join(b"v%d = v%d\n" % (i, i + 1) for i in range(40)) + b"v40 = '7.1.0'\ns.version = v0\n"
    yield "cat.podspec", b"s.version = `cat ../../../../etc/hostname`\ns.version = `cat /etc/hostname`\n"
    yield "long.podspec", b"s.version = '" + b"7" * 60000 + b"'\n"
    yield "quotes.podspec", b"s.version = \"#{'\n" * 2000 + b"s.version = '1.0' # '\n"
    yield "paths.podfile", (b"target 'A' do\n  pod 'CleverTap-iOS-SDK', :path => '../../..'\n"
                            b"  pod 'Leanplum-iOS-SDK', :podspec => 'https://example.com/L.podspec'\n"
                            b"  pod 'X', :podspec => '/etc/passwd'\n  pod 'Y/Z', path: 'a/../../b'\nend\n")

if __name__ == "__main__":
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, data in seeds():
        assert len(data) <= 65536, name
        with open(os.path.join(sys.argv[1], "hostile-" + name), "wb") as out:
            out.write(data)
