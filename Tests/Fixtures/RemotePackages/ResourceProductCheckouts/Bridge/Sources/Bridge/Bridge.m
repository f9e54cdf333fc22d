#import "Bridge.h"

@implementation Bridge
+ (BOOL)openLink:(NSString *)link {
  return link.length > 0;
}
@end
