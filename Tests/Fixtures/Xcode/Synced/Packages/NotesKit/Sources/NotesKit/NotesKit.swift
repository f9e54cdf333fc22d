public enum NotesKit {}
