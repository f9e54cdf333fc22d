// In a synchronized folder no target uses.
enum Snippet {}
