#import <Foundation/Foundation.h>

@interface BeaconCrashes : NSObject
@end
