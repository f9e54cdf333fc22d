struct ClassicWidget {}
