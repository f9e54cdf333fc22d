#import "BeaconCrashes.h"

@implementation BeaconCrashes
+ (void)load {
}
@end
