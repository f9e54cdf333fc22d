// In the framework folder but in no build phase: the folder fallback picks it up.
enum Unlisted {}
