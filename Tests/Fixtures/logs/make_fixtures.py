#!/usr/bin/env python3
"""Writes the device-log fixtures in this directory and their answer keys.

Usage: python3 Tests/Fixtures/logs/make_fixtures.py [DIR]   (default: this file's directory)

One session log per capture format of the reference notes' device-logs.md §1 (Xcode consoles, `log` styles,
idevicesyslog, Console.app, and Android's logcat), each holding a few pushes printed as the SDKs and an app print
them, among the noise a real session has. Beside each log, NAME.expected: a TSV
`line<TAB>handler<TAB>content_available` with one row per push, in file order; `line` is the
1-based line where the push's text begins (the line of its opening `{` or `[`; for Leanplum's
launch-options holder, the line of the inner push's `{`; in the JSON and NDJSON logs, the line
of the event's `eventMessage`). The key is computed from the payload dictionaries this script
builds and from the lines it writes, never counted by hand.

Deterministic: every file has its own fixed seed, so a rerun writes identical bytes.
All data is invented. The bench's log generator (bench/gen_log.py) imports the printers and the
noise from here.
"""
import json
import os
import random
import sys
import zlib
from datetime import datetime, timedelta, timezone

SEED = 20261129
ACCOUNT = "W84-WW7-123A"
CT_INSTANCE = "CleverTap." + ACCOUNT
BUNDLE = "com.example.shop"
TZ = timezone(timedelta(hours=1))
START = datetime(2026, 11, 29, 10, 1, 2, 123456, tzinfo=TZ)
HOLDER_KEY = "UIApplicationLaunchOptionsRemoteNotificationKey"

# ---------------------------------------------------------------------------------------------
# Printers: how Foundation, Swift and JSONSerialization print a dictionary (device-logs.md §2).


def _utf16_units(text):
    data = text.encode("utf-16-be")
    return [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)]


