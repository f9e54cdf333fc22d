import PlumbModel

/// What the rules know of Apple's UI frameworks by name: which imports are UI frameworks, which written type names
/// come from them, and which of those are views and view controllers. Matching is by name, as the scanner's is:
/// a name the workspace declares itself (an app's own `Image` or `Label`) is never taken for the framework's.
public enum UIFrameworkNames {
  /// The UI frameworks, and what `import Cocoa` brings.
  public static let frameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa"]

  /// SwiftUI types and property wrappers an app names (the `UI`-prefixed UIKit names are matched by prefix).
  static let swiftUINames: Set<String> = [
    "View", "AnyView", "Color", "Image", "Font", "Text", "Button", "Label", "Binding", "State", "StateObject",
    "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues", "EnvironmentKey", "AppStorage",
    "SceneStorage", "FocusState", "GestureState", "Namespace", "Bindable", "ViewBuilder", "ViewModifier", "Shape",
    "ShapeStyle", "Path", "Angle", "Animation", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient",
    "Edge", "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "LocalizedStringKey",
    "Material", "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "Transaction", "KeyboardShortcut",
    "ToolbarItem", "Scene", "GeometryProxy", "GeometryReader", "Toggle", "ForEach", "HStack", "VStack", "ZStack",
    "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "List", "ProgressView", "AsyncImage",
    "TabView", "Menu", "Picker", "Section", "Form", "ScrollView", "ScrollViewProxy", "Spacer", "Divider", "Group",
    "PreferenceKey", "Layout", "Gesture", "DragGesture", "TapGesture", "ImageRenderer", "NavigationPath",
    "NavigationStack", "NavigationLink", "NavigationSplitView", "NavigationView", "Visibility", "Prominence",
    "SymbolRenderingMode", "ButtonStyle", "PrimitiveButtonStyle", "TextFieldStyle", "ListStyle", "OpenURLAction",
    "DismissAction", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "UIHostingController", "NSHostingController", "NSHostingView",
  ]

  /// AppKit names (an `NS` prefix alone would take in Foundation's `NSObject`, `NSPredicate`, ...).
  static let appKitNames: Set<String> = [
    "NSColor", "NSImage", "NSFont", "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSApplication",
    "NSApp", "NSWorkspace", "NSPasteboard", "NSEvent", "NSMenu", "NSMenuItem", "NSScreen", "NSBezierPath",
    "NSTableView", "NSOutlineView", "NSTextField", "NSTextView", "NSButton", "NSImageView", "NSCursor", "NSSound",
    "NSAlert", "NSResponder", "NSDocument", "NSControl", "NSCollectionView", "NSStackView", "NSScrollView",
    "NSSplitViewController", "NSTabViewController", "NSToolbar", "NSToolbarItem", "NSGraphicsContext", "NSAppearance",
    "NSStatusItem", "NSStatusBar", "NSTableCellView", "NSCollectionViewItem", "NSPopover", "NSPanel",
  ]

  /// UIKit and AppKit names that stand for the platform rather than for anything drawn: the application, the
  /// device, windows and scenes, key commands and menus, haptics, the pasteboard. A service that uses them is the
  /// app's adapter to the platform (a haptics manager, the push registration, the window that shows Safari, the
  /// keyboard shortcuts), and the UI framework is what it adapts.
  public static let platformNames: Set<String> = [
    "UIApplication", "UIApplicationDelegate", "UIDevice", "UIScreen", "UIWindow", "UIWindowScene", "UIScene",
    "UIPasteboard", "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
    "UISelectionFeedbackGenerator", "UIAccessibility", "UIApplicationShortcutItem", "UIBackgroundTaskIdentifier",
    "UIActivity", "UIPrintInteractionController", "UIDocumentInteractionController", "UIBackgroundFetchResult",
    "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSScreen", "NSWindow", "NSSound", "NSDocument",
    "NSDocumentController", "NSUserInterfaceItemIdentifier", "UIKeyCommand", "UIKeyModifierFlags", "UIResponder",
    "UIMenu", "UICommand", "UIMenuBuilder", "NSMenu", "NSMenuItem", "NSEvent",
  ]

  /// Types of Combine and Observation that `import SwiftUI` also brings: a file that uses only these needs no UI
  /// framework.
  public static let nonUINames: Set<String> = ["ObservableObject", "Published", "Observable", "ObservationIgnored"]

  /// The UI framework a written type name comes from, or nil: `UIImage` → UIKit, `Color` → SwiftUI, `NSColor` →
  /// AppKit.
  public static func framework(of name: String) -> String? {
    let base = TypeGraph.withoutGenericArguments(name)
    let simple = base.split(separator: ".").last.map(String.init) ?? base
    if base.hasPrefix("SwiftUI.") || swiftUINames.contains(simple) { return "SwiftUI" }
    if appKitNames.contains(simple) { return "AppKit" }
    let letters = Array(simple.utf8.prefix(3))
    if letters.count == 3, letters[0] == UInt8(ascii: "U"), letters[1] == UInt8(ascii: "I"),
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letters[2])
    {
      return "UIKit"
    }
    return nil
  }

  /// Whether a framework name is a view or a view controller of UIKit, AppKit or SwiftUI: `UIViewController` and
  /// its framework subclasses (`UITableViewController`, `UIAlertController`, `UIHostingController`), `UIView` and
  /// its subclasses that end in `View` or `Cell`, controls and bars (`UISearchBar`, `UIButton`), UIKit's delegate
  /// and data source protocols (`UISearchBarDelegate`), `NSView`, `NSViewController`, `AnyView`. SwiftUI's `View`
  /// protocol is not: naming it is what a view model's `some View` builder does, judged by what it builds.
  public static func isFrameworkViewType(_ name: String) -> Bool {
    let simple = TypeGraph.withoutGenericArguments(name).split(separator: ".").last.map(String.init) ?? name
    if simple == "AnyView" || simple == "UIHostingController" || simple == "NSHostingController" { return true }
    guard let framework = framework(of: simple), framework != "SwiftUI" else { return false }
    return simple.hasSuffix("ViewController") || simple.hasSuffix("View") || simple.hasSuffix("Cell")
      || viewControllersNotNamedSo.contains(simple) || controls.contains(simple)
      || (simple.hasPrefix("UI") && (simple.hasSuffix("Delegate") || simple.hasSuffix("DataSource")))
  }

  /// UIKit and AppKit controls and bars, views not named so: a type that holds or serves one (a search bar's
  /// delegate) is UI code, whatever its name.
  static let controls: Set<String> = [
    "UIControl", "UIButton", "UILabel", "UITextField", "UISearchBar", "UISwitch", "UISlider", "UIStepper",
    "UISegmentedControl", "UIDatePicker", "UIPageControl", "UIRefreshControl", "UIBarButtonItem", "UINavigationBar",
    "UITabBar", "UIToolbar", "NSControl", "NSButton", "NSTextField", "NSSearchField",
  ]

  static let viewControllersNotNamedSo: Set<String> = [
    "UIAlertController", "UISearchController", "UIImagePickerController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "UIDocumentPickerViewController", "NSWindowController",
  ]
}
