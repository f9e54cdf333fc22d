# Gathers the Objective-C headers a Swift library generates, for a framework to ship.
def collect_headers(name, library):
    native.filegroup(name = name, srcs = [library])
