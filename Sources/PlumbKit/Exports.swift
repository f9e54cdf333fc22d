// A package that writes its own rules depends on the `PlumbKit` product only: it gets the model, the rule API
// and the metrics through this one import.
@_exported import PlumbMetrics
@_exported import PlumbModel
@_exported import PlumbRules
