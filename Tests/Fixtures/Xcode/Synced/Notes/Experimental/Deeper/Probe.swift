enum Probe {}
