@import Meter;
