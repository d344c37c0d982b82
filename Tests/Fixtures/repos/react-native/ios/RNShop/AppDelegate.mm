#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <Leanplum/Leanplum.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"RNShop";
  self.initialProps = @{};
  // Leanplum is started from JavaScript, after the bundle loads.
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
  [Leanplum didReceiveRemoteNotification:userInfo withFetchCompletionHandler:completionHandler];
}

@end
