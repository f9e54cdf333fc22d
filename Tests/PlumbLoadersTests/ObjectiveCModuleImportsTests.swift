import Foundation
import Testing

@testable import PlumbLoaders

/// The module import lines of Objective-C files: `@import M;` and a framework header in angle brackets; a header in
/// quotes, a comment and a word that only starts like the directive are not imports.
@Suite struct ObjectiveCModuleImportsTests {
  @Test func readsModuleImportsAndFrameworkHeaders() {
    let text = """
      #import "Bridge.h"
      @import Sound;
      \t@import Audio.Buffers;
      #  import <Lists/Lists-Swift.h>
      #include <zlib.h>
      #include <Zip/unzip.h>
      // @import Meter;
      @importing Nothing;
      #import <Foundation/Foundation.h>
      """
    #expect(ObjectiveCModuleImports.modules(in: text) == ["Sound", "Audio", "Lists", "Zip", "Foundation"])
  }
}
