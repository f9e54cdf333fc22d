public enum Analytics {}
