# The repository's test macro: an iOS unit test bundle over a swift_library of the test sources.
load("@build_bazel_rules_apple//apple:ios.bzl", "ios_unit_test")
load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")

def gauge_swift_test(name, srcs, deps = []):
    swift_library(name = name + "_lib", srcs = srcs, deps = deps, testonly = True)
    ios_unit_test(name = name, deps = [":" + name + "_lib"], minimum_os_version = "15.0")
