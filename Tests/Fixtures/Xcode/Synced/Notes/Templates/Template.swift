// Inside an explicit folder: copied as a resource, never compiled.
enum Template {}
