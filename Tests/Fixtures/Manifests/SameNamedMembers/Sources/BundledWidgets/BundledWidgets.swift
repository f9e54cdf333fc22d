public enum BundledWidgetsMarker {}
