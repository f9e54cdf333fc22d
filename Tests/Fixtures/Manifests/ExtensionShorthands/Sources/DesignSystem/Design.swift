public enum Design {}
