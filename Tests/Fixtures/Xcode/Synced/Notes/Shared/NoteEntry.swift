// Shared with the widget through an exception set on the synchronized folder.
struct NoteEntry {}