def ns_string(text):
    """An NSString as NSDictionary's description prints it: bare only when ASCII letters and
    digits, otherwise quoted, with non-ASCII as \\Uxxxx (one per UTF-16 unit)."""
    if text and all(c.isascii() and c.isalnum() for c in text):
        return text
    out = []
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) > 0x7E:
            out.extend("\\U%04x" % unit for unit in _utf16_units(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def ns_scalar(value):
    if value is True or value is False:
        return "1" if value else "0"
    if value is None:
        return '"<null>"'
    if isinstance(value, (int, float)):
        return ns_string(repr(value))  # an NSNumber's description, quoted like any string
    return ns_string(value)


def ns_desc(obj, level=0):
    """-[NSDictionary description] (and NSArray's): keys sorted, four spaces a level, a nested
    container opening after an indentation equal to its entry's."""
    pad = "    " * level
    inner = pad + "    "
    if isinstance(obj, dict):
        lines = ["{"]
        for key in sorted(obj, key=_utf16_units):
            value = obj[key]
            if isinstance(value, (dict, list)):
                lines.append(f"{inner}{ns_string(key)} = {inner}{ns_desc(value, level + 1)};")
            else:
                lines.append(f"{inner}{ns_string(key)} = {ns_scalar(value)};")
        lines.append(pad + "}")
    else:
        lines = ["("]
        for index, value in enumerate(obj):
            text = ns_desc(value, level + 1) if isinstance(value, (dict, list)) else ns_scalar(value)
            lines.append(inner + text + ("," if index < len(obj) - 1 else ""))
        lines.append(pad + ")")
    return "\n".join(lines)


def _swift_value(value):
    if isinstance(value, (dict, list)):
        return ns_desc(value)  # bridged NSDictionary / NSArray: their description
    if value is True or value is False:
        return "1" if value else "0"
    return str(value)  # NSString and NSNumber print bare


def swift_print(payload, rng):
    """Swift's print of [AnyHashable: Any]: hash order, string values unquoted."""
    keys = list(payload)
    rng.shuffle(keys)
    return "[" + ", ".join(f'AnyHashable("{k}"): {_swift_value(payload[k])}' for k in keys) + "]"


def _shuffled(obj, rng):
    if isinstance(obj, dict):
        keys = list(obj)
        rng.shuffle(keys)
        return {k: _shuffled(obj[k], rng) for k in keys}
    if isinstance(obj, list):
        return [_shuffled(v, rng) for v in obj]
    return obj


def ns_json(obj, rng):
    """NSJSONSerialization, compact: keys in hash order, '/' escaped as '\\/'."""
    return json.dumps(_shuffled(obj, rng), separators=(",", ":"), ensure_ascii=False).replace("/", "\\/")


# ---------------------------------------------------------------------------------------------
# Ownership, as the answer key states it (sdk-behaviour.md §1, with the project's _lpx rule).

LEANPLUM_KEYS = ("_lpm", "_lpx", "_lpu", "_lpn", "_lpv")


def handler(payload):
    if any(k in payload for k in LEANPLUM_KEYS):
        return "leanplum"
    if any(k.startswith("wzrk_") or k.startswith("W$") for k in payload):
        return "clevertap"
    return "none"


def content_available(payload):
    aps = payload.get("aps")
    return isinstance(aps, dict) and aps.get("content-available") == 1


# ---------------------------------------------------------------------------------------------
# Invented payloads.

WORDS = ("sale order shipped cart deal new today only your back welcome price drop item list "
         "track courier nearby offer ends midnight save miss surprise").split()


def apple_uuid(rng):
    h = "%032X" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def uuid(rng):
    """A random (version 4) UUID, lower case."""
    h = "%032x" % ((rng.getrandbits(128) & ~(0xF << 76) & ~(0x3 << 62)) | (0x4 << 76) | (0x2 << 62))
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize()


def alert_aps(rng, mutable=False, wake=False, accent=False):
    body = sentence(rng, 7)
    if accent:
        body = "Caf\u00e9 cr\u00e8me: " + body + " \U0001F389"
    aps = {"alert": {"title": sentence(rng, 2), "body": body}}
    if rng.random() < 0.3:
        aps["alert"] = body
    if rng.random() < 0.6:
        aps["sound"] = "default"
    if rng.random() < 0.3:
        aps["badge"] = rng.randint(1, 9)
    if mutable:
        aps["mutable-content"] = 1
    if wake:
        aps["content-available"] = 1
    return aps


def lp_push(rng, key="_lpm", silent=False, accent=False):
    p = {"aps": {"content-available": 1} if silent else alert_aps(rng, accent=accent),
         key: rng.randint(10**15, 10**16 - 1), "lp_occurrence_id": uuid(rng)}
    if not silent:
        p["_lpx"] = {"__name__": "Open URL", "URL": f"shop://orders/{rng.randint(1000, 9999)}"}
        p["lp_sent_time"] = rng.randint(1795940000, 1795949999)
    return p


def ct_push(rng, rich=False, dollar_only=False, accent=False):
    p = {"aps": alert_aps(rng, mutable=rich, accent=accent)}
    wzrk_id = f"{rng.randint(1764400000, 1764499999)}_20261129"
    if dollar_only:
        p.update({"W$id": "0_0", "W$pivot": "wzrk_default", "W$rnv": 0, "W$dt": "APPLE"})
    else:
        p.update({"wzrk_acct_id": ACCOUNT, "wzrk_pivot": "wzrk_default", "wzrk_id": wzrk_id})
        if rng.random() < 0.7:
            p["wzrk_dl"] = f"shop://deal/{rng.randint(1, 999)}"
        p["W$rnv"] = 0
    if rich:
        p["ct_mediaUrl"] = f"https://cdn.example.com/push/{rng.randint(1, 9999)}.jpg"
        p["ct_mediaType"] = "image"
    return p


def ct_push_no_aps(rng):
    """A CleverTap payload without `aps` (push amplification renders it locally)."""
    return {"wzrk_acct_id": ACCOUNT, "wzrk_id": f"{rng.randint(1764400000, 1764499999)}_20261129",
            "wzrk_pivot": "wzrk_default", "wzrk_pn": True, "nm": sentence(rng, 6), "nt": sentence(rng, 2),
            "wzrk_dl": f"shop://deal/{rng.randint(1, 999)}"}


def both_push(rng):
    p = lp_push(rng)
    p.update({"wzrk_acct_id": ACCOUNT, "wzrk_id": f"{rng.randint(1764400000, 1764499999)}_20261129",
              "wzrk_pivot": "wzrk_default"})
    return p


def fcm_push(rng, silent=False, wake=False):
    aps = {"content-available": 1} if silent else alert_aps(rng, wake=wake)
    return {"aps": aps, "gcm.message_id": str(rng.randint(10**15, 10**16 - 1)), "google.c.a.e": "1",
            "google.c.sender.id": str(rng.randint(10**11, 10**12 - 1))}


def own_push(rng, silent=False):
    """The app's own backend: `aps` and custom keys, no SDK key."""
    aps = {"content-available": 1} if silent else alert_aps(rng)
    p = {"aps": aps, "type": "order_update", "orderId": rng.randint(1000, 9999)}
    if silent:
        p = {"aps": aps, "sync": "inbox", "rev": rng.randint(100, 999)}
    return p


# ---------------------------------------------------------------------------------------------
# Events: one entry of a log, whatever the format it is rendered in.


class Event:
    __slots__ = ("t", "text", "proc", "sender", "sub", "cat", "level", "stdio", "tid", "fmt", "push",
                 "activity")

    def __init__(self, t, text, proc, sender, sub, cat, level, stdio, tid, fmt, push, activity):
        self.t, self.text, self.proc, self.sender, self.sub, self.cat = t, text, proc, sender, sub, cat
        self.level, self.stdio, self.tid, self.fmt, self.push = level, stdio, tid, fmt, push
        self.activity = activity


class Build:
    """What the captured app was built with, and what the capture can see."""

    def __init__(self, ct_oslog, app_image="Shop", ct_image="CleverTapSDK", lp_image="Leanplum",
                 stdio=False, xcode=False, persisted_only=False, apsd=True):
        self.ct_oslog = ct_oslog          # CleverTap 7.5+ (os_log, debug) or up to 7.4 (NSLog)
        self.app_image, self.ct_image, self.lp_image = app_image, ct_image, lp_image
        self.stdio = stdio                # print() output is captured (Xcode only)
        self.xcode = xcode
        if xcode:
            apsd = False  # Xcode shows the app; of the system's push lines only SpringBoard's are kept
        self.persisted_only = persisted_only  # log show / idevicesyslog: no debug, no info
        self.apsd = apsd                  # apsd's lines are in the capture


class Session:
    def __init__(self, rng, build, pids, start=START):
        self.rng, self.b, self.pids, self.t = rng, build, pids, start
        self.events = []
        self.main_tid = rng.randint(0x8000, 0x1fffff)
        self.tids = [self.main_tid] + [rng.randint(0x8000, 0x1fffff) for _ in range(4)]
        self.other_tids = {}
        self.scale = 1.0  # how much random noise between the pushes

    def _tick(self, big=False):
        self.t += timedelta(microseconds=self.rng.randint(200_000, 4_000_000) if big else
                            self.rng.randint(80, 180_000))

    def add(self, text, proc="Shop", sender=None, sub="", cat="", level="Default", stdio=False,
            fmt="%{public}s", push=None, main=None, activity=0):
        if self.b.persisted_only and level in ("Debug", "Info"):
            return
        self._tick()
        if proc == "Shop":
            tid = self.main_tid if (main if main is not None else self.rng.random() < 0.5) else \
                self.rng.choice(self.tids[1:])
        else:
            tid = self.other_tids.setdefault(proc, self.rng.randint(0x400, 0xfffff))
        self.events.append(Event(self.t, text, proc, sender or proc, sub, cat, level, stdio, tid,
                                 fmt, push, activity))

    def gap(self):
        self._tick(big=True)

    # Who prints what -------------------------------------------------------------------------
    def app(self, text, push=None, prefer_print=True, logger=False, level="Default"):
        """The app's own line: print() in Xcode, else NSLog or a Logger with a public value."""
        if self.b.stdio and prefer_print and not logger:
            self.add(text, sender=self.b.app_image, stdio=True, push=push, main=True)
        elif logger:
            self.add(text, sender=self.b.app_image, sub=BUNDLE, cat="push", level=level, fmt="%{public}@",
                     push=push)
        else:
            self.add(text, sender=self.b.app_image, push=push)

    def clevertap(self, body, push=None, level="Debug"):
        text = "[CleverTap]: " + body
        if self.b.ct_oslog:
            self.add(text, sender=self.b.ct_image, sub="com.clevertap.sdk", cat="CleverTap", level=level,
                     fmt="%{public}@", push=push)
        else:
            self.add(text, sender=self.b.ct_image, push=push)

    def leanplum(self, level, body, push=None):
        self.add(f"[LEANPLUM] [{level}]: {body}", sender=self.b.lp_image, push=push, main=True)


def _push_info(text, start, payload):
    """(line of the payload's start within the message, handler, content-available, has aps)."""
    return (text[:start].count("\n"), handler(payload), content_available(payload), "aps" in payload)


def _with_push(prefix, body, payload, suffix=""):
    text = prefix + body + suffix
    return text, _push_info(text, len(prefix), payload)


# Push statements (device-logs.md §3). Each prints one payload and records where it begins.

def ct_handling(s, p):
    text, info = _with_push(f"{CT_INSTANCE}: handling push notification: ", ns_desc(p), p)
    s.clevertap(text, info)


def ct_static(s, p):
    text, info = _with_push("Handling notification: ", ns_desc(p), p)
    s.clevertap(text, info)


def ct_not_from(s, p):
    text, info = _with_push(f"{CT_INSTANCE}: push notification not from CleverTap, not processing: ", ns_desc(p), p)
    s.clevertap(text, info)


def ct_launch(s, p):
    text, info = _with_push(f"{CT_INSTANCE}: found push notification at launch: ", ns_desc(p), p)
    s.clevertap(text, info)


def ct_leanplum_will(s, p):
    text, info = _with_push(f"{CT_INSTANCE}: Leanplum will handle the notification: ", ns_desc(p), p)
    s.clevertap(text, info)


def lp_launched(s, p):
    text, info = _with_push("[LEANPLUM] [INFO]: Application Launched with notification: ", swift_print(p, s.rng), p)
    s.add(text, sender=s.b.lp_image, push=info, main=True)


def lp_holder(s, p, state):
    """NotificationsProxy.swift line 61: the push sits inside the launch options."""
    prefix = f'[LEANPLUM] [DEBUG]: Called leanplum_applicationDidFinishLaunching: [AnyHashable("{HOLDER_KEY}"): '
    text, info = _with_push(prefix, ns_desc(p), p, f"], state {state})")
    s.add(text, sender=s.b.lp_image, push=info, main=True)


def app_json(s, p, label="Push received: ", logger=False):
    text, info = _with_push(label, ns_json(p, s.rng), p)
    s.app(text, info, logger=logger)


def app_nsdict(s, p, label="didReceiveRemoteNotification userInfo: "):
    text, info = _with_push(label, ns_desc(p), p)
    s.app(text, info, prefer_print=False)


def app_swift(s, p, label="willPresent notification, userInfo: ", logger=False):
    text, info = _with_push(label, swift_print(p, s.rng), p)
    s.app(text, info, logger=logger)


def app_split(s, p):
    """print("Push payload:") then print(userInfo as NSDictionary): the push is its own entry."""
    s.app("Push payload:")
    text, info = _with_push("", ns_desc(p), p)
    s.app(text, info)


def cold_start(s, p, state, statements):
    for name in statements:
        if name == "holder":
            lp_holder(s, p, state)
        elif name == "launched":
            lp_launched(s, p)
        elif name == "ct_launch":
            ct_launch(s, p)
        elif name == "ct_will":
            ct_leanplum_will(s, p)
        noise(s, s.rng.randint(0, 2))


# ---------------------------------------------------------------------------------------------
# Noise: what a session holds besides pushes, and must not be reported.


def hexaddr(rng):
    return "0x%x" % rng.randint(0x100000000, 0x3ffffffff)


def n_cfnetwork_summary(s):
    r = s.rng
    dur = r.randint(40, 900)
    s.add(f"Task <{apple_uuid(r)}>.<{r.randint(1, 60)}> summary for task success "
          f"{{transaction_duration_ms={dur}, response_status=200, connection={r.randint(1, 12)}, "
          f"reused={r.randint(0, 1)}, reused_after_ms={r.randint(0, 9000)}, request_start_ms=0, "
          f"request_duration_ms=0, response_start_ms={dur - 1}, response_duration_ms=1, "
          f"request_bytes={r.randint(200, 900)}, request_throughput_kbps={r.randint(800, 9000)}, "
          f"response_bytes={r.randint(300, 40000)}, response_throughput_kbps={r.randint(900, 60000)}, "
          f"cache_hit=false}}", sender="CFNetwork", sub="com.apple.CFNetwork", cat="Summary",
          fmt="Task <%{public}@>.<%{public}llu> summary for task success %{public}@")


def n_cfnetwork_task(s):
    r = s.rng
    task = f"Task <{apple_uuid(r)}>.<{r.randint(1, 60)}>"
    text = r.choice([
        f"{task} resuming, timeouts(60.0, 604800.0) qos(0x19) voucher(0x0) activity(00000000-0000-0000-0000-000000000000)",
        f"{task} finished successfully",
        f"{task} received response, status 200 content K",
        f"{task} done using Connection {r.randint(1, 12)}",
    ])
    s.add(text, sender="CFNetwork", sub="com.apple.CFNetwork", cat="Default")


def n_nw(s):
    r = s.rng
    c = r.randint(1, 14)
    text, level = r.choice([
        (f"nw_connection_copy_connected_local_endpoint_block_invoke [C{c}] Connection has no local endpoint", "Default"),
        (f"nw_protocol_socket_set_no_wake_from_sleep [C{c}.1.1:2] setsockopt SO_NOWAKEFROMSLEEP failed [22: Invalid argument]", "Error"),
        (f"[C{c} Hostname#{r.getrandbits(32):08x}:443 tcp, url hash: {r.getrandbits(32):08x}, tls, definite, "
         f"attribution: developer, context: com.apple.CFNetwork.NSURLSession.{{{apple_uuid(r)}, {apple_uuid(r)}}}, "
         f"proc: {apple_uuid(r)}] cancelled", "Default"),
        (f"nw_endpoint_flow_failed_with_error [C{c}.1.1 IPv4#{r.getrandbits(32):08x}:443 in_progress channel-flow "
         f"(satisfied (Path is satisfied), viable, interface: en0[802.11], ipv4, dns, uses wifi)] already failing, "
         f"returning", "Error"),
    ])
    s.add(text, sender="libnetwork.dylib", sub="com.apple.network", cat="connection", level=level)


def n_background_task(s):
    r = s.rng
    n = r.randint(2, 40)
    text, level = r.choice([
        (f"Will add backgroundTask with taskName: (null), expirationHandler: <__NSGlobalBlock__: {hexaddr(r)}>", "Default"),
        (f"Created background task <_UIBackgroundTaskInfo: {hexaddr(r)}>.", "Default"),
        (f"Ending background task with UIBackgroundTaskIdentifier: {n}", "Default"),
        (f'Background Task {n} ("Called by Shop, from $s4Shop11AppDelegateC12refreshInboxyyF"), was created over 30 '
         f"seconds ago. In applications running in the background, this creates a risk of termination. Remember to "
         f"call UIApplication.endBackgroundTask(_:) for your task in a timely manner to avoid this.", "Error"),
    ])
    s.add(text, sender="UIKitCore", sub="com.apple.UIKit", cat="BackgroundTask", level=level, main=True)


def n_uikit_assert(s):
    r = s.rng
    nav, bar = hexaddr(r), hexaddr(r)
    s.add(f"UINavigationBar decoded as unlocked for UINavigationController, or navigationBar delegate set up "
          f"incorrectly. Inconsistent configuration may cause problems. navigationController=<UINavigationController: "
          f"{nav}>, navigationBar=<UINavigationBar: {bar}; frame = (0 0; 0 50); opaque = NO; autoresize = W; "
          f"layer = <CALayer: {hexaddr(r)}>> delegate={nav}", sender="UIKitCore", sub="com.apple.UIKit",
          cat="Assert", level="Error", main=True)


def n_layout(s):
    r = s.rng
    label, c1, c2, cell = hexaddr(r), hexaddr(r), hexaddr(r), hexaddr(r)
    s.add("Unable to simultaneously satisfy constraints.\n"
          "\tProbably at least one of the constraints in the following list is one you don't want. \n"
          "\tTry this: \n"
          "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
          "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
          "(\n"
          f'    "<NSLayoutConstraint:{c1} UILabel:{label}.height == 44   (active)>",\n'
          f'    "<NSLayoutConstraint:{c2} V:|-(8)-[UILabel:{label}]   (active, names: \'|\':UITableViewCellContentView:{cell} )>"\n'
          ")\n\n"
          "Will attempt to recover by breaking constraint \n"
          f"<NSLayoutConstraint:{c1} UILabel:{label}.height == 44   (active)>\n\n"
          "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
          "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
          "may also be helpful.", sender="UIKitCore", sub="com.apple.UIKit", cat="LayoutConstraints",
          level="Error", main=True)


def n_uikit_misc(s):
    r = s.rng
    text, sub, cat = r.choice([
        ("Can't find keyplane that supports type 4 for keyboard iPhone-PortraitTruffle-NumberPad; using "
         "27316_PortraitTruffle_iPhone-Simple-Pad_Default", "", ""),
        ('Info.plist contained no UIScene configuration dictionary (looking for configuration named "(no name)")',
         "com.apple.UIKit", "SceneConfiguration"),
        (f"Snapshot request {hexaddr(r)} complete with error: <NSError: {hexaddr(r)}; domain: FBSSceneSnapshotErrorDomain; "
         f"code: 4; reason: \"an unrelated condition or state was not satisfied\">", "com.apple.UIKit", "Common"),
        (f"Sending action(s) in update: NSSceneFenceAction", "com.apple.FrontBoard", "Common"),
    ])
    s.add(text, sender="UIKitCore", sub=sub, cat=cat, main=True)


def n_app_state(s):
    r = s.rng
    text = r.choice([
        f'AppState: ["screen": "{r.choice(["home", "cart", "search", "orders"])}", "cartCount": {r.randint(0, 9)}, '
        f'"loggedIn": true, "experiments": ["checkout_v2": "B", "banner": "off"]]',
        f'CartStore.update ["sku": "A-{r.randint(1000, 9999)}", "qty": {r.randint(1, 4)}, "price": {r.randint(5, 90)}.99]',
        f'Session restored: Optional(["userId": "qa-user-{r.randint(10, 99)}", "theme": "dark", "lastScreen": "orders"])',
        f"viewDidAppear OrdersViewController rows={r.randint(0, 40)}",
        f"Prefetching {r.randint(2, 12)} images for section {r.randint(0, 4)}",
    ])
    s.app(text)


def n_app_dict(s):
    """A multi-line NSDictionary print of the app's own state: braces, no push keys."""
    r = s.rng
    config = {"checkout_v2": "B", "min_version": "4.2.0", "show_banner": r.randint(0, 1),
              "banner": {"title": sentence(r, 3), "url": "shop://sale"}, "tabs": ["home", "search", "cart"]}
    s.app("Remote config: " + ns_desc(config), prefer_print=False)


def n_keyboard(s):
    r = s.rng
    info = {"UIKeyboardCenterBeginUserInfoKey": "NSPoint: {195, 1012}", "UIKeyboardIsLocalUserInfoKey": 1,
            "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 508}, {390, 336}}",
            "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}
    s.app("keyboardWillShow: " + swift_print(info, r))


def n_api_json(s):
    r = s.rng
    items = [{"id": r.randint(100, 999), "name": sentence(r, 2), "price": r.randint(5, 90) + 0.5} for _ in range(r.randint(1, 3))]
    body = json.dumps({"status": "ok", "items": items, "next": None}, separators=(",", ":"))
    s.app(f"GET https://api.shop.example/v2/catalog?page={r.randint(1, 9)} -> 200 {body}")


def n_ct_upload(s):
    """CleverTap's upload batch: its header has a top-level wzrk_ref, and is no push."""
    r = s.rng
    wzrk_id = f"{r.randint(1764400000, 1764499999)}_20261129"
    ts = r.randint(1795940000, 1795949999)
    sdk = 70700 if s.b.ct_oslog else 70400
    header = {"g": "-" + "%032x" % r.getrandbits(128), "type": "meta",
              "af": {"Build": "142", "Version": "4.2.0", "OS Version": "18.1", "SDK Version": sdk,
                     "Make": "Apple", "Model": "iPhone15,2", "lib": "Leanplum", "useIP": False},
              "id": ACCOUNT, "tk": "0b1-2c3", "ddnd": False, "frs": False, "l_ts": ts - 60, "f_ts": ts - 900000,
              "wzrk_ref": {"wzrk_id": wzrk_id, "wzrk_pivot": "wzrk_default"}, "fl": False}
    event = {"s": ts - 600, "pg": r.randint(1, 9), "type": "event", "ep": ts, "evtName": "Notification Clicked",
             "evtData": {"wzrk_id": wzrk_id, "wzrk_pivot": "wzrk_default", "wzrk_acct_id": ACCOUNT},
             "f": False, "n": "OrdersViewController"}
    s.clevertap(f"{CT_INSTANCE}: Sending {ns_json([header, event], r)} to servers at "
                f"https://eu1.clevertap-prod.com/a1?os=iOS&t={sdk}&z={ACCOUNT}&ts={ts}")


def n_ct_misc(s):
    r = s.rng
    s.clevertap(r.choice([
        f"{CT_INSTANCE}: Pending events to be sent: {r.randint(1, 6)} in 1 batches",
        f"{CT_INSTANCE}: offline is disabled, send queue",
        f"{CT_INSTANCE}: app is in foreground",
        f"{CT_INSTANCE}: CleverTap autoIntegration enabled in iOS10+ with a UNUserNotificationCenterDelegate, "
        f"not manually checking for push notification at launch",
    ]))


def n_lp_misc(s):
    r = s.rng
    choice = r.randrange(5)
    if choice == 0:
        args = {"action": "track", "appId": "app_test_7Hq2", "deviceId": apple_uuid(r), "event": "Push Delivered",
                "messageId": r.randint(10**15, 10**16 - 1), "sdkVersion": "6.6.1", "time": "1795948862.412",
                "userId": f"qa-user-{r.randint(10, 99)}", "versionName": "4.2.0"}
        s.leanplum("DEBUG", "Will call API method track with arguments " + ns_desc(args))
    elif choice == 1:
        s.leanplum("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")
    elif choice == 2:
        s.leanplum("INFO", f"Notification Opened MessageId: {r.randint(10**15, 10**16 - 1)}")
    elif choice == 3:
        s.leanplum("DEBUG", "[Wrapper] Calling CleverTap.setPushToken")
    else:
        s.leanplum("DEBUG", "Called swizzled application:didReceiveRemoteNotification:fetchCompletionHandler AppState: 2")


def n_flags(s):
    """iOS's own lines about a push: flags, no payload."""
    r = s.rng
    if s.b.apsd and r.random() < 0.4:
        s.add(f"Received incoming message on topic {BUNDLE} at priority {r.choice([5, 10])}", proc="apsd",
              sender="ApplePushService", sub="com.apple.apsd", cat="connection",
              fmt="Received incoming message on topic %{public}@ at priority %ld")
    else:
        n_springboard_flags(s)


def n_springboard_flags(s):
    r = s.rng
    ca = r.randint(0, 1)
    s.add(f"[{BUNDLE}] Received remote notification request {r.getrandbits(16):04X}-{r.getrandbits(16):04X} "
          f"[ waking: {ca}, hasAlertContent: {1 - ca}, hasSound: {1 - ca} hasBadge: {r.randint(0, 1)} "
          f"hasContentAvailable: {ca} hasMutableContent: {r.randint(0, 1)} pushType: {'Background' if ca else 'Alert'}]",
          proc="SpringBoard", sender="UserNotificationsServer", sub="com.apple.UserNotifications", cat="Connections",
          fmt="[%{public}@] Received remote notification request %{public}@ [ waking: %d, hasAlertContent: %d, "
              "hasSound: %d hasBadge: %d hasContentAvailable: %d hasMutableContent: %d pushType: %{public}@]")


FRAMES = [("CoreFoundation", "__exceptionPreprocess"), ("libobjc.A.dylib", "objc_exception_throw"),
          ("CoreFoundation", "-[__NSArrayM objectAtIndexedSubscript:]"),
          ("Shop", "$s4Shop20OrdersViewControllerC9tableView_12cellForRowAtSo07UITableE4CellCSo0jD0C_10Foundation9IndexPathVtF"),
          ("UIKitCore", "-[UITableView _createPreparedCellForGlobalRow:withIndexPath:willDisplay:]"),
          ("UIKitCore", "-[UITableView _updateVisibleCellsNow:]"), ("UIKitCore", "-[UITableView layoutSubviews]"),
          ("QuartzCore", "CA::Layer::layout_if_needed(CA::Transaction*)"),
          ("QuartzCore", "CA::Transaction::commit()"), ("UIKitCore", "_UIApplicationFlushCATransaction"),
          ("CoreFoundation", "__CFRUNLOOP_IS_CALLING_OUT_TO_AN_OBSERVER_CALLBACK_FUNCTION__"),
          ("CoreFoundation", "__CFRunLoopRun"), ("GraphicsServices", "GSEventRunModal"),
          ("UIKitCore", "-[UIApplication _run]"), ("UIKitCore", "UIApplicationMain"),
          ("Shop", "main"), ("dyld", "start")]


def n_stack(s):
    """A caught exception and its call stack: many lines, parentheses and brackets."""
    r = s.rng
    frames = []
    for i, (image, symbol) in enumerate(FRAMES[: r.randint(9, len(FRAMES))]):
        frames.append(f"{i:<4}{image:<36}0x{r.randint(0x100000000, 0x1ffffffff):016x} {symbol} + {r.randint(8, 900)}")
    if r.random() < 0.5:
        s.app("Caught exception: *** -[__NSArrayM objectAtIndexedSubscript:]: index 3 beyond bounds [0 .. 2]\n"
              "(\n" + ",\n".join(f'    "{f}"' for f in frames) + "\n)", prefer_print=False)
    else:
        s.app("*** -[__NSArrayM objectAtIndexedSubscript:]: index 3 beyond bounds [0 .. 2]\n*** First throw call stack:\n(\n"
              + "\n".join("\t" + f for f in frames) + "\n)", prefer_print=False)


def n_aps_in_string(s):
    """Dictionaries that name aps only inside a string value."""
    r = s.rng
    if r.random() < 0.5:
        s.app('Failed to register for remote notifications: Error Domain=NSCocoaErrorDomain Code=3000 "no valid '
              '\u201caps-environment\u201d entitlement string found for application" UserInfo={NSLocalizedDescription=no '
              'valid \u201caps-environment\u201d entitlement string found for application}', prefer_print=False)
    elif r.random() < 0.5:
        s.app("Analytics event: " + ns_desc({"name": "push_prompt", "note": "aps token not requested yet",
                                             "attempt": r.randint(1, 3)}), prefer_print=False)
    else:
        s.app('Debug event: {"event":"push_debug","detail":"payload had no aps key","count":%d}' % r.randint(1, 5))


NOISE = [  # (generator, weight)
    (n_cfnetwork_summary, 6), (n_cfnetwork_task, 8), (n_nw, 6), (n_background_task, 4), (n_uikit_assert, 1),
    (n_layout, 1), (n_uikit_misc, 4), (n_app_state, 7), (n_app_dict, 1), (n_keyboard, 1), (n_api_json, 3),
    (n_ct_upload, 2), (n_ct_misc, 3), (n_lp_misc, 3), (n_flags, 3), (n_stack, 1), (n_aps_in_string, 2),
]
MUST = [n_cfnetwork_summary, n_api_json, n_ct_upload, n_app_state, n_nw, n_background_task, n_uikit_assert,
        n_springboard_flags, n_stack, n_aps_in_string]


def noise(s, count):
    count = round(count * s.scale)
    gens = [g for g, _ in NOISE]
    weights = [w for _, w in NOISE]
    for g in s.rng.choices(gens, weights, k=count):
        g(s)


def every_noise_kind(s):
    """Each kind of noise once, so that every log holds all of them."""
    for g in MUST:
        g(s)
        noise(s, s.rng.randint(0, 2))


# ---------------------------------------------------------------------------------------------
# Renderers: the formats of device-logs.md §1. Each returns (lines, [(line, push info)]).

DEFAULT_HEADER = ("Timestamp".ljust(32) + "Thread".ljust(11) + "Type".ljust(12) + "Activity".ljust(21)
                  + "PID".ljust(7) + "TTL  ")
COMPACT_HEADER = "Timestamp".ljust(24) + "Ty Process[PID:TID]"
COMPACT_TYPES = {"Default": "Df", "Debug": "Db", "Info": "I", "Error": "E", "Fault": "F"}
XCODE_TYPES = {"Default": "Notice", "Debug": "Debug", "Info": "Info", "Error": "Error", "Fault": "Fault"}
SYSLOG_LEVELS = {"Default": "Notice", "Error": "Error", "Fault": "Error"}


def ts_full(t):  # 2026-11-29 10:01:02.123456+0100
    return t.strftime("%Y-%m-%d %H:%M:%S.%f%z")


def ts_colon(t):  # 2026-11-29 10:01:02.123456+01:00
    z = t.strftime("%z")
    return t.strftime("%Y-%m-%d %H:%M:%S.%f") + z[:3] + ":" + z[3:]


def _sender_part(e):
    return f"({e.sender}) " if e.sender != e.proc else ""


def _subsystem_part(e):
    return f"[{e.sub}:{e.cat}] " if e.sub else ""


def render_lines(events, first_line_of, after=None, skip=None):
    """Generic line renderer: first_line_of(e) gives the text before the message's first line."""
    lines, keys = [], []
    for e in events:
        if skip and skip(e):
            continue
        msg = e.text.split("\n")
        if e.push:
            keys.append((len(lines) + 1 + e.push[0], e.push))
        lines.append(first_line_of(e) + msg[0])
        lines.extend(msg[1:])
        if after:
            lines.append(after(e))
    return lines, keys


def render_xcode14(events, pids):
    def prefix(e):
        if e.stdio:
            return ""
        category = f"[{e.cat}] " if e.sub and e.cat else ""
        return f"{ts_full(e.t)} {e.proc}[{pids[e.proc]}:{e.tid}] {category}"
    return render_lines(events, prefix)


def render_xcode15(events, pids, metadata):
    def meta(e):
        fields = [f"Type: {'stdio' if e.stdio else XCODE_TYPES[e.level]}", f"Timestamp: {ts_colon(e.t)}",
                  f"Process: {e.proc}"]
        if not e.stdio:
            fields.append(f"Library: {e.sender}")
            if e.sub:
                fields += [f"Subsystem: {e.sub}", f"Category: {e.cat}"]
        fields.append(f"TID: 0x{e.tid:x}")
        return " | ".join(fields)
    return render_lines(events, lambda e: "", after=meta if metadata else None)


def _default_row(e, pids):
    return (f"{ts_full(e.t)} {'0x%x' % e.tid:<10} {e.level:<11} {'0x%x' % e.activity:<20} {pids[e.proc]:<6} {0:<4} "
            f"{e.proc}: {_sender_part(e)}{_subsystem_part(e)}")


def render_default(events, pids, first=None):
    lines, keys = render_lines(events, lambda e: _default_row(e, pids))
    head = ([first] if first else []) + [DEFAULT_HEADER]
    return head + lines, [(n + len(head), info) for n, info in keys]


def render_compact(events, pids):
    def prefix(e):
        part = _subsystem_part(e) or _sender_part(e)
        return f"{e.t.strftime('%Y-%m-%d %H:%M:%S.')}{e.t.microsecond // 1000:03d} {COMPACT_TYPES[e.level]:<2} {e.proc}[{pids[e.proc]}:{e.tid:x}] {part}"
    lines, keys = render_lines(events, prefix)
    return [COMPACT_HEADER] + lines, [(n + 1, info) for n, info in keys]


def render_syslog(events, pids):
    return render_lines(events, lambda e: f"{ts_full(e.t)}  localhost {e.proc}[{pids[e.proc]}]: "
                                          f"{_sender_part(e)}{_subsystem_part(e)}")


def render_console(events, pids):
    return render_lines(events, lambda e: f"{e.level.lower()}\t{e.t.strftime('%H:%M:%S.%f%z')}\t{e.proc}\t")


def render_idevicesyslog(events, pids, named_from):
    """[connected], lines without the device name; from event named_from on, a second capture
    (reconnected, the device name shown)."""
    lines, keys = ["[connected]"], []
    for index, e in enumerate(events):
        if index == named_from:
            lines += ["[disconnected]", "[connected]"]
        device = "QA-iPhone-15 " if named_from is not None and index >= named_from else ""
        image = f"{e.proc}({e.sender})" if e.sender != e.proc else e.proc
        msg = e.text.split("\n")
        if e.push:
            keys.append((len(lines) + 1 + e.push[0], e.push))
        lines.append(f"{e.t.strftime('%b')} {e.t.day:>2} {e.t.strftime('%H:%M:%S')} {device}{image}[{pids[e.proc]}] "
                     f"<{SYSLOG_LEVELS[e.level]}>: {msg[0]}")
        lines.extend(msg[1:])
    return lines, keys


class Images:
    """Paths and UUIDs of the images a JSON event names."""

    def __init__(self, rng, sim):
        self.rng, self.uuids = rng, {}
        if sim:
            device, app = apple_uuid(rng), apple_uuid(rng)
            self.app_dir = (f"/Users/qa/Library/Developer/CoreSimulator/Devices/{device}/data/Containers/Bundle/"
                            f"Application/{app}/Shop.app")
            self.root = ("/Library/Developer/CoreSimulator/Volumes/iOS_22B81/Library/Developer/CoreSimulator/Profiles/"
                         "Runtimes/iOS 18.1.simruntime/Contents/Resources/RuntimeRoot")
        else:
            self.app_dir = f"/private/var/containers/Bundle/Application/{apple_uuid(rng)}/Shop.app"
            self.root = ""

    def path(self, image):
        system = {
            "CFNetwork": "/System/Library/Frameworks/CFNetwork.framework/CFNetwork",
            "libnetwork.dylib": "/usr/lib/libnetwork.dylib",
            "UIKitCore": "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore",
            "SpringBoard": "/System/Library/CoreServices/SpringBoard.app/SpringBoard",
            "UserNotificationsServer": "/System/Library/PrivateFrameworks/UserNotificationsServer.framework/UserNotificationsServer",
            "apsd": "/System/Library/PrivateFrameworks/ApplePushService.framework/apsd",
            "ApplePushService": "/System/Library/PrivateFrameworks/ApplePushService.framework/ApplePushService",
        }
        if image in system:
            return self.root + system[image]
        if image in ("Shop", "Shop.debug.dylib"):
            return f"{self.app_dir}/{image}"
        return f"{self.app_dir}/Frameworks/{image}.framework/{image}"

    def uuid(self, image):
        return self.uuids.setdefault(image, apple_uuid(self.rng))


def json_event(e, pids, images, rng, boot, mach0, start):
    offset = rng.randint(4000, 900000)
    return {
        "timezoneName": "", "messageType": e.level, "eventType": "logEvent", "source": None,
        "formatString": e.fmt, "userID": 501, "activityIdentifier": e.activity, "subsystem": e.sub,
        "category": e.cat, "threadID": e.tid, "senderImageUUID": images.uuid(e.sender),
        "backtrace": {"frames": [{"imageOffset": offset, "imageUUID": images.uuid(e.sender)}]},
        "bootUUID": boot, "processImagePath": images.path(e.proc), "senderImagePath": images.path(e.sender),
        "timestamp": ts_full(e.t), "machTimestamp": mach0 + int((e.t - start).total_seconds() * 24_000_000),
        "eventMessage": e.text, "processImageUUID": images.uuid(e.proc),
        "traceID": rng.getrandbits(52), "processID": pids[e.proc], "senderProgramCounter": offset,
        "parentActivityIdentifier": 0,
    }


def render_json(events, pids, rng, sim=False):
    """log show --style json: one array, pretty-printed, '/' escaped."""
    images, boot, mach0 = Images(rng, sim), apple_uuid(rng), rng.randint(10**12, 10**13)
    parts = [json.dumps(json_event(e, pids, images, rng, boot, mach0, events[0].t), indent=2,
                        separators=(",", " : "), ensure_ascii=False) for e in events]
    lines = ("[" + ",".join(parts) + "]").replace("/", "\\/").split("\n")
    message_lines = [n + 1 for n, line in enumerate(lines) if line.startswith('  "eventMessage" : ')]
    assert len(message_lines) == len(events)
    keys = [(message_lines[i], e.push) for i, e in enumerate(events) if e.push]
    return lines, keys


def render_ndjson(events, pids, rng, first, sim=True):
    images, boot, mach0 = Images(rng, sim), "" if sim else apple_uuid(rng), rng.randint(10**12, 10**13)
    lines, keys = [first], []
    for e in events:
        if e.push:
            keys.append((len(lines) + 1, e.push))
        lines.append(json.dumps(json_event(e, pids, images, rng, boot, mach0, events[0].t), separators=(",", ":"),
                                ensure_ascii=False).replace("/", "\\/"))
    return lines, keys


# ---------------------------------------------------------------------------------------------
# The logs: who printed which push, in which capture.

DEVICE_PIDS = {"Shop": 812, "SpringBoard": 49, "apsd": 87}
SIM_PIDS = {"Shop": 48213, "SpringBoard": 47980, "apsd": 47932}


def opening(s):
    noise(s, s.rng.randint(5, 9))


def plan_xcode14(s):
    r = s.rng
    lp1, ct1, fcm = lp_push(r), ct_push(r, rich=True), fcm_push(r, silent=True)
    opening(s)
    cold_start(s, lp1, 1, ["holder", "launched", "ct_launch"])
    every_noise_kind(s)
    app_swift(s, ct1)
    noise(s, 2)
    ct_handling(s, ct1)
    noise(s, 5)
    s.gap()
    app_json(s, fcm)
    ct_not_from(s, fcm)
    noise(s, 4)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 6)


def plan_xcode15(s):
    r = s.rng
    ct2, lps, own = ct_push(r, rich=True, accent=True), lp_push(r, key="_lpu", silent=True), own_push(r)
    opening(s)
    app_split(s, ct2)
    ct_static(s, ct2)
    ct_handling(s, ct2)
    every_noise_kind(s)
    s.gap()
    app_nsdict(s, lps)
    ct_not_from(s, lps)
    noise(s, 4)
    app_json(s, own)
    noise(s, 3)
    ct_handling(s, ct_push_no_aps(r))
    noise(s, 5)


def plan_xcode15_plain(s):
    r = s.rng
    lps, both, fcm, ct3 = lp_push(r, silent=True), both_push(r), fcm_push(r), ct_push(r)
    cold_start(s, lps, 2, ["holder", "launched"])
    opening(s)
    app_swift(s, both)
    noise(s, 3)
    ct_static(s, fcm)
    ct_not_from(s, fcm)
    every_noise_kind(s)
    app_json(s, ct3)
    ct_handling(s, ct3)
    noise(s, 4)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 5)


def plan_default(s):
    r = s.rng
    ct4, lps, fcm = ct_push(r, accent=True), lp_push(r, silent=True), fcm_push(r)
    opening(s)
    app_nsdict(s, ct4)
    ct_handling(s, ct4)
    every_noise_kind(s)
    app_json(s, lps, logger=True)
    ct_not_from(s, lps)
    noise(s, 4)
    app_nsdict(s, fcm)
    noise(s, 3)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 5)


