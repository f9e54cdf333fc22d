#!/usr/bin/env python3
"""Writes one synthetic modular app in four forms, for comparing what loading each kind of module definition costs.

    scripts/bench/generate-generators.py MODULES FILES_PER_MODULE OUT

OUT gets four folders holding the same Swift files and the same module graph (an app target, MODULES framework
targets, each depending on up to three earlier ones and importing them, and one unit-test target per module):
  xcodeproj/  App.xcodeproj/project.pbxproj, written as Xcode writes one (groups, file references, build files,
              sources phases, target dependencies through container item proxies, build configurations)
  xcodegen/   project.yml (XcodeGen)
  tuist/      Project.swift (Tuist), every target built through a helper in Tuist/ProjectDescriptionHelpers
  bazel/      MODULE.bazel and one BUILD.bazel per module (rules_swift and rules_apple)
The same arguments always give the same files.
"""
import hashlib
import os
import sys


def ident(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def deps_of(m):
    return sorted({d for d in (m - 1, m // 2, m // 3) if 0 <= d < m})


def swift_file(module, index, deps):
    lines = [f"import {d}" for d in deps] + ["", f"public struct {module}Type{index} {{"]
    lines += [f"  public var value{i}: Int = {i}" for i in range(8)]
    lines += ["  public init() {}", "  public func total() -> Int {", "    var sum = 0"]
    lines += [f"    sum += value{i}" for i in range(8)]
    lines += ["    return sum", "  }", "}", ""]
    return "\n".join(lines)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def sources(root, modules, files):
    for m in range(modules):
        name = f"Module{m}"
        deps = [f"Module{d}" for d in deps_of(m)]
        for i in range(files):
            write(f"{root}/Modules/{name}/Sources/{name}File{i}.swift", swift_file(name, i, deps))
        write(f"{root}/Modules/{name}/Tests/{name}Tests.swift", f"import {name}\nimport XCTest\n\nfinal class {name}Tests: XCTestCase {{}}\n")
    write(f"{root}/App/AppMain.swift", "\n".join(f"import Module{m}" for m in range(modules)) + "\n\nlet app = 1\n")


def pbxproj(root, modules, files):
    objects = []
    targets = []
    def obj(oid, text):
        objects.append(f"\t\t{oid} = {text};")
    main_group, products_group = ident("main"), ident("products")
    group_children = []
    def native(name, ptype, product, srcs, deps, settings):
        tid = ident("target", name)
        phase = ident("phase", name)
        build_files = []
        for path in srcs:
            ref, bf = ident("ref", path), ident("bf", path)
            obj(ref, f'{{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "{path}"; sourceTree = "<group>"; }}')
            obj(bf, f"{{isa = PBXBuildFile; fileRef = {ref}; }}")
            group_children.append(ref)
            build_files.append(bf)
        obj(phase, f"{{isa = PBXSourcesBuildPhase; files = ({', '.join(build_files)}); }}")
        dep_ids = []
        for d in deps:
            proxy, dep = ident("proxy", name, d), ident("dep", name, d)
            obj(proxy, f'{{isa = PBXContainerItemProxy; containerPortal = {ident("project")}; proxyType = 1; remoteGlobalIDString = {ident("target", d)}; remoteInfo = {d}; }}')
            obj(dep, f"{{isa = PBXTargetDependency; target = {ident('target', d)}; targetProxy = {proxy}; }}")
            dep_ids.append(dep)
        config, clist = ident("config", name), ident("clist", name)
        setting_text = " ".join(f'{k} = "{v}";' for k, v in settings.items())
        obj(config, f"{{isa = XCBuildConfiguration; buildSettings = {{ {setting_text} }}; name = Debug; }}")
        obj(clist, f"{{isa = XCConfigurationList; buildConfigurations = ({config}); }}")
        pref = ident("product", name)
        obj(pref, f'{{isa = PBXFileReference; explicitFileType = wrapper; path = "{product}"; sourceTree = BUILT_PRODUCTS_DIR; }}')
        obj(tid, f'{{isa = PBXNativeTarget; buildConfigurationList = {clist}; buildPhases = ({phase}); dependencies = ({", ".join(dep_ids)}); name = {name}; productName = {name}; productReference = {pref}; productType = "{ptype}"; }}')
        targets.append(tid)
    for m in range(modules):
        name = f"Module{m}"
        srcs = [f"Modules/{name}/Sources/{name}File{i}.swift" for i in range(files)]
        native(name, "com.apple.product-type.framework", f"{name}.framework", srcs, [f"Module{d}" for d in deps_of(m)],
               {"SDKROOT": "iphoneos", "PRODUCT_NAME": "$(TARGET_NAME)"})
        native(f"{name}Tests", "com.apple.product-type.bundle.unit-test", f"{name}Tests.xctest",
               [f"Modules/{name}/Tests/{name}Tests.swift"], [name], {"SDKROOT": "iphoneos", "PRODUCT_NAME": "$(TARGET_NAME)"})
    native("App", "com.apple.product-type.application", "App.app", ["App/AppMain.swift"],
           [f"Module{m}" for m in range(modules)], {"SDKROOT": "iphoneos", "PRODUCT_NAME": "$(TARGET_NAME)"})
    obj(main_group, f'{{isa = PBXGroup; children = ({", ".join(group_children)}); sourceTree = "<group>"; }}')
    pconfig, plist = ident("pconfig"), ident("plist")
    obj(pconfig, "{isa = XCBuildConfiguration; buildSettings = { }; name = Debug; }")
    obj(plist, f"{{isa = XCConfigurationList; buildConfigurations = ({pconfig}); }}")
    obj(ident("project"), f'{{isa = PBXProject; buildConfigurationList = {plist}; mainGroup = {main_group}; projectDirPath = ""; projectRoot = ""; targets = ({", ".join(targets)}); }}')
    text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
    text += "\n".join(sorted(objects)) + "\n\t};\n\trootObject = " + ident("project") + ";\n}\n"
    write(f"{root}/App.xcodeproj/project.pbxproj", text)


def xcodegen(root, modules):
    lines = ["name: App", "options:", "  bundleIdPrefix: com.example", "targets:"]
    for m in range(modules):
        name = f"Module{m}"
        lines += [f"  {name}:", "    type: framework", "    platform: iOS", f"    sources: [Modules/{name}/Sources]"]
        deps = deps_of(m)
        if deps:
            lines += ["    dependencies:"] + [f"      - target: Module{d}" for d in deps]
        lines += [f"  {name}Tests:", "    type: bundle.unit-test", "    platform: iOS",
                  f"    sources: [Modules/{name}/Tests]", "    dependencies:", f"      - target: {name}"]
    lines += ["  App:", "    type: application", "    platform: iOS", "    sources: [App]", "    dependencies:"]
    lines += [f"      - target: Module{m}" for m in range(modules)]
    write(f"{root}/project.yml", "\n".join(lines) + "\n")


def tuist(root, modules):
    helper = '''import ProjectDescription

extension Target {
  public static func module(_ name: String, dependencies: [String]) -> [Target] {
    [
      .target(
        name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\\(name)",
        sources: ["Modules/\\(name)/Sources/**"], dependencies: dependencies.map { .target(name: $0) }),
      .target(
        name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "com.example.\\(name)Tests",
        sources: ["Modules/\\(name)/Tests/**"], dependencies: [.target(name: name)]),
    ]
  }
}
'''
    write(f"{root}/Tuist/ProjectDescriptionHelpers/Module.swift", helper)
    lines = ["import ProjectDescription", "import ProjectDescriptionHelpers", "", "let project = Project(", '  name: "App",', "  targets: ["]
    for m in range(modules):
        deps = ", ".join(f'"Module{d}"' for d in deps_of(m))
        lines.append(f'    Target.module("Module{m}", dependencies: [{deps}]),')
    app_deps = ", ".join(f'.target(name: "Module{m}")' for m in range(modules))
    lines.append(f'    [.target(name: "App", destinations: .iOS, product: .app, bundleId: "com.example.App", sources: ["App/**"], dependencies: [{app_deps}])],')
    lines += ["  ].flatMap { $0 }", ")", ""]
    write(f"{root}/Project.swift", "\n".join(lines))


def bazel(root, modules):
    write(f"{root}/MODULE.bazel", 'module(name = "app")\nbazel_dep(name = "rules_swift", version = "2.1.1")\nbazel_dep(name = "rules_apple", version = "3.16.0")\n')
    for m in range(modules):
        name = f"Module{m}"
        deps = ", ".join(f'"//Modules/Module{d}"' for d in deps_of(m))
        text = f'''load("@rules_swift//swift:swift.bzl", "swift_library", "swift_test")

swift_library(
    name = "{name}",
    srcs = glob(["Sources/**/*.swift"]),
    module_name = "{name}",
    deps = [{deps}],
    visibility = ["//visibility:public"],
)

swift_test(
    name = "{name}Tests",
    srcs = glob(["Tests/**/*.swift"]),
    deps = [":{name}"],
)
'''
        write(f"{root}/Modules/{name}/BUILD.bazel", text)
    app_deps = ", ".join(f'"//Modules/Module{m}"' for m in range(modules))
    write(f"{root}/App/BUILD.bazel", f'''load("@rules_swift//swift:swift.bzl", "swift_library")
load("@rules_apple//apple:ios.bzl", "ios_application")

swift_library(name = "AppLib", srcs = glob(["*.swift"]), deps = [{app_deps}])

ios_application(
    name = "App",
    bundle_id = "com.example.App",
    families = ["iphone"],
    minimum_os_version = "16.0",
    infoplists = ["Info.plist"],
    deps = [":AppLib"],
)
''')


def main():
    modules, files, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    for form in ("xcodeproj", "xcodegen", "tuist", "bazel"):
        sources(f"{out}/{form}", modules, files)
    pbxproj(f"{out}/xcodeproj", modules, files)
    xcodegen(f"{out}/xcodegen", modules)
    tuist(f"{out}/tuist", modules)
    bazel(f"{out}/bazel", modules)


if __name__ == "__main__":
    main()
