struct Lexer {}
