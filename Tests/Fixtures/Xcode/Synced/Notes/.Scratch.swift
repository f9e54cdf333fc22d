// Hidden files are not part of a synchronized folder.
