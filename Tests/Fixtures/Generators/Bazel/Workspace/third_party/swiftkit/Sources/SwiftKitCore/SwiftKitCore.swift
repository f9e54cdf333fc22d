public enum SwiftKitCore {}
