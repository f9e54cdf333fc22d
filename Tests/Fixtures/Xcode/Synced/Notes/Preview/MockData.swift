// Left out of the app by a membership exception.
enum MockData {}
