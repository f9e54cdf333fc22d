#import "SignalAnalytics.h"

@implementation SignalAnalytics
+ (void)load {
}
@end
