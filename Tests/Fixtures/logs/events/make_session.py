#!/usr/bin/env python3
"""Writes session.log: a made-up test session as `log stream` prints it (default style), for
the `classify --events` tests. The SDKs' lines are their format strings filled in (Leanplum
iOS 6.6.1, CleverTap iOS 7.0.2), iOS's lines the forms docs/device-logs.md "Events" lists.
Run from this folder: python3 make_session.py"""

ACCOUNT = "TEST-R78-ZZK-955Z"
APP, SPRINGBOARD, DASD = ("Shop", 812), ("SpringBoard", 49), ("dasd", 97)


def ns_dictionary(lines, indent=""):
    """An NSDictionary description, one key a line."""
    return "{\n" + "".join(f"{indent}    {line}\n" for line in lines) + indent + "}"


CT_PUSH = ns_dictionary(["aps =     {", "    alert = \"20% off today\";", "};", "\"wzrk_acct_id\" = \"" + ACCOUNT + "\";",
                         "\"wzrk_dl\" = \"shop://offers/42\";", "\"wzrk_id\" = \"1764402062_20261129\";"])
LP_PUSH = '{"aps":{"alert":"Your order shipped"},"_lpm":5712381201,"_lpx":{"__name__":"Open URL","URL":"shop://orders"}}'
OTHER_PUSH = ns_dictionary(["aps =     {", "    alert = \"Reply from Ana\";", "};", "\"thread\" = 7;"])

ENTRIES = [
    (APP, "Default", "[LEANPLUM] [INFO]: [Wrapper] Wrapper Instantiated"),
    (APP, "Default", f"[LEANPLUM] [DEBUG]: [Wrapper] CleverTap instance created with accountId: {ACCOUNT}"),
    (APP, "Default", f"[LEANPLUM] [INFO]: Application Launched with notification: {LP_PUSH}"),
    (SPRINGBOARD, "Default", "Received incoming message on topic com.shop.app at priority 10"),
    (SPRINGBOARD, "Default", "[com.shop.app] Received remote notification request 61A7-2E2F [ waking: 0, hasAlertContent: 1, "
     "hasSound: 1 hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 1 pushType: Alert]"),
    (SPRINGBOARD, "Default", "[com.shop.app] Remote notification request 61A7-2E2F can be modified: 1"),
    (SPRINGBOARD, "Default", "[com.shop.app] Delivered user visible push notification 61A7-2E2F"),
    (SPRINGBOARD, "Default", "[com.shop.app] Launch application in foreground for notification response action "
     "com.apple.UNNotificationDefaultActionIdentifier"),
    (APP, "Default", "[LEANPLUM] [DEBUG]: Called swizzled userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler"),
    (APP, "Default", "[LEANPLUM] [INFO]: [Wrapper] Calling CleverTap.handlePushNotification:openDeepLinksInForeground: true for Push Open"),
    (APP, "Default", "[CleverTap]: Handling notification: " + CT_PUSH),
    (APP, "Default", f"[CleverTap]: CleverTap.{ACCOUNT}: handling push notification: " + CT_PUSH),
    (APP, "Default", f"[CleverTap]: CleverTap.{ACCOUNT}: Firing deep link: shop://offers/42"),
    (APP, "Default", "[LEANPLUM] [INFO]: Notification Opened MessageId: 5712381201"),
    (DASD, "Default", "Submitted Activity: com.apple.pushLaunch.com.shop.app:7F3A2B at priority 5 <private>"),
    (DASD, "Default", "com.apple.pushLaunch.com.shop.app:7F3A2B:[ {name: ThunderingHerdPolicy, policyWeight: 0.004, "
     "response: {Decision: Must Not Proceed, Score: 0.00}} ], FinalDecision: Must Not Proceed}"),
    (APP, "Default", f"[CleverTap]: CleverTap.{ACCOUNT}: push notification not from CleverTap, not processing: " + OTHER_PUSH),
    (APP, "Default", "Shop: Posting notification settings to the server"),
]


def main():
    lines = ["Filtering the log data using \"process == 'Shop' OR process == 'SpringBoard' OR process == 'dasd'\"",
             "Timestamp                       Thread     Type        Activity             PID    TTL  "]
    for index, ((process, pid), kind, message) in enumerate(ENTRIES):
        time = f"2026-11-29 10:01:{2 + index:02d}.{123456 + index * 1111:06d}+0100"
        lines.append(f"{time} 0x{0x3f2a9 + pid:x}    {kind:<11} 0x0                  {pid:<6} 0    {process}: {message}")
    with open("session.log", "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
