#!/usr/bin/env python3
"""Writes the made-up test sessions of `pushroute session`'s tests, as `log stream` prints them
(default style). The SDKs' lines are their format strings as PushPathLines.swift declares them
(Leanplum iOS 6.6.1, CleverTap iOS 7.x), iOS's lines the forms docs/device-logs.md "Events"
lists. No line is copied from a real log. Run from this folder: python3 make_sessions.py"""

ACCOUNT = "TEST-R78-ZZK-955Z"
OLD_APP, APP, SB, DASD = ("Shop", 640), ("Shop", 812), ("SpringBoard", 49), ("dasd", 97)


def ns_dictionary(lines):
    """An NSDictionary description, one key a line."""
    return "{\n" + "".join(f"    {line}\n" for line in lines) + "}"


LP_PUSH = '{"aps":{"alert":"Your order shipped"},"_lpm":5712381201,"lp_occurrence_id":"5813dbe3-214d"}'
# Without `lp_occurrence_id`, Leanplum 6.6.1 takes the cold-start tap for a new push and handles it twice.
LP_PUSH_NO_OCCURRENCE = '{"aps":{"alert":"Your order shipped"},"_lpm":5712381201}'
CT_PUSH = ns_dictionary(["aps =     {", "    alert = \"20% off today\";", "};", "\"wzrk_acct_id\" = \"" + ACCOUNT + "\";",
                         "\"wzrk_dl\" = \"shop://offers/42\";", "\"wzrk_id\" = \"1764402062_20261129\";"])
OTHER_PUSH = ns_dictionary(["aps =     {", "    alert = \"Reply from Ana\";", "};", "\"thread\" = 7;"])


def lp(level, text):
    return f"[LEANPLUM] [{level}]: {text}"


def ct(text):
    return f"[CleverTap]: CleverTap.{ACCOUNT}: {text}"


def request(rid):
    return (SB, f"[com.shop.app] Received remote notification request {rid} [ waking: 0, hasAlertContent: 1, hasSound: 1 "
            "hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 0 pushType: Alert]")


def delivered(rid):
    return (SB, f"[com.shop.app] Delivered user visible push notification {rid}")


def tap(rid):
    return [(SB, f"Dispatcher will execute action com.apple.UNNotificationDefaultActionIdentifier for notification {rid}"),
            (SB, "[com.shop.app] Launch application in foreground for notification response action "
             "com.apple.UNNotificationDefaultActionIdentifier")]


STARTED = [(APP, lp("INFO", "[Wrapper] Wrapper Instantiated")),
           (APP, lp("DEBUG", f"[Wrapper] CleverTap instance created with accountId: {ACCOUNT}"))]

# A tap on a killed app: iOS launches a new process (812, the earlier one was 640).
COLD_START = [(OLD_APP, lp("INFO", "[Wrapper] Wrapper Instantiated")), request("A1A1-0001"), delivered("A1A1-0001"),
              *tap("A1A1-0001"), *STARTED,
              (APP, lp("INFO", f"Application Launched with notification: {LP_PUSH}")),
              (APP, ct(f"Leanplum will handle the notification: {LP_PUSH}")),
              (APP, lp("INFO", "Notification Opened MessageId: 5712381201"))]

# The same tap, its push without `lp_occurrence_id`, and Leanplum opened it once: the model says
# twice at 6.6.1. Releases before 6.1.1 open it once; their CleverTap (5.x, pin ~> 5.0.1) predates
# PR #371, so its launch observer finds the push and refuses it as not CleverTap's where 7.0.2 and
# later print `Leanplum will handle the notification`.
COLD_START_ONCE = [refused for line in COLD_START
                   for refused in ([(APP, ct(f"found push notification at launch: {LP_PUSH_NO_OCCURRENCE}")),
                                    (APP, ct(f"push notification not from CleverTap, not processing: {LP_PUSH_NO_OCCURRENCE}"))]
                                   if "Leanplum will handle" in line[1]
                                   else [(line[0], line[1].replace(LP_PUSH, LP_PUSH_NO_OCCURRENCE))])]

