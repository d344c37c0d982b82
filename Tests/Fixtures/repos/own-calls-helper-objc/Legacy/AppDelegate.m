#import "AppDelegate.h"
#import "CTManager.h"
#import "PushRouter.h"
#import <Leanplum/Leanplum.h>

// The app keeps Leanplum's CleverTap instance in CTManager (CTManager.m), sets its delegate
// there, and hands a tapped push to PushRouter (PushRouter.m), which calls CleverTap on it.
@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    [[CTManager shared] takeLeanplumInstance];
    [CTManager shared].cleverTap.pushNotificationDelegate = self;
    [Leanplum start];
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    [PushRouter handleResponse:response];
    completionHandler();
}

@end
