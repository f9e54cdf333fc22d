final class NotesTests {}