# A tap on a killed app told by its process id alone: the app's lines come from a new process
# (812, the earlier one was 640); iOS's `Launch application in foreground` line decides nothing.
COLD_START_BY_PID = [(OLD_APP, lp("INFO", "[Wrapper] Wrapper Instantiated")), request("G7G7-0007"), delivered("G7G7-0007"),
                     *tap("G7G7-0007"), *STARTED,
                     (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Open")),
                     (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                     (APP, ct("handling push notification: " + CT_PUSH)),
                     (APP, ct("Firing deep link: shop://offers/42"))]

# The same tap with CleverTap before 7.0.2 (PR #371): its own launch observer finds the push
# and handles it for Leanplum's instance (no `Leanplum will handle the notification`), then
# Leanplum forwards it too: CleverTap handles it twice and fires the deep link twice.
FORWARD = next(index for index, line in enumerate(COLD_START_BY_PID) if "Calling CleverTap.handlePushNotification" in line[1])
COLD_START_CT_TWICE = [*COLD_START_BY_PID[:FORWARD], (APP, ct("found push notification at launch: " + CT_PUSH)),
                       (APP, ct("handling push notification: " + CT_PUSH)), (APP, ct("Firing deep link: shop://offers/42")),
                       *COLD_START_BY_PID[FORWARD:]]

# The same tap with CleverTap 7.0.2 or later: its launch observer finds the push and leaves it to
# Leanplum's instance (`Leanplum will handle the notification`, PR #371); Leanplum forwards it: once.
COLD_START_LEFT_TO_LEANPLUM = [*COLD_START_BY_PID[:FORWARD], (APP, ct("found push notification at launch: " + CT_PUSH)),
                               (APP, ct("Leanplum will handle the notification: " + CT_PUSH)), *COLD_START_BY_PID[FORWARD:]]

# A content-available push waking the app running in the background (same process as before):
# dasd's activity joins its lines, Leanplum's fetch callback prints the app state (2: background).
CT_SILENT = ns_dictionary(["aps =     {", "    \"content-available\" = 1;", "};",
                           "\"wzrk_acct_id\" = \"" + ACCOUNT + "\";", "\"wzrk_id\" = \"1764402099_20261129\";"])
BACKGROUND_WAKE = [*STARTED,
                   (SB, "[com.shop.app] Received remote notification request H8H8-0008 [ waking: 1, hasAlertContent: 0, "
                    "hasSound: 0 hasBadge: 0 hasContentAvailable: 1 hasMutableContent: 0 pushType: Background]"),
                   (SB, "[com.shop.app] Request DUET delivers content-available push notification to application"),
                   (DASD, "Submitted Activity: com.apple.pushLaunch.com.shop.app:8C1D4E at priority 5 <private>"),
                   (APP, lp("DEBUG", "Called swizzled application:didReceiveRemoteNotification:fetchCompletionHandler AppState: 2")),
                   (APP, "[CleverTap]: Handling notification: " + CT_SILENT),
                   (APP, ct("handling push notification: " + CT_SILENT))]

# A CleverTap push received while the app is in the foreground.
FOREGROUND_RECEIVE = [*STARTED, request("B2B2-0002"),
                      (SB, "[com.shop.app] Send willPresentNotification for notification B2B2-0002"),
                      (APP, lp("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")),
                      (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                      (APP, ct("handling push notification: " + CT_PUSH)),
                      (SB, "[com.shop.app] willPresentNotification delivery succeeded for notification B2B2-0002")]

# The same push, presented (Leanplum's presentation option lets it show) and then tapped while the
# app is still in the foreground: Leanplum forwards the tap with the deep-link flag false (the
# app set it, or Leanplum 6.1.0's default), and CleverTap does not open the link.
FOREGROUND_TAP = [*FOREGROUND_RECEIVE, *tap("B2B2-0002"),
                  (APP, lp("DEBUG", "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler")),
                  (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: false for Push Open")),
                  (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                  (APP, ct("handling push notification: " + CT_PUSH)),
                  (APP, ct("app in foreground and openInForeground flag is FALSE, will not process any deep link for "
                           "notification: " + CT_PUSH))]

# The same tap, iOS's lines saying what the app answered its willPresent with: 18, a banner and a
# sound (UNNotificationPresentationOptions: Badge 1, Sound 2, Alert 4, List 8, Banner 16). With
# Leanplum's flag `false` for an open (6.1.1 on: the app set it), both facts the model needs.
WILL_PRESENT = next(index for index, line in enumerate(FOREGROUND_TAP) if "Called swizzled userNotificationCenter:willPresent" in line[1])
FOREGROUND_TAP_PRESENTED = [*FOREGROUND_TAP[:WILL_PRESENT + 1],
                            (SB, "[com.shop.app] Received response 18 for willPresentNotification for notification B2B2-0002"),
                            *FOREGROUND_TAP[WILL_PRESENT + 1:]]

# A CleverTap push with a deep link received in the foreground, which Leanplum forwards with the
# flag `true` (6.1.1 on: the app set it; unset, a receive passes `false`): CleverTap opens the link.
# iOS's answer 0: the app shows nothing.
RECEIVE_FLAG_TRUE = [*STARTED, request("M2M2-0012"),
                     (SB, "[com.shop.app] Send willPresentNotification for notification M2M2-0012"),
                     (APP, lp("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")),
                     (SB, "[com.shop.app] Received response 0 for willPresentNotification for notification M2M2-0012"),
                     (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Receive")),
                     (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                     (APP, ct("handling push notification: " + CT_PUSH)),
                     (APP, ct("Firing deep link: shop://offers/42"))]

# A tap on a CleverTap push while the app runs in the background (same process as before).
BACKGROUND_TAP = [*STARTED, request("C3C3-0003"), delivered("C3C3-0003"), *tap("C3C3-0003"),
                  (APP, lp("DEBUG", "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler")),
                  (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Open")),
                  (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                  (APP, ct("handling push notification: " + CT_PUSH)),
                  (APP, ct("Firing deep link: shop://offers/42"))]

# The same tap, the log begun after the app launched: no `CleverTap instance created with
# accountId:` line states the account; CleverTap's own lines and the payload name it.
BACKGROUND_TAP_AFTER_LAUNCH = [line for line in BACKGROUND_TAP if "instance created" not in line[1]]

# The same tap in an app that calls `CleverTap.autoIntegrate()` after `Leanplum.start`: CleverTap's
# swizzle of the response method wraps Leanplum's hook, so CleverTap handles the tap (through its
# class method, `Handling notification:`) before Leanplum's hook forwards it again: twice.
AUTO_INTEGRATED = (APP, f"[CleverTap]: CleverTap.{ACCOUNT}: Auto Integration enabled")
HOOK = next(index for index, line in enumerate(BACKGROUND_TAP) if "didReceiveNotificationResponse" in line[1])
BACKGROUND_TAP_AUTO_INTEGRATE = [AUTO_INTEGRATED, *BACKGROUND_TAP[:HOOK], (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                                 (APP, ct("handling push notification: " + CT_PUSH)), (APP, ct("Firing deep link: shop://offers/42")),
                                 *BACKGROUND_TAP[HOOK:]]

# The cold-start tap above, then a second CleverTap push tapped with the app in the background
# (same process). Neither has `lp_occurrence_id`: Leanplum before 6.1.1 takes the second for the
# push that launched the app and skips it, so only a replay of the whole session predicts it.
CT_PUSH_B = ns_dictionary(["aps =     {", "    alert = \"Back in stock\";", "};", "\"wzrk_acct_id\" = \"" + ACCOUNT + "\";",
                           "\"wzrk_dl\" = \"shop://restock\";", "\"wzrk_id\" = \"1764402077_20261129\";"])
SECOND_TAP = [*COLD_START_BY_PID, request("J9J9-0009"), delivered("J9J9-0009"), *tap("J9J9-0009"),
              (APP, lp("DEBUG", "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler")),
              (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Open")),
              (APP, "[CleverTap]: Handling notification: " + CT_PUSH_B),
              (APP, ct("handling push notification: " + CT_PUSH_B)),
              (APP, ct("Firing deep link: shop://restock"))]

# Two pushes in the foreground the app answered differently: the first with 0 (nothing shown),
# the second with 16 (a banner), which the user tapped. Each push's own answer decides whether
# it could be tapped, not the session's first.
def foreground_push(rid, payload, answer):
    return [request(rid), (SB, f"[com.shop.app] Send willPresentNotification for notification {rid}"),
            (APP, lp("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")),
            (SB, f"[com.shop.app] Received response {answer} for willPresentNotification for notification {rid}"),
            (APP, "[CleverTap]: Handling notification: " + payload),
            (APP, ct("handling push notification: " + payload)),
            (SB, f"[com.shop.app] willPresentNotification delivery succeeded for notification {rid}")]


ANSWERS_PER_PUSH = [*STARTED, *foreground_push("N3N3-0013", CT_PUSH, 0), *foreground_push("P4P4-0014", CT_PUSH_B, 16),
                    *tap("P4P4-0014"),
                    (APP, lp("DEBUG", "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler")),
                    (APP, lp("INFO", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: false for Push Open")),
                    (APP, "[CleverTap]: Handling notification: " + CT_PUSH_B),
                    (APP, ct("handling push notification: " + CT_PUSH_B)),
                    (APP, ct("app in foreground and openInForeground flag is FALSE, will not process any deep link for "
                             "notification: " + CT_PUSH_B))]

# A CleverTap push with an image (mutable-content) received in the foreground: iOS ran the
# service extension, which added the attachment, before asking the app how to present it.
CT_RICH = ns_dictionary(["aps =     {", "    alert = \"New arrivals\";", "    \"mutable-content\" = 1;", "};",
                         "\"ct_mediaType\" = image;", "\"ct_mediaUrl\" = \"https://cdn.shop.example/new.jpg\";",
                         "\"wzrk_acct_id\" = \"" + ACCOUNT + "\";", "\"wzrk_id\" = \"1764402088_20261129\";"])
EXTENSION_RAN = [*STARTED,
                 (SB, "[com.shop.app] Received remote notification request K0K0-0010 [ waking: 0, hasAlertContent: 1, hasSound: 1 "
                  "hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 1 pushType: Alert]"),
                 (SB, "[com.shop.app] Will deliver mutated notification content; notificationRequest=K0K0-0010, attachmentCount=1, "
                  "runtime: 0.412"),
                 (SB, "[com.shop.app] Send willPresentNotification for notification K0K0-0010"),
                 (APP, lp("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")),
                 (APP, "[CleverTap]: Handling notification: " + CT_RICH),
                 (APP, ct("handling push notification: " + CT_RICH))]

# A CleverTap-only app (no Leanplum code; `CleverTap.autoIntegrate()`, its debug level on): a tap
# on a killed app. The new process's autoIntegrate leaves the launch push to its swizzled
# `didReceive`, which handles it once.
CLEVERTAP_ONLY = [(OLD_APP, AUTO_INTEGRATED[1]), request("L1L1-0011"), delivered("L1L1-0011"), *tap("L1L1-0011"),
                  AUTO_INTEGRATED,
                  (APP, ct("CleverTap autoIntegration enabled in iOS10+ with a UNUserNotificationCenterDelegate, not manually "
                           "checking for push notification at launch")),
                  (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                  (APP, ct("handling push notification: " + CT_PUSH)),
                  (APP, ct("Firing deep link: shop://offers/42"))]

# A push iOS did not deliver: the app printed nothing.
NOT_DELIVERED = [*STARTED, request("D4D4-0004"),
                 (SB, "[com.shop.app] NOT delivering user visible push notification D4D4-0004 [ reason: user disabled ]")]

# Leanplum at its default level (info): CleverTap's debug lines are silent.
DEFAULT_LEVEL = [(OLD_APP, lp("INFO", "[Wrapper] Wrapper Instantiated")), request("E5E5-0005"), delivered("E5E5-0005"),
                 *tap("E5E5-0005"), (APP, lp("INFO", "[Wrapper] Wrapper Instantiated")),
                 (APP, lp("INFO", f"Application Launched with notification: {LP_PUSH}")),
                 (APP, lp("INFO", "Notification Opened MessageId: 5712381201"))]

# A push from another provider, received in the foreground.
OTHER_PROVIDER = [*STARTED, request("F6F6-0006"),
                  (SB, "[com.shop.app] Send willPresentNotification for notification F6F6-0006"),
                  (APP, lp("DEBUG", "Called swizzled userNotificationCenter:willPresentNotification:withCompletionHandler")),
                  (APP, ct("push notification not from CleverTap, not processing: " + OTHER_PUSH))]

# Leanplum 6.0.2 at debug level: a tap on a CleverTap push while the app runs in the background.
# Its wrapper lines and `Will call …` print at debug, up to 6.0.2 only: the lines rule out 6.0.3 and later.
LEANPLUM_6_0_2 = [(APP, lp("DEBUG", "[Wrapper] Wrapper Instantiated")),
                  (APP, lp("DEBUG", f"[Wrapper] CleverTap instance created with accountId: {ACCOUNT}")),
                  request("L1L1-0011"), delivered("L1L1-0011"), *tap("L1L1-0011"),
                  (APP, lp("DEBUG", "Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler")),
                  (APP, lp("DEBUG", "[Wrapper] Will call CleverTap.handlePushNotification for Push Open")),
                  (APP, lp("DEBUG", "[Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Open")),
                  (APP, "[CleverTap]: Handling notification: " + CT_PUSH),
                  (APP, ct("handling push notification: " + CT_PUSH)),
                  (APP, ct("Firing deep link: shop://offers/42"))]

SESSIONS = {
    "cold-start.log": COLD_START, "cold-start-once.log": COLD_START_ONCE, "cold-start-by-pid.log": COLD_START_BY_PID,
    "cold-start-clevertap-twice.log": COLD_START_CT_TWICE, "cold-start-left-to-leanplum.log": COLD_START_LEFT_TO_LEANPLUM,
    "foreground-receive.log": FOREGROUND_RECEIVE, "foreground-tap.log": FOREGROUND_TAP,
    "foreground-tap-presented.log": FOREGROUND_TAP_PRESENTED, "receive-flag-true.log": RECEIVE_FLAG_TRUE,
    "background-wake.log": BACKGROUND_WAKE, "background-tap.log": BACKGROUND_TAP,
    "background-tap-auto-integrate.log": BACKGROUND_TAP_AUTO_INTEGRATE,
    "background-tap-after-launch.log": BACKGROUND_TAP_AFTER_LAUNCH,
    "second-tap.log": SECOND_TAP, "answers-per-push.log": ANSWERS_PER_PUSH, "extension-ran.log": EXTENSION_RAN, "not-delivered.log": NOT_DELIVERED, "clevertap-only.log": CLEVERTAP_ONLY, "default-level.log": DEFAULT_LEVEL, "other-provider.log": OTHER_PROVIDER,
    "leanplum-6.0.2.log": LEANPLUM_6_0_2,
    # The golden session: several pushes in one process.
    "session.log": STARTED + BACKGROUND_TAP[2:] + FOREGROUND_RECEIVE[2:] + NOT_DELIVERED[2:] + OTHER_PROVIDER[2:],
}


def clock(index):
    return f"10:{1 + index // 50:02d}:{index % 50:02d}.{123456 + index * 1111:06d}+0100"


def log_stream(entries, keep=lambda process: True):
    lines = ["Filtering the log data using \"process == 'Shop' OR process == 'SpringBoard'\"",
             "Timestamp                       Thread     Type        Activity             PID    TTL  "]
    for index, ((process, pid), message) in enumerate(entries):
        if keep(process):
            lines.append(f"2026-11-29 {clock(index)} 0x{0x3f2a9 + pid:x}    {'Default':<11} 0x0                  {pid:<6} 0    "
                         f"{process}: {message}")
    return lines


# Several logs of one session (docs/logs.md "Several logs"): Xcode's console holds the app's
# lines alone, `log stream` or a Console.app copy iOS's; the entries' times interleave them.
def xcode_console(entries):
    return [f"2026-11-29 {clock(index)} {process}[{pid}:{0x3f2a9 + pid:x}] {message}"
            for index, ((process, pid), message) in enumerate(entries) if process == "Shop"]


def console_app(entries):
    return [f"default\t{clock(index)}\t{process}\t{message}"
            for index, ((process, pid), message) in enumerate(entries) if process != "Shop"]


def write(name, lines):
    with open(name, "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    for name, entries in SESSIONS.items():
        write(name, log_stream(entries))
    session = SESSIONS["session.log"]
    write("merged-xcode.log", xcode_console(session))
    write("merged-ios.log", log_stream(session, keep=lambda process: process != "Shop"))
    write("merged-ios-console.txt", console_app(session))
