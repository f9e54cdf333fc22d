struct Token {}
