struct Note {}
