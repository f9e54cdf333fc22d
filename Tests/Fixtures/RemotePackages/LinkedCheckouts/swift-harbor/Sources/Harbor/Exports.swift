@_exported import Gauges
@_exported import Tally