def plan_compact(s):
    r = s.rng
    ct5, fcm, lpu = ct_push(r, rich=True), fcm_push(r, wake=True), lp_push(r, key="_lpu")
    cold_start(s, ct5, 1, ["ct_launch", "holder", "launched", "ct_will"])
    opening(s)
    app_json(s, fcm, logger=True)
    every_noise_kind(s)
    ct_handling(s, ct_push_no_aps(r))
    noise(s, 4)
    app_swift(s, lpu, logger=True)
    noise(s, 5)


def plan_syslog(s):
    r = s.rng
    lpn, ct6, own = lp_push(r, key="_lpn"), ct_push(r, dollar_only=True), own_push(r, silent=True)
    opening(s)
    app_nsdict(s, lpn)
    ct_not_from(s, lpn)
    every_noise_kind(s)
    app_json(s, ct6, logger=True)
    ct_handling(s, ct6)
    noise(s, 4)
    app_json(s, own, label="Silent push: ", logger=True)
    noise(s, 3)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 4)


def plan_log_show(s):
    r = s.rng
    lps, ct7, fcm = lp_push(r, silent=True), ct_push(r), fcm_push(r)
    cold_start(s, lps, 2, ["holder", "ct_launch", "ct_will"])
    opening(s)
    app_nsdict(s, ct7)
    ct_handling(s, ct7)
    every_noise_kind(s)
    app_json(s, fcm, logger=True)
    noise(s, 3)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 4)


