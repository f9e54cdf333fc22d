#import <Foundation/Foundation.h>

/// Opens a wallet link in the app that registered for it.
@interface Bridge : NSObject
+ (BOOL)openLink:(NSString *)link;
@end
