import Foundation

/// What plumb makes of each rule a BUILD file calls: a module (with the Xcode product type it maps to), an alias,
/// a file group, a rule that builds no module, or a macro it does not evaluate.
enum BazelRuleRole: Equatable, Sendable {
  /// `platform` is the platform of an Apple bundle rule (`iOS`), nil for rules built for whatever depends on them.
  case module(productType: String, platform: String?, compilesSwift: Bool)
  case alias
  case fileGroup
  /// A rule that builds no module: resources, generated files, settings, project generators.
  case other
  /// A macro or a rule plumb does not know, defined in a `.bzl` file: its targets are not read.
  case macro
}

enum BazelRules {
  static let libraryType = "com.apple.product-type.library.static"

  /// Whether a macro plumb does not evaluate is named for tests (`my_swift_test`, `envoy_mobile_swift_test`,
  /// `swift_test_suite`): the likeliest to declare a test target that depends on what its attributes name.
  static func isTestMacro(_ rule: String) -> Bool {
    rule.lowercased().split(separator: "_").contains { $0 == "test" || $0 == "tests" }
  }

  /// The platform of each Apple rule prefix (`ios_application` is an iOS application).
  private static let platforms: [(prefix: String, platform: String)] = [
    ("ios_", "iOS"), ("macos_", "macOS"), ("tvos_", "tvOS"), ("watchos_", "watchOS"), ("visionos_", "visionOS"),
  ]

  /// The bundle rules of rules_apple by what follows the platform prefix.
  private static let bundleTypes: [String: String] = [
    "application": "com.apple.product-type.application",
    "app_clip": "com.apple.product-type.application.on-demand-install-capable",
    "imessage_application": "com.apple.product-type.application.messages",
    "extension": "com.apple.product-type.app-extension",
    "imessage_extension": "com.apple.product-type.app-extension.messages",
    "sticker_pack_extension": "com.apple.product-type.app-extension.messages-sticker-pack",
    "framework": "com.apple.product-type.framework",
    "dynamic_framework": "com.apple.product-type.framework",
    "static_framework": "com.apple.product-type.framework.static",
    "unit_test": "com.apple.product-type.bundle.unit-test",
    "ui_test": "com.apple.product-type.bundle.ui-testing",
    // A suite builds one test bundle per runner, from the same dependencies.
    "unit_test_suite": "com.apple.product-type.bundle.unit-test",
    "ui_test_suite": "com.apple.product-type.bundle.ui-testing",
    "command_line_application": "com.apple.product-type.tool",
    "bundle": "com.apple.product-type.bundle",
    "loadable_bundle": "com.apple.product-type.bundle",
    "kernel_extension": "com.apple.product-type.bundle",
    "spotlight_importer": "com.apple.product-type.bundle",
    "xpc_service": "com.apple.product-type.bundle",
    "quick_look_plugin": "com.apple.product-type.bundle",
  ]

  /// Rules of rules_swift, rules_ios, rules_swift_package_manager and native rules that build a module.
  private static let moduleRules: [String: (type: String, swift: Bool)] = [
    "swift_library": (libraryType, true),
    "swift_library_group": (libraryType, false),
    "mixed_language_library": (libraryType, true),
    "swift_binary": ("com.apple.product-type.tool", true),
    "swift_compiler_plugin": ("com.apple.product-type.tool", true),
    "swift_test": ("com.apple.product-type.bundle.unit-test", true),
    "swift_proto_library": (libraryType, false),
    "swift_grpc_library": (libraryType, false),
    "objc_library": (libraryType, false),
    "cc_library": (libraryType, false),
    "apple_framework": ("com.apple.product-type.framework", true),
    "apple_static_xcframework_import": ("com.apple.product-type.xcframework", false),
    "apple_dynamic_xcframework_import": ("com.apple.product-type.xcframework", false),
    "apple_static_framework_import": ("com.apple.product-type.xcframework", false),
    "apple_dynamic_framework_import": ("com.apple.product-type.xcframework", false),
  ]

  /// Rules whose targets are code libraries: a `testonly` one that tests depend on is test code.
  static let codeLibraries: Set<String> = [
    "swift_library", "objc_library", "cc_library", "mixed_language_library", "apple_framework",
  ]

