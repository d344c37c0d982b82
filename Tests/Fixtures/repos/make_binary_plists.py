#!/usr/bin/env python3
"""Writes the binary Info.plist fixtures (plistlib's FMT_BINARY, as Xcode's plutil would):
run from this folder; the files it writes are committed beside it."""
import plistlib

INFO = {
    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
    "CleverTapAccountID": "TEST-BIN-0001",
    "CleverTapToken": "bin-token",
    "CleverTapRegion": "eu1",
    "LeanplumSwizzlingEnabled": False,
    "UIBackgroundModes": ["remote-notification"],
}

with open("binary-plist/BinaryApp/Info.plist", "wb") as out:
    plistlib.dump(INFO, out, fmt=plistlib.FMT_BINARY, sort_keys=False)
