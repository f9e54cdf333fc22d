struct NotesWidget {}