  /// Rules that build no module a Swift file imports, read as such (their targets are no nodes of the graph).
  private static let otherRules: Set<String> = [
    "package", "licenses", "exports_files", "package_group", "config_setting", "test_suite", "genrule",
    "sh_binary", "sh_test", "sh_library", "py_binary", "py_library", "py_test", "cc_binary", "cc_test",
    "java_library", "java_binary", "proto_library", "objc_import", "xcodeproj", "top_level_target",
    "top_level_targets", "apple_resource_bundle", "apple_resource_group", "apple_bundle_import",
    "apple_core_data_model", "apple_core_ml_library", "apple_intent_library", "apple_metal_library",
    "apple_precompiled_resource_bundle", "apple_universal_binary", "apple_xcframework",
    "apple_static_xcframework", "apple_static_library", "apple_genrule", "ios_build_test", "macos_build_test",
    "tvos_build_test", "watchos_build_test", "visionos_build_test", "local_provisioning_profile",
    "provisioning_profile_repository", "bool_flag", "string_flag", "bool_setting", "string_setting",
    "string_list_flag", "int_flag", "config_setting_group", "selects.config_setting_group", "platform",
    "constraint_value", "constraint_setting", "toolchain", "environment", "write_file", "copy_file",
    "expand_template", "build_test", "diff_test", "native_binary", "buildifier", "buildifier_test", "gazelle",
    "gazelle_binary", "swift_package_tool", "swift_update_packages", "swift_interop_hint", "swift_c_module",
    "swift_module_alias", "swift_import", "swift_toolchain", "xcode_config", "xcode_version",
    "available_xcodes", "plist_fragment", "filegroup_with_prefix", "alias_with_platform", "pkg_tar", "pkg_zip",
    "ios_xctestrun_runner", "ios_test_runner", "macos_test_runner", "ios_framework_import",
    "apple_static_library_import", "precompiled_apple_resource_bundle", "module_map", "headermap",
    "infoplist", "entitlements", "exports_files_with_prefix", "print", "apple_bundle_version",
    "xcode_provisioning_profile", "tidy", "bzlformat_pkg", "bzlformat_missing_pkgs", "updatesrc_update_all",
    "swift_deps_index", "cc_import", "bzl_library", "toolchain_type", "stardoc",
  ]

  /// Repositories whose rules are the ones named above (a `load` of `swift_library` from them is the rule).
  static let ruleRepositories: [String] = [
    "@build_bazel_rules_swift", "@rules_swift", "@build_bazel_rules_apple", "@rules_apple",
    "@build_bazel_rules_ios", "@rules_ios", "@rules_cc", "@rules_shell", "@rules_python", "@rules_proto",
    "@bazel_skylib", "@rules_xcodeproj", "@com_github_buildbuddy_io_rules_xcodeproj", "@rules_pkg",
    "@rules_swift_package_manager", "@cgrindel_swift_bazel", "@bazel_tools", "@aspect_bazel_lib",
    "@build_bazel_apple_support", "@apple_support", "@rules_java", "@protobuf", "@com_google_protobuf",
    "@bazel_gazelle", "@buildifier_prebuilt", "@com_github_bazelbuild_buildtools",
  ]

  static func isRuleRepository(_ file: String) -> Bool {
    let repository = file.split(separator: "/", maxSplits: 1).first.map(String.init) ?? file
    return ruleRepositories.contains(repository.replacingOccurrences(of: "@@", with: "@"))
  }

  /// The role of a rule named `rule` (its name where it is defined).
  static func role(of rule: String) -> BazelRuleRole {
    switch rule {
    case "alias": return .alias
    case "filegroup": return .fileGroup
    default: break
    }
    if let known = moduleRules[rule] {
      return .module(productType: known.type, platform: nil, compilesSwift: known.swift)
    }
    if otherRules.contains(rule) { return .other }
    for (prefix, platform) in platforms where rule.hasPrefix(prefix) {
      let kind = String(rule.dropFirst(prefix.count))
      if let type = bundleTypes[kind] {
        let watchType: String? =
          switch (platform, kind) {
          case ("watchOS", "application"): "com.apple.product-type.application.watchapp2"
          case ("watchOS", "extension"): "com.apple.product-type.watchkit2-extension"
          default: nil
          }
        return .module(productType: watchType ?? type, platform: platform, compilesSwift: false)
      }
    }
    return .macro
  }

  /// The Swift module name rules_swift gives a target without `module_name`: the package and the name, each with
  /// runs of non-identifier characters made one `_` (leading and trailing ones dropped), joined by `_`, with a `_`
  /// in front of a leading digit (`//Modules/Feature:Feature` is `Modules_Feature_Feature`).
  static func derivedModuleName(package: String, name: String) -> String {
    let packagePart = identifierSafe(package)
    let namePart = identifierSafe(name)
    var result = packagePart.isEmpty ? namePart : packagePart + "_" + namePart
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }

  private static func identifierSafe(_ text: String) -> String {
    var result = ""
    var pending = false
    for character in text {
      if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
        if pending {
          result.append("_")
          pending = false
        }
        result.append(character)
      } else if !result.isEmpty {
        pending = true
      }
    }
    return result
  }
}
