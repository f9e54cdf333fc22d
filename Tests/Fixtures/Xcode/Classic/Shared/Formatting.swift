// Referenced relative to SOURCE_ROOT from inside a group that has its own path.
enum Formatting {}
