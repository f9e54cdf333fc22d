import State
import Umbrella

public func featureTitle() -> String { "Feature" }
