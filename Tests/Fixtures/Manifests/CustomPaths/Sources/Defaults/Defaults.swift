struct Defaults {}
