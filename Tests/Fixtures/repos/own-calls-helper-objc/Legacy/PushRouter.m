#import "PushRouter.h"
#import "CTManager.h"
#import <CleverTapSDK/CleverTap.h>

@implementation PushRouter

+ (void)handleResponse:(UNNotificationResponse *)response {
    NSDictionary *userInfo = response.notification.request.content.userInfo;
    [[CTManager shared].cleverTap handleNotificationWithData:userInfo];
}

@end
