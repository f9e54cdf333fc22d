// Core implements FAFoundation's protocols and its public API speaks in their types (MetricKind, Trend,
// PrimitiveMetric), so whoever imports Core gets FAFoundation with it.
@_exported import FAFoundation
