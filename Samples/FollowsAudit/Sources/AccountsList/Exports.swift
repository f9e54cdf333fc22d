// The screens of this module speak in Core's types (Account, ReportSummary, MetricKind), so whoever imports the
// module gets Core with it. The coordinators in the app then import only the feature modules they assemble.
@_exported import Core
