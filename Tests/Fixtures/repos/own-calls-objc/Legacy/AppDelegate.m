#import "AppDelegate.h"
#import <Leanplum/Leanplum.h>
#import <CleverTapSDK/CleverTap.h>

// The app takes Leanplum's CleverTap instance, sets its delegate and makes its own call on it
// in the fetch callback; its ActionManager is paused in debug builds.
@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [Leanplum addCleverTapInstanceCallback:[[CleverTapInstanceCallback alloc] initWithCallback:^(CleverTap *instance) {
        [instance setPushNotificationDelegate:self];
        self.cleverTap = instance;
    }]];
#ifdef DEBUG
    [[LPActionManager shared] setIsPaused:YES];
#endif
    [Leanplum start];
    return YES;
}

- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo
    fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
    [self.cleverTap recordNotificationClickedEventWithData:userInfo];
    completionHandler(UIBackgroundFetchResultNoData);
}

@end
