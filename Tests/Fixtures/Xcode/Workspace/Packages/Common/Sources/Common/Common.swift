public enum Common {}
