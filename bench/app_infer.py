#!/usr/bin/env python3
"""Times `pushroute app infer` on a generated repository of 10 000 files with `Pods/` committed
(issue 33, "Speed": at most 1 s and 64 MiB, linear in the repository's size), and on one twice
that size for the scaling.

Usage: app_infer.py [BINARY]   (default .build/release/pushroute; `make bench-app-infer`)

The repository: a CocoaPods app (Podfile, Podfile.lock, project.pbxproj, Info.plist), 60% of
its files under Pods/ (the SDKs' own headers and sources, never read), 30% the app's Swift
sources, 10% assets. Each size is timed BENCH_ROUNDS times (default 5): the median wall time,
and the peak resident memory of the child (wait4's ru_maxrss). Exits 1 when a target is missed,
unless BENCH_STRICT=0.
"""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
SWIFT = """import UIKit

/// Screen {n} of the generated app.
final class Screen{n}ViewController: UIViewController {{
    private let items = (0..<20).map {{ "item \\($0)" }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "Screen {n}"
        view.backgroundColor = .systemBackground
    }}

    func configure(with value: Int) -> String {{
        if value > 10 {{ return items.joined(separator: ", ") }}
        return "value \\(value)"
    }}
}}
"""
DELEGATE = """import UIKit
import UserNotifications
import Leanplum
import CleverTapSDK

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        Leanplum.setAppId("app", developmentKey: "dev")
        Leanplum.start()
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }
}
"""
LOCK = """PODS:
  - CleverTap-iOS-SDK (7.0.1):
    - SDWebImage (~> 5.11)
  - Leanplum-iOS-SDK (6.5.0):
    - CleverTap-iOS-SDK (= 7.0.1)
  - SDWebImage (5.19.1)

DEPENDENCIES:
  - Leanplum-iOS-SDK (= 6.5.0)

COCOAPODS: 1.15.2
"""
PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CleverTapAccountID</key>
\t<string>W84-WW7-123A</string>
\t<key>UIBackgroundModes</key>
\t<array><string>remote-notification</string></array>
</dict>
</plist>
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def generate(files):
    """A repository of `files` files; written once, kept in bench/out."""
    repo = os.path.join(OUT, "app-repo-%d" % files)
    if os.path.exists(os.path.join(repo, "done")):
        return repo
    pods, code = files * 6 // 10, files * 3 // 10
    assets = files - pods - code - 6
    for i in range(pods):
        pod = "SDWebImage" if i % 2 else "CleverTap-iOS-SDK"
        write(os.path.join(repo, "Pods", pod, "Sources", "d%03d" % (i // 100), "File%d.m" % i), "// pod source %d\n" % i * 20)
    for i in range(code):
        write(os.path.join(repo, "App", "Screens", "g%03d" % (i // 100), "Screen%d.swift" % i), SWIFT.format(n=i))
    for i in range(assets):
        write(os.path.join(repo, "App", "Assets.xcassets", "a%03d" % (i // 100), "Contents%d.json" % i), '{"info": {"version": 1}}\n')
    write(os.path.join(repo, "App", "AppDelegate.swift"), DELEGATE)
    write(os.path.join(repo, "App", "Info.plist"), PLIST)
    write(os.path.join(repo, "Podfile"), "target 'App' do\n  pod 'Leanplum-iOS-SDK', '6.5.0'\nend\n")
    write(os.path.join(repo, "Podfile.lock"), LOCK)
    write(os.path.join(repo, "App.xcodeproj", "project.pbxproj"), project())
    write(os.path.join(repo, "done"), "")
    return repo


def project():
    return """// !$*UTF8*$!
{
\tarchiveVersion = 1;
\tobjectVersion = 56;
\tobjects = {
\t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist;}; name = Release;};
\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
\t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application";};
\t\tP1 = {isa = PBXProject; targets = (T1);};
\t};
\trootObject = P1;
}
"""


def run(binary, repo):
    start = time.monotonic()
    process = subprocess.Popen([binary, "app", "infer", "--format", "profile", repo], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    process.stderr.close()
    if status != 0:
        sys.exit("app infer exited with %d" % status)
    return elapsed, usage.ru_maxrss / 1024.0


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "pushroute")
    rounds = int(os.environ.get("BENCH_ROUNDS", "5"))
    results = {}
    for files in (10000, 20000):
        repo = generate(files)
        runs = [run(binary, repo) for _ in range(rounds)]
        results[files] = (statistics.median(t for t, _ in runs), max(m for _, m in runs))
        print("%6d files: median %.3f s (%s), peak %.1f MiB" % (files, results[files][0], ", ".join("%.3f" % t for t, _ in runs), results[files][1]))
    ratio = results[20000][0] / results[10000][0]
    print("20 000 / 10 000 files: %.2f × the time (linear: about 2)" % ratio)
    missed = results[10000][0] > 1.0 or results[10000][1] > 64
    print("targets (10 000 files: ≤ 1 s, ≤ 64 MiB): " + ("missed" if missed else "met"))
    return 1 if missed and os.environ.get("BENCH_STRICT", "1") != "0" else 0


if __name__ == "__main__":
    sys.exit(main())
