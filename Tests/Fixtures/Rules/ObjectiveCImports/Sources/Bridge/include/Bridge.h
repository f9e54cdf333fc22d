#import <Foundation/Foundation.h>
#  import <Lists/Lists-Swift.h>

@interface Bridge : NSObject
- (void)play;
@end
