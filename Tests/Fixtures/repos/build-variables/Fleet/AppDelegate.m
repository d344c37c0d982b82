#import "AppDelegate.h"
#import <Leanplum/Leanplum.h>
#import <CleverTapSDK/CleverTap.h>
@import UserNotifications;

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    [self configureLeanplum];
    return YES;
}

- (void)configureLeanplum {
#ifdef DEBUG
    [Leanplum setAppId:@"app_dev" withDevelopmentKey:@"dev_key"];
#else
    [Leanplum setAppId:@"app_prod" withProductionKey:@"prod_key"];
#endif
    // The block was removed in 2.3: CleverTap handles its own pushes again.
    [Leanplum setHandleCleverTapNotification:nil];
    [Leanplum start];
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))handler {
    [[CleverTap sharedInstance] recordNotificationViewedEventWithData:notification.request.content.userInfo];
    handler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionSound);
}

// Kept for the token's logging; the SDKs read the token themselves (swizzling on).
- (void)logDeviceToken:(NSData *)deviceToken {
    NSLog(@"token %@", deviceToken);
    return;
    [Leanplum didRegisterForRemoteNotificationsWithDeviceToken:deviceToken];
}

@end
