import Logging
public struct Tracker {}