def plan_ndjson(s):
    r = s.rng
    fcm, ct8, lp = fcm_push(r, silent=True), ct_push(r, rich=True), lp_push(r)
    opening(s)
    app_json(s, fcm, logger=True)
    ct_not_from(s, fcm)
    every_noise_kind(s)
    ct_handling(s, ct8)
    noise(s, 3)
    ct_static(s, ct_push_no_aps(r))
    s.gap()
    lp_launched(s, lp)
    noise(s, 4)


def plan_idevicesyslog(s):
    r = s.rng
    lps, ct9, fcm = lp_push(r, silent=True), ct_push(r), fcm_push(r)
    opening(s)
    app_nsdict(s, lps)
    ct_not_from(s, lps)
    every_noise_kind(s)
    app_json(s, ct9, logger=True)
    s.second_capture = len(s.events)  # the reconnected capture starts here
    n_springboard_flags(s)
    ct_handling(s, ct9)
    noise(s, 4)
    ct_static(s, fcm)
    noise(s, 3)
    ct_handling(s, ct_push_no_aps(r))
    noise(s, 4)


def plan_console(s):
    r = s.rng
    both, lps, fcm, ct10 = both_push(r), lp_push(r, silent=True), fcm_push(r), ct_push(r, rich=True)
    opening(s)
    app_swift(s, both, logger=True)
    lp_launched(s, both)
    every_noise_kind(s)
    app_json(s, lps, logger=True)
    noise(s, 3)
    ct_static(s, fcm)
    ct_handling(s, ct10)
    noise(s, 4)
    ct_static(s, ct_push_no_aps(r))
    noise(s, 4)


