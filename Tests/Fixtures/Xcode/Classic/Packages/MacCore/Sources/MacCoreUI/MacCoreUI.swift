public struct MacCoreView {}
