#import "CTManager.h"
#import <Leanplum/Leanplum.h>
#import <CleverTapSDK/CleverTap.h>

@implementation CTManager

+ (instancetype)shared {
    static CTManager *manager;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        manager = [[CTManager alloc] init];
    });
    return manager;
}

- (void)takeLeanplumInstance {
    [Leanplum addCleverTapInstanceCallback:[[CleverTapInstanceCallback alloc] initWithCallback:^(CleverTap *instance) {
        _cleverTap = instance;
    }]];
}

@end
