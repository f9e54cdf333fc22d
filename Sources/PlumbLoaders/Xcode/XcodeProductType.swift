import PlumbModel

/// Maps an Xcode product type (`com.apple.product-type.…`) to the kind of module plumb reasons about.
enum XcodeProductType {
  static func kind(of productType: String, extensionPoint: String? = nil) -> Module.Kind {
    // Widgets are app extensions of the WidgetKit extension point; only the Info.plist tells them apart.
    if extensionPoint == "com.apple.widgetkit-extension" { return .widget }
    let type = productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
    if let kind = exact[type] { return kind }
    // Families whose members differ in platform or packaging but not in role.
    if type.hasPrefix("application.watchapp") || type.hasPrefix("watchkit") { return .watchApp }
    if type.hasPrefix("application") { return .app }
    if type.contains("widget") { return .widget }
    if type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension") { return .appExtension }
    if type.hasPrefix("framework") { return .framework }
    if type.hasPrefix("library") { return .staticLibrary }
    if type.hasPrefix("bundle.unit-test") { return .unitTest }
    if type.hasPrefix("bundle.ui-testing") { return .uiTest }
    return .bundle
  }

  private static let prefix = "com.apple.product-type."

  /// Xcode writes no product type for aggregate (`PBXAggregateTarget`) and legacy (`PBXLegacyTarget`) targets; the
  /// reader gives them this one, which no Xcode project uses, so that they map to `.aggregate`.
  static let aggregate = "com.apple.product-type.plumb.aggregate"

  private static let exact: [String: Module.Kind] = [
    "application": .app,
    "application.on-demand-install-capable": .app,  // App Clip
    "application.messages": .app,
    "application.watchapp": .watchApp,
    "application.watchapp2": .watchApp,
    "application.watchapp2-container": .watchApp,
    "watchkit-extension": .watchApp,
    "watchkit2-extension": .watchApp,
    "framework": .framework,
    "framework.static": .framework,
    "xcframework": .framework,
    "library.static": .staticLibrary,
    "library.dynamic": .framework,
    "bundle.unit-test": .unitTest,
    "bundle.ui-testing": .uiTest,
    "app-extension": .appExtension,
    "extensionkit-extension": .appExtension,
    "app-extension.messages": .appExtension,
    "app-extension.messages-sticker-pack": .appExtension,
    "app-extension.intents-service": .appExtension,
    "tv-app-extension": .appExtension,
    "xcode-extension": .appExtension,  // an Xcode source editor extension, carried by a host app
    "widgetkit-extension": .widget,
    "tool": .tool,
    "bundle": .bundle,
    "plumb.aggregate": .aggregate,
  ]
}
