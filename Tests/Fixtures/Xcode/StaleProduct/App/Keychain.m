#import <Foundation/Foundation.h>
@import KeychainStore;

// Reads the token with the KeychainStore product, which only this Objective-C file uses.
NSString *AppToken(void) { return [KeychainStore stringForKey:@"token"]; }
