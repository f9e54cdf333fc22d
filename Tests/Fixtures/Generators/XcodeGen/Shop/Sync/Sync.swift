public enum Sync {}
