// A script no target compiles: the folder fallback makes it an inferred module.
print("release")
