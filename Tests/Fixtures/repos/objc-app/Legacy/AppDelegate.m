#import "AppDelegate.h"
#import <Leanplum/Leanplum.h>
#import <CleverTapSDK/CleverTap.h>
@import UserNotifications;

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    [Leanplum setAppId:@"app_legacy" withProductionKey:@"prod_key"];
    [Leanplum setPushNotificationPresentationOption:UNNotificationPresentationOptionAlert | UNNotificationPresentationOptionSound];
    [Leanplum setPushDeliveryTrackingEnabled:NO];
    [Leanplum setShouldOpenNotificationHandler:^(NSDictionary *userInfo, LeanplumHandleNotificationBlock response) {
        response();
    }];
    // [CleverTap autoIntegrate];
    [Leanplum startWithUserId:nil userAttributes:nil responseHandler:nil];
    NSLog(@"[CleverTap autoIntegrate] is not called: \"swizzling off\"");
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    [Leanplum willPresentNotification:notification];
    completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionBadge);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
    didReceiveNotificationResponse:(UNNotificationResponse *)response
             withCompletionHandler:(void (^)(void))completionHandler {
    [Leanplum didReceiveNotificationResponse:response];
    // completionHandler() is never called: a bug the profile shows
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
    [Leanplum didRegisterForRemoteNotificationsWithDeviceToken:deviceToken];
}

@end