def plan_simctl(s):
    r = s.rng
    ct11, lpv, own = ct_push(r), lp_push(r, key="_lpv", silent=True), own_push(r)
    opening(s)
    app_nsdict(s, ct11)
    ct_handling(s, ct11)
    every_noise_kind(s)
    app_json(s, lpv, logger=True)
    ct_not_from(s, lpv)
    noise(s, 3)
    app_swift(s, own, label="Order push: ", logger=True)
    noise(s, 3)
    ct_handling(s, ct_push_no_aps(r))
    noise(s, 4)


NOT_A_PUSH_KINDS = [n_ct_upload, n_aps_in_string, n_app_dict, n_api_json, n_app_state, n_keyboard, n_springboard_flags,
                    n_cfnetwork_summary, n_nw, n_background_task, n_uikit_assert, n_stack, n_ct_misc, n_lp_misc]


def plan_not_a_push(s, budget=40):
    """Exactly `budget` lines of noise in the Xcode console format, the likeliest to be taken
    for pushes first (dictionaries, wzrk_ref, aps in a string), topped up with one-line entries."""
    def used():
        return sum(1 + e.text.count("\n") for e in s.events)
    for g in NOT_A_PUSH_KINDS:
        before = len(s.events)
        g(s)
        if used() > budget:
            del s.events[before:]
    while used() < budget:
        n_cfnetwork_task(s)


