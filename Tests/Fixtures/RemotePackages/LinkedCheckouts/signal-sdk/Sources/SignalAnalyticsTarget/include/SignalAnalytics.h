#import <Foundation/Foundation.h>

@interface SignalAnalytics : NSObject
@end
