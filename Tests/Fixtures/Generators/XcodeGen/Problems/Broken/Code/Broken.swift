struct Broken {}