def _seed(name):
    return SEED + zlib.crc32(name.encode())


def make(name, build, plan, pids=DEVICE_PIDS, scale=1.0):
    s = Session(random.Random(_seed(name)), build, pids)
    s.scale = scale
    plan(s)
    return s


LOGS = {}  # name -> function returning (lines, keys)


def log(name):
    def register(fn):
        LOGS[name] = fn
        return fn
    return register


@log("xcode-console.log")
def _xcode_console():
    s = make("xcode-console.log", Build(ct_oslog=False, ct_image="CleverTapSDK", stdio=True, xcode=True), plan_xcode14)
    return render_xcode14(s.events, s.pids)


@log("xcode15-metadata.log")
def _xcode15_metadata():
    s = make("xcode15-metadata.log", Build(ct_oslog=True, app_image="Shop.debug.dylib", stdio=True, xcode=True),
             plan_xcode15)
    return render_xcode15(s.events, s.pids, metadata=True)


@log("xcode15-plain.log")
def _xcode15_plain():
    s = make("xcode15-plain.log", Build(ct_oslog=True, app_image="Shop.debug.dylib", stdio=True, xcode=True),
             plan_xcode15_plain)
    return render_xcode15(s.events, s.pids, metadata=False)


@log("log-default.log")
def _log_default():
    # CleverTap and Leanplum linked statically: their lines name no sender image.
    s = make("log-default.log", Build(ct_oslog=True, ct_image="Shop", lp_image="Shop"), plan_default)
    return render_default(s.events, s.pids)


