#import "Bridge.h"
@import Foundation;
@import Sound;
// @import Meter; (was used before the meter moved to Swift)

@implementation Bridge (Sound)
- (void)play {
    [[Ring new] write:4];
}
@end
