// Retyped as plain text in the project: kept in the folder, never compiled.
enum Sketch {}