@log("log-compact.log")
def _log_compact():
    s = make("log-compact.log", Build(ct_oslog=True, app_image="Shop.debug.dylib"), plan_compact)
    return render_compact(s.events, s.pids)


@log("log-syslog.log")
def _log_syslog():
    s = make("log-syslog.log", Build(ct_oslog=True), plan_syslog)
    return render_syslog(s.events, s.pids)


@log("log-show.json")
def _log_show():
    # log show reads an archive: debug and info messages were never persisted, so this app runs
    # CleverTap up to 7.4, whose lines are NSLog's. About 29 lines an event: each kind of noise
    # once, nothing more.
    s = make("log-show.json", Build(ct_oslog=False, persisted_only=True), plan_log_show, scale=0)
    return render_json(s.events, s.pids, s.rng)


@log("log-stream.ndjson")
def _log_stream():
    s = make("log-stream.ndjson", Build(ct_oslog=True, app_image="Shop.debug.dylib", apsd=False),
             plan_ndjson, pids=SIM_PIDS, scale=2.5)
    first = ('Filtering the log data using "subsystem == "com.clevertap.sdk" OR process == "Shop" '
             'OR process == "SpringBoard""')
    return render_ndjson(s.events, s.pids, s.rng, first)


@log("idevicesyslog.log")
def _idevicesyslog():
    s = make("idevicesyslog.log", Build(ct_oslog=False, persisted_only=True), plan_idevicesyslog)
    return render_idevicesyslog(s.events, s.pids, getattr(s, "second_capture", None))


@log("console-app.log")
def _console_app():
    s = make("console-app.log", Build(ct_oslog=True), plan_console)
    return render_console(s.events, s.pids)


@log("simctl-stream.log")
def _simctl_stream():
    s = make("simctl-stream.log", Build(ct_oslog=True, app_image="Shop.debug.dylib", apsd=False),
             plan_simctl, pids=SIM_PIDS)
    first = 'Filtering the log data using "processImagePath CONTAINS "Shop.app" OR process == "SpringBoard""'
    return render_default(s.events, s.pids, first=first)


@log("not-a-push.log")
def _not_a_push():
    s = make("not-a-push.log", Build(ct_oslog=False, stdio=True, xcode=True), plan_not_a_push)
    lines, keys = render_xcode14(s.events, s.pids)
    assert not keys
    return lines, keys


@log("lone-dictionary.txt")
def _lone_dictionary():
    payload = {"alert": "Hi there", "custom": 1}
    line = f"{ts_full(START)} Shop[812:33441] Push: {json.dumps(payload, separators=(',', ':'))}"
    return [line], [(1, (0, handler(payload), content_available(payload), False))]


# ---------------------------------------------------------------------------------------------
# Android's logcat (device-logs.md §2, `logcat`): a React Native / Flutter app with CleverTap's
# and Leanplum's Android SDKs, `adb logcat` in its default `threadtime` layout.

ANDROID_PID, ANDROID_PACKAGE = 4311, "com.example.shop"


def bundle_print(payload):
    """Android's `Bundle.toString()`: `Bundle[{key=value, ...}]`, every value as its string."""
    return "Bundle[{" + ", ".join(f"{k}={_java_value(v)}" for k, v in payload.items()) + "}]"


def java_map_print(payload):
    """`java.util.Map.toString()`, as Leanplum Android logs an FCM message's data."""
    return "{" + ", ".join(f"{k}={_java_value(v)}" for k, v in payload.items()) + "}"


def _java_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return json.dumps(value, separators=(",", ":"))
    return str(value)


def dart_print(value):
    """Dart's `Map.toString()`: `{key: value}`, strings bare."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {dart_print(v)}" for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def js_print(value):
    """React Native's `console.log` of an object, as logcat shows it: `{ key: 'value' }`."""
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k}: {js_print(v)}" for k, v in value.items()) + " }"
    if isinstance(value, str):
        return "'" + value + "'"
    return json.dumps(value)


