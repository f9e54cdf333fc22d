public enum ToolkitMarker {}
