# Runs the formatter over the given folders.
def lint_all(name, paths):
    native.sh_binary(name = name, srcs = ["lint.sh"], args = paths)
