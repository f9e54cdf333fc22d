struct NotesApp {}
