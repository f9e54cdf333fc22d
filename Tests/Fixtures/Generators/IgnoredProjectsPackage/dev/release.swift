// Run by hand before a release: prints the version to tag.
print("1.0.0")
