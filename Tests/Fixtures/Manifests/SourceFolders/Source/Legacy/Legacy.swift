public struct Legacy {}
