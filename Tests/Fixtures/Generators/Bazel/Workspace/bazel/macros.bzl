# A macro of the fixture's own: plumb does not evaluate it.
def legacy_module(name, srcs = [], deps = []):
    native.objc_library(name = name + "_objc", srcs = [])

CORE_DEPS = []
