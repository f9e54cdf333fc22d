let sample = 42
