import Timer
