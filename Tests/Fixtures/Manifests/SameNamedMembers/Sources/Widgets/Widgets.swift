public enum WidgetsMarker {}