def android_ct_push(rng):
    """A CleverTap push as FCM delivers it to Android: its data, every value a string."""
    p = {"wzrk_acct_id": ACCOUNT, "nm": sentence(rng, 5), "nt": sentence(rng, 2),
         "wzrk_id": f"0_{rng.randint(1764400000, 1764499999)}", "wzrk_pivot": "wzrk_default", "wzrk_pn": "true"}
    if rng.random() < 0.6:
        p["wzrk_dl"] = f"shop://deal/{rng.randint(1, 999)}"
    p["pr"] = ""
    return p


def android_lp_push(rng):
    return {"lp_message": sentence(rng, 6), "_lpm": str(rng.randint(10**15, 10**16 - 1)),
            "lp_occurrence_id": uuid(rng)}


def render_logcat(rng):
    """`adb logcat` of one session: (lines, keys), the keys as the other logs' are."""
    t = START.replace(tzinfo=None)
    lines, keys = ["--------- beginning of main"], []

    def add(tag, message, level="D", tid=None):
        nonlocal t
        t += timedelta(milliseconds=rng.randint(1, 400))
        stamp = t.strftime("%m-%d %H:%M:%S.") + f"{t.microsecond // 1000:03d}"
        lines.append(f"{stamp} {ANDROID_PID:5d} {tid or rng.choice((4311, 4390, 4402)):5d} {level} {tag:8s}: {message}")

    def push(payload, tag, message, level="D"):
        add(tag, message, level)
        keys.append((len(lines), (0, handler(payload), content_available(payload), "aps" not in payload)))

    def noise(n):
        for _ in range(n):
            kind = rng.randrange(9)
            if kind == 0:
                add("ShopActivity", "onCreate extras: " + bundle_print(
                    {"android.intent.extra.REFERRER_NAME": "android-app://com.google.android.gm",
                     "screen": rng.choice(("deals", "cart", "home"))}))
            elif kind == 1:
                event = {"evtName": "Product Viewed", "evtData": {"id": rng.randint(1, 99)}}
                add("CleverTap:" + ACCOUNT, "Pushing event onto queue: " + json.dumps(event, separators=(",", ":")),
                    "V")
            elif kind == 2:
                batch = [{"evtName": "Notification Viewed", "evtData": {
                    "wzrk_id": f"0_{rng.randint(1764400000, 1764499999)}", "wzrk_pn": True},
                    "ep": rng.randint(1764400000, 1764499999)}]
                add("CleverTap:" + ACCOUNT, f"Send queue contains {len(batch)} items: "
                    + json.dumps(batch, separators=(",", ":")), "V")
            elif kind == 3:
                add("flutter", "profile: " + dart_print({"name": "Ann Lee", "age": rng.randint(20, 60)}), "I")
            elif kind == 4:
                add("ReactNativeJS", "'Screen viewed:', " + js_print({"screen": "Deals",
                                                                      "params": {"id": rng.randint(1, 99)}}), "I")
            elif kind == 5:
                add("Choreographer", f"Skipped {rng.randint(30, 90)} frames!  The application may be doing too "
                    "much work on its main thread.", "I")
            elif kind == 6:
                add("okhttp.OkHttpClient", f"<-- 200 https://api.example.com/cart ({rng.randint(40, 400)}ms)", "I")
            elif kind == 7:
                add("CleverTap:" + ACCOUNT, "Queue sent successfully", "I")
            elif rng.randrange(2):
                # An app's print of a received FCM message of neither SDK: a push library's
                # receive line, FCM's own google.message_id: a push, owner none.
                fcm = {"google.message_id": f"0:{rng.randint(10**12, 10**13)}%abc", "campaign": "weekly"}
                push(fcm, "ShopFcmService", "onMessageReceived: " + bundle_print(fcm))
            else:
                # Firebase Analytics' event about a push: its Bundle names the message, no push.
                add("FA", "Logging event (FE): notification_receive(_nr), " + bundle_print(
                    {"ga_event_origin(_o)": "fcm", "message_id(_nmid)": str(rng.randint(10**12, 10**13))}), "V")

    noise(12)
    ct = android_ct_push(rng)
    push(ct, "CleverTap:PushNotificationHandler", "FCMreceived notification from CleverTap: " + bundle_print(ct))
    push(ct, "CleverTap:" + ACCOUNT, "Handling notification: " + bundle_print(ct))
    add("CleverTap:" + ACCOUNT, "Rendering Push on channel = orders")
    noise(14)
    lp = android_lp_push(rng)
    push(lp, "[Leanplum][INFO]", "Received push notification message: " + java_map_print(lp), "I")
    noise(14)
    ct2 = android_ct_push(rng)
    push(ct2, "ShopFcmService", "onMessageReceived: " + bundle_print(ct2))
    noise(14)
    ct3 = android_ct_push(rng)
    add("ReactNativeJS", "'Message received:', " + js_print(
        {"data": ct3, "from": "1234567890", "messageId": f"0:{rng.randint(10**12, 10**13)}%abc"}), "I")
    keys.append((len(lines), (0, handler(ct3), content_available(ct3), True)))
    noise(14)
    silent = own_push(rng, silent=True)
    push(silent, "flutter", "onBackgroundMessage: " + dart_print(silent), "I")
    noise(14)
    return lines, keys


@log("logcat.log")
def _logcat():
    return render_logcat(random.Random(_seed("logcat.log")))


# ---------------------------------------------------------------------------------------------


def check(name, lines, keys):
    """What the brief asks of every session log; a failure here is a generator bug."""
    if name in ("lone-dictionary.txt",):
        return
    if name == "logcat.log":
        handlers = [info[1] for _, info in keys]
        assert set(handlers) == {"leanplum", "clevertap", "none"} and any(info[2] for _, info in keys), name
        assert 60 <= len(lines) <= 250 and 4 <= len(keys) <= 10, (name, len(lines), len(keys))
        return
    if name == "not-a-push.log":
        assert len(lines) == 40 and not keys, (name, len(lines))
        return
    assert 60 <= len(lines) <= (800 if name.endswith(".json") else 250), (name, len(lines))
    assert 4 <= len(keys) <= 10, (name, len(keys))
    handlers = {info[1] for _, info in keys}
    assert handlers == {"leanplum", "clevertap", "none"}, (name, handlers)
    assert any(info[2] for _, info in keys), (name, "no silent push")
    assert not all(info[3] for _, info in keys), (name, "no push without aps")
    lines_seen = [n for n, _ in keys]
    assert lines_seen == sorted(lines_seen) and len(set(lines_seen)) == len(lines_seen), name
    text = "\n".join(lines)
    if name.endswith("json"):
        text = text.replace('\\"', '"').replace("\\/", "/")
    for needles in (("transaction_duration_ms=",), ('"status":"ok"',), ("wzrk_ref",), ("hasContentAvailable",),
                    ("aps-environment", "aps token", "no aps key"), ("First throw call stack", '"0   CoreFoundation'),
                    ("AppState:", "CartStore.update", "Session restored", "viewDidAppear", "Prefetching"),
                    ("nw_", "[C"), ("ackground", "backgroundTask"), ("UINavigationBar decoded",)):
        assert any(n in text for n in needles), (name, needles)


def write_all(directory):
    os.makedirs(directory, exist_ok=True)
    counts = {}
    for name, fn in LOGS.items():
        lines, keys = fn()
        check(name, lines, keys)
        with open(os.path.join(directory, name), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        stem = name.rsplit(".", 1)[0]
        with open(os.path.join(directory, stem + ".expected"), "w", encoding="utf-8", newline="\n") as f:
            f.write("line\thandler\tcontent_available\n")
            for line, (_, owner, ca, _) in keys:
                f.write(f"{line}\t{owner}\t{'true' if ca else 'false'}\n")
        counts[name] = (len(lines), len(keys))
    return counts


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, (lines, pushes) in write_all(directory).items():
        print(f"{name:22} {lines:4} lines {pushes:3} pushes", file=sys.stderr)


if __name__ == "__main__":
    main()
