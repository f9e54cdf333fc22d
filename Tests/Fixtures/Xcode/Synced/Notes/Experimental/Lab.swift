// A whole subfolder left out of the app by a membership exception.
enum Lab {}
