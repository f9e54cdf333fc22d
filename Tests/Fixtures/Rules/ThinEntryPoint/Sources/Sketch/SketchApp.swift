import Drawing
import SwiftUI

@main
struct SketchApp: App {
  var body: some Scene {
    WindowGroup { Text("\(Canvas().strokes.count) strokes") }
  }
}
