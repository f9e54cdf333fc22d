final class NotesUITests {}
