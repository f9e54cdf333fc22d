public enum Sub {}
